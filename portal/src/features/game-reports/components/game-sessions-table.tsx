import { ChevronLeft, ChevronRight, Loader2 } from 'lucide-react'
import { useState } from 'react'
import { LoadError } from '../../../components/layout/load-error'
import { Button } from '../../../components/ui/button'
import { Label } from '../../../components/ui/label'
import { Select } from '../../../components/ui/select'
import { formatDateTime } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { ApiError } from '../../../lib/api'
import { REPORT_PAGE_SIZES, useGameReports } from '../api/get-game-reports'
import { formatTimer } from '../game-report-format'
import { gameReportsMessages } from '../messages'

const loadFailedToast = (error: unknown) =>
  error instanceof ApiError && error.status === 404 ? undefined : gameReportsMessages.t('gameReports.loadFailed')

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
      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full text-left text-sm" data-testid="game-reports-table">
          <caption className="sr-only">{t('gameReports.sessions.caption', { name: childName })}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
                {t('gameReports.sessions.game')}
              </th>
              <th scope="col" className="px-3 py-3 text-right font-semibold whitespace-nowrap sm:px-4">
                {t('gameReports.sessions.tries')}
              </th>
              <th scope="col" className="px-3 py-3 text-right font-semibold whitespace-nowrap sm:px-4">
                {t('gameReports.sessions.timer')}
              </th>
              <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
                {t('gameReports.sessions.status')}
              </th>
              <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                {t('gameReports.sessions.datePlayed')}
              </th>
            </tr>
          </thead>
          <tbody
            className={query.isPlaceholderData ? 'divide-y divide-slate-200 opacity-60' : 'divide-y divide-slate-200'}
          >
            {query.data.rows.map((row, index) => (
              <tr key={`${row.datePlayed}-${row.gameId}-${index}`}>
                <td className="px-3 py-3 align-top sm:px-4">
                  <span className="font-medium break-words text-slate-900">{row.name}</span>
                  {row.place ? (
                    <span className="block text-xs text-slate-600">
                      {t('gameReports.sessions.place', { place: row.place })}
                    </span>
                  ) : null}
                  {/* On a phone the date goes under the game, so the table fits without scrolling. */}
                  <span className="block text-xs text-slate-600 sm:hidden">{formatDateTime(row.datePlayed)}</span>
                </td>
                <td className="px-3 py-3 text-right align-top tabular-nums sm:px-4">{row.tries}</td>
                <td className="px-3 py-3 text-right align-top tabular-nums sm:px-4">{formatTimer(row.timer)}</td>
                <td className="px-3 py-3 align-top sm:px-4">
                  {t('gameReports.sessions.statusValue', { status: row.status })}
                </td>
                <td className="hidden px-4 py-3 align-top sm:table-cell">{formatDateTime(row.datePlayed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav
        aria-label={t('gameReports.sessions.pages')}
        className="flex flex-col items-center justify-between gap-3 sm:flex-row"
      >
        <div className="flex items-center gap-2">
          <Label htmlFor={`game-reports-size-${childId}`} className="text-sm whitespace-nowrap text-slate-700">
            {t('gameReports.sessions.rowsPerPage')}
          </Label>
          <Select
            id={`game-reports-size-${childId}`}
            className="w-20"
            value={limit}
            onChange={(event) => {
              setLimit(Number(event.target.value))
              setPage(1)
            }}
          >
            {REPORT_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        </div>
        <p className="text-sm text-slate-600" aria-live="polite">
          {t('gameReports.sessions.showing', { first, last, total })}
        </p>
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <ChevronLeft aria-hidden="true" />
            {t('gameReports.sessions.previous')}
          </Button>
          <span className="text-sm text-slate-700">{t('gameReports.sessions.page', { page, pages })}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('gameReports.sessions.next')}
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </nav>
    </div>
  )
}
