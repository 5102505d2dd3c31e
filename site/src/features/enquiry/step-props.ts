import type { DraftValues } from './draft.ts'

/** The messages of the fields that failed their check, by field name ("childName", "checklist.q3"). */
export type Errors = Record<string, string>
/** Changes one answer of the draft. */
export type SetValue = <K extends keyof DraftValues>(key: K, value: DraftValues[K]) => void

/** What every step of the enquiry form is given: the answers so far, their errors, and a way to change one. */
export interface StepProps {
  values: DraftValues
  errors: Errors
  set: SetValue
}
