import type { ReactNode } from 'react'
import type { DraftValues } from './draft.ts'
import type { Errors } from './step-props.ts'

/** A labelled field of the enquiry form with its error under it; the input's id is `enquiry-<name>`. */
export function EnquiryField({
  name,
  label,
  errors,
  children,
}: {
  name: keyof DraftValues
  label: string
  errors: Errors
  children: ReactNode
}) {
  return (
    <div className="field">
      <label htmlFor={`enquiry-${name}`}>{label}</label>
      {children}
      {errors[name] && (
        <p className="field-error" id={`enquiry-${name}-error`}>
          {errors[name]}
        </p>
      )}
    </div>
  )
}
