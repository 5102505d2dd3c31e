import type { AppointmentStatus } from '@app/appointments/schema'
import { useMessages } from '../../../i18n/messages'
import { cn } from '../../../lib/utils'
import { selectKey, toneOf, type StatusTone } from '../calendar-view'
import { calendarMessages } from '../messages'

const BADGE: Record<StatusTone, string> = {
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  green: 'bg-green-100 text-green-900 ring-green-300',
  blue: 'bg-sky-100 text-sky-900 ring-sky-300',
  slate: 'bg-slate-100 text-slate-800 ring-slate-300',
  orange: 'bg-orange-100 text-orange-900 ring-orange-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
}

/** The coloured edge of an appointment's card, matching its badge. */
export const EDGE: Record<StatusTone, string> = {
  yellow: 'border-s-yellow-500',
  green: 'border-s-green-600',
  blue: 'border-s-sky-600',
  slate: 'border-s-slate-500',
  orange: 'border-s-orange-600',
  red: 'border-s-red-600',
}

/** An appointment's status in colour and in words (never colour alone). */
export function CalendarStatusBadge({ status, className }: { status: AppointmentStatus; className?: string }) {
  const t = useMessages(calendarMessages)
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        BADGE[toneOf(status)],
        className,
      )}
    >
      {t('calendar.status', { status: selectKey(status) })}
    </span>
  )
}
