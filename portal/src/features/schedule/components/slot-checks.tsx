import { SLOT_TIMES } from '@app/appointments/slots'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { formatSlotTime } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { localizeServerMessage } from '../../../i18n/server-messages'
import { scheduleMessages } from '../messages'

/**
 * The eight slots of one day as a checkbox group (react-hook-form keeps the ticked ones as a list). Each box is
 * named with its day and time ("Monday 10:30 AM"), so a screen reader or a voice command can tell the days' boxes
 * apart; each is a tap target as big as a button: two columns on a phone, four from 24rem of room, eight from 48rem
 * (a container query, so an open side menu counts).
 */
export function SlotChecks({
  dayLabel,
  field,
  error,
  errorId,
  legend,
}: {
  /** The day the slots belong to ("Monday", "26 Jan 2027"), said with each time. */
  dayLabel: string
  field: UseFormRegisterReturn
  error?: string
  errorId: string
  /** The group's visible name; the day's own heading names it otherwise. */
  legend?: string
}) {
  const t = useMessages(scheduleMessages)
  return (
    <fieldset className="@container min-w-0" aria-describedby={error ? errorId : undefined}>
      <legend className={legend ? 'mb-2 text-sm font-medium text-slate-800' : 'sr-only'}>
        {legend ?? t('schedule.slots.legend', { day: dayLabel })}
      </legend>
      <div className="grid grid-cols-2 gap-2 @sm:grid-cols-4 @3xl:grid-cols-8">
        {SLOT_TIMES.map((slot) => (
          <label
            key={slot}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm whitespace-nowrap text-slate-800 has-checked:border-teal-600 has-checked:bg-teal-50 has-checked:text-teal-900 has-focus-visible:ring-2 has-focus-visible:ring-teal-600"
          >
            <input
              type="checkbox"
              value={slot}
              aria-label={t('schedule.slots.slot', { day: dayLabel, time: formatSlotTime(slot) })}
              className="size-4 accent-teal-700"
              {...field}
            />
            {formatSlotTime(slot)}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
          {localizeServerMessage(error)}
        </p>
      ) : null}
    </fieldset>
  )
}
