/**
 * Whether a failed call is worth sending again later: no answer at all (the fetch threw, or the status is 0), a
 * timeout, too many requests, or a server error. One rule for every queue that retries (the games' results, a
 * therapist's offline session entries); anything else is the server's final word and is shown, not retried.
 */
export function isRetryable(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status
  if (typeof status !== 'number' || status === 0) return true
  return status === 408 || status === 429 || status >= 500
}
