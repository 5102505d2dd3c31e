// /games/play/<slug>: loads only this game's chunk, finds out who is playing, and hands both to the engine. A
// signed-in therapist or parent who came with ?childId= plays as that child (results are kept, the child's name
// shows); everyone else plays as a visitor, and nothing is sent.
import type { GameSlug } from '@app/games/schema'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { activeGamesOf, allGamesQueryOptions } from '../../../api/get-all-games'
import { usePageTitle } from '../../../hooks/use-page-title'
import { useSession } from '../../../hooks/use-session'
import { useMessages } from '../../../i18n/messages'
import { useChildName, type PlayingRole } from '../api/get-playing-child'
import { GamePlayer } from '../engine/game-player'
import { gameNameOf } from '../game-names'
import { gamesMessages } from '../messages'
import { GAME_LOADERS } from '../registry'
import { RetryPanel } from './retry-panel'

/** Whether a game with this slug is written (has a chunk to load). */
export const isPlayableSlug = (slug: string): slug is GameSlug => Object.hasOwn(GAME_LOADERS, slug)

/** Roles whose play is kept for a child: the child's therapist at the clinic, the parent at home. */
const RECORDING_ROLES = ['therapist', 'parent'] as const

function usePlayingChild(childId: string | undefined) {
  const session = useSession()
  const role = session?.role
  const playingRole = (RECORDING_ROLES as readonly string[]).includes(role ?? '') ? (role as PlayingRole) : null
  const isRecording = Boolean(childId && playingRole)
  const name = useChildName(isRecording ? playingRole : null, childId ?? null).data ?? null
  return isRecording && childId ? { id: childId, name } : null
}

export function PlayScreen({ slug, gameId, childId }: { slug: GameSlug; gameId?: string; childId?: string }) {
  const t = useMessages(gamesMessages)
  const load = GAME_LOADERS[slug]
  const game = useQuery({
    queryKey: ['games', 'module', slug],
    queryFn: async () => (await load!()).default,
    staleTime: Infinity,
    enabled: Boolean(load),
  })
  const catalogue = useQuery(allGamesQueryOptions())
  const listed = catalogue.data
    ?.flatMap((group) => group.games)
    .find((entry) => (gameId ? entry.gameId === gameId : entry.slug === slug))
  const gameName = listed?.name || gameNameOf(slug)
  usePageTitle(gameName)
  const playingChild = usePlayingChild(childId)
  const [round, setRound] = useState(0)
  const child = playingChild
  // A link without ?gameId= (typed, shared, or from an older page) still names the game by its slug: the
  // catalogue gives its id, so a child's play is kept. Until the catalogue answers, the game waits rather
  // than start a session that could not be saved; a game the catalogue does not list is said so up front.
  const resolvedGameId =
    gameId ??
    (catalogue.data ? activeGamesOf(catalogue.data).find((entry) => entry.slug === slug)?.gameId : null) ??
    null
  const isResolvingGame = Boolean(child) && !gameId && catalogue.isPending
  const notSavedReason =
    child && !resolvedGameId && !isResolvingGame
      ? catalogue.isError
        ? t('games.play.notSavedOffline')
        : t('games.play.notSavedUnlisted')
      : null

  if (game.isError) {
    return (
      <main id="main" className="mx-auto max-w-xl px-4 py-10">
        <RetryPanel message={t('games.play.loadFailed')} onRetry={() => void game.refetch()} />
      </main>
    )
  }
  if (!game.data || isResolvingGame) {
    return (
      <main id="main" className="mx-auto grid min-h-dvh max-w-xl place-items-center px-4 text-xl">
        <p role="status">{t('games.play.loading')}</p>
      </main>
    )
  }
  return (
    <GamePlayer
      key={`${round}-${child?.id ?? 'visitor'}`}
      game={game.data}
      gameName={gameName}
      gameId={resolvedGameId}
      child={child}
      notSavedReason={notSavedReason}
      pickerSearch={childId ? { childId } : {}}
      onPlayAgain={() => setRound((value) => value + 1)}
    />
  )
}
