import { notFound, type TokenUser } from '@app/platform'
import type { GamesDeps } from '../games.deps.ts'
import { summaryOf } from '../games.rules.ts'
import { GAME_SESSION_NOT_FOUND_MESSAGE, type EndSessionInput, type GameSessionSummary } from '../games.schema.ts'
import { ownSession } from './own-session.ts'

/** Ends the caller's own session; once completed it stays completed. Answers the session's summary. */
export async function endSession(
  deps: GamesDeps,
  actor: TokenUser,
  input: { sessionId: string } & EndSessionInput,
): Promise<GameSessionSummary> {
  // access, load
  const session = await ownSession(deps, actor, input.sessionId)

  // write: one conditional statement (a completed session stays completed), so no transaction around it.
  const isWritten = await deps.repository.endSession(input.sessionId, input.status, input.elapsedSeconds)
  // What it wrote is known; only a session that was already completed is read again for its stored end.
  const ended = isWritten
    ? { ...session, status: input.status, endSeconds: input.elapsedSeconds }
    : await deps.repository.findSession(input.sessionId)
  if (!ended) throw notFound(GAME_SESSION_NOT_FOUND_MESSAGE)

  // rule
  return summaryOf(ended, await deps.repository.trialsOf([session.id]))
}
