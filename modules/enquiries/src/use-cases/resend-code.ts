// POST /api/jwl/enquiries/:enquiryId/code: another code for an enquiry not yet verified.
import { HttpError, isRecordId, notFound, type TokenUser } from '@app/platform'
import type { Language } from '@app/platform/format'
import type { EnquiriesDeps } from '../enquiries.deps.ts'
import { CODE_SEND_FAILED_MESSAGE, CODE_SENT_MESSAGE, ENQUIRY_NOT_FOUND_MESSAGE } from '../enquiries.schema.ts'
import { sendCode, takeClientTry, takeCodeSend } from './shared.ts'

/**
 * Public: the enquiry's id is its access; the limits of the client and of the address apply. The code's mail is in
 * the language the page speaks now.
 */
export async function resendCode(
  deps: EnquiriesDeps,
  _actor: TokenUser | null,
  { enquiryId, ip, language = 'en' }: { enquiryId: string; ip: string; language?: Language },
): Promise<{ message: string }> {
  // load
  const enquiry = isRecordId(enquiryId) ? await deps.repository.findById(enquiryId) : null
  if (!enquiry || enquiry.state !== 'unverified') throw notFound(ENQUIRY_NOT_FOUND_MESSAGE)

  // rule
  await takeClientTry(deps, ip)
  const sends = await takeCodeSend(deps, enquiry.parentEmail)

  // write: the new code is one record's update (no transaction); its mail follows it.
  try {
    await sendCode(deps, enquiry, language)
  } catch (err) {
    await sends.release()
    deps.log.error({ err }, 'could not send the enquiry code')
    throw new HttpError(503, CODE_SEND_FAILED_MESSAGE)
  }
  return { message: CODE_SENT_MESSAGE }
}
