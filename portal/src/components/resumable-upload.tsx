import { useId, type ChangeEvent } from 'react'
import { VIDEO_EXTENSIONS } from '@app/files/kinds'
import { useMessages } from '../i18n/messages'
import { common } from '../lib/common-messages'
import { useResumableUpload, type ResumableUploadOptions } from '../lib/resumable-upload'
import { Button } from './ui/button'

/** An accessible progress bar: role=progressbar with its value, for any long task. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full bg-teal-700 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  )
}

/**
 * Picks a video and sends it resumably to a record (IEP session, enquiry), with its progress shown.
 * Ready for the IEP and enquiry screens; the upload code is downloaded only when a file is chosen.
 */
export function ResumableVideoUpload({ label: givenLabel, ...options }: ResumableUploadOptions & { label?: string }) {
  const t = useMessages(common)
  const label = givenLabel ?? t('common.upload.video')
  const id = useId()
  const upload = useResumableUpload(options)
  const busy = upload.status === 'uploading' || upload.status === 'waiting-for-network'

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (file) void upload.start(file)
  }

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={[...VIDEO_EXTENSIONS, 'video/*'].join(',')}
        disabled={busy}
        onChange={onChange}
        className="block w-full text-sm"
      />
      {upload.status !== 'idle' && upload.status !== 'error' ? (
        <div className="space-y-1">
          <ProgressBar percent={upload.percent} label={t('common.upload.progress', { label })} />
          <p className="text-sm text-slate-600" aria-live="polite">
            {upload.status === 'done' ? t('common.upload.done') : `${upload.percent}%`}
          </p>
        </div>
      ) : null}
      {upload.error ? (
        <p role="alert" className="text-sm text-red-700">
          {upload.error}
        </p>
      ) : null}
      {busy ? (
        <Button type="button" variant="outline" size="sm" onClick={() => void upload.cancel()}>
          {t('common.upload.cancel')}
        </Button>
      ) : null}
    </div>
  )
}
