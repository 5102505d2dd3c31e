import type { CalendarAppointment, CalendarDay, CentreCalendarDto } from '@app/appointments/schema'
import { clinicToday } from '@app/platform/clinic-time'
import { Link, useNavigate } from '@tanstack/react-router'
import { ChevronLeft, ChevronRight, Printer, Radio } from 'lucide-react'
import { useState } from 'react'
import { LoadError } from '../../../components/layout/load-error'
import { Button } from '../../../components/ui/button'
import { Input } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { useSession } from '../../../hooks/use-session'
import { usePageTitle } from '../../../hooks/use-page-title'
import { formatDay, formatSlotTime, formatWeekday } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { getStoredCentreId } from '../../../lib/session'
import { cn } from '../../../lib/utils'
import { useCentreCalendar } from '../api/calendar-api'
import { agendaOf, dayCounts, gridOf, rangeOf, stepDate, type CalendarViewMode } from '../calendar-view'
import { calendarMessages } from '../messages'
import { AppointmentCard } from './appointment-card'
import { AppointmentDialog } from './appointment-dialog'

/**
 * /admindashboard/calendar: the branch's day or week, a column per doctor (on a phone, a list per day), each
 * appointment one tap from its dialog. The route follows the centre's live events on the admin's one connection.
 */
export function CentreCalendarScreen({
  view,
  date,
  isLive,
}: {
  view?: CalendarViewMode
  date?: string
  /** Whether the centre's live events arrive (the route follows them: features/appointments' useCentreEvents). */
  isLive: boolean
}) {
  const t = useMessages(calendarMessages)
  usePageTitle(t('calendar.title'))
  const session = useSession()
  const centreId = session?.centreId ?? getStoredCentreId()
  const navigate = useNavigate()
  const mode: CalendarViewMode = view ?? 'day'
  const shown = date ?? clinicToday()
  const go = (next: { view?: CalendarViewMode; date?: string }) =>
    void navigate({ to: '/admindashboard/calendar', search: { view: next.view ?? mode, date: next.date ?? shown } })
  const calendar = useCentreCalendar(centreId, rangeOf(mode, shown))
  const [open, setOpen] = useState<CalendarAppointment | null>(null)

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-5 px-4 py-8 sm:px-6 lg:py-10">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('calendar.title')}</h1>
          {isLive ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900">
              <Radio className="size-3" aria-hidden="true" />
              {t('calendar.live')}
            </span>
          ) : null}
        </div>
        <p className="text-slate-600">{t('calendar.intro')}</p>
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <div
          role="group"
          aria-label={t('calendar.view.label')}
          className="inline-flex rounded-lg border border-slate-300 p-0.5"
        >
          {(['day', 'week'] as const).map((option) => (
            <Button
              key={option}
              type="button"
              size="sm"
              variant={mode === option ? 'default' : 'ghost'}
              aria-pressed={mode === option}
              onClick={() => go({ view: option })}
            >
              {option === 'day' ? t('calendar.view.day') : t('calendar.view.week')}
            </Button>
          ))}
        </div>
        <div className="flex items-center gap-1">
          <Button
            type="button"
            variant="outline"
            size="icon-sm"
            aria-label={t('calendar.previous', { mode })}
            onClick={() => go({ date: stepDate(mode, shown, -1) })}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => go({ date: clinicToday() })}>
            {t('calendar.today')}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon-sm"
            aria-label={t('calendar.next', { mode })}
            onClick={() => go({ date: stepDate(mode, shown, 1) })}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="calendar-date">{t('calendar.date')}</Label>
          <Input
            id="calendar-date"
            type="date"
            className="h-9 w-40"
            value={shown}
            onChange={(event) => {
              if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) go({ date: event.target.value })
            }}
          />
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to="/admindashboard/calendar/day-sheet" search={{ date: shown }}>
            <Printer aria-hidden="true" />
            {t('calendar.daySheet')}
          </Link>
        </Button>
      </div>

      {calendar.isError ? (
        <LoadError message={t('calendar.loadFailed')} onRetry={() => void calendar.refetch()} />
      ) : null}
      {calendar.isPending && centreId ? (
        <p role="status" className="text-slate-600">
          {t('calendar.loading')}
        </p>
      ) : null}
      {calendar.data ? (
        calendar.data.doctors.length === 0 ? (
          <p className="rounded-xl bg-slate-100 p-6 text-center text-slate-700">{t('calendar.noDoctors')}</p>
        ) : (
          <>
            <div className="hidden min-w-0 md:block">
              {mode === 'day' ? (
                calendar.data.days.map((day) => (
                  <DayGrid key={day.date} calendar={calendar.data} day={day} onOpen={setOpen} />
                ))
              ) : (
                <WeekGrid
                  calendar={calendar.data}
                  onOpen={setOpen}
                  onPickDay={(day) => go({ view: 'day', date: day })}
                />
              )}
            </div>
            <div className="grid gap-4 md:hidden">
              {calendar.data.days.map((day) => (
                <Agenda key={day.date} calendar={calendar.data} day={day} onOpen={setOpen} />
              ))}
            </div>
          </>
        )
      ) : null}

      {centreId && calendar.data ? (
        <AppointmentDialog
          appointment={open}
          centreId={centreId}
          doctors={calendar.data.doctors}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  )
}

function DayHeading({ day }: { day: CalendarDay }) {
  const t = useMessages(calendarMessages)
  const counts = dayCounts(day)
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <h2 className="text-lg font-semibold text-slate-900">
        {formatWeekday(day.date)}, {formatDay(day.date)}
      </h2>
      {day.open ? (
        <p className="text-sm text-slate-600">{t('calendar.counts', counts)}</p>
      ) : (
        <p className="rounded-md bg-slate-100 px-2 py-1 text-sm font-medium text-slate-800">{day.closedReason}</p>
      )}
    </div>
  )
}

/** One day: a row per time, a column per doctor. */
function DayGrid({
  calendar,
  day,
  onOpen,
}: {
  calendar: CentreCalendarDto
  day: CalendarDay
  onOpen: (appointment: CalendarAppointment) => void
}) {
  const t = useMessages(calendarMessages)
  const rows = gridOf(day)
  return (
    <section className="grid min-w-0 grid-cols-1 gap-3">
      <DayHeading day={day} />
      <div
        role="region"
        aria-label={formatDay(day.date)}
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
      >
        <table className="w-full min-w-max border-collapse text-sm">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="w-24 p-2 text-start font-semibold text-slate-700">
                {t('calendar.time')}
              </th>
              {calendar.doctors.map((doctor, index) => {
                const entry = day.doctors[index]
                return (
                  <th scope="col" key={doctor._id} className="min-w-44 p-2 text-start font-semibold text-slate-900">
                    {doctor.name}
                    {entry && !entry.working && entry.reason && day.open ? (
                      <span className="block text-xs font-normal text-slate-600">{entry.reason}</span>
                    ) : null}
                  </th>
                )
              })}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={calendar.doctors.length + 1} className="p-4 text-center text-slate-600">
                  {day.open ? t('calendar.noAppointments') : day.closedReason}
                </td>
              </tr>
            ) : null}
            {rows.map((row) => (
              <tr key={row.time} className="border-t border-slate-200 align-top">
                <th scope="row" className="p-2 text-start font-medium whitespace-nowrap text-slate-700 tabular-nums">
                  {formatSlotTime(row.time)}
                </th>
                {row.cells.map((cell) => (
                  <td key={cell.doctorId} className="p-1.5">
                    <div className="grid gap-1">
                      {cell.slots.map((slot, index) =>
                        slot.appointment ? (
                          <AppointmentCard key={slot.appointment._id} appointment={slot.appointment} onOpen={onOpen} />
                        ) : (
                          <span
                            key={`free-${index}`}
                            className={cn(
                              'rounded-md border border-dashed px-2 py-1.5 text-xs',
                              slot.bookable ? 'border-teal-300 text-teal-800' : 'border-slate-200 text-slate-500',
                            )}
                          >
                            {slot.bookable ? t('calendar.free') : t('calendar.passed')}
                          </span>
                        ),
                      )}
                    </div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

/** The week: a row per day, a column per doctor, each cell the doctor's appointments that day. */
function WeekGrid({
  calendar,
  onOpen,
  onPickDay,
}: {
  calendar: CentreCalendarDto
  onOpen: (appointment: CalendarAppointment) => void
  onPickDay: (date: string) => void
}) {
  const t = useMessages(calendarMessages)
  return (
    <div
      role="region"
      aria-label={t('calendar.view.week')}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
    >
      <table className="w-full min-w-max border-collapse text-sm">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="w-36 p-2 text-start font-semibold text-slate-700">
              {t('calendar.date')}
            </th>
            {calendar.doctors.map((doctor) => (
              <th scope="col" key={doctor._id} className="min-w-44 p-2 text-start font-semibold text-slate-900">
                {doctor.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendar.days.map((day) => (
            <tr key={day.date} className={cn('border-t border-slate-200 align-top', !day.open && 'bg-slate-50')}>
              <th scope="row" className="p-2 text-start font-medium text-slate-800">
                <Button
                  type="button"
                  variant="link"
                  className="h-auto p-0 text-start"
                  onClick={() => onPickDay(day.date)}
                >
                  {formatWeekday(day.date)}
                  <br />
                  {formatDay(day.date)}
                </Button>
                {!day.open ? (
                  <span className="block text-xs font-normal text-slate-600">{day.closedReason}</span>
                ) : null}
              </th>
              {day.doctors.map((entry) => {
                const taken = entry.slots.filter((slot) => slot.appointment)
                const free = entry.slots.filter((slot) => !slot.appointment && slot.bookable).length
                return (
                  <td key={entry.doctorId} className="p-1.5">
                    <div className="grid gap-1">
                      {taken.map((slot) =>
                        slot.appointment ? (
                          <AppointmentCard
                            key={slot.appointment._id}
                            appointment={slot.appointment}
                            onOpen={onOpen}
                            showTime
                          />
                        ) : null,
                      )}
                      {day.open && !entry.working && entry.reason ? (
                        <span className="text-xs text-slate-600">{entry.reason}</span>
                      ) : null}
                      {day.open && entry.working ? (
                        <span className="text-xs text-slate-600">
                          {t('calendar.counts', { booked: taken.length, free })}
                        </span>
                      ) : null}
                    </div>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** A phone's day: the appointments by time, each with its doctor. */
function Agenda({
  calendar,
  day,
  onOpen,
}: {
  calendar: CentreCalendarDto
  day: CalendarDay
  onOpen: (appointment: CalendarAppointment) => void
}) {
  const t = useMessages(calendarMessages)
  const entries = agendaOf(calendar, day)
  return (
    <section className="grid gap-2 rounded-xl border border-slate-200 p-3">
      <DayHeading day={day} />
      {entries.length === 0 ? <p className="text-sm text-slate-600">{t('calendar.noAppointments')}</p> : null}
      <ul className="grid gap-2">
        {entries.map((entry) => (
          <li key={entry.appointment._id}>
            <AppointmentCard appointment={entry.appointment} onOpen={onOpen} showTime showDoctor={entry.doctorName} />
          </li>
        ))}
      </ul>
    </section>
  )
}
