import { Loader2 } from 'lucide-react'
import { useState } from 'react'
import { DataTable } from '../../../components/data-table'
import { formatDay, formatNumber } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { useEnquiryStats } from '../api/get-stats'
import { enquiriesMessages } from '../messages'

/** The centre's figures for the last 12 weeks, folded away until asked for (loaded when opened). */
export function EnquiryStatsPanel({ centreId }: { centreId: string }) {
  const t = useMessages(enquiriesMessages)
  const [isOpen, setIsOpen] = useState(false)
  const stats = useEnquiryStats(centreId, isOpen)
  return (
    <details
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
      onToggle={(event) => setIsOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer rounded-2xl p-4 font-medium text-slate-900 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none">
        {t('enquiries.stats.title')}
      </summary>
      <div className="grid gap-4 border-t border-slate-200 p-4">
        {stats.isFetching && !stats.data ? (
          <p role="status" className="flex items-center gap-2 text-slate-600">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            {t('enquiries.loading')}
          </p>
        ) : null}
        {stats.isError ? <p className="text-red-700">{t('enquiries.fetchFailed')}</p> : null}
        {stats.data ? (
          <>
            <dl className="grid gap-3 sm:grid-cols-3">
              <div className="rounded-xl bg-slate-50 p-3">
                <dt className="text-sm text-slate-600">{t('enquiries.stats.total')}</dt>
                <dd className="text-2xl font-semibold text-slate-900">{formatNumber(stats.data.total)}</dd>
              </div>
              <div className="rounded-xl bg-slate-50 p-3">
                <dt className="text-sm text-slate-600">{t('enquiries.stats.booked')}</dt>
                <dd className="text-2xl font-semibold text-slate-900">{formatNumber(stats.data.booked)}</dd>
              </div>
              <div className="rounded-xl bg-slate-50 p-3">
                <dt className="text-sm text-slate-600">{t('enquiries.stats.firstContact')}</dt>
                <dd className="text-2xl font-semibold text-slate-900">
                  {stats.data.medianHoursToFirstContact === null
                    ? t('enquiries.stats.noContactYet')
                    : t('enquiries.stats.hours', { hours: Math.round(stats.data.medianHoursToFirstContact * 10) / 10 })}
                </dd>
              </div>
            </dl>
            <DataTable
              caption={t('enquiries.stats.perWeek')}
              isCaptionShown
              density="plain"
              tableClassName="max-w-md"
              rows={stats.data.weeks}
              rowKey={(week) => week.week}
              columns={[
                {
                  id: 'week',
                  header: t('enquiries.stats.week'),
                  cell: (week) => t('enquiries.stats.weekOf', { day: formatDay(week.week) }),
                },
                {
                  id: 'count',
                  header: t('enquiries.stats.count'),
                  align: 'end',
                  cell: (week) => formatNumber(week.count),
                },
              ]}
            />
          </>
        ) : null}
      </div>
    </details>
  )
}
