import { Loader2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { useGameProgress } from '../../../api/get-game-progress'
import { LoadError } from '../../../components/layout/load-error'
import { usePageTitle } from '../../../hooks/use-page-title'
import { useMessages } from '../../../i18n/messages'
import { ApiError } from '../../../lib/api'
import { gameReportsMessages } from '../messages'
import { GameProgressCard } from './game-progress-card'
import { GameSessionsTable } from './game-sessions-table'

/** The charts above the table; a child the caller may not read is said once, by the table. */
function ProgressSection({ childId }: { childId: string }) {
  const t = useMessages(gameReportsMessages)
  const query = useGameProgress(childId)
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return null
    return <LoadError message={t('gameReports.progress.loadFailed')} onRetry={() => void query.refetch()} />
  }
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        {t('gameReports.progress.loading')}
      </p>
    )
  }
  const played = query.data.filter((game) => game.days.length > 0)
  if (played.length === 0) return null
  return (
    <section aria-labelledby="game-progress-heading" className="grid gap-3">
      <div className="grid gap-1">
        <h2 id="game-progress-heading" className="text-xl font-semibold text-slate-900">
          {t('gameReports.progress.heading')}
        </h2>
        <p className="text-sm text-slate-600">{t('gameReports.progress.intro')}</p>
      </div>
      <ul className="grid gap-4">
        {played.map((game) => (
          <GameProgressCard key={game.gameId} progress={game} />
        ))}
      </ul>
    </section>
  )
}

/**
 * Game Reports of one child (/reports?childId= for the centre's admin and the assigned doctor and therapist,
 * /parentdashboard/reports?childId= for the parent): per game, the progress charts; below, every session.
 */
export function GameReportsScreen({
  childId,
  childName,
  back,
}: {
  childId: string
  childName: string | null
  back: ReactNode
}) {
  const t = useMessages(gameReportsMessages)
  usePageTitle(t('gameReports.title'))
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('gameReports.title')}</h1>
          {childName ? <p className="text-slate-700">{t('gameReports.child', { name: childName })}</p> : null}
        </div>
        {back}
      </div>
      <ProgressSection childId={childId} />
      <section aria-labelledby="game-sessions-heading" className="grid gap-3">
        <h2 id="game-sessions-heading" className="text-xl font-semibold text-slate-900">
          {t('gameReports.sessions.heading')}
        </h2>
        <GameSessionsTable childId={childId} childName={childName ?? ''} />
      </section>
    </div>
  )
}

/** The page's frame around the child picker (no child chosen yet). */
export function GameReportsPickerFrame({ children, back }: { children: ReactNode; back?: ReactNode }) {
  const t = useMessages(gameReportsMessages)
  usePageTitle(t('gameReports.title'))
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('gameReports.title')}</h1>
          <p className="text-slate-700">{t('gameReports.picker.intro')}</p>
        </div>
        {back}
      </div>
      {children}
    </div>
  )
}
