import { conflict, notFound, type TokenUser } from '@app/platform'
import { placeOfPlayer } from '../games.access.ts'
import type { GamesDeps } from '../games.deps.ts'
import type { StoredSession } from '../games.repository.ts'
import { lastLevelReached, startLevelFor } from '../games.rules.ts'
import {
  GAME_NOT_FOUND_MESSAGE,
  SESSION_ID_TAKEN_MESSAGE,
  type GameSessionStarted,
  type PlayPlace,
  type StartSessionInput,
} from '../games.schema.ts'
import { childFor } from './load-child.ts'

/** How many of the child's last sessions of a game are read for its last ceiling. */
const RECENT_SESSIONS = 5

/**
 * Starts a session for the assigned therapist (clinic) or the parent (home). The game's sessionId is the
 * idempotency key: a retry (even concurrent) answers the stored session, `created` false; a sessionId that is
 * another player's, child's or game's is 409.
 */
export async function startSession(
  deps: GamesDeps,
  actor: TokenUser,
  input: StartSessionInput,
): Promise<{ started: GameSessionStarted; created: boolean }> {
  // access, load
  const child = await childFor(deps, actor, 'start-session', input.childId)
  const place = placeOfPlayer(actor, child) as PlayPlace
  const game = await deps.repository.findGame(input.gameId)
  if (!game) throw notFound(GAME_NOT_FOUND_MESSAGE)
  const [plan, recent] = await Promise.all([
    deps.repository.childPlan(child._id),
    deps.repository.sessionsOfChild(child._id, { gameId: game.gameId, limit: RECENT_SESSIONS }),
  ])
  const planLevel = plan.startLevels[game.slug]
  const trials = planLevel === undefined ? await deps.repository.trialsOf(recent.map((session) => session.id)) : []

  // rule
  const startLevel = startLevelFor({
    planLevel,
    lastLevelReached: planLevel === undefined ? lastLevelReached(recent, trials) : undefined,
  })

  // write: one statement that stores nothing when the sessionId exists, so no transaction around it.
  const stored = await deps.repository.insertSessionOnce({
    sessionId: input.sessionId,
    gameId: game.gameId,
    childId: child._id,
    playerId: actor._id,
    playerRole: actor.role === 'therapist' ? 'therapist' : 'parent',
    place,
    startLevel,
    datePlayed: deps.clock().toISOString(),
  })
  if (stored) return { started: { sessionId: stored.sessionId, startLevel: stored.startLevel }, created: true }

  // A retry, or a sessionId someone else holds: the stored session answers.
  const existing = await deps.repository.findSession(input.sessionId)
  if (!existing) throw conflict(SESSION_ID_TAKEN_MESSAGE)
  return replayOf(existing, { playerId: actor._id, childId: child._id, gameId: game.gameId })
}

/** The answer to a retried start: the stored session's, when it is this player's, child's and game's. */
function replayOf(stored: StoredSession, sent: { playerId: string; childId: string; gameId: string }) {
  if (stored.playerId !== sent.playerId || stored.childId !== sent.childId || stored.gameId !== sent.gameId) {
    throw conflict(SESSION_ID_TAKEN_MESSAGE)
  }
  return { started: { sessionId: stored.sessionId, startLevel: stored.startLevel }, created: false }
}
