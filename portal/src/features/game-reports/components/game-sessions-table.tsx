import type { GameReportRow } from '@app/games/schema'
import { Loader2 } from 'lucide-react'
import { useState } from 'react'
import { DataTable, type DataColumn } from '../../../components/data-table'
import { LoadError } from '../../../components/layout/load-error'
import { Pagination } from '../../../components/pagination'
import { formatDateTime } from '../../../i18n/format'
import { useMessages, type Translate } from '../../../i18n/messages'
import { ApiError } from '../../../lib/api'
import { REPORT_PAGE_SIZES, useGameReports } from '../api/get-game-reports'
import { formatTimer } from '../game-report-format'
import { gameReportsMessages } from '../messages'

const loadFailedToast = (error: unknown) =>
  error instanceof ApiError && error.status === 404 ? undefined : gameReportsMessages.t('gameReports.loadFailed')

type Session = GameReportRow

const columns = (t: Translate<Parameters<typeof gameReportsMessages.t>[0]>): DataColumn<Session>[] => [
  {
    id: 'game',
    header: t('gameReports.sessions.game'),
    cell: (row) => (
      <>
        <span className="font-medium break-words text-slate-900">{row.name}</span>
        {row.place ? (
          <span className="block text-xs text-slate-600">{t('gameReports.sessions.place', { place: row.place })}</span>
        ) : null}
        {/* On a phone the date goes under the game, so the table fits without scrolling. */}
        <span className="block text-xs text-slate-600 sm:hidden">{formatDateTime(row.datePlayed)}</span>
      </>
    ),
  },
  { id: 'tries', header: t('gameReports.sessions.tries'), align: 'end', cell: (row) => row.tries },
  { id: 'timer', header: t('gameReports.sessions.timer'), align: 'end', cell: (row) => formatTimer(row.timer) },
  {
    id: 'status',
    header: t('gameReports.sessions.status'),
    cell: (row) => t('gameReports.sessions.statusValue', { status: row.status }),
  },
  {
    id: 'datePlayed',
    header: t('gameReports.sessions.datePlayed'),
    className: 'hidden sm:table-cell',
    cell: (row) => formatDateTime(row.datePlayed),
  },
]

/**
 * The product's Game Reports table: Game, Tries, Timer (seconds, two decimals), Status, Date Played, newest first,
 * in pages the server cuts (X-Total-Count).
 */
export function GameSessionsTable({ childId, childName }: { childId: string; childName: string }) {
  const t = useMessages(gameReportsMessages)
  const [page, setPage] = useState(1)
  const [limit, setLimit] = useState<number>(REPORT_PAGE_SIZES[0])
  const query = useGameReports({ childId, page, limit }, { errorToast: loadFailedToast })
  const total = query.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / limit))

  if (query.isError) {
    return query.error instanceof ApiError && query.error.status === 404 ? (
      <p role="alert" className="rounded-xl bg-slate-100 p-4 font-medium text-slate-800">
        {t('gameReports.childNotFound')}
      </p>
    ) : (
      <LoadError message={t('gameReports.loadFailed')} onRetry={() => void query.refetch()} />
    )
  }
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        {t('gameReports.sessions.loading')}
      </p>
    )
  }
  if (total === 0 && query.data.rows.length === 0) {
    return (
      <p className="rounded-xl bg-slate-100 p-6 text-center font-medium text-slate-800">
        {t('gameReports.sessions.empty')}
      </p>
    )
  }
  const first = (page - 1) * limit + 1
  const last = Math.min(total, first + query.data.rows.length - 1)
  return (
    <div className="grid gap-3">
      <DataTable
        caption={t('gameReports.sessions.caption', { name: childName })}
        columns={columns(t)}
        rows={query.data.rows}
        rowKey={(row, index) => `${row.datePlayed}-${row.gameId}-${index}`}
        rowClassName="align-top"
        isDimmed={query.isPlaceholderData}
        testId="game-reports-table"
      />
      <Pagination
        label={t('gameReports.sessions.pages')}
        page={page}
        pages={pages}
        onPageChange={setPage}
        pageSize={{ value: limit, options: REPORT_PAGE_SIZES, onChange: setLimit }}
        summary={<span aria-live="polite">{t('gameReports.sessions.showing', { first, last, total })}</span>}
      />
    </div>
  )
}
