import { slotStates, type SlotPeriodId, type SlotState } from '@app/appointments/slots'
import { Loader2 } from 'lucide-react'
import { useId } from 'react'
import { cn } from '../lib/utils'
import type { BookedSlots } from '../hooks/use-booked-slots'
import { formatSlotTime } from '../i18n/format'
import { useMessages } from '../i18n/messages'
import { common } from '../lib/common-messages'
import { localizeServerMessage } from '../i18n/server-messages'

const REASONS = {
  booked: 'common.slots.booked',
  past: 'common.slots.past',
} as const satisfies Record<Exclude<SlotState, 'open'>, string>

/**
 * The time slots of the chosen period (or of the whole day) as radio buttons: held slots and, for today, slots at or before
 * the current time (clinic time zone) are disabled and say why.
 */
export function TimeSlotPicker({
  date,
  period,
  doctorId,
  time,
  now,
  slots,
  error,
  onChoose,
  className,
}: {
  date: string
  /** The period whose slots are offered; every slot of the day when left out. */
  period?: SlotPeriodId
  doctorId: string
  time: string
  now: Date
  slots: BookedSlots
  error?: string
  onChoose: (time: string) => void
  className?: string
}) {
  const id = useId()
  const t = useMessages(common)
  const errorId = `${id}-error`
  const states = slots.booked ? slotStates({ date, bookedSlots: slots.booked, now, period }) : []
  const hasOpen = states.some((slot) => slot.state === 'open')

  return (
    <fieldset
      className={cn('grid content-start gap-2', className)}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 flex items-baseline gap-1 text-sm font-medium text-slate-800">
        {t('common.slots.legend')}
        <span aria-hidden="true" className="text-sm text-red-700">
          *
        </span>
      </legend>
      {!doctorId || !date ? (
        <p className="text-sm text-slate-600">{t('common.slots.chooseDoctorAndDate')}</p>
      ) : slots.closedReason ? (
        // A closed day cannot be booked: the picker says why instead of offering times (docs/product.md §5.2).
        <p className="text-sm font-medium text-slate-800" role="status">
          {localizeServerMessage(slots.closedReason)}
        </p>
      ) : slots.isLoading ? (
        <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          {t('common.slots.loading')}
        </p>
      ) : (
        <>
          <div className="flex flex-wrap gap-2">
            {states.map((slot) => {
              const isDisabled = slot.state !== 'open'
              const isChecked = time === slot.time
              return (
                <label
                  key={slot.time}
                  className={cn(
                    'relative flex min-w-28 cursor-pointer flex-col items-center rounded-lg border px-3 py-2 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-600/40',
                    isChecked
                      ? 'border-teal-700 bg-teal-700 text-white'
                      : 'border-slate-300 bg-white text-slate-900 hover:border-teal-600',
                    isDisabled &&
                      'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-500 hover:border-slate-200',
                  )}
                >
                  <input
                    type="radio"
                    name="time"
                    value={slot.time}
                    checked={isChecked}
                    disabled={isDisabled}
                    onChange={() => onChoose(slot.time)}
                    className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
                  />
                  <span className="font-medium">{formatSlotTime(slot.time)}</span>
                  {isDisabled ? <span className="text-xs">{t(REASONS[slot.state as 'booked' | 'past'])}</span> : null}
                </label>
              )
            })}
          </div>
          {!hasOpen ? <p className="text-sm text-slate-600">{t('common.slots.noneFree')}</p> : null}
        </>
      )}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {localizeServerMessage(error)}
        </p>
      ) : null}
    </fieldset>
  )
}
