import type { StepProps } from './step-props.ts'
import { useI18n } from '../../i18n/I18nProvider.tsx'

/** Step 6: whether a video will follow, which file, and the consent to send it. */
export function VideoChoiceStep({
  values,
  errors,
  set,
  videoFile,
  onVideoFile,
  videoConsentText,
}: StepProps & { videoFile: File | null; onVideoFile: (file: File | null) => void; videoConsentText: string }) {
  const { t } = useI18n()
  return (
    <>
      <div className="measure">
        <p>{t('enquiry.video.why')}</p>
        <ul>
          <li>{t('enquiry.video.tipLength')}</li>
          <li>{t('enquiry.video.tipFilming')}</li>
          <li>{t('enquiry.video.tipFormat')}</li>
        </ul>
        <p>{t('enquiry.video.later')}</p>
      </div>
      <label className="choice">
        <input
          type="checkbox"
          checked={values.withVideo}
          onChange={(event) => set('withVideo', event.target.checked)}
        />
        {t('enquiry.video.willSend')}
      </label>
      {values.withVideo && (
        <>
          <div className="field">
            <label htmlFor="enquiry-video-file">{t('enquiry.video.choose')}</label>
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
