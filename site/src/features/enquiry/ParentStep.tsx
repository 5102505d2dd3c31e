import { EnquiryTextField } from './EnquiryTextField.tsx'
import type { StepProps } from './step-props.ts'

/** Step 2: the parent's name, e-mail address and phone number. */
export function ParentStep(props: StepProps) {
  return (
    <>
      <EnquiryTextField {...props} name="parentName" label="Your name" autoComplete="name" />
      <EnquiryTextField
        {...props}
        name="parentEmail"
        label="E-mail address"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
      />
      {/* A text field: HTML allows the national number's autofill (no +91) only there, not on type="tel". */}
      <EnquiryTextField
        {...props}
        name="parentPhoneNo"
        label="Phone number (10 digits)"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={10}
      />
    </>
  )
}
