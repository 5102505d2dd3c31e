// The games module: the catalogue editors manage in /admin, the results of the games (sessions and their
// trials), the Game Reports, the progress the therapist reads and each child's settings and plan
// (docs/api/games.md).
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import type { Clock } from '@app/platform'
import { createGamesRepository } from './games.repository.ts'
import { createGamesRouter } from './games.routes.ts'
import { DEMO_HOME_PRACTICE, DEMO_SESSIONS, GAMES_SEED } from './games.seed.ts'
import type { ChildrenForGames } from './games.deps.ts'
import { createGamesService } from './games.service.ts'

export {
  gamesCollections,
  GAMES_SLUG,
  GAME_SESSIONS_SLUG,
  GAME_TRIALS_SLUG,
  GAME_CHILD_PLANS_SLUG,
} from './games.collections.ts'
export * from './games.schema.ts'
export { GAMES_SEED } from './games.seed.ts'
export { progressOf, startLevelFor, totalsOf, weekStartOf } from './games.rules.ts'
export { GAMES_ACCESS, placeOfPlayer } from './games.access.ts'
export type { ChildrenForGames, GamesDeps } from './games.deps.ts'
export type { GamesService } from './games.service.ts'
export { CHILD_NOT_FOUND_MESSAGE } from './use-cases/load-child.ts'

export function createGames({
  payload,
  children,
  clock,
}: {
  payload: Payload
  children: ChildrenForGames
  clock: Clock
}) {
  const repository = createGamesRepository(payload)
  const service = createGamesService({ repository, children, clock })
  // Development seeding writes the stored shapes directly (the demo child's past sessions); not a use case.
  return {
    service,
    router: createGamesRouter(service),
    /** First start (and every start): adds the catalogue's games that are missing; answers how many. */
    seedGames: () => repository.addMissingGames(GAMES_SEED),
    /**
     * Development only: the demo child's results (DEMO_SESSIONS), when the child has none yet (checks before it
     * writes). Answers how many sessions it added.
     */
    async seedDemoResults({
      childId,
      therapistId,
      parentId,
    }: {
      childId: string
      therapistId: string
      parentId: string
    }) {
      if ((await repository.sessionsOfChild(childId, { limit: 1 })).length > 0) return 0
      const games = await repository.listGames()
      let added = 0
      for (const [slug, daysAgo, place, trials] of DEMO_SESSIONS) {
        const game = games.find((one) => one.slug === slug)
        if (!game) continue
        const session = await repository.insertSessionOnce({
          sessionId: randomUUID(),
          gameId: game.gameId,
          childId,
          playerId: place === 'clinic' ? therapistId : parentId,
          playerRole: place === 'clinic' ? 'therapist' : 'parent',
          place,
          startLevel: Math.max(1, trials[0][0]),
          datePlayed: new Date(clock().getTime() - daysAgo * 24 * 60 * 60 * 1000).toISOString(),
        })
        if (!session) continue
        for (const [index, [level, correct, errorType]] of trials.entries()) {
          await repository.insertTrialOnce(session, index, {
            level,
            seed: 1000 + index,
            response: null,
            correct,
            errorType,
            responseMs: 2500 + 400 * index,
            replays: correct ? 0 : 1,
            elapsedSeconds: 9 * (index + 1),
          })
        }
        await repository.endSession(session.sessionId, 'completed', 9 * trials.length + 3)
        added += 1
      }
      // The therapist's home practice for the week, so the parent's home screen has games to play (only on a
      // child whose plan was never saved: version 0).
      const homeGameIds = DEMO_HOME_PRACTICE.flatMap((slug) => games.find((one) => one.slug === slug)?.gameId ?? [])
      if (homeGameIds.length > 0) {
        await repository.writePlanIfUnchanged(childId, 0, {
          homeGameIds,
          version: 1,
          fieldChanges: { homeGameIds: { version: 1, role: 'therapist', by: therapistId } },
        })
      }
      return added
    },
  }
}

export type GamesModule = ReturnType<typeof createGames>
