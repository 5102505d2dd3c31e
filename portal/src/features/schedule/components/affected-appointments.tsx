import type { AffectedAppointment } from '@app/schedule/schema'
import { Link } from '@tanstack/react-router'
import { ExternalLink, TriangleAlert } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { formatDay, formatSlotTime } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { scheduleMessages } from '../messages'
import { appointmentSearchOf } from '../schedule-view'

/**
 * The appointments a new holiday or leave falls on, said plainly, each with a link to it in the centre's list
 * (where it is moved or cancelled). Nothing was changed: they wait for the admin. The heading takes the focus
 * when the list appears, so a keyboard or screen-reader user lands on it.
 */
export function AffectedAppointments({
  kind,
  affected,
  doctorNames,
}: {
  kind: 'holiday' | 'leave'
  affected: readonly AffectedAppointment[]
  doctorNames: ReadonlyMap<string, string>
}) {
  const t = useMessages(scheduleMessages)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [affected])
  if (affected.length === 0) return null
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h3
        ref={heading}
        tabIndex={-1}
        className="flex items-start gap-2 font-semibold text-amber-950 focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
      >
        <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {t('schedule.affected.title', { kind })}
      </h3>
      <ul className="mt-3 grid gap-2">
        {affected.map((appointment) => {
          const day = formatDay(appointment.appointmentDate)
          const doctor = doctorNames.get(appointment.doctorId) ?? t('schedule.affected.unknownDoctor')
          return (
            <li
              key={appointment._id}
              className="flex flex-col gap-2 rounded-lg bg-white p-3 text-sm text-slate-800 sm:flex-row sm:items-center sm:justify-between"
            >
              <span>
                <span className="font-semibold">{appointment.childName}</span>
                {' · '}
                {t('schedule.affected.when', { day, time: formatSlotTime(appointment.appointmentTime) })}
                {' · '}
                {doctor}
                {' · '}
                {t('schedule.affected.status', { status: appointment.status })}
              </span>
              <Link
                to="/admindashboard/viewappointment"
                search={appointmentSearchOf(appointment)}
                aria-label={t('schedule.affected.openLabel', {
                  child: appointment.childName,
                  day,
                  time: formatSlotTime(appointment.appointmentTime),
                })}
                className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg border border-slate-300 px-3 font-medium text-teal-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none sm:self-auto"
              >
                <ExternalLink className="size-4" aria-hidden="true" />
                {t('schedule.affected.open')}
              </Link>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
