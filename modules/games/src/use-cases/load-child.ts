// The access and load steps every call about one child shares: the table first (a role that never may is
// refused before anything is read), then the child and the caller's relations to it.
import { forbidden, isRecordId, notFound, type TokenUser } from '@app/platform'
import type { ChildDto } from '@app/children'
import { GAMES_ACCESS, relationsTo, type GamesAction } from '../games.access.ts'
import type { GamesDeps } from '../games.deps.ts'

export const CHILD_NOT_FOUND_MESSAGE = 'Child not found.'

/**
 * The child when the table lets `actor` take `action` on it; 404 `Child not found.` otherwise, exactly as for a
 * child that does not exist (nobody learns which children exist). A role that never may is 403.
 */
export async function childFor(
  deps: GamesDeps,
  actor: TokenUser,
  action: GamesAction,
  childId: string,
): Promise<ChildDto> {
  // access
  if (!GAMES_ACCESS.mayEver(actor.role, action)) throw forbidden()
  // load
  const child = isRecordId(childId) ? await deps.children.findChild(childId) : null
  if (!child) throw notFound(CHILD_NOT_FOUND_MESSAGE)
  // access
  GAMES_ACCESS.assert(actor.role, action, relationsTo(actor, child), { hideAs: CHILD_NOT_FOUND_MESSAGE })
  return child
}
