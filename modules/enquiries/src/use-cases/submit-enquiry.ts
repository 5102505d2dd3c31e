// POST /api/jwl/enquiries: saves the enquiry unverified and e-mails the code (docs/api/enquiries.md).
import { randomInt } from 'node:crypto'
import { badRequest, HttpError, isRecordId, type TokenUser } from '@app/platform'
import type { EnquiriesDeps } from '../enquiries.deps.ts'
import { ReferenceTakenError } from '../enquiries.repository.ts'
import { referenceIdFrom, withFreshReference } from '../enquiries.rules.ts'
import {
  answerRequiredMessage,
  CENTRE_UNKNOWN_MESSAGE,
  CODE_SEND_FAILED_MESSAGE,
  CODE_SENT_MESSAGE,
  CONSENT_TEXT,
  CONSENT_VERSION,
  ENQUIRY_VIDEO_TARGET,
  VIDEO_CONSENT_REQUIRED_MESSAGE,
  VIDEO_CONSENT_TEXT,
  type EnquiryDraftAnswer,
  type EnquirySubmitInput,
} from '../enquiries.schema.ts'
import { sendCode, takeClientTry, takeCodeSend, uploadTokenOf } from './shared.ts'

const REFERENCE_ATTEMPTS = 8

/** Public: the form, and the client's address for the per-connection limit. */
export async function submitEnquiry(
  deps: EnquiriesDeps,
  _actor: TokenUser | null,
  { form, ip }: { form: EnquirySubmitInput; ip: string },
): Promise<EnquiryDraftAnswer> {
  // load
  const questions = await deps.repository.activeQuestions()
  const centre = isRecordId(form.preferredCenter) ? (await deps.centres.namesOf([form.preferredCenter]))[0] : undefined

  // rule
  const fieldErrors: Record<string, string> = {}
  for (const q of questions) {
    if (!form.checklist[q.key]) fieldErrors[`checklist.${q.key}`] = answerRequiredMessage(q.number)
  }
  if (!centre) fieldErrors.preferredCenter = CENTRE_UNKNOWN_MESSAGE
  if (form.withVideo && !form.videoConsent) fieldErrors.videoConsent = VIDEO_CONSENT_REQUIRED_MESSAGE
  const first = Object.values(fieldErrors)[0]
  if (first) throw badRequest(first, fieldErrors)
  const client = await takeClientTry(deps, ip)
  const sends = await takeCodeSend(deps, form.parentEmail).catch(async (error: unknown) => {
    await client.release()
    throw error
  })

  // write: one record, no transaction. The code's write and mail follow it on their own, as before: when the
  // mail cannot be sent the enquiry stays unverified and "send the code again" works on it.
  const checklist = Object.fromEntries(questions.map((q) => [q.key, form.checklist[q.key]]))
  const enquiry = await withFreshReference(
    (referenceId) =>
      deps.repository.create({
        referenceId,
        state: 'unverified',
        centreId: form.preferredCenter,
        childName: form.childName,
        childAge: form.childAge,
        childGender: form.childGender,
        parentName: form.parentName,
        parentEmail: form.parentEmail,
        parentPhoneNo: form.parentPhoneNo,
        checklist,
        questions,
        additionalNotes: form.additionalNotes,
        withVideo: form.withVideo,
        videoFile: null,
        videoState: null,
        consent: {
          version: CONSENT_VERSION,
          text: CONSENT_TEXT + (form.videoConsent ? `\n\n${VIDEO_CONSENT_TEXT}` : ''),
          videoConsent: form.videoConsent,
          givenAt: deps.clock().toISOString(),
          ip,
        },
        codeHash: null,
        codeExpiresAt: null,
        codeAttempts: 0,
        codeUsedAt: null,
        verifiedAt: null,
        stage: 'new',
        contactBy: '',
        firstContactAt: null,
        reason: '',
        appointmentId: null,
        previousReferenceId: null,
        activity: [],
        reducedAt: null,
      }),
    () => referenceIdFrom((max) => randomInt(0, max)),
    (error) => error instanceof ReferenceTakenError,
    REFERENCE_ATTEMPTS,
    (attempt) => deps.log.warn({ attempt }, 'enquiry reference id clash; drawing another'),
  )

  // publish
  try {
    await sendCode(deps, enquiry, form.language)
  } catch (err) {
    await sends.release()
    deps.log.error({ err }, 'could not send the enquiry code')
    throw new HttpError(503, CODE_SEND_FAILED_MESSAGE)
  }
  return {
    message: CODE_SENT_MESSAGE,
    enquiryId: enquiry._id,
    uploadToken: form.withVideo ? uploadTokenOf(deps, enquiry._id) : null,
    target: ENQUIRY_VIDEO_TARGET,
  }
}
