import type { Submitted } from './draft.ts'
import { VideoStep } from './VideoStep.tsx'

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
  return (
    <div className="enquiry-code">
      <p>
        Enter the 6-digit code we sent to <strong>{submitted.email}</strong>. Your enquiry reaches the centre once the
        code is checked.
      </p>
      {withVideo && submitted.uploadToken && (
        <VideoStep file={videoFile} enquiryId={submitted.enquiryId} uploadToken={submitted.uploadToken} />
      )}
      <div className="field">
        <label htmlFor="enquiry-otp">Code</label>
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
          Verify and send
        </button>
        <button type="button" className="button button-outline" onClick={onResend}>
          Send a new code
        </button>
      </div>
    </div>
  )
}
