// POST /api/parents/phone-verification: a 6-digit code to the account's mobile number on WhatsApp or SMS, through
// that channel's sender. One a minute and five an hour per parent; a new code replaces the previous one.
import {
  badRequest,
  describeWait,
  HttpError,
  hashOneTimeCode,
  newOneTimeCode,
  tooManyRequests,
  type TokenUser,
} from '@app/platform'
import { MESSAGING_ACCESS, PARENTS_ONLY_MESSAGE } from '../messaging.access.ts'
import type { MessagingDeps } from '../messaging.deps.ts'
import { saveRow } from './load.ts'
import { e164, PHONE_CODE_TTL_MS } from '../messaging.rules.ts'
import {
  CHANNEL_UNAVAILABLE_MESSAGE,
  CODE_RESEND_WAIT_MESSAGE,
  CODE_SEND_FAILED_MESSAGE,
  CODE_SENT_MESSAGE,
  maskedMobile,
  NO_MOBILE_MESSAGE,
  type CodeSentDto,
  type SendPhoneCodeInput,
} from '../messaging.schema.ts'

/** What the code's hash is bound to: the parent and the number it went to. */
export const PHONE_CODE_PURPOSE = 'phone-code'
export const codeSubject = (parentId: string, mobile: string) => `${parentId}\n${mobile}`

export async function sendPhoneCode(
  deps: MessagingDeps,
  actor: TokenUser,
  { channel }: SendPhoneCodeInput,
): Promise<CodeSentDto> {
  // access
  MESSAGING_ACCESS.assert(actor.role, 'verify-phone', [], { message: PARENTS_ONLY_MESSAGE })
  // load
  const [stored, mobile] = await Promise.all([deps.repository.findByParent(actor._id), deps.people.mobileOf(actor._id)])
  // rule
  const sender = deps.senders[channel]
  if (!sender.configured)
    throw badRequest(CHANNEL_UNAVAILABLE_MESSAGE(channel), { channel: CHANNEL_UNAVAILABLE_MESSAGE(channel) })
  if (!mobile) throw badRequest(NO_MOBILE_MESSAGE)
  // Each limit counts the send in one atomic step (two clicks at once cannot both pass); an hour's refusal gives
  // the minute's count back.
  const minute = await deps.codeLimits.perMinute.take(actor._id)
  if (!minute.allowed) throw tooManyRequests(CODE_RESEND_WAIT_MESSAGE(describeWait(minute.retryAfterMs)))
  const hour = await deps.codeLimits.perHour.take(actor._id)
  if (!hour.allowed) {
    await minute.release()
    throw tooManyRequests(CODE_RESEND_WAIT_MESSAGE(describeWait(hour.retryAfterMs)))
  }
  const code = newOneTimeCode()
  const expiresAt = new Date(deps.clock().getTime() + PHONE_CODE_TTL_MS).toISOString()
  // write: the new code replaces any earlier one, its tries start again
  await saveRow(deps, actor._id, {
    ...(stored ? {} : { email: true, whatsapp: false, sms: false, language: 'en' as const }),
    codeHash: hashOneTimeCode(deps.secret, PHONE_CODE_PURPOSE, codeSubject(actor._id, mobile), code),
    codeMobile: mobile,
    codeChannel: channel,
    codeExpiresAt: expiresAt,
    codeTries: 0,
  })
  // publish: the code on the chosen channel
  const outcome = await sender.sendCode({ to: e164(mobile), code, language: stored?.language ?? 'en' })
  if (outcome.status !== 'sent') {
    // Nothing reached the parent: the send does not count against the limits.
    await Promise.all([minute.release(), hour.release()])
    deps.log.warn({ channel, reason: outcome.reason }, 'could not send a phone verification code')
    throw new HttpError(502, CODE_SEND_FAILED_MESSAGE)
  }
  return { message: CODE_SENT_MESSAGE(channel, maskedMobile(mobile)), channel, expiresAt }
}
