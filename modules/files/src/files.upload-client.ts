// The browser's side of resumable uploads (the tus protocol, through tus-js-client), for the portal's session
// videos and the site's enquiry videos alike, so both refuse the same files the server refuses and send the same
// chunks. Browser-safe: tus-js-client is loaded only when an upload starts, so pages that never upload do not
// download it. The server's side is files.uploads.ts (docs/api/files.md).
import type { Upload } from 'tus-js-client'
import {
  extensionOf,
  FILE_ID_HEADER,
  MAX_VIDEO_BYTES,
  NOT_A_VIDEO_MESSAGE,
  UPLOADS_PATH,
  VIDEO_EXTENSIONS,
  VIDEO_TOO_LARGE_MESSAGE,
} from './files.kinds.ts'

/** Each PATCH carries at most this much; a dropped one resumes from the server's offset, not from its start. */
export const UPLOAD_CHUNK_BYTES = 5 * 1024 * 1024
/** tus-js-client retries a dropped connection after these pauses, then the caller waits for the browser to be online. */
export const UPLOAD_RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000]

/**
 * Why a video cannot be sent at all, in the product's words; null when it may. The size rule is the server's own
 * (files.uploads.ts refuses an Upload-Length above MAX_VIDEO_BYTES), so a file the server would take is never
 * refused here and one it would refuse never starts. The server checks the content again.
 */
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

/** The server's own { message } of a failed upload when it sent one, else null (tus's plain-text answers). */
export function serverMessageOf(error: unknown): string | null {
  const response = (error as { originalResponse?: { getBody(): string } | null } | null)?.originalResponse
  const body = response?.getBody()
  if (!body) return null
  try {
    const parsed = JSON.parse(body) as { message?: unknown }
    return typeof parsed.message === 'string' && parsed.message ? parsed.message : null
  } catch {
    return null
  }
}

export interface StartUploadOptions {
  /** The upload target the owning module declared on the server (e.g. "iep-session-video"). */
  target: string
  /** The record the file is for. */
  recordId: string
  /** How the caller proves who it is: a bearer token, or an upload token bound to the record. */
  headers: Record<string, string>
  /** Whole percent sent, 0 to 100. */
  onProgress: (percent: number) => void
  /** The retries are spent: `isOffline` when the browser has lost its connection (start() again once online). */
  onError: (error: unknown, isOffline: boolean) => void
  /** The server has checked and kept the file; its id, when the final answer named it. */
  onSuccess: (fileId: string | null) => void
}

/** An upload under way. */
export interface ResumableUpload {
  /** Goes on from the server's offset (after an error, or once the browser is back online). */
  start: () => void
  /** Stops; `forget` also deletes what the server holds of it and the stored fingerprint. */
  abort: (forget?: boolean) => Promise<void>
}

/**
 * Sends one file with tus: reports progress, retries a dropped connection and, through tus-js-client's stored
 * fingerprints, goes on with an upload of the same file to the same record that a reload interrupted.
 */
export async function startResumableUpload(
  file: File,
  { target, recordId, headers, onProgress, onError, onSuccess }: StartUploadOptions,
): Promise<ResumableUpload> {
  const tus = await import('tus-js-client')
  const upload: Upload = new tus.Upload(file, {
    endpoint: UPLOADS_PATH,
    headers,
    metadata: { target, record: recordId, filename: file.name, filetype: file.type },
    chunkSize: UPLOAD_CHUNK_BYTES,
    retryDelays: UPLOAD_RETRY_DELAYS,
    removeFingerprintOnSuccess: true,
    onProgress: (sent, total) => onProgress(percentOf(sent, total)),
    onError: (error) => onError(error, typeof navigator !== 'undefined' && !navigator.onLine),
    onSuccess: (payload) => onSuccess(payload?.lastResponse?.getHeader(FILE_ID_HEADER) ?? null),
  })
  const previous = await upload.findPreviousUploads()
  if (previous[0]) upload.resumeFromPreviousUpload(previous[0])
  upload.start()
  return { start: () => upload.start(), abort: (forget) => upload.abort(forget) }
}
