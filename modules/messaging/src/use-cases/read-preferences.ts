// GET /api/parents/preferences: the parent's own channels and language.
import type { TokenUser } from '@app/platform'
import { MESSAGING_ACCESS, PARENTS_ONLY_MESSAGE } from '../messaging.access.ts'
import type { MessagingDeps } from '../messaging.deps.ts'
import { preferencesDto } from '../messaging.dto.ts'
import type { PreferencesDto } from '../messaging.schema.ts'
import { availableChannels } from './load.ts'

export async function readPreferences(deps: MessagingDeps, actor: TokenUser): Promise<PreferencesDto> {
  // access
  MESSAGING_ACCESS.assert(actor.role, 'preferences', [], { message: PARENTS_ONLY_MESSAGE })
  // load
  const [stored, mobile] = await Promise.all([deps.repository.findByParent(actor._id), deps.people.mobileOf(actor._id)])
  return preferencesDto(stored, mobile, availableChannels(deps))
}
