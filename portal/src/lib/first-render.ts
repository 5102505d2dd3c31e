// The first render of a page that was not prerendered waits, briefly, for the data its route loaders asked for
// (app/prefetch.ts), so the screen is drawn once, with its data, in one yielding transition. Without this the
// data arrives during that transition and the query cache's update redraws the whole screen in one long,
// blocking task (React finishes an interrupted transition synchronously for an external store's update):
// 1.5-2 s on a throttled phone for the booking form. Later navigations are not held (decision 017).
const held: Promise<unknown>[] = []
let isFirstRenderDone = false

/** Lets the first render wait for this promise (ignored once the app has rendered). */
export function holdFirstRender(promise: Promise<unknown>): void {
  if (!isFirstRenderDone) held.push(promise)
}

/** Resolves when the held promises have settled, or after `maxWaitMs` at the latest. */
export function firstRenderReady(maxWaitMs: number): Promise<void> {
  isFirstRenderDone = true
  if (held.length === 0) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, maxWaitMs)
    void Promise.allSettled(held).then(() => {
      clearTimeout(timer)
      resolve()
    })
  })
}
