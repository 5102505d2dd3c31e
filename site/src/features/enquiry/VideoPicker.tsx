import { useEffect, useRef, useState } from 'react'
import { uploadVideo, videoRefusal, type UploadState } from './video-upload.ts'
import { useI18n } from '../../i18n/I18nProvider.tsx'
import { localizeServerMessage } from '../../i18n/server-messages.ts'

/** Picks a video and sends it to one enquiry with a progress bar; resumes the same file after a reload. */
export function VideoUpload({
  enquiryId,
  uploadToken,
  label,
  initialFile = null,
}: {
  enquiryId: string
  uploadToken: string
  label?: string
  /** A file chosen earlier in the form: sent at once. */
  initialFile?: File | null
}) {
  const [state, setState] = useState<UploadState>({ status: 'idle', percent: 0, error: null })
  const { t } = useI18n()
  const current = useRef<{ abort: () => void } | null>(null)
  const started = useRef(false)

  const onFile = async (file: File | undefined | null) => {
    if (!file) return
    const refusal = videoRefusal(file)
    if (refusal) {
      setState({ status: 'error', percent: 0, error: localizeServerMessage(t, refusal) })
      return
    }
    current.current?.abort()
    const messages = { offline: t('video.offline'), failed: t('video.failed') }
    current.current = await uploadVideo(file, { enquiryId, uploadToken, messages }, setState)
  }
  const onFileRef = useRef(onFile)
  useEffect(() => {
    onFileRef.current = onFile
  })

  useEffect(() => {
    if (initialFile && !started.current) {
      started.current = true
      void onFileRef.current(initialFile)
    }
  }, [initialFile])
  useEffect(() => () => current.current?.abort(), [])

  return (
    <div className="field">
      <label htmlFor="enquiry-video">{label ?? t('video.label')}</label>
      <input
        id="enquiry-video"
        type="file"
        accept="video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov,.m4v"
        disabled={state.status === 'uploading' || state.status === 'done'}
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
      {state.status !== 'idle' && (
        <div className="upload-progress">
          <progress max={100} value={state.percent} aria-label={t('video.progress')} />
          <span aria-live="polite">
            {state.status === 'done'
              ? t('video.received')
              : state.status === 'uploading'
                ? t('video.percentSent', { percent: state.percent })
                : ''}
          </span>
        </div>
      )}
      {state.error && (
        <p className="field-error" role="alert">
          {state.error}
        </p>
      )}
    </div>
  )
}
