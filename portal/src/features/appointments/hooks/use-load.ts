import { useCallback, useEffect, useRef, useState } from 'react'

export type LoadResult<T> =
  { status: 'loading'; data: T | undefined } | { status: 'failed'; data: T | undefined } | { status: 'loaded'; data: T }

/**
 * Loads `load(signal)` whenever `key` changes (or `reload` is called), aborting the previous call.
 * While a new key loads, the last data stays available so the list does not flash empty.
 * `onError` runs once per failed load (e.g. a toast).
 */
export function useLoad<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  onError?: (error: unknown) => void,
): LoadResult<T> & { reload: () => void; setData: (update: (data: T) => T) => void } {
  const [attempt, setAttempt] = useState(0)
  const [result, setResult] = useState<{ key: string; status: 'loaded' | 'failed'; data: T | undefined } | null>(null)
  const latest = useRef({ load, onError })
  useEffect(() => {
    latest.current = { load, onError }
  })
  const requestKey = key === null ? null : `${key}#${attempt}`

  useEffect(() => {
    if (requestKey === null) return
    const controller = new AbortController()
    latest.current.load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResult({ key: requestKey, status: 'loaded', data })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        console.error(error)
        latest.current.onError?.(error)
        setResult((previous) => ({ key: requestKey, status: 'failed', data: previous?.data }))
      },
    )
    return () => controller.abort()
  }, [requestKey])

  const reload = useCallback(() => setAttempt((count) => count + 1), [])
  const setData = useCallback(
    (update: (data: T) => T) =>
      setResult((previous) =>
        previous && previous.data !== undefined ? { ...previous, data: update(previous.data) } : previous,
      ),
    [],
  )

  if (!result || result.key !== requestKey) return { status: 'loading', data: result?.data, reload, setData }
  if (result.status === 'failed') return { status: 'failed', data: result.data, reload, setData }
  return { status: 'loaded', data: result.data as T, reload, setData }
}
