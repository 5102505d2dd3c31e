import { useCallback, useEffect, useRef, useState } from 'react'
// A type only: the library itself is imported when an upload starts.
import type { Upload as TusUpload } from 'tus-js-client'
import {
  FILE_ID_HEADER,
  MAX_VIDEO_BYTES,
  NOT_A_VIDEO_MESSAGE,
  UPLOAD_TOKEN_HEADER,
  UPLOADS_PATH,
  VIDEO_EXTENSIONS,
  VIDEO_TOO_LARGE_MESSAGE,
  extensionOf,
} from '@app/files/kinds'
import { getSession } from './session'

// Resumable uploads (the tus protocol, through tus-js-client) for the screens that send videos: IEP
// session videos, enquiry videos. tus-js-client is loaded only when an upload starts, so screens that
// never upload do not download it. The server's side is @app/files (docs/api/files.md).

export type UploadStatus = 'idle' | 'uploading' | 'waiting-for-network' | 'done' | 'error'

export interface ResumableUploadState {
  status: UploadStatus
  /** Whole percent sent, 0 to 100. */
  percent: number
  /** The stored file's id once the server has checked and kept it. */
  fileId: string | null
  /** What went wrong, in words for the person uploading. */
  error: string | null
}

export interface ResumableUploadOptions {
  /** The upload target the owning module declared on the server (e.g. "iep-session-video"). */
  target: string
  /** The record the file is for. */
  recordId: string
  /** For callers who are not signed in (the public enquiry form): a token bound to this one record. */
  uploadToken?: string
  /** Called once the server has stored the file. */
  onUploaded?: (fileId: string) => void
}

/** Why a file cannot be sent at all (checked again, by content, on the server); null when it may. */
export function videoRefusal(file: { name: string; size: number }): string | null {
  if (!(VIDEO_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return NOT_A_VIDEO_MESSAGE
  if (file.size > MAX_VIDEO_BYTES) return VIDEO_TOO_LARGE_MESSAGE
  return null
}

/** Whole percent of `sent` out of `total`, never 100 before the last byte. */
export function percentOf(sent: number, total: number): number {
  if (total <= 0) return 0
  if (sent >= total) return 100
  return Math.min(99, Math.floor((sent / total) * 100))
}

/** The message of a failed upload: the server's own { message } when it sent one. */
export function uploadErrorMessage(error: unknown): string {
  const response = (error as { originalResponse?: { getBody(): string } | null }).originalResponse
  const body = response?.getBody()
  if (body) {
    try {
      const parsed = JSON.parse(body) as { message?: unknown }
      if (typeof parsed.message === 'string' && parsed.message) return parsed.message
    } catch {
      // not JSON: tus's own plain-text answers
    }
  }
  return 'The upload could not be finished. Please try again.'
}

const IDLE: ResumableUploadState = { status: 'idle', percent: 0, fileId: null, error: null }
/** tus-js-client retries a dropped connection after these pauses, then waits for the browser to be online. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000]

/**
 * Sends one file with tus: shows progress, retries a dropped connection, resumes when the browser comes
 * back online, and (through tus-js-client's stored fingerprints) resumes an upload a reload interrupted.
 */
export function useResumableUpload({ target, recordId, uploadToken, onUploaded }: ResumableUploadOptions) {
  const [state, setState] = useState<ResumableUploadState>(IDLE)
  const upload = useRef<TusUpload | null>(null)
  const onUploadedRef = useRef(onUploaded)
  onUploadedRef.current = onUploaded

  // A connection lost for longer than the retries: carry on from the server's offset once online.
  useEffect(() => {
    const resume = () => {
      if (upload.current && state.status === 'waiting-for-network') {
        setState((s) => ({ ...s, status: 'uploading', error: null }))
        upload.current.start()
      }
    }
    window.addEventListener('online', resume)
    return () => window.removeEventListener('online', resume)
  }, [state.status])

  useEffect(() => () => void upload.current?.abort(), [])

  const start = useCallback(
    async (file: File) => {
      const refusal = videoRefusal(file)
      if (refusal) {
        setState({ ...IDLE, status: 'error', error: refusal })
        return
      }
      setState({ ...IDLE, status: 'uploading' })
      const { Upload } = await import('tus-js-client')
      const token = getSession()?.token
      const headers: Record<string, string> = uploadToken
        ? { [UPLOAD_TOKEN_HEADER]: uploadToken }
        : token
          ? { authorization: `Bearer ${token}` }
          : {}
      const current: TusUpload = new Upload(file, {
        endpoint: UPLOADS_PATH,
        headers,
        metadata: { target, record: recordId, filename: file.name, filetype: file.type },
        chunkSize: 5 * 1024 * 1024,
        retryDelays: RETRY_DELAYS,
        removeFingerprintOnSuccess: true,
        onProgress: (sent, total) => setState((s) => ({ ...s, status: 'uploading', percent: percentOf(sent, total) })),
        onError: (error) => {
          const offline = typeof navigator !== 'undefined' && !navigator.onLine
          setState((s) => ({
            ...s,
            status: offline ? 'waiting-for-network' : 'error',
            error: offline
              ? 'The connection was lost. The upload continues when you are back online.'
              : uploadErrorMessage(error),
          }))
        },
        onSuccess: (payload) => {
          const fileId = payload?.lastResponse?.getHeader(FILE_ID_HEADER) ?? null
          setState({ status: 'done', percent: 100, fileId, error: null })
          if (fileId) onUploadedRef.current?.(fileId)
        },
      })
      upload.current = current
      // The same file sent to the same record before (a reload, a closed tab): go on from there.
      const previous = await current.findPreviousUploads()
      if (previous[0]) current.resumeFromPreviousUpload(previous[0])
      current.start()
    },
    [target, recordId, uploadToken],
  )

  const cancel = useCallback(async () => {
    await upload.current?.abort(true)
    upload.current = null
    setState(IDLE)
  }, [])

  return { ...state, start, cancel }
}
