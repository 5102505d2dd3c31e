import type { Submitted } from './draft.ts'
import { VideoStep } from './VideoStep.tsx'
import { useI18n } from '../../i18n/I18nProvider.tsx'
import { RichText } from '../../i18n/RichText.tsx'

/** After Submit: the e-mailed code (the enquiry reaches the centre once it is checked), and the video's upload. */
export function CodeEntry({
  submitted,
  withVideo,
  videoFile,
  otp,
  onOtp,
  isBusy,
  onVerify,
  onResend,
}: {
  submitted: Submitted
  withVideo: boolean
  videoFile: File | null
  otp: string
  onOtp: (otp: string) => void
  isBusy: boolean
  onVerify: () => void
  onResend: () => void
}) {
  const { t } = useI18n()
  return (
    <div className="enquiry-code">
      <p>
        <RichText
          text={t('enquiry.code.intro', { email: submitted.email })}
          tags={{ strong: (words) => <strong>{words}</strong> }}
        />
      </p>
      {withVideo && submitted.uploadToken && (
        <VideoStep file={videoFile} enquiryId={submitted.enquiryId} uploadToken={submitted.uploadToken} />
      )}
      <div className="field">
        <label htmlFor="enquiry-otp">{t('enquiry.code.label')}</label>
        <input
          id="enquiry-otp"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={otp}
          onChange={(event) => onOtp(event.target.value.replace(/\D/g, ''))}
        />
      </div>
      <div className="enquiry-actions">
        <button type="button" className="button" disabled={isBusy || otp.length !== 6} onClick={onVerify}>
          {t('enquiry.code.verify')}
        </button>
        <button type="button" className="button button-outline" onClick={onResend}>
          {t('enquiry.code.resend')}
        </button>
      </div>
    </div>
  )
}
