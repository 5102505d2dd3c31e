import { CHILD_GENDERS, type ChildGender } from '@app/enquiries/schema'
import { EnquiryTextField } from './EnquiryTextField.tsx'
import type { StepProps } from './step-props.ts'
import { useI18n } from '../../i18n/I18nProvider.tsx'
import type { MessageId } from '../../i18n/en.ts'

/** The genders the server stores (in English), each in the page's language. */
export const GENDER_LABELS: Record<ChildGender, MessageId> = {
  Male: 'enquiry.gender.male',
  Female: 'enquiry.gender.female',
  Others: 'enquiry.gender.others',
}

/** Step 1: the child's name, age and gender. */
export function ChildStep(props: StepProps) {
  const { values, errors, set } = props
  const { t } = useI18n()
  return (
    <>
      <EnquiryTextField {...props} name="childName" label={t('enquiry.childName')} autoComplete="off" />
      <EnquiryTextField {...props} name="childAge" label={t('enquiry.childAge')} inputMode="numeric" maxLength={2} />
      <fieldset className="field choice-group">
        <legend>{t('enquiry.gender')}</legend>
        {CHILD_GENDERS.map((g) => (
          <label key={g} className="choice">
            <input
              type="radio"
              name="childGender"
              value={g}
              checked={values.childGender === g}
              onChange={() => set('childGender', g)}
            />
            {t(GENDER_LABELS[g])}
          </label>
        ))}
        {errors.childGender && <p className="field-error">{errors.childGender}</p>}
      </fieldset>
    </>
  )
}
