import type { Submitted } from './draft.ts'
import { VideoStep } from './VideoStep.tsx'
import { useI18n } from '../../i18n/I18nProvider.tsx'
import { RichText } from '../../i18n/RichText.tsx'

/** After the code is checked: the reference, the video's upload when one was chosen, and Start a new enquiry. */
export function EnquirySent({
  submitted,
  referenceId,
  withVideo,
  videoFile,
  onStartOver,
}: {
  submitted: Submitted
  referenceId: string
  withVideo: boolean
  videoFile: File | null
  onStartOver: () => void
}) {
  const { t } = useI18n()
  return (
    <div className="enquiry-done">
      <p className="form-status is-good" role="status">
        {t('server.enquiry.submitted')}
      </p>
      <p>
        <RichText
          text={t('enquiry.sent.reference', { reference: referenceId })}
          tags={{ strong: (words) => <strong data-testid="enquiry-reference">{words}</strong> }}
        />
      </p>
      {withVideo && submitted.uploadToken && (
        <VideoStep file={videoFile} enquiryId={submitted.enquiryId} uploadToken={submitted.uploadToken} />
      )}
      <button type="button" className="button button-outline" onClick={onStartOver}>
        {t('enquiry.sent.startOver')}
      </button>
    </div>
  )
}
