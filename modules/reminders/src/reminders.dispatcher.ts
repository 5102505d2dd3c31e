import type { Logger } from '@app/platform'

/**
 * Runs the dispatch in this process (docs/api/reminders.md, "The dispatcher"): every `pollMs`, and at once when
 * woken (a reminder planned for now), batch after batch while batches come back full. Every process of a
 * deployment runs one; the claim lets each reminder go through exactly one of them.
 */
export function createDispatcher({
  dispatch,
  log,
  pollMs,
  batch = 500,
}: {
  dispatch: (limit: number) => Promise<number>
  log: Logger
  pollMs: number
  batch?: number
}) {
  let isStopped = false
  let isStarted = false
  let running: Promise<void> | undefined
  let isWokenAgain = false
  let timer: NodeJS.Timeout | undefined

  async function run() {
    try {
      do {
        isWokenAgain = false
        while (!isStopped && (await dispatch(batch)) >= batch) {
          // a full batch: there may be more due now
        }
      } while (isWokenAgain && !isStopped)
    } catch (err) {
      log.error({ err }, 'reminders: the dispatcher could not read the reminders')
    } finally {
      running = undefined
      schedule()
    }
  }

  function schedule() {
    if (isStopped) return
    clearTimeout(timer)
    timer = setTimeout(wake, pollMs)
    timer.unref()
  }

  function wake() {
    if (isStopped || !isStarted) return
    if (running) {
      isWokenAgain = true
      return
    }
    running = run()
  }

  return {
    start() {
      isStarted = true
      wake()
    },
    wake,
    /** Waits for the batch in hand, then stops. */
    async stop() {
      isStopped = true
      clearTimeout(timer)
      await running
    },
  }
}
