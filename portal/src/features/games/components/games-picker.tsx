// /games: choose Successive (1) or Simultaneous (2) processing, then one of that group's active games; each opens
// its play screen in a new tab with ?gameId= (and the child's ?childId= when the picker was opened for a child).
import { GAME_GROUPS, playRoute, type CatalogueGame, type GameGroupId } from '@app/games/schema'
import { useQuery } from '@tanstack/react-query'
import { Gamepad2 } from 'lucide-react'
import { useState } from 'react'
import { allGamesQueryOptions } from '../../../api/get-all-games'
import { usePageTitle } from '../../../hooks/use-page-title'
import { useMessages } from '../../../i18n/messages'
import { gameNameOf } from '../game-names'
import { cn } from '../../../lib/utils'
import { gamesMessages } from '../messages'
import { RetryPanel } from './retry-panel'

/** The play screen's address for a card. */
export function playHref(game: Pick<CatalogueGame, 'slug' | 'gameId'>, childId?: string): string {
  const search = new URLSearchParams({ gameId: game.gameId })
  if (childId) search.set('childId', childId)
  return `${playRoute(game.slug)}?${search}`
}

export function GamesPicker({ childId }: { childId?: string }) {
  const t = useMessages(gamesMessages)
  // The catalogue comes in the portal's language (English where an editor has not translated a game yet); the
  // game's own catalogue names it while a name is missing.
  const nameOf = (game: CatalogueGame) => game.name || gameNameOf(game.slug)
  usePageTitle(t('games.picker.title'))
  const [groupId, setGroupId] = useState<GameGroupId>(1)
  // A failed load shows its message and Retry where the games would be (no toast).
  const catalogue = useQuery(allGamesQueryOptions())
  const games = (catalogue.data?.find((group) => group.groupId === groupId)?.games ?? []).filter(
    (game) => game.status === 'active',
  )

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('games.picker.title')}</h1>
        <p className="text-lg text-slate-700">{t('games.picker.intro')}</p>
      </div>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-lg font-semibold text-slate-900">{t('games.picker.groupLegend')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {GAME_GROUPS.map((group) => (
            <label
              key={group.groupId}
              className={cn(
                'flex min-h-16 cursor-pointer items-center gap-4 rounded-2xl border-2 px-5 py-3',
                'has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-teal-600 has-[:focus-visible]:ring-offset-2',
                groupId === group.groupId
                  ? 'border-teal-700 bg-teal-50'
                  : 'border-slate-300 bg-white hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name="game-group"
                value={group.groupId}
                checked={groupId === group.groupId}
                onChange={() => setGroupId(group.groupId)}
                className="size-5 shrink-0 accent-teal-700"
              />
              <span className="grid">
                <span className="text-lg font-semibold text-slate-900">
                  {t('games.picker.group', { groupId: group.groupId })}
                </span>
                <span className="text-slate-700">{t('games.picker.groupHint', { groupId: group.groupId })}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <section aria-labelledby="games-list-heading" className="grid gap-4">
        <h2 id="games-list-heading" className="text-xl font-semibold text-slate-900">
          {t('games.picker.group', { groupId })}
        </h2>
        {catalogue.isPending ? (
          <p role="status" className="text-slate-700">
            {t('games.picker.loading')}
          </p>
        ) : catalogue.isError ? (
          <RetryPanel message={t('games.picker.loadFailed')} onRetry={() => void catalogue.refetch()} />
        ) : games.length === 0 ? (
          <p className="rounded-2xl border border-slate-200 bg-white p-6 text-lg text-slate-700">
            {t('games.picker.empty')}
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {games.map((game) => (
              <li key={game.gameId}>
                <a
                  href={playHref(game, childId)}
                  target="_blank"
                  // "opener" (not the default noopener): the new tab gets a copy of this tab's sessionStorage,
                  // so a signed-in therapist or parent stays signed in there and the child's results are kept.
                  rel="opener"
                  className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm hover:border-teal-600 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-teal-600 focus-visible:ring-offset-2"
                >
                  <div className="flex aspect-[16/9] items-center justify-center bg-sky-50 text-sky-700">
                    {game.img ? (
                      <img src={game.img} alt="" className="size-full object-cover" loading="lazy" />
                    ) : (
                      <Gamepad2 aria-hidden="true" className="size-14" />
                    )}
                  </div>
                  <div className="grid flex-1 content-start gap-2 p-5">
                    <h3 className="text-xl font-semibold text-slate-900">{nameOf(game)}</h3>
                    {game.description ? <p className="text-slate-700">{game.description}</p> : null}
                    <span className="mt-2 inline-flex min-h-12 w-fit items-center rounded-xl bg-teal-700 px-5 text-lg font-semibold text-white group-hover:bg-teal-800">
                      {t('games.picker.play')}
                      <span className="sr-only"> {t('games.picker.opensInNewTab')}</span>
                    </span>
                  </div>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
