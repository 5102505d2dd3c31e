import type { CalendarAppointment } from '@app/appointments/schema'
import { formatSlotTime } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { consultationName } from '../../../lib/consultation-types'
import { cn } from '../../../lib/utils'
import { selectKey, toneOf } from '../calendar-view'
import { calendarMessages } from '../messages'
import { CalendarStatusBadge, EDGE } from './calendar-status'

/** An appointment in a calendar: child, consultation type and status; a button that opens it. */
export function AppointmentCard({
  appointment,
  onOpen,
  showTime = false,
  showDoctor,
}: {
  appointment: CalendarAppointment
  onOpen: (appointment: CalendarAppointment) => void
  showTime?: boolean
  showDoctor?: string
}) {
  const t = useMessages(calendarMessages)
  const status = t('calendar.status', { status: selectKey(appointment.status) })
  return (
    <button
      type="button"
      onClick={() => onOpen(appointment)}
      aria-label={t('calendar.openAppointment', {
        time: formatSlotTime(appointment.appointmentTime),
        child: appointment.child.name,
        type: consultationName(appointment.consultationType),
        status,
        doctor: showDoctor ? `, ${showDoctor}` : '',
      })}
      className={cn(
        'grid w-full gap-1 rounded-md border border-s-4 border-slate-200 bg-white p-2 text-start text-sm shadow-sm hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none',
        EDGE[toneOf(appointment.status)],
      )}
    >
      <span className="font-semibold break-words text-slate-900">
        {/* A space between the time and the name, outside both: axe (and a speech user) then read the button's
            text as its name says ("4:30 PM Aditya Rao"), not "4:30 PMAditya Rao". */}
        {showTime ? (
          <>
            <span className="tabular-nums">{formatSlotTime(appointment.appointmentTime)}</span>{' '}
          </>
        ) : null}
        {appointment.child.name}
      </span>
      {/* Spaces between the parts: JSX drops the line breaks, and the button's text must read as its name. */}{' '}
      <span className="text-xs break-words text-slate-600">{consultationName(appointment.consultationType)}</span>{' '}
      <CalendarStatusBadge status={appointment.status} className="justify-self-start" />
      {showDoctor ? (
        <>
          {' '}
          <span className="text-xs text-slate-600">{showDoctor}</span>
        </>
      ) : null}
    </button>
  )
}
