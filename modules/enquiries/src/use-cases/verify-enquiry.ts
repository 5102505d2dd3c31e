// POST /api/jwl/enquiries/:enquiryId/verify: the right code makes the enquiry reach the centre.
import { HttpError, isRecordId, notFound, tooManyRequests, withTransaction, type TokenUser } from '@app/platform'
import { clinicToday } from '@app/platform/clinic-time'
import type { Language } from '@app/platform/format'
import { CODE_MAX_WRONG_ATTEMPTS, codeMatches } from '../enquiries.code.ts'
import type { EnquiriesDeps } from '../enquiries.deps.ts'
import { confirmationMail } from '../enquiries.mail.ts'
import type { StoredEnquiry } from '../enquiries.repository.ts'
import { contactByDate, videoOf, videoStateOnVerify } from '../enquiries.rules.ts'
import {
  CODE_EXPIRED_MESSAGE,
  CODE_TOO_MANY_ATTEMPTS_MESSAGE,
  CODE_USED_MESSAGE,
  ENQUIRY_NOT_FOUND_MESSAGE,
  ENQUIRY_SUBMITTED_MESSAGE,
  INVALID_CODE_MESSAGE,
  type EnquiryVerifiedAnswer,
} from '../enquiries.schema.ts'
import { programmeName, record, toSummaries, uploadTokenOf } from './shared.ts'

/** Public: the enquiry's id and its e-mailed code are the access; the confirmation is in the page's language. */
export async function verifyEnquiry(
  deps: EnquiriesDeps,
  _actor: TokenUser | null,
  { enquiryId, otp, language = 'en' }: { enquiryId: string; otp: string; language?: Language },
): Promise<EnquiryVerifiedAnswer> {
  const { repository, config } = deps
  // load
  const enquiry = isRecordId(enquiryId) ? await repository.findById(enquiryId) : null
  if (!enquiry) throw notFound(ENQUIRY_NOT_FOUND_MESSAGE)
  const answer = (e: StoredEnquiry): EnquiryVerifiedAnswer => ({
    message: ENQUIRY_SUBMITTED_MESSAGE,
    referenceId: e.referenceId,
    uploadToken: uploadTokenOf(deps, e._id),
    video: videoOf(e),
  })

  // rule
  const expired = !enquiry.codeExpiresAt || deps.clock().getTime() > Date.parse(enquiry.codeExpiresAt)
  if (enquiry.state !== 'unverified') {
    // Verifying again (a retry after a dropped connection) needs the right code, within the code's five
    // minutes, and counts as a try: each answer carries a new upload token, which can replace the video.
    if (enquiry.codeAttempts >= CODE_MAX_WRONG_ATTEMPTS) throw tooManyRequests(CODE_TOO_MANY_ATTEMPTS_MESSAGE)
    if (!enquiry.codeHash || expired) throw new HttpError(400, CODE_USED_MESSAGE)
    const tries = await repository.countCodeTry(enquiry._id, CODE_MAX_WRONG_ATTEMPTS)
    if (tries === null) throw tooManyRequests(CODE_TOO_MANY_ATTEMPTS_MESSAGE)
    if (codeMatches(config.secret, enquiry._id, otp, enquiry.codeHash)) return answer(enquiry)
    if (tries >= CODE_MAX_WRONG_ATTEMPTS) throw tooManyRequests(CODE_TOO_MANY_ATTEMPTS_MESSAGE)
    throw new HttpError(400, CODE_USED_MESSAGE)
  }
  if (!enquiry.codeHash || !enquiry.codeExpiresAt) throw new HttpError(400, CODE_EXPIRED_MESSAGE)
  if (enquiry.codeAttempts >= CODE_MAX_WRONG_ATTEMPTS) throw tooManyRequests(CODE_TOO_MANY_ATTEMPTS_MESSAGE)
  if (enquiry.codeUsedAt) throw new HttpError(400, CODE_USED_MESSAGE)
  if (expired) throw new HttpError(400, CODE_EXPIRED_MESSAGE)
  // Each try is counted before the code is compared, in one statement of its own (committed whatever follows),
  // so tries sent at the same moment cannot all pass the limit; a try past it is refused unchecked.
  const tries = await repository.countCodeTry(enquiry._id, CODE_MAX_WRONG_ATTEMPTS)
  if (tries === null) throw tooManyRequests(CODE_TOO_MANY_ATTEMPTS_MESSAGE)
  if (!codeMatches(config.secret, enquiry._id, otp, enquiry.codeHash)) {
    if (tries >= CODE_MAX_WRONG_ATTEMPTS) throw tooManyRequests(CODE_TOO_MANY_ATTEMPTS_MESSAGE)
    throw new HttpError(400, INVALID_CODE_MESSAGE, { fieldErrors: { otp: INVALID_CODE_MESSAGE } })
  }
  const verifiedAt = deps.clock()
  const earlier = await repository.verifiedByContact(enquiry.parentEmail, enquiry.parentPhoneNo)

  // write: the enquiry turns active with its 'verified' entry, or neither.
  const won = await withTransaction(deps.payload, async () => {
    const marked = await repository.markVerified(enquiry._id, {
      state: 'active',
      codeUsedAt: verifiedAt.toISOString(),
      verifiedAt: verifiedAt.toISOString(),
      contactBy: contactByDate(clinicToday(verifiedAt)),
      previousReferenceId: earlier[0]?.referenceId ?? null,
      videoState: videoStateOnVerify(enquiry),
    })
    if (marked)
      await record(deps, enquiry._id, null, 'verified', earlier[0] ? `repeat of ${earlier[0].referenceId}` : '')
    return marked
  })
  const verified = await repository.findById(enquiry._id)
  if (!verified) throw notFound(ENQUIRY_NOT_FOUND_MESSAGE)
  if (!won) {
    // Another try with the same code won the race a moment earlier.
    if (verified.state !== 'unverified') return answer(verified)
    throw new HttpError(400, CODE_USED_MESSAGE)
  }

  // publish
  const [summary] = await toSummaries(deps, [verified])
  deps.publisher.arrived(summary)
  try {
    const result = answer(verified)
    const videoLink =
      verified.videoState === 'pending'
        ? `${config.publicUrl}/enquiry/video?e=${verified._id}&t=${encodeURIComponent(result.uploadToken)}&ref=${verified.referenceId}`
        : null
    await deps.mailer.send({
      to: verified.parentEmail,
      ...confirmationMail(
        {
          programme: await programmeName(deps, language),
          referenceId: verified.referenceId,
          childName: verified.childName,
          centreName: summary.preferredCenter.name,
          enquiryDate: clinicToday(verifiedAt),
          videoLink,
        },
        language,
      ),
    })
    return result
  } catch (err) {
    deps.log.error({ err }, 'could not send the enquiry confirmation')
    return answer(verified)
  }
}
