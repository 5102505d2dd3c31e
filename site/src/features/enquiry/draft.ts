// The enquiry form's answers kept on the parent's device as they type (docs/product.md, Enquiries): a reload,
// a closed tab or a lost connection brings them back. Nothing leaves the device until Submit.
import * as v from 'valibot'
import {
  answerRequiredMessage,
  CONSENT_VERSION,
  EnquirySubmitSchema,
  VIDEO_CONSENT_REQUIRED_MESSAGE,
  type AnswerOption,
} from '@app/enquiries/schema'

export const DRAFT_KEY = 'enquiry-form:v1'

export interface DraftValues {
  childName: string
  childAge: string
  childGender: string
  parentName: string
  parentEmail: string
  parentPhoneNo: string
  preferredCenter: string
  checklist: Record<string, { answer: AnswerOption | ''; comment: string }>
  additionalNotes: string
  withVideo: boolean
  videoConsent: boolean
  consent: boolean
}

/** After Submit: the saved enquiry, its upload token, and the reference once verified. */
export interface Submitted {
  enquiryId: string
  uploadToken: string | null
  email: string
  referenceId?: string
}

export interface Draft {
  step: number
  values: DraftValues
  submitted: Submitted | null
}

export const EMPTY_VALUES: DraftValues = {
  childName: '',
  childAge: '',
  childGender: '',
  parentName: '',
  parentEmail: '',
  parentPhoneNo: '',
  preferredCenter: '',
  checklist: {},
  additionalNotes: '',
  withVideo: false,
  videoConsent: false,
  consent: false,
}

export const emptyDraft = (): Draft => ({ step: 0, values: { ...EMPTY_VALUES, checklist: {} }, submitted: null })

/** The stored draft, or an empty one when there is none or it cannot be read. */
export function readDraft(storage: Pick<Storage, 'getItem'> | undefined): Draft {
  try {
    const raw = storage?.getItem(DRAFT_KEY)
    if (!raw) return emptyDraft()
    const parsed = JSON.parse(raw) as Partial<Draft>
    return {
      step: typeof parsed.step === 'number' ? parsed.step : 0,
      values: { ...EMPTY_VALUES, ...(parsed.values ?? {}), checklist: { ...(parsed.values?.checklist ?? {}) } },
      submitted: parsed.submitted ?? null,
    }
  } catch {
    return emptyDraft()
  }
}

export function writeDraft(storage: Pick<Storage, 'setItem'> | undefined, draft: Draft): void {
  try {
    storage?.setItem(DRAFT_KEY, JSON.stringify(draft))
  } catch {
    // Private mode or a full storage: the form still works, it just does not survive a reload.
  }
}

/** The body POST /api/jwl/enquiries takes, from the draft. */
export const bodyOf = (values: DraftValues) => ({
  ...values,
  childAge: values.childAge,
  consentVersion: CONSENT_VERSION,
  checklist: Object.fromEntries(Object.entries(values.checklist).filter(([, a]) => a.answer !== '')),
})

/**
 * The messages of the server's own schema, by field, plus one per unanswered question (`checklist.q<n>`).
 * The form shows those of the step on screen.
 */
export function fieldErrorsOf(values: DraftValues, questionNumbers: number[]): Record<string, string> {
  const errors: Record<string, string> = {}
  const result = v.safeParse(EnquirySubmitSchema, bodyOf(values))
  if (!result.success) {
    for (const issue of result.issues) {
      const key = v.getDotPath(issue)
      if (key && !errors[key.split('.')[0]]) errors[key.split('.')[0]] = issue.message
    }
  }
  for (const n of questionNumbers) {
    if (!values.checklist[`q${n}`]?.answer) errors[`checklist.q${n}`] = answerRequiredMessage(n)
  }
  if (values.withVideo && !values.videoConsent) {
    errors.videoConsent = VIDEO_CONSENT_REQUIRED_MESSAGE
  }
  return errors
}
