// Sends the enquiry's video with the resumable-upload client the portal shares (@app/files/upload-client,
// docs/api/files.md): the server's own size rule and chunks, resuming an upload a reload or a lost connection
// interrupted.
import { UPLOAD_TOKEN_HEADER } from '@app/files/kinds'
import { startResumableUpload, videoRefusal } from '@app/files/upload-client'
import { ENQUIRY_VIDEO_TARGET } from '@app/enquiries/schema'

export { videoRefusal }

export type UploadStatus = 'idle' | 'uploading' | 'waiting' | 'done' | 'error'

export interface UploadState {
  status: UploadStatus
  percent: number
  error: string | null
}

/** What the parent reads when the upload stops, in the page's language. */
export interface UploadMessages {
  offline: string
  failed: string
}

export async function uploadVideo(
  file: File,
  { enquiryId, uploadToken, messages }: { enquiryId: string; uploadToken: string; messages: UploadMessages },
  onState: (state: UploadState) => void,
): Promise<{ abort: () => void }> {
  onState({ status: 'uploading', percent: 0, error: null })
  const upload = await startResumableUpload(file, {
    target: ENQUIRY_VIDEO_TARGET,
    recordId: enquiryId,
    headers: { [UPLOAD_TOKEN_HEADER]: uploadToken },
    onProgress: (percent) => onState({ status: 'uploading', percent, error: null }),
    onError: (_error, isOffline) =>
      onState({
        status: isOffline ? 'waiting' : 'error',
        percent: 0,
        error: isOffline ? messages.offline : messages.failed,
      }),
    onSuccess: () => onState({ status: 'done', percent: 100, error: null }),
  })
  const restart = () => upload.start()
  window.addEventListener('online', restart)
  return {
    abort: () => {
      window.removeEventListener('online', restart)
      void upload.abort()
    },
  }
}
