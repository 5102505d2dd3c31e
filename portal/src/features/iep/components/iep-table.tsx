import type { IepDto, IepMonthDto } from '@app/iep/schema'
import { AlertTriangle, Clock } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatMonthYear } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { therapyName } from '../../../lib/therapy-types'
import { cn } from '../../../lib/utils'
import { monthPerformance } from '../iep-view'
import { iepMessages } from '../messages'

/** A month's review clock, in words and an icon (never colour alone). */
export function MonthReview({ review }: { review: IepMonthDto['review'] }) {
  const t = useMessages(iepMessages)
  if (!review) return null
  const isOverdue = review === 'feedback-overdue'
  const Icon = isOverdue ? AlertTriangle : Clock
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        isOverdue ? 'bg-red-50 text-red-800 ring-red-600/30' : 'bg-amber-50 text-amber-900 ring-amber-600/40',
      )}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {isOverdue ? t('iep.review.feedbackOverdue') : t('iep.review.performanceDue')}
    </span>
  )
}

/** What a month cell says before its buttons: the month, its review clock and how far it has got. */
function MonthSummary({ month, index }: { month: IepMonthDto; index: number }) {
  const t = useMessages(iepMessages)
  const performance = monthPerformance(month)
  const recorded = performance.filter((value) => typeof value === 'number').length
  return (
    <div className="grid gap-1">
      <p className="text-sm font-semibold text-slate-900">
        <span className="lg:sr-only">{t('iep.table.monthN', { n: index + 1 })}: </span>
        {formatMonthYear(month.month, month.year)}
      </p>
      <p className="line-clamp-2 text-sm break-words text-slate-700">{month.latest.target}</p>
      <p className="text-xs text-slate-600">
        {t('iep.table.progress', {
          recorded,
          goals: month.latest.goals.length,
          feedback: month.latest.doctorFeedback.trim() ? 'yes' : 'no',
        })}
      </p>
      <MonthReview review={month.review} />
    </div>
  )
}

/**
 * A child's IEPs, newest first: one row per plan with its therapy and start, a column per month (Month 1 to 3)
 * holding the actions the screen offers, and the plan's own actions. The rows are a table from 1024 px and
 * stacked cards below it; the roles are written out so the table stays a table to assistive technology whatever
 * the layout.
 */
export function IepTable({
  ieps,
  caption,
  monthActions,
  rowActions,
}: {
  ieps: IepDto[]
  caption: string
  monthActions?: (iep: IepDto, month: IepMonthDto) => ReactNode
  rowActions: (iep: IepDto) => ReactNode
}) {
  const t = useMessages(iepMessages)
  const cell = 'block px-4 py-3 lg:table-cell lg:align-top'
  return (
    <div
      role="table"
      aria-label={caption}
      className="block w-full text-start text-sm lg:table lg:rounded-xl lg:border lg:border-slate-200"
    >
      <div role="rowgroup" className="sr-only lg:not-sr-only lg:table-header-group lg:bg-slate-50">
        <div role="row" className="lg:table-row">
          {[
            t('iep.table.plan'),
            t('iep.table.monthN', { n: 1 }),
            t('iep.table.monthN', { n: 2 }),
            t('iep.table.monthN', { n: 3 }),
            t('iep.table.actions'),
          ].map((header) => (
            <span key={header} role="columnheader" className="px-4 py-3 font-semibold text-slate-700 lg:table-cell">
              {header}
            </span>
          ))}
        </div>
      </div>
      <div role="rowgroup" className="grid gap-4 lg:table-row-group lg:divide-y lg:divide-slate-200">
        {ieps.map((iep) => (
          <div
            key={iep._id}
            role="row"
            className="grid rounded-2xl border border-slate-200 bg-white shadow-sm lg:table-row lg:rounded-none lg:border-0 lg:shadow-none"
          >
            <div role="cell" className={cn(cell, 'border-b border-slate-100 lg:border-0')}>
              <p className="font-semibold break-words text-slate-900">{therapyName(iep.therapy)}</p>
              <p className="text-sm text-slate-600">
                {t('iep.table.starting', { start: formatMonthYear(iep.startingMonth, iep.startingYear) })}
              </p>
              <p className="text-xs text-slate-600">
                {t('iep.table.by', { doctor: iep.doctorId?.name ?? '—', therapist: iep.therapistName || '—' })}
              </p>
            </div>
            {iep.monthlyGoals.map((month, index) => (
              <div
                key={month.monthIndex}
                role="cell"
                className={cn(cell, 'border-b border-slate-100 lg:w-1/5 lg:border-0')}
              >
                <div className="grid gap-2">
                  <MonthSummary month={month} index={index} />
                  {monthActions ? <div className="flex flex-wrap gap-2">{monthActions(iep, month)}</div> : null}
                </div>
              </div>
            ))}
            <div role="cell" className={cell}>
              <div className="flex flex-wrap gap-2 lg:flex-col lg:items-stretch">{rowActions(iep)}</div>
            </div>
          </div>
        ))}
      </div>
    </div>
  )
}
