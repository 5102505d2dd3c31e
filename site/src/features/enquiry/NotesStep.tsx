import { EnquiryField } from './EnquiryField.tsx'
import type { StepProps } from './step-props.ts'

/** Step 5: anything else the family would like the centre to know. */
export function NotesStep({ values, errors, set }: StepProps) {
  return (
    <EnquiryField
      name="additionalNotes"
      label="Anything else you would like the centre to know (optional)"
      errors={errors}
    >
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
