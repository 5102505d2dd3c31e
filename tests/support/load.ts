import { walkIn } from './bookings.ts'

/** How long one request may take before it counts as hung: far above any answer, even on a busy machine. */
const HUNG_AFTER_MS = 20_000

/** One request of a load and how it ended: its status, or no answer at all. */
export interface LoadAnswer {
  kind: 'read' | 'booking'
  status: number | 'hung' | 'cut off'
  /** The answer's message (a 503 says why). */
  message?: string
  /** The booking's walk-in e-mail. */
  email?: string
}

/** What a running load has answered so far, and how to end it. */
export interface Load {
  answers: LoadAnswer[]
  /** Resolves once `predicate` holds of the answers so far (checked after each answer). */
  until(predicate: (answers: LoadAnswer[]) => boolean, timeoutMs?: number): Promise<void>
  /** Stops starting requests and waits for those in flight. */
  stop(): Promise<LoadAnswer[]>
}

/**
 * Reads (a page of the centre's children and of its pending queue, as the dashboards load them) and walk-in
 * bookings (tests/support/bookings.ts: a new parent, child, report and appointment each, `firstBooking` on),
 * `readers` and `bookers` requests at a time, until stopped.
 */
export function startLoad({
  url,
  adminToken,
  centreId,
  doctorId,
  tag,
  firstBooking,
  readers = 3,
  bookers = 2,
  maxBookings = 90,
}: {
  url: string
  adminToken: string
  centreId: string
  doctorId: string
  tag: string
  firstBooking: number
  readers?: number
  bookers?: number
  /** The walk-ins have a slot each, eight a day from tomorrow; past this many no booking is started. */
  maxBookings?: number
}): Load {
  const answers: LoadAnswer[] = []
  const waiting = new Set<() => void>()
  let stopped = false
  let nextBooking = firstBooking
  const readPaths = [
    `/api/data/allChildren/${centreId}?page=1&limit=10`,
    `/api/admins/getPendingAppointments/${centreId}?page=1&limit=10`,
  ]

  const send = async (kind: LoadAnswer['kind'], init: RequestInit & { path: string }, email?: string) => {
    let answer: LoadAnswer
    let retryAfterSeconds = 0
    try {
      const response = await fetch(`${url}${init.path}`, {
        ...init,
        headers: { authorization: `Bearer ${adminToken}` },
        signal: AbortSignal.timeout(HUNG_AFTER_MS),
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      answer = { kind, status: response.status, message: body.message, email }
      retryAfterSeconds = Number(response.headers.get('retry-after') ?? 0) || 0
    } catch (error) {
      answer = { kind, status: (error as Error).name === 'TimeoutError' ? 'hung' : 'cut off', email }
    }
    answers.push(answer)
    for (const wake of waiting) wake()
    return { answer, retryAfterSeconds }
  }

  const reader = async (offset: number) => {
    for (let round = offset; !stopped; round++) {
      await send('read', { path: readPaths[round % readPaths.length] })
    }
  }
  const booker = async () => {
    while (!stopped && nextBooking < firstBooking + maxBookings) {
      const booking = walkIn(nextBooking++, { tag, centreId, doctorId })
      const form = new FormData()
      for (const [key, value] of Object.entries(booking.fields)) form.append(key, value)
      for (const file of booking.files) {
        form.append(file.field, new Blob([new Uint8Array(file.content)], { type: file.type }), file.filename)
      }
      const { retryAfterSeconds } = await send(
        'booking',
        { path: '/api/admins/bookAppointment', method: 'POST', body: form },
        booking.email,
      )
      // A booker waits as long as a 503's Retry-After asks, as a polite client does: the walk-ins (each its own
      // slot) would otherwise all be spent while the database is down on a busy machine, leaving none for after.
      if (retryAfterSeconds > 0 && !stopped)
        await new Promise((resolve) => setTimeout(resolve, retryAfterSeconds * 1000))
    }
  }
  const running = [
    ...Array.from({ length: readers }, (_, index) => reader(index)),
    ...Array.from({ length: bookers }, () => booker()),
  ]

  return {
    answers,
    until(predicate, timeoutMs = 60_000) {
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(check)
          reject(new Error(`the load did not get there in ${timeoutMs} ms: ${JSON.stringify(tally(answers))}`))
        }, timeoutMs)
        const check = () => {
          if (!predicate(answers)) return
          clearTimeout(timer)
          waiting.delete(check)
          resolve()
        }
        waiting.add(check)
        check()
      })
    },
    async stop() {
      stopped = true
      await Promise.all(running)
      return answers
    },
  }
}

/** How many answers of each kind had each status, for a failure's message: `{ "booking 201": 12, ... }`. */
export function tally(answers: LoadAnswer[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const { kind, status } of answers) counts[`${kind} ${status}`] = (counts[`${kind} ${status}`] ?? 0) + 1
  return counts
}
