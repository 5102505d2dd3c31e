import { forbidden, notFound, type TokenUser } from '@app/platform'
import { GAMES_ACCESS, relationsToSession } from '../games.access.ts'
import type { GamesDeps } from '../games.deps.ts'
import type { StoredSession } from '../games.repository.ts'
import { GAME_SESSION_NOT_FOUND_MESSAGE } from '../games.schema.ts'

/** The caller's own session; anyone else's, or an unknown one, is 404 (a role that never plays is 403). */
export async function ownSession(deps: GamesDeps, actor: TokenUser, sessionId: string): Promise<StoredSession> {
  // access
  if (!GAMES_ACCESS.mayEver(actor.role, 'record-result')) throw forbidden()
  // load
  const session = await deps.repository.findSession(sessionId)
  if (!session) throw notFound(GAME_SESSION_NOT_FOUND_MESSAGE)
  // access
  GAMES_ACCESS.assert(actor.role, 'record-result', relationsToSession(actor, session), {
    hideAs: GAME_SESSION_NOT_FOUND_MESSAGE,
  })
  return session
}
