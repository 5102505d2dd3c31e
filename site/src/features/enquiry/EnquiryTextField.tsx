import { EnquiryField } from './EnquiryField.tsx'
import type { StepProps } from './step-props.ts'

/** A one-line answer of the enquiry form, kept in the draft as it is typed. */
export function EnquiryTextField({
  name,
  label,
  values,
  errors,
  set,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  maxLength = 100,
}: StepProps & {
  name: 'childName' | 'childAge' | 'parentName' | 'parentEmail' | 'parentPhoneNo'
  label: string
  type?: string
  inputMode?: 'numeric' | 'email' | 'tel'
  autoComplete?: string
  maxLength?: number
}) {
  return (
    <EnquiryField name={name} label={label} errors={errors}>
      <input
        id={`enquiry-${name}`}
        name={name}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `enquiry-${name}-error` : undefined}
        onChange={(event) => set(name, event.target.value)}
      />
    </EnquiryField>
  )
}
