// The parent's home screen's games part (docs/api/parents.md): suggested games and the newest results of
// several children, in four queries however many children (catalogue, plans, newest sessions, their trials).
import type { TokenUser } from '@app/platform'
import { GAMES_ACCESS, relationsTo, type ChildFacts } from '../games.access.ts'
import type { GamesDeps } from '../games.deps.ts'
import { totalsOf } from '../games.rules.ts'
import { LATEST_RESULTS_SHOWN, playRoute, type HomePracticeDto } from '../games.schema.ts'
import { trialsBySession } from './read-results.ts'

/**
 * For each child the actor may read the plan and results of (a parent: their own), the active games the
 * therapist suggested for home and the newest results. The children arrive loaded (the parents module's overview
 * has them); a child the actor may not read is left out.
 */
export async function readHomePractice(
  deps: GamesDeps,
  actor: TokenUser,
  { children }: { children: ReadonlyArray<ChildFacts & { _id: string }> },
): Promise<HomePracticeDto[]> {
  // access
  const readable = children
    .filter((child) => {
      const relations = relationsTo(actor, child)
      return (
        GAMES_ACCESS.may(actor.role, 'read-plan', relations) && GAMES_ACCESS.may(actor.role, 'read-results', relations)
      )
    })
    .map((child) => child._id)
  if (readable.length === 0) return []
  // load
  const [games, plans, sessions] = await Promise.all([
    deps.repository.listGames(),
    deps.repository.childPlans(readable),
    deps.repository.latestSessionsOf(readable, LATEST_RESULTS_SHOWN),
  ])
  const bySession = trialsBySession(await deps.repository.trialsOf(sessions.map((session) => session.id)))
  // rule: the suggestions in the catalogue's order, games switched off since left out
  const nameOf = new Map(games.map((game) => [game.gameId, game.name]))
  return readable.map((childId) => {
    const homeGameIds = plans.get(childId)?.homeGameIds ?? []
    return {
      childId,
      suggested: games
        .filter((game) => game.status === 'active' && homeGameIds.includes(game.gameId))
        .map((game) => ({ gameId: game.gameId, slug: game.slug, name: game.name, route: playRoute(game.slug) })),
      latestResults: sessions
        .filter((session) => session.childId === childId)
        .map((session) => {
          const { tries, levelReached } = totalsOf(bySession.get(session.id) ?? [], session.endSeconds)
          return {
            sessionId: session.sessionId,
            gameId: session.gameId,
            name: nameOf.get(session.gameId) ?? '',
            place: session.place,
            status: session.status,
            tries,
            levelReached,
            datePlayed: session.datePlayed,
          }
        }),
    }
  })
}
