import type { TokenUser } from '@app/platform'
import type { GamesDeps } from '../games.deps.ts'
import type { TrialInput } from '../games.schema.ts'
import { ownSession } from './own-session.ts'

/**
 * Stores one trial of the caller's own session, once per index: a retry stores nothing (`created` false). The
 * answer carries only what the game reads (that it was stored); the session's totals are the end's and the
 * reports' to work out.
 */
export async function recordTrial(
  deps: GamesDeps,
  actor: TokenUser,
  input: { sessionId: string; index: number; trial: TrialInput },
): Promise<{ created: boolean }> {
  // access, load
  const session = await ownSession(deps, actor, input.sessionId)
  // write: one statement that stores nothing on a retry, so no transaction around it.
  return deps.repository.insertTrialOnce(session, input.index, input.trial)
}
