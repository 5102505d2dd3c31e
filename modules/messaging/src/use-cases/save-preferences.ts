// PUT /api/parents/preferences: the parent chooses channels and language; the consent wording and the time are
// recorded whenever the channels change. WhatsApp and SMS need the account's number verified, and their sender.
import { badRequest, type TokenUser } from '@app/platform'
import { MESSAGING_ACCESS, PARENTS_ONLY_MESSAGE } from '../messaging.access.ts'
import type { MessagingDeps } from '../messaging.deps.ts'
import { preferencesDto } from '../messaging.dto.ts'
import { channelsChanged, isMobileVerified, unverifiedPhoneChannels } from '../messaging.rules.ts'
import {
  CHANNEL_UNAVAILABLE_MESSAGE,
  CONSENT_WORDING,
  PHONE_NOT_VERIFIED_MESSAGE,
  type PreferencesDto,
  type PreferencesInput,
} from '../messaging.schema.ts'
import { availableChannels, saveRow } from './load.ts'

export async function savePreferences(
  deps: MessagingDeps,
  actor: TokenUser,
  input: PreferencesInput,
): Promise<PreferencesDto> {
  // access
  MESSAGING_ACCESS.assert(actor.role, 'preferences', [], { message: PARENTS_ONLY_MESSAGE })
  // load
  const [stored, mobile] = await Promise.all([deps.repository.findByParent(actor._id), deps.people.mobileOf(actor._id)])
  const available = availableChannels(deps)
  // rule
  const fieldErrors: Record<string, string> = {}
  for (const channel of ['whatsapp', 'sms'] as const) {
    if (input.channels[channel] && !available[channel] && !stored?.[channel])
      fieldErrors[`channels.${channel}`] = CHANNEL_UNAVAILABLE_MESSAGE(channel)
  }
  const verified = isMobileVerified(stored?.verifiedMobile ?? null, mobile)
  for (const channel of unverifiedPhoneChannels(input, verified))
    fieldErrors[`channels.${channel}`] ??= PHONE_NOT_VERIFIED_MESSAGE
  const first = Object.values(fieldErrors)[0]
  if (first) throw badRequest(first, fieldErrors)
  const consent = channelsChanged(stored, input)
    ? { consentWording: CONSENT_WORDING, consentAt: deps.clock().toISOString() }
    : {}
  // write (one row; its unique parent settles two first saves at once)
  const saved = await saveRow(deps, actor._id, { ...input.channels, language: input.language, ...consent })
  return preferencesDto(saved, mobile, available)
}
