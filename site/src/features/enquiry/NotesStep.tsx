import { EnquiryField } from './EnquiryField.tsx'
import type { StepProps } from './step-props.ts'
import { useI18n } from '../../i18n/I18nProvider.tsx'

/** Step 5: anything else the family would like the centre to know. */
export function NotesStep({ values, errors, set }: StepProps) {
  const { t } = useI18n()
  return (
    <EnquiryField name="additionalNotes" label={t('enquiry.notes')} errors={errors}>
      <textarea
        id="enquiry-additionalNotes"
        name="additionalNotes"
        rows={5}
        maxLength={2000}
        value={values.additionalNotes}
        onChange={(event) => set('additionalNotes', event.target.value)}
      />
    </EnquiryField>
  )
}
