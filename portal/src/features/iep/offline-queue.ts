// Session entries a therapist types on a phone are kept on the device until the server has them: each is
// written to storage first (so a dropped connection, a closed tab or a flat battery loses nothing), then
// sent; it leaves the queue only once the server has answered for it. Each entry carries an idempotency
// key made when it was typed, so sending it again after a lost answer never adds it twice.

/** One session entry waiting to be sent. */
export interface QueuedEntry<T> {
  /** The idempotency key the server dedupes on; made once, when the entry is typed. */
  key: string
  /** What is sent (the entry and where it belongs). */
  payload: T
  /** When it was typed (ISO), to show "waiting since". */
  queuedAt: string
}

/** The part of the Web Storage API the queue uses (localStorage in the browser, a Map in tests). */
export interface QueueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** What happened to one entry when the queue was sent. */
export type SendOutcome =
  /** The server has it (new, or a repeat of a key it had already kept). */
  | 'sent'
  /** Not sent now (no connection, server unavailable): kept, tried again later. */
  | 'retry'
  /** The server refused it for good (e.g. the month is gone): dropped, and reported. */
  | 'refused'

export interface FlushResult<T> {
  sent: QueuedEntry<T>[]
  refused: { entry: QueuedEntry<T>; reason: string }[]
  /** Still waiting (a retry was needed). */
  pending: QueuedEntry<T>[]
}

/** A fresh idempotency key: a UUID where the browser has one, else time and randomness. */
export function newIdempotencyKey(random: () => number = Math.random): string {
  const cryptoApi = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto
  if (cryptoApi?.randomUUID) return cryptoApi.randomUUID()
  const part = () =>
    Math.floor(random() * 0x100000000)
      .toString(16)
      .padStart(8, '0')
  return `${Date.now().toString(16)}-${part()}-${part()}-${part()}`
}

function isQueuedEntry(value: unknown): value is QueuedEntry<unknown> {
  return (
    Boolean(value) &&
    typeof value === 'object' &&
    typeof (value as QueuedEntry<unknown>).key === 'string' &&
    typeof (value as QueuedEntry<unknown>).queuedAt === 'string' &&
    'payload' in (value as object)
  )
}

/** A queue of entries under one storage key (one per signed-in therapist). */
export function createOfflineQueue<T>(storage: QueueStorage | null, storageKey: string) {
  // Storage can be missing or full (private mode): the queue then lives for this page only.
  let memory: QueuedEntry<T>[] = []

  const read = (): QueuedEntry<T>[] => {
    if (!storage) return memory
    try {
      const raw = storage.getItem(storageKey)
      if (!raw) return []
      const parsed = JSON.parse(raw) as unknown
      return Array.isArray(parsed) ? (parsed.filter(isQueuedEntry) as QueuedEntry<T>[]) : []
    } catch {
      return memory
    }
  }

  const write = (entries: QueuedEntry<T>[]) => {
    memory = entries
    if (!storage) return
    try {
      if (entries.length === 0) storage.removeItem(storageKey)
      else storage.setItem(storageKey, JSON.stringify(entries))
    } catch {
      // Quota or private mode: kept in memory (above) for this page.
    }
  }

  let flushing: Promise<FlushResult<T>> | null = null

  return {
    /** Every entry still waiting, oldest first. */
    entries: read,

    /** Keeps an entry (before it is sent); a key already queued is not added twice. */
    add(entry: QueuedEntry<T>): void {
      const current = read()
      if (current.some((queued) => queued.key === entry.key)) return
      write([...current, entry])
    },

    /**
     * Sends the waiting entries in the order they were typed. An entry leaves the queue when the server has
     * it or refuses it for good; at the first one that must wait (no connection), the rest wait too, so the
     * order is kept. Two calls at once share one run (an `online` event during a save sends nothing twice).
     */
    flush(send: (entry: QueuedEntry<T>) => Promise<SendOutcome | { refused: string }>): Promise<FlushResult<T>> {
      if (flushing) return flushing
      const run = async (): Promise<FlushResult<T>> => {
        const result: FlushResult<T> = { sent: [], refused: [], pending: [] }
        for (const entry of read()) {
          let outcome: SendOutcome | { refused: string }
          try {
            outcome = await send(entry)
          } catch {
            outcome = 'retry'
          }
          if (outcome === 'retry') break
          if (outcome === 'sent') result.sent.push(entry)
          else result.refused.push({ entry, reason: outcome === 'refused' ? '' : outcome.refused })
          // Re-read: an entry may have been added while this one was on its way.
          write(read().filter((queued) => queued.key !== entry.key))
        }
        result.pending = read()
        return result
      }
      flushing = run().finally(() => {
        flushing = null
      })
      return flushing
    },
  }
}

export type OfflineQueue<T> = ReturnType<typeof createOfflineQueue<T>>
