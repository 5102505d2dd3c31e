import { useEffect, useRef, useState } from 'react'
import { toast } from './use-toast'

/** The toast a screen shows when its load fails: a text, or one chosen by the error (none for undefined). */
export type ErrorToast = string | ((error: unknown) => string | undefined)

/**
 * Shows `title` as an error toast each time the query fails while this component is mounted (a
 * failure cached before it mounted is not announced again). Per screen, not per query, because two
 * screens reading the same record may word its failure differently, or not at all.
 */
export function useErrorToast(
  query: { isError: boolean; error: unknown; errorUpdatedAt: number },
  title: ErrorToast | undefined,
): void {
  const [mountedAt] = useState(() => Date.now())
  const latest = useRef({ title, error: query.error })
  useEffect(() => {
    latest.current = { title, error: query.error }
  })
  const { isError, errorUpdatedAt } = query
  useEffect(() => {
    if (!isError || errorUpdatedAt < mountedAt) return
    const { title: chosen, error } = latest.current
    const text = typeof chosen === 'function' ? chosen(error) : chosen
    if (text) toast({ title: text, variant: 'error' })
  }, [isError, errorUpdatedAt, mountedAt])
}
