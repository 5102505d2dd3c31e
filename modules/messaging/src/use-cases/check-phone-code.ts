// PUT /api/parents/phone-verification: the code the parent received. Each try is counted before the code is
// compared, in one statement of its own (platform's countCodeTry), so tries sent at once cannot pass the limit.
import { badRequest, oneTimeCodeMatches, tooManyRequests, withTransaction, type TokenUser } from '@app/platform'
import { MESSAGING_ACCESS, PARENTS_ONLY_MESSAGE } from '../messaging.access.ts'
import type { MessagingDeps } from '../messaging.deps.ts'
import { preferencesDto } from '../messaging.dto.ts'
import { codeStateOf, PHONE_CODE_MAX_TRIES } from '../messaging.rules.ts'
import {
  CODE_EXPIRED_MESSAGE,
  CODE_NOT_SENT_MESSAGE,
  CODE_TOO_MANY_TRIES_MESSAGE,
  CODE_WRONG_MESSAGE,
  MOBILE_CHANGED_MESSAGE,
  type CheckPhoneCodeInput,
  type PreferencesDto,
} from '../messaging.schema.ts'
import { availableChannels } from './load.ts'
import { codeSubject, PHONE_CODE_PURPOSE } from './send-phone-code.ts'

export async function checkPhoneCode(
  deps: MessagingDeps,
  actor: TokenUser,
  { code }: CheckPhoneCodeInput,
): Promise<PreferencesDto> {
  // access
  MESSAGING_ACCESS.assert(actor.role, 'verify-phone', [], { message: PARENTS_ONLY_MESSAGE })
  // load
  const [stored, mobile] = await Promise.all([deps.repository.findByParent(actor._id), deps.people.mobileOf(actor._id)])
  // rule
  const state = stored ? codeStateOf(stored.code, deps.clock()) : 'none'
  if (!stored || state === 'none') throw badRequest(CODE_NOT_SENT_MESSAGE, { code: CODE_NOT_SENT_MESSAGE })
  if (state === 'used-up') throw tooManyRequests(CODE_TOO_MANY_TRIES_MESSAGE)
  if (state === 'expired') throw badRequest(CODE_EXPIRED_MESSAGE, { code: CODE_EXPIRED_MESSAGE })
  const codeMobile = stored.code.mobile ?? ''
  if (!mobile || codeMobile !== mobile) throw badRequest(MOBILE_CHANGED_MESSAGE, { code: MOBILE_CHANGED_MESSAGE })
  const tries = await deps.repository.countCodeTry(stored._id, PHONE_CODE_MAX_TRIES)
  if (tries === null) throw tooManyRequests(CODE_TOO_MANY_TRIES_MESSAGE)
  const hash = stored.code.hash ?? ''
  if (!oneTimeCodeMatches(deps.secret, PHONE_CODE_PURPOSE, codeSubject(actor._id, mobile), code, hash)) {
    if (tries >= PHONE_CODE_MAX_TRIES) throw tooManyRequests(CODE_TOO_MANY_TRIES_MESSAGE)
    throw badRequest(CODE_WRONG_MESSAGE, { code: CODE_WRONG_MESSAGE })
  }
  // write: spent once; a second right answer racing this one finds the code gone
  const spent = await withTransaction(deps.payload, () =>
    deps.repository.spendCode(stored._id, hash, mobile, deps.clock()),
  )
  if (!spent) throw badRequest(CODE_NOT_SENT_MESSAGE, { code: CODE_NOT_SENT_MESSAGE })
  return preferencesDto(await deps.repository.findByParent(actor._id), mobile, availableChannels(deps))
}
