import { EnquiryTextField } from './EnquiryTextField.tsx'
import type { StepProps } from './step-props.ts'
import { useI18n } from '../../i18n/I18nProvider.tsx'

/** Step 2: the parent's name, e-mail address and phone number. */
export function ParentStep(props: StepProps) {
  const { t } = useI18n()
  return (
    <>
      <EnquiryTextField {...props} name="parentName" label={t('enquiry.parentName')} autoComplete="name" />
      <EnquiryTextField
        {...props}
        name="parentEmail"
        label={t('enquiry.parentEmail')}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
      />
      {/* A text field: HTML allows the national number's autofill (no +91) only there, not on type="tel". */}
      <EnquiryTextField
        {...props}
        name="parentPhoneNo"
        label={t('enquiry.parentPhone')}
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={10}
      />
    </>
  )
}
