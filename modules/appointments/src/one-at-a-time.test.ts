import { describe, expect, it } from 'vitest'
import { createKeyedQueue } from './one-at-a-time.ts'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('createKeyedQueue', () => {
  it('when work for one key arrives at once, then it runs one at a time in arrival order, even after a failure', async () => {
    const oneAtATime = createKeyedQueue()
    const log: string[] = []
    let running = 0
    const work = (name: string, fail = false) =>
      oneAtATime('parent-1', async () => {
        running++
        expect(running).toBe(1)
        log.push(`start ${name}`)
        await tick()
        log.push(`end ${name}`)
        running--
        if (fail) throw new Error(name)
        return name
      })
    const results = await Promise.allSettled([work('a'), work('b', true), work('c')])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c'])
  })

  it('when work for two keys arrives at once, then neither waits for the other', async () => {
    const oneAtATime = createKeyedQueue()
    const log: string[] = []
    const work = (key: string) =>
      oneAtATime(key, async () => {
        log.push(`start ${key}`)
        await tick()
        log.push(`end ${key}`)
      })
    await Promise.all([work('x'), work('y')])
    expect(log.slice(0, 2)).toEqual(['start x', 'start y'])
  })
})
