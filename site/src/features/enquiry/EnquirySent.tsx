import type { Submitted } from './draft.ts'
import { VideoStep } from './VideoStep.tsx'

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
  return (
    <div className="enquiry-done">
      <p className="form-status is-good" role="status">
        Thank you! Your enquiry has been sent to the centre.
      </p>
      <p>
        Your reference is <strong data-testid="enquiry-reference">{referenceId}</strong>. We have e-mailed it to you
        with a link to send the video later if it does not finish now.
      </p>
      {withVideo && submitted.uploadToken && (
        <VideoStep file={videoFile} enquiryId={submitted.enquiryId} uploadToken={submitted.uploadToken} />
      )}
      <button type="button" className="button button-outline" onClick={onStartOver}>
        Start a new enquiry
      </button>
    </div>
  )
}
