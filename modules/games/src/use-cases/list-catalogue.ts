import type { TokenUser } from '@app/platform'
import type { Language } from '@app/platform/format'
import type { GamesDeps } from '../games.deps.ts'
import { GAME_GROUP_OF, GAME_GROUPS, playRoute, type CatalogueGroup } from '../games.schema.ts'

/**
 * The two groups of the product rules, in order, each with its games (active and inactive), named and described in
 * the reader's language (English where untranslated). Anyone, signed in or not.
 */
export async function listCatalogue(
  deps: GamesDeps,
  _actor: TokenUser | null,
  { language }: { language: Language },
): Promise<CatalogueGroup[]> {
  // load
  const games = await deps.repository.listGames(language)
  // rule
  return GAME_GROUPS.map(({ groupId }) => ({
    groupId,
    games: games
      .filter((game) => GAME_GROUP_OF[game.slug] === groupId)
      .map((game) => ({ ...game, route: playRoute(game.slug) })),
  }))
}
