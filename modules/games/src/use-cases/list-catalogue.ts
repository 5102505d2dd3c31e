import type { TokenUser } from '@app/platform'
import type { GamesDeps } from '../games.deps.ts'
import { GAME_GROUP_OF, GAME_GROUPS, playRoute, type CatalogueGroup } from '../games.schema.ts'

/** The two groups of the product rules, in order, each with its games (active and inactive). Anyone, signed in or not. */
export async function listCatalogue(
  deps: GamesDeps,
  _actor: TokenUser | null,
  _input: void,
): Promise<CatalogueGroup[]> {
  // load
  const games = await deps.repository.listGames()
  // rule
  return GAME_GROUPS.map(({ groupId }) => ({
    groupId,
    games: games
      .filter((game) => GAME_GROUP_OF[game.slug] === groupId)
      .map((game) => ({ ...game, route: playRoute(game.slug) })),
  }))
}
