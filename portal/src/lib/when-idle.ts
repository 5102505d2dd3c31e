// Work a screen wants done soon, but not during its first load: it runs once the browser has nothing else to do
// (or after `timeoutMs` at the latest). On a phone the first seconds of a page are the download and first render
// of its screen; a toast greeting the visitor in those seconds adds its own chunk and render to them (decision 039).

/** Runs `task` when the browser is idle, `timeoutMs` at the latest; returns a function that cancels it. */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(handle)
  }
  // Safari has no requestIdleCallback: a short delay keeps the task out of the first render.
  const timer = window.setTimeout(task, Math.min(timeoutMs, 500))
  return () => window.clearTimeout(timer)
}
