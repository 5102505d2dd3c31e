// Sends the enquiry's video with tus (docs/api/files.md), resuming an upload a reload or a lost connection
// interrupted. tus-js-client is loaded only when an upload starts.
import { ENQUIRY_VIDEO_TARGET, MAX_VIDEO_BYTES, VIDEO_EXTENSIONS } from '@app/enquiries/schema'

export type UploadStatus = 'idle' | 'uploading' | 'waiting' | 'done' | 'error'

export interface UploadState {
  status: UploadStatus
  percent: number
  error: string | null
}

export function videoRefusal(file: File): string | null {
  const extension = file.name.toLowerCase().slice(file.name.lastIndexOf('.'))
  if (!(VIDEO_EXTENSIONS as readonly string[]).includes(extension)) return 'Please upload a video file'
  if (file.size >= MAX_VIDEO_BYTES) return 'Video size should be less than 50MB'
  return null
}

export async function uploadVideo(
  file: File,
  { enquiryId, uploadToken }: { enquiryId: string; uploadToken: string },
  onState: (state: UploadState) => void,
): Promise<{ abort: () => void }> {
  const { Upload } = await import('tus-js-client')
  const upload = new Upload(file, {
    endpoint: '/api/files/uploads',
    headers: { 'X-Upload-Token': uploadToken },
    metadata: { target: ENQUIRY_VIDEO_TARGET, record: enquiryId, filename: file.name, filetype: file.type },
    chunkSize: 1024 * 1024,
    retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
    removeFingerprintOnSuccess: true,
    onProgress: (sent, total) =>
      onState({ status: 'uploading', percent: total ? Math.floor((sent / total) * 100) : 0, error: null }),
    onError: () => {
      const offline = typeof navigator !== 'undefined' && !navigator.onLine
      onState({
        status: offline ? 'waiting' : 'error',
        percent: 0,
        error: offline
          ? 'The connection was lost. The upload continues when you are back online.'
          : 'The video could not be sent. Please try again; it continues where it stopped.',
      })
    },
    onSuccess: () => onState({ status: 'done', percent: 100, error: null }),
  })
  const previous = await upload.findPreviousUploads()
  if (previous[0]) upload.resumeFromPreviousUpload(previous[0])
  onState({ status: 'uploading', percent: 0, error: null })
  upload.start()
  const restart = () => upload.start()
  window.addEventListener('online', restart)
  return {
    abort: () => {
      window.removeEventListener('online', restart)
      void upload.abort()
    },
  }
}
