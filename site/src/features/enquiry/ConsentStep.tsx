import type { StepProps } from './step-props.ts'
import { useI18n } from '../../i18n/I18nProvider.tsx'

/** Step 7: the consent text and the parent's agreement. */
export function ConsentStep({ values, errors, set, consentText }: StepProps & { consentText: string }) {
  const { t } = useI18n()
  return (
    <>
      <div className="consent-text measure">
        {consentText.split('\n\n').map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <label className="choice">
        <input
          type="checkbox"
          name="consent"
          checked={values.consent}
          onChange={(event) => set('consent', event.target.checked)}
        />
        {t('enquiry.consentAgree')}
      </label>
      {errors.consent && <p className="field-error">{errors.consent}</p>}
    </>
  )
}
