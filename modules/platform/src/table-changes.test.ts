import { describe, expect, it } from 'vitest'
import { cacheWhileUnchanged, type TableChanges } from './table-changes.ts'

/** Table changes as a test drives them: `change()` counts one, `listening` says whether stamps exist. */
function fakeChanges() {
  let count = 0
  const changes = {
    listening: true,
    change: () => void count++,
    stampOf: () => (changes.listening ? count : null),
    caughtUp: async () => undefined,
    close: async () => undefined,
  }
  return changes satisfies TableChanges & { listening: boolean; change(): void }
}

describe('cacheWhileUnchanged', () => {
  it('answers a kept value until one of its tables changes, then computes afresh', async () => {
    const changes = fakeChanges()
    const cache = cacheWhileUnchanged<string>({ changes, tables: ['appointments'] })
    let computed = 0
    const compute = async () => `answer ${++computed}`
    expect(await cache.get('week', compute)).toBe('answer 1')
    expect(await cache.get('week', compute)).toBe('answer 1')
    changes.change()
    expect(await cache.get('week', compute)).toBe('answer 2')
    expect(await cache.get('other week', compute)).toBe('answer 3')
  })

  it('does not keep a value during whose making a change arrived: it may hold facts from before it', async () => {
    const changes = fakeChanges()
    const cache = cacheWhileUnchanged<string>({ changes, tables: ['appointments'] })
    let computed = 0
    expect(
      await cache.get('week', async () => {
        changes.change()
        return `answer ${++computed}`
      }),
    ).toBe('answer 1')
    expect(await cache.get('week', async () => `answer ${++computed}`)).toBe('answer 2')
  })

  it('keeps nothing while the process is not listening', async () => {
    const changes = fakeChanges()
    changes.listening = false
    const cache = cacheWhileUnchanged<string>({ changes, tables: ['appointments'] })
    let computed = 0
    await cache.get('week', async () => `answer ${++computed}`)
    expect(await cache.get('week', async () => `answer ${++computed}`)).toBe('answer 2')
  })

  it('forgets the least recently used value beyond its size', async () => {
    const changes = fakeChanges()
    const cache = cacheWhileUnchanged<string>({ changes, tables: ['appointments'], maxEntries: 2 })
    const made: string[] = []
    const compute = (key: string) => async () => {
      made.push(key)
      return key
    }
    await cache.get('a', compute('a'))
    await cache.get('b', compute('b'))
    await cache.get('a', compute('a'))
    await cache.get('c', compute('c'))
    await cache.get('a', compute('a'))
    await cache.get('b', compute('b'))
    expect(made).toEqual(['a', 'b', 'c', 'b'])
  })
})
