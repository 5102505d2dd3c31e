// /games (the picker, anyone) and /games/play/<slug> (a game, anyone; results kept only for a signed-in
// therapist's or parent's child). Each game's code loads only when its play screen opens (registry.ts).
import { QueryClientProvider } from '@tanstack/react-query'
import { useParams, useSearch } from '@tanstack/react-router'
import { NotFoundPage } from '../../components/layout/not-found-page'
import { GamesPicker } from '../../features/games/components/games-picker'
import { isPlayableSlug, PlayScreen } from '../../features/games/components/play-screen'
import { queryClient } from '../../lib/query-client'
import { PublicFrame } from '../layouts/public-layout'

export function GamesPage() {
  const { childId } = useSearch({ strict: false }) as { childId?: string }
  return (
    <QueryClientProvider client={queryClient}>
      <GamesPicker childId={childId} />
    </QueryClientProvider>
  )
}

export function GamePlayPage() {
  const { slug = '' } = useParams({ strict: false }) as { slug?: string }
  const { gameId, childId } = useSearch({ strict: false }) as { gameId?: string; childId?: string }
  if (!isPlayableSlug(slug)) {
    return (
      <PublicFrame>
        <NotFoundPage />
      </PublicFrame>
    )
  }
  return (
    <QueryClientProvider client={queryClient}>
      <PlayScreen key={slug} slug={slug} gameId={gameId} childId={childId} />
    </QueryClientProvider>
  )
}
