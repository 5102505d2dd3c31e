import type { CalendarAppointment } from '@app/appointments/schema'
import { addDays, clinicToday } from '@app/platform/clinic-time'
import { Link } from '@tanstack/react-router'
import { CalendarCheck, ClipboardList, FileBarChart, Radio } from 'lucide-react'
import { LoadError } from '../../../components/layout/load-error'
import { Button } from '../../../components/ui/button'
import { usePageTitle } from '../../../hooks/use-page-title'
import { formatDay, formatSlotTime } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { consultationName } from '../../../lib/consultation-types'
import { RichMessage } from '../../../i18n/rich-message'
import { toneOf } from '../calendar-view'
import { byDay } from '../calendar-view'
import { useOwnSchedule } from '../api/calendar-api'
import { calendarMessages } from '../messages'
import { useScheduleEvents } from '../use-schedule-events'
import { CalendarStatusBadge, EDGE } from './calendar-status'
import { cn } from '../../../lib/utils'

/** How many days from today a schedule shows. */
const SCHEDULE_DAYS = 14

const hidden = <span className="sr-only" />

/**
 * /doctordashboard/schedule and /therapistdashboard/schedule: today and the coming two weeks, each appointment
 * with the child's IEP and reports one tap away. A doctor's follows the live changes of their appointments.
 */
export function OwnScheduleScreen({ role }: { role: 'doctor' | 'therapist' }) {
  const t = useMessages(calendarMessages)
  usePageTitle(t('calendar.schedule.title'))
  const today = clinicToday()
  const range = { from: today, to: addDays(today, SCHEDULE_DAYS - 1) }
  const schedule = useOwnSchedule(role, range)
  const { isLive } = useScheduleEvents()
  const days = schedule.data ? byDay(range.from, range.to, schedule.data.appointments) : []

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-5 px-4 py-8 sm:px-6 lg:py-10">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('calendar.schedule.title')}
          </h1>
          {isLive && role === 'doctor' ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900">
              <Radio className="size-3" aria-hidden="true" />
              {t('calendar.live')}
            </span>
          ) : null}
        </div>
        <p className="text-slate-600">
          {role === 'doctor' ? t('calendar.schedule.intro.doctor') : t('calendar.schedule.intro.therapist')}
        </p>
        {role === 'doctor' ? (
          <Button asChild variant="link" className="justify-self-start px-0">
            <Link to="/doctordashboard/viewappointment">
              <CalendarCheck aria-hidden="true" />
              {t('calendar.schedule.completedList')}
            </Link>
          </Button>
        ) : null}
      </div>
      {schedule.isError ? (
        <LoadError message={t('calendar.schedule.loadFailed')} onRetry={() => void schedule.refetch()} />
      ) : null}
      {schedule.isPending ? (
        <p role="status" className="text-slate-600">
          {t('calendar.loading')}
        </p>
      ) : null}
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`} className="grid gap-2">
          <h2 id={`day-${day.date}`} className="text-lg font-semibold text-slate-900">
            {day.date === today ? `${t('calendar.schedule.today')}, ` : ''}
            {formatDay(day.date)}
          </h2>
          {day.appointments.length === 0 ? (
            <p className="text-sm text-slate-600">{t('calendar.schedule.empty')}</p>
          ) : (
            <ul className="grid gap-2">
              {day.appointments.map((appointment) => (
                <ScheduleEntry key={appointment._id} appointment={appointment} role={role} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  )
}

function ScheduleEntry({ appointment, role }: { appointment: CalendarAppointment; role: 'doctor' | 'therapist' }) {
  const t = useMessages(calendarMessages)
  const name = appointment.child.name
  return (
    <li
      className={cn(
        'grid gap-2 rounded-lg border border-s-4 border-slate-200 bg-white p-3 shadow-sm sm:grid-cols-[6rem_1fr_auto] sm:items-center',
        EDGE[toneOf(appointment.status)],
      )}
    >
      <span className="font-semibold text-slate-900 tabular-nums">{formatSlotTime(appointment.appointmentTime)}</span>
      <div className="grid gap-1">
        <span className="font-semibold break-words text-slate-900">{name}</span>
        <span className="text-sm text-slate-600">
          {consultationName(appointment.consultationType)}
          {role === 'therapist' && appointment.doctor
            ? `, ${t('calendar.schedule.withDoctor', { doctor: appointment.doctor.name })}`
            : ''}
        </span>
        <CalendarStatusBadge status={appointment.status} className="justify-self-start" />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link
            to={role === 'doctor' ? '/doctordashboard/iepdoctor' : '/therapistdashboard/iep'}
            search={{ childId: appointment.child._id }}
          >
            <ClipboardList aria-hidden="true" />
            <RichMessage
              messages={calendarMessages}
              id="calendar.schedule.iep"
              values={{ name }}
              components={{ 0: hidden }}
            />
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to="/reports" search={{ childId: appointment.child._id }}>
            <FileBarChart aria-hidden="true" />
            <RichMessage
              messages={calendarMessages}
              id="calendar.schedule.reports"
              values={{ name }}
              components={{ 0: hidden }}
            />
          </Link>
        </Button>
      </div>
    </li>
  )
}
