// Sends a signed-in child's session to the games API (docs/api/games.md) as it is played: the session when the
// play screen opens, each trial as it ends, the end when the child finishes or stops, and 'stopped' on a closed
// tab. Sends go one at a time in order; a send that fails on the network or a 5xx is retried with the same body,
// and the server keys each by (sessionId, index), so a retry never stores a trial twice. A visitor's play never
// makes a sender (the play screen decides), so it sends nothing at all.
import type { EndSessionInput, GameSessionStarted, SessionStatus, TrialInput } from '@app/games/schema'
import { isRetryable } from '../../../lib/retryable'

export interface SendRequest {
  path: string
  method: 'POST' | 'PUT'
  body: unknown
  /** Lets the request outlive the page (pagehide). */
  keepalive?: boolean
}

/** Sends one request; throws an error with `status` when the server refused it, without one on a network error. */
export type Transport = (request: SendRequest) => Promise<unknown>

export interface ResultSenderOptions {
  transport: Transport
  sessionId: string
  gameId: string
  childId: string
  /** Waits between attempts; the number of entries is the number of retries. */
  retryDelaysMs?: readonly number[]
  wait?: (ms: number) => Promise<void>
}

export interface ResultSender {
  /** Starts the session; answers the server's start level, or null when the session could not be started. */
  start(): Promise<GameSessionStarted | null>
  /** Queues one trial (index from 0); sent after the ones before it. */
  sendTrial(index: number, trial: TrialInput): Promise<boolean>
  /** Ends the session after every queued trial. */
  end(status: SessionStatus, elapsedSeconds: number): Promise<boolean>
  /**
   * The tab is closing: sends what is still unsent (the last trials, the end) and, unless the session already
   * ended, ends it 'stopped', with requests that outlive the page. Once.
   */
  endOnPageHide(elapsedSeconds: number): void
}

export const DEFAULT_RETRY_DELAYS_MS = [500, 1_500, 4_000, 10_000] as const

const sleep = (ms: number) => new Promise<void>((resolve) => globalThis.setTimeout(resolve, ms))

export function createResultSender({
  transport,
  sessionId,
  gameId,
  childId,
  retryDelaysMs = DEFAULT_RETRY_DELAYS_MS,
  wait = sleep,
}: ResultSenderOptions): ResultSender {
  const sessionPath = `/api/games/sessions/${encodeURIComponent(sessionId)}`
  let started: Promise<boolean> = Promise.resolve(false)
  let queue: Promise<unknown> = Promise.resolve()
  let ended = false
  let hasStarted = false
  let hidden = false
  // Queued or in flight and not yet answered: a tab closed meanwhile sends these as it goes (endOnPageHide).
  const unsent: SendRequest[] = []

  async function withRetries(request: SendRequest): Promise<unknown> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await transport(request)
      } catch (error) {
        if (!isRetryable(error) || attempt >= retryDelaysMs.length) throw error
        await wait(retryDelaysMs[attempt])
      }
    }
  }

  /** Runs after everything queued before it, and only when the session started. */
  function enqueue(request: SendRequest): Promise<boolean> {
    unsent.push(request)
    const result = queue.then(async () => {
      if (!(await started)) return false
      try {
        await withRetries(request)
        return true
      } catch (error) {
        console.error('games: a result could not be sent', error)
        return false
      } finally {
        unsent.splice(unsent.indexOf(request), 1)
      }
    })
    queue = result
    return result
  }

  return {
    start() {
      const answer = withRetries({ path: '/api/games/sessions', method: 'POST', body: { sessionId, gameId, childId } })
        .then((body) => body as GameSessionStarted)
        .catch((error: unknown) => {
          console.error('games: the session could not be started', error)
          return null
        })
      started = answer.then((body) => {
        hasStarted = body !== null
        return hasStarted
      })
      return answer
    },
    sendTrial(index, trial) {
      return enqueue({ path: `${sessionPath}/trials/${index}`, method: 'PUT', body: trial })
    },
    end(status, elapsedSeconds) {
      if (ended) return Promise.resolve(true)
      ended = true
      const body: EndSessionInput = { status, elapsedSeconds }
      return enqueue({ path: `${sessionPath}/end`, method: 'PUT', body })
    },
    endOnPageHide(elapsedSeconds) {
      if (!hasStarted || hidden) return
      hidden = true
      // What the child did but the queue has not delivered yet (the last trials and the end, when the tab is closed
      // as soon as "All done" shows) goes now, with requests that outlive the page: the server keeps a trial once
      // per index and a completed session completed, so one that also arrives from the queue changes nothing.
      const requests = [...unsent]
      if (!ended) {
        ended = true
        // The server reads a session never ended as stopped anyway; this records when.
        requests.push({ path: `${sessionPath}/end`, method: 'PUT', body: { status: 'stopped', elapsedSeconds } })
      }
      for (const request of requests) void transport({ ...request, keepalive: true }).catch(() => undefined)
    },
  }
}
