import { describe, expect, it } from 'vitest'
import { isRetryable } from '../../lib/retryable'
import { createOfflineQueue, newIdempotencyKey, type QueuedEntry, type QueueStorage } from './offline-queue'

/** localStorage as the browser keeps it: strings under keys, surviving a new queue (a reload). */
function memoryStorage(): QueueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

const entry = (key: string, percent: number): QueuedEntry<{ percent: number }> => ({
  key,
  payload: { percent },
  queuedAt: '2026-11-24T10:00:00.000Z',
})

describe('the offline queue of session entries', () => {
  it('when entries are typed offline and the page reloads, then they are still waiting, oldest first', () => {
    const storage = memoryStorage()
    const before = createOfflineQueue<{ percent: number }>(storage, 'q')
    before.add(entry('a', 40))
    before.add(entry('b', 55))
    const afterReload = createOfflineQueue<{ percent: number }>(storage, 'q')
    expect(afterReload.entries().map((e) => e.key)).toEqual(['a', 'b'])
  })

  it('when the same entry is queued twice (a double tap), then it waits once', () => {
    const queue = createOfflineQueue<{ percent: number }>(memoryStorage(), 'q')
    queue.add(entry('a', 40))
    queue.add(entry('a', 40))
    expect(queue.entries()).toHaveLength(1)
  })

  it('when the connection returns, then every entry is sent in order with its own key and the queue empties', async () => {
    const storage = memoryStorage()
    const queue = createOfflineQueue<{ percent: number }>(storage, 'q')
    queue.add(entry('a', 40))
    queue.add(entry('b', 55))
    const seen: string[] = []
    const result = await queue.flush(async (e) => {
      seen.push(`${e.key}:${e.payload.percent}`)
      return 'sent'
    })
    expect(seen).toEqual(['a:40', 'b:55'])
    expect(result.sent.map((e) => e.key)).toEqual(['a', 'b'])
    expect(queue.entries()).toEqual([])
    expect(storage.data.has('q')).toBe(false)
  })

  it('when the connection drops halfway, then the sent entry leaves, the rest wait, and the retry sends the same key', async () => {
    const queue = createOfflineQueue<{ percent: number }>(memoryStorage(), 'q')
    queue.add(entry('a', 40))
    queue.add(entry('b', 55))
    queue.add(entry('c', 70))
    let calls = 0
    const first = await queue.flush(async () => {
      calls += 1
      if (calls === 2) throw new TypeError('Failed to fetch')
      return 'sent'
    })
    expect(first.sent.map((e) => e.key)).toEqual(['a'])
    expect(first.pending.map((e) => e.key)).toEqual(['b', 'c'])
    // The answer for b was lost, not b itself: sending b again carries key b, which the server dedupes.
    const keys: string[] = []
    await queue.flush(async (e) => {
      keys.push(e.key)
      return 'sent'
    })
    expect(keys).toEqual(['b', 'c'])
    expect(queue.entries()).toEqual([])
  })

  it('when the server refuses an entry for good, then it is dropped with the reason and the next is sent', async () => {
    const queue = createOfflineQueue<{ percent: number }>(memoryStorage(), 'q')
    queue.add(entry('a', 140))
    queue.add(entry('b', 55))
    const result = await queue.flush(async (e) =>
      e.payload.percent > 100 ? { refused: 'Performance must be between 0 and 100' } : 'sent',
    )
    expect(result.refused).toEqual([{ entry: entry('a', 140), reason: 'Performance must be between 0 and 100' }])
    expect(result.sent.map((e) => e.key)).toEqual(['b'])
    expect(queue.entries()).toEqual([])
  })

  it('when two flushes start at once (an online event during a save), then each entry is sent once', async () => {
    const queue = createOfflineQueue<{ percent: number }>(memoryStorage(), 'q')
    queue.add(entry('a', 40))
    let sends = 0
    const send = async () => {
      sends += 1
      await new Promise((resolve) => setTimeout(resolve, 5))
      return 'sent' as const
    }
    await Promise.all([queue.flush(send), queue.flush(send)])
    expect(sends).toBe(1)
  })

  it('when an entry is typed while others are being sent, then it is kept for the next run', async () => {
    const queue = createOfflineQueue<{ percent: number }>(memoryStorage(), 'q')
    queue.add(entry('a', 40))
    await queue.flush(async () => {
      queue.add(entry('late', 90))
      return 'sent'
    })
    expect(queue.entries().map((e) => e.key)).toContain('late')
  })

  it('when storage holds something that is not a queue, then the queue starts empty instead of failing', () => {
    const storage = memoryStorage()
    storage.setItem('q', '{"not":"a list"')
    expect(createOfflineQueue(storage, 'q').entries()).toEqual([])
  })

  it('retries only when there was no answer or the server was unavailable', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true)
    expect(isRetryable({ status: 503 })).toBe(true)
    // A request the browser gave up on answers status 0: no answer, so tried again like a thrown fetch.
    expect(isRetryable({ status: 0 })).toBe(true)
    expect(isRetryable({ status: 429 })).toBe(true)
    expect(isRetryable({ status: 400 })).toBe(false)
    expect(isRetryable({ status: 404 })).toBe(false)
  })

  it('makes a different key each time', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey())
  })
})
