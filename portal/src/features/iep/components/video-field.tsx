import {
  NOT_A_VIDEO_MESSAGE,
  SESSION_VIDEO_TARGET,
  VIDEO_EXTENSIONS,
  VIDEO_TOO_LARGE_MESSAGE,
  type IepDto,
} from '@app/iep/schema'
import { useId, useState, type ChangeEvent } from 'react'
import { ProgressBar } from '../../../components/resumable-upload'
import { Button } from '../../../components/ui/button'
import { useMessages } from '../../../i18n/messages'
import { localizeServerMessage } from '../../../i18n/server-messages'
import { useResumableUpload, videoRefusal } from '../../../lib/resumable-upload'
import { iepMessages } from '../messages'

/** The upload's words in the active language (the two refusals are the product's own sentences). */
export function uploadMessage(message: string | null): string | null {
  if (!message) return null
  if (message === NOT_A_VIDEO_MESSAGE) return iepMessages.t('iep.video.notAVideo')
  if (message === VIDEO_TOO_LARGE_MESSAGE) return iepMessages.t('iep.video.tooLarge')
  return localizeServerMessage(message)
}

export function VideoField({
  iep,
  onUploaded,
  onBusy,
}: {
  iep: IepDto
  onUploaded: (fileId: string | null) => void
  onBusy: (isBusy: boolean) => void
}) {
  const t = useMessages(iepMessages)
  const id = useId()
  const [refusal, setRefusal] = useState<string | null>(null)
  const upload = useResumableUpload({
    target: SESSION_VIDEO_TARGET,
    recordId: iep._id,
    onUploaded: (fileId) => {
      onUploaded(fileId)
      onBusy(false)
    },
  })
  const isBusy = upload.status === 'uploading' || upload.status === 'waiting-for-network'
  const error = refusal ?? uploadMessage(upload.error)

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    onUploaded(null)
    if (!file) return
    // Checked here for the product's own words; checked again, by content, on the server.
    const refused = videoRefusal(file)
    if (refused) {
      setRefusal(uploadMessage(refused))
      return
    }
    setRefusal(null)
    onBusy(true)
    void upload.start(file)
  }

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('iep.video.choose')}
      </label>
      <input
        id={id}
        type="file"
        accept={[...VIDEO_EXTENSIONS, 'video/*'].join(',')}
        disabled={isBusy}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={onChange}
        className="block w-full max-w-full text-sm file:me-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('iep.video.hint')}
      </p>
      {upload.status === 'uploading' || upload.status === 'waiting-for-network' || upload.status === 'done' ? (
        <div className="grid gap-1">
          <ProgressBar percent={upload.percent} label={t('iep.video.progress')} />
          <p className="text-sm text-slate-700" aria-live="polite">
            {upload.status === 'done'
              ? t('iep.video.uploadedReady')
              : upload.status === 'waiting-for-network'
                ? t('iep.video.waitingForNetwork', { percent: upload.percent })
                : t('iep.video.percent', { percent: upload.percent })}
          </p>
        </div>
      ) : null}
      {error && upload.status !== 'waiting-for-network' ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {isBusy ? (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              void upload.cancel()
              onBusy(false)
            }}
          >
            {t('iep.video.cancel')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
