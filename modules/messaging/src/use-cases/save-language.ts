// PUT /api/parents/preferences/language: the language a parent reads, chosen with the portal's language switcher.
// It drives their mails and reminders; their channels and the consent given with them stay as they were.
import type { TokenUser } from '@app/platform'
import { MESSAGING_ACCESS, PARENTS_ONLY_MESSAGE } from '../messaging.access.ts'
import type { MessagingDeps } from '../messaging.deps.ts'
import { preferencesDto } from '../messaging.dto.ts'
import type { LanguageInput, PreferencesDto } from '../messaging.schema.ts'
import { availableChannels, saveRow } from './load.ts'

export async function saveLanguage(
  deps: MessagingDeps,
  actor: TokenUser,
  input: LanguageInput,
): Promise<PreferencesDto> {
  // access
  MESSAGING_ACCESS.assert(actor.role, 'preferences', [], { message: PARENTS_ONLY_MESSAGE })
  // load
  const mobile = await deps.people.mobileOf(actor._id)
  // rule: only the language is written; a parent without choices yet keeps the default channels, and no consent is
  // recorded for channels they never saw
  // write (one row; its unique parent settles two first saves at once)
  const saved = await saveRow(deps, actor._id, { language: input.language })
  return preferencesDto(saved, mobile, availableChannels(deps))
}
