import type { StepProps } from './step-props.ts'

/** Step 6: whether a video will follow, which file, and the consent to send it. */
export function VideoChoiceStep({
  values,
  errors,
  set,
  videoFile,
  onVideoFile,
  videoConsentText,
}: StepProps & { videoFile: File | null; onVideoFile: (file: File | null) => void; videoConsentText: string }) {
  return (
    <>
      <div className="measure">
        <p>A short video helps the therapist understand your child before you meet. It is optional.</p>
        <ul>
          <li>One to three minutes of your child playing, eating or talking as on any ordinary day.</li>
          <li>Film in good light, in landscape, with your child’s face visible; no need to prompt them.</li>
          <li>MP4, WebM or MOV, under 50 MB (most phones: about one minute).</li>
        </ul>
        <p>It is sent after you submit, and can be finished later from the link in your e-mail.</p>
      </div>
      <label className="choice">
        <input
          type="checkbox"
          checked={values.withVideo}
          onChange={(event) => set('withVideo', event.target.checked)}
        />
        I will send a video
      </label>
      {values.withVideo && (
        <>
          <div className="field">
            <label htmlFor="enquiry-video-file">Choose the video</label>
            <input
              id="enquiry-video-file"
              type="file"
              accept="video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov,.m4v"
              onChange={(event) => onVideoFile(event.target.files?.[0] ?? null)}
            />
            {videoFile && <p>{videoFile.name}</p>}
          </div>
          <label className="choice">
            <input
              type="checkbox"
              checked={values.videoConsent}
              onChange={(event) => set('videoConsent', event.target.checked)}
            />
            {videoConsentText}
          </label>
          {errors.videoConsent && <p className="field-error">{errors.videoConsent}</p>}
        </>
      )}
    </>
  )
}
