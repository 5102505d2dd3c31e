import { useCallback, useEffect, useRef, useState } from 'react'
import { UPLOAD_TOKEN_HEADER } from '@app/files/kinds'
import {
  percentOf,
  serverMessageOf,
  startResumableUpload,
  videoRefusal,
  type ResumableUpload,
} from '@app/files/upload-client'
import { common } from './common-messages'
import { getSession } from './session'

// Resumable uploads for the portal's screens that send videos (IEP session videos), as a React hook over the
// client the site shares (@app/files/upload-client): the same size rule as the server, the same chunks.

export { percentOf, videoRefusal }

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

/** The message of a failed upload: the server's own { message } when it sent one. */
export function uploadErrorMessage(error: unknown): string {
  return serverMessageOf(error) ?? common.t('common.upload.failed')
}

const IDLE: ResumableUploadState = { status: 'idle', percent: 0, fileId: null, error: null }

/**
 * Sends one file with tus: shows progress, retries a dropped connection, resumes when the browser comes
 * back online, and (through tus-js-client's stored fingerprints) resumes an upload a reload interrupted.
 */
export function useResumableUpload({ target, recordId, uploadToken, onUploaded }: ResumableUploadOptions) {
  const [state, setState] = useState<ResumableUploadState>(IDLE)
  const upload = useRef<ResumableUpload | null>(null)
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
      const token = getSession()?.token
      const headers: Record<string, string> = uploadToken
        ? { [UPLOAD_TOKEN_HEADER]: uploadToken }
        : token
          ? { authorization: `Bearer ${token}` }
          : {}
      // The same file sent to the same record before (a reload, a closed tab) goes on from there.
      upload.current = await startResumableUpload(file, {
        target,
        recordId,
        headers,
        onProgress: (percent) => setState((s) => ({ ...s, status: 'uploading', percent })),
        onError: (error, isOffline) => {
          setState((s) => ({
            ...s,
            status: isOffline ? 'waiting-for-network' : 'error',
            error: isOffline ? common.t('common.upload.offline') : uploadErrorMessage(error),
          }))
        },
        onSuccess: (fileId) => {
          setState({ status: 'done', percent: 100, fileId, error: null })
          if (fileId) onUploadedRef.current?.(fileId)
        },
      })
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
