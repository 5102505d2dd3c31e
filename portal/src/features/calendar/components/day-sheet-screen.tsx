import type { ReactNode } from 'react'
import { clinicToday } from '@app/platform/clinic-time'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, Printer } from 'lucide-react'
import { LoadError } from '../../../components/layout/load-error'
import { Button } from '../../../components/ui/button'
import { useSession } from '../../../hooks/use-session'
import { usePageTitle } from '../../../hooks/use-page-title'
import { formatDay, formatSlotTime } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { consultationName } from '../../../lib/consultation-types'
import { getStoredCentreId } from '../../../lib/session'
import { useCentreCalendar } from '../api/calendar-api'
import { agendaOf, selectKey } from '../calendar-view'
import { calendarMessages } from '../messages'

/**
 * /admindashboard/calendar/day-sheet?date=: reception's list for a day, by time and doctor, made for paper
 * (the print styles hide the portal's frame and the buttons).
 */
export function DaySheetScreen({
  date,
  extraColumn,
}: {
  date?: string
  /** A column another feature adds, composed by the route (the reminders' marks). */
  extraColumn?: { header: string; cell: (appointmentId: string) => ReactNode }
}) {
  const t = useMessages(calendarMessages)
  usePageTitle(t('calendar.sheet.title'))
  const session = useSession()
  const centreId = session?.centreId ?? getStoredCentreId()
  const day = date ?? clinicToday()
  const calendar = useCentreCalendar(centreId, { from: day, to: day })
  const shown = calendar.data?.days[0]
  const entries = calendar.data && shown ? agendaOf(calendar.data, shown) : []

  return (
    <div className="day-sheet mx-auto grid w-full max-w-5xl gap-4 px-4 py-8 sm:px-6 print:max-w-none print:p-0">
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button asChild variant="outline" size="sm">
          <Link to="/admindashboard/calendar" search={{ view: 'day', date: day }}>
            <ArrowLeft aria-hidden="true" />
            {t('calendar.sheet.back')}
          </Link>
        </Button>
        <Button type="button" size="sm" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          {t('calendar.sheet.print')}
        </Button>
      </div>
      <h1 className="text-2xl font-bold text-slate-900 print:text-xl">
        {t('calendar.sheet.heading', { date: formatDay(day) })}
      </h1>
      {calendar.isError ? (
        <LoadError message={t('calendar.loadFailed')} onRetry={() => void calendar.refetch()} />
      ) : null}
      {calendar.isPending && centreId ? (
        <p role="status" className="text-slate-600">
          {t('calendar.loading')}
        </p>
      ) : null}
      {/* The reason says it all: "Closed: Sunday", "Closed: Republic Day". */}
      {shown && !shown.open ? (
        <p className="font-medium text-slate-800">{t('calendar.sheet.closed', { reason: shown.closedReason ?? '' })}</p>
      ) : null}
      {shown && entries.length === 0 ? <p className="text-slate-700">{t('calendar.sheet.none')}</p> : null}
      {entries.length > 0 ? (
        // On a phone a card per appointment, every field in view (the seven columns would scroll sideways, the
        // reminders' last); from 640 px and on paper the table.
        <ol className="grid gap-3 sm:hidden print:hidden" aria-label={t('calendar.sheet.title')}>
          {entries.map((entry) => (
            <li key={entry.appointment._id} className="rounded-lg border border-slate-300 bg-white p-3">
              <p className="font-semibold text-slate-900">
                <span className="tabular-nums">{formatSlotTime(entry.time)}</span> · {entry.appointment.child.name}
              </p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-600">{t('calendar.sheet.doctor')}</dt>
                <dd className="text-slate-900">{entry.doctorName}</dd>
                <dt className="text-slate-600">{t('calendar.sheet.parent')}</dt>
                <dd className="text-slate-900">{entry.appointment.parentName}</dd>
                <dt className="text-slate-600">{t('calendar.sheet.type')}</dt>
                <dd className="text-slate-900">{consultationName(entry.appointment.consultationType)}</dd>
                <dt className="text-slate-600">{t('calendar.sheet.status')}</dt>
                <dd className="text-slate-900">
                  {t('calendar.status', { status: selectKey(entry.appointment.status) })}
                </dd>
                {extraColumn ? (
                  <>
                    <dt className="text-slate-600">{extraColumn.header}</dt>
                    <dd className="text-slate-900">{extraColumn.cell(entry.appointment._id)}</dd>
                  </>
                ) : null}
              </dl>
            </li>
          ))}
        </ol>
      ) : null}
      {entries.length > 0 ? (
        <div
          className="hidden overflow-x-auto sm:block print:block print:overflow-visible"
          role="region"
          aria-label={t('calendar.sheet.title')}
          tabIndex={0}
        >
          <table className="w-full border-collapse text-sm print:text-xs">
            <thead>
              <tr className="border-b-2 border-slate-800 text-start">
                <th scope="col" className="p-2">
                  {t('calendar.time')}
                </th>
                <th scope="col" className="p-2">
                  {t('calendar.sheet.doctor')}
                </th>
                <th scope="col" className="p-2">
                  {t('calendar.sheet.child')}
                </th>
                <th scope="col" className="p-2">
                  {t('calendar.sheet.parent')}
                </th>
                <th scope="col" className="p-2">
                  {t('calendar.sheet.type')}
                </th>
                <th scope="col" className="p-2">
                  {t('calendar.sheet.status')}
                </th>
                {extraColumn ? (
                  <th scope="col" className="p-2">
                    {extraColumn.header}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.appointment._id} className="border-b border-slate-300 [break-inside:avoid]">
                  <td className="p-2 whitespace-nowrap tabular-nums">{formatSlotTime(entry.time)}</td>
                  <td className="p-2">{entry.doctorName}</td>
                  <td className="p-2 font-medium">{entry.appointment.child.name}</td>
                  <td className="p-2">{entry.appointment.parentName}</td>
                  <td className="p-2">{consultationName(entry.appointment.consultationType)}</td>
                  <td className="p-2">{t('calendar.status', { status: selectKey(entry.appointment.status) })}</td>
                  {extraColumn ? <td className="p-2">{extraColumn.cell(entry.appointment._id)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  )
}
