// The games module: the catalogue editors manage in /admin, the results of the games (sessions and their
// trials), the Game Reports, the progress the therapist reads and each child's settings and plan
// (docs/api/games.md).
import type { Payload } from 'payload'
import type { Clock } from '@app/platform'
import { createGamesRepository } from './games.repository.ts'
import { createGamesRouter } from './games.routes.ts'
import { GAMES_SEED } from './games.seed.ts'
import { createGamesService, type ChildrenForGames } from './games.service.ts'

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
export { CHILD_NOT_FOUND_MESSAGE, placeOfPlayer, type ChildrenForGames, type GamesService } from './games.service.ts'

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
  return {
    service,
    router: createGamesRouter(service),
    /** First start (and every start): adds the catalogue's games that are missing; answers how many. */
    seedGames: () => repository.addMissingGames(GAMES_SEED),
  }
}

export type GamesModule = ReturnType<typeof createGames>
