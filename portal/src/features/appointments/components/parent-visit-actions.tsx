import type { AppointmentDto } from '@app/appointments/schema'
import { isSlotInFuture } from '@app/appointments/slots'
import { clinicToday } from '@app/platform/clinic-time'
import { Ban, CalendarClock, Loader2 } from 'lucide-react'
import { useState } from 'react'
import { FormDialog } from '../../../components/form-dialog'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { NewDayField } from '../../../components/new-day-field'
import { Textarea } from '../../../components/ui/textarea'
import { toast } from '../../../hooks/use-toast'
import { formatSlotTime } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { localizeServerMessage } from '../../../i18n/server-messages'
import { serverMessage } from '../../../lib/api-errors'
import { TimeSlotPicker } from '../../../components/time-slot-picker'
import { useBookedSlots } from '../../../hooks/use-booked-slots'
import { useCancellationQuote, useOwnAppointmentChange } from '../api/parent-changes'
import { formatAppointmentDate } from '../appointment-view'
import { appointmentsMessages } from '../messages'

/** Longest reason the server takes. */
const REASON_MAX = 500

export type OwnChangeKind = 'cancel' | 'move'

/** Whether a parent may still try to change this appointment: pending or approved, and not yet begun. */
export function isChangeable(
  appointment: Pick<AppointmentDto, 'status' | 'appointmentDate' | 'appointmentTime'>,
  now = new Date(),
) {
  return (
    (appointment.status === 'pending' || appointment.status === 'approved') &&
    isSlotInFuture(appointment.appointmentDate, appointment.appointmentTime, now)
  )
}

/**
 * A parent's Cancel (Withdraw, for a request) and Reschedule buttons for one of their appointments, with the
 * dialogs they open (decision 056). `opened` opens one at once (a link from the home screen).
 */
export function ParentVisitActions({
  appointment,
  opened = null,
  onClosed,
}: {
  appointment: AppointmentDto
  opened?: OwnChangeKind | null
  onClosed?: () => void
}) {
  const t = useMessages(appointmentsMessages)
  const [open, setOpen] = useState<OwnChangeKind | null>(opened)
  if (!isChangeable(appointment)) return null
  const close = () => {
    setOpen(null)
    onClosed?.()
  }
  const pending = appointment.status === 'pending'
  const what = {
    child: appointment.childId.name,
    date: formatAppointmentDate(appointment.appointmentDate),
    time: formatSlotTime(appointment.appointmentTime),
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={t(pending ? 'appointments.own.withdrawFor' : 'appointments.own.cancelFor', what)}
        onClick={() => setOpen('cancel')}
      >
        <Ban aria-hidden="true" />
        {t(pending ? 'appointments.own.withdraw' : 'appointments.own.cancel')}
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={t('appointments.own.rescheduleFor', what)}
        onClick={() => setOpen('move')}
      >
        <CalendarClock aria-hidden="true" />
        {t('appointments.own.reschedule')}
      </Button>
      {open === 'cancel' ? <CancelOwnDialog appointment={appointment} onClose={close} /> : null}
      {open === 'move' ? <MoveOwnDialog appointment={appointment} onClose={close} /> : null}
    </div>
  )
}

/** The quote in money (or why it can no longer be changed online), an optional reason, then the cancellation. */
function CancelOwnDialog({ appointment, onClose }: { appointment: AppointmentDto; onClose: () => void }) {
  const t = useMessages(appointmentsMessages)
  const quote = useCancellationQuote(appointment._id)
  const change = useOwnAppointmentChange()
  const [reason, setReason] = useState('')
  const pending = appointment.status === 'pending'
  const refused = quote.data && !quote.data.allowed ? quote.data.reason : null
  const quoteFailed = quote.isError ? (serverMessage(quote.error) ?? t('appointments.own.quoteFailed')) : null
  return (
    <FormDialog
      isOpen
      onClose={onClose}
      title={t(pending ? 'appointments.own.withdrawTitle' : 'appointments.own.cancelTitle', {
        child: appointment.childId.name,
      })}
      description={t('appointments.own.when', {
        date: formatAppointmentDate(appointment.appointmentDate),
        time: formatSlotTime(appointment.appointmentTime),
        doctor: appointment.doctorId?.name ?? '—',
      })}
      onSubmit={(event) => {
        event.preventDefault()
        if (!quote.data?.allowed) return
        // mutateAsync, not mutate's callbacks: the list refreshes before they would run, and once the row is
        // cancelled its buttons (and this dialog) are gone, which would drop a callback tied to them.
        change
          .mutateAsync({ action: 'cancel', appointmentId: appointment._id, reason: reason.trim() })
          .then(() => {
            toast({
              title: t(pending ? 'appointments.own.withdrawn' : 'appointments.own.cancelled'),
              variant: 'success',
            })
            onClose()
          })
          .catch(() => {}) // shown in the dialog from change.error
      }}
      isSubmitting={change.isPending}
      submitLabel={t(pending ? 'appointments.own.withdrawConfirm' : 'appointments.own.cancelConfirm')}
      submitIcon={<Ban aria-hidden="true" />}
      submitVariant="destructive"
      cancelLabel={t('appointments.own.keep')}
      error={
        change.isError
          ? localizeServerMessage(serverMessage(change.error) ?? t('appointments.own.failed'))
          : refused
            ? localizeServerMessage(refused)
            : quoteFailed
      }
    >
      {quote.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-700" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          {t('appointments.own.quoteLoading')}
        </p>
      ) : quote.data?.allowed ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900" role="status">
          {/* The server's own words for the refund (refundMessage), as the mail and the Terms page say it. */}
          {pending ? t('appointments.own.withdrawCosts') : localizeServerMessage(quote.data.message)}
        </p>
      ) : null}
      {quote.data?.allowed ? (
        <FormField label={t('appointments.own.reason')}>
          {(props) => (
            <Textarea
              {...props}
              rows={3}
              maxLength={REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </FormField>
      ) : null}
    </FormDialog>
  )
}

/** A new day and one of the same doctor's open slots that day (the schedule says which, or why none). */
function MoveOwnDialog({ appointment, onClose }: { appointment: AppointmentDto; onClose: () => void }) {
  const t = useMessages(appointmentsMessages)
  const quote = useCancellationQuote(appointment._id)
  const change = useOwnAppointmentChange()
  const today = clinicToday()
  const [date, setDate] = useState(appointment.appointmentDate < today ? today : appointment.appointmentDate)
  const [time, setTime] = useState('')
  const [missing, setMissing] = useState(false)
  const doctorId = appointment.doctorId?._id ?? ''
  // The appointment's own slot shows as booked (by itself): it is not a place to move to.
  const slots = useBookedSlots(doctorId, date)
  const refused = quote.data && !quote.data.allowed ? quote.data.reason : null
  return (
    <FormDialog
      isOpen
      onClose={onClose}
      title={t('appointments.own.moveTitle', { child: appointment.childId.name })}
      description={t('appointments.own.moveDescription', {
        date: formatAppointmentDate(appointment.appointmentDate),
        time: formatSlotTime(appointment.appointmentTime),
        doctor: appointment.doctorId?.name ?? '—',
      })}
      onSubmit={(event) => {
        event.preventDefault()
        if (refused) return
        if (!time) {
          setMissing(true)
          return
        }
        change
          .mutateAsync({ action: 'move', appointmentId: appointment._id, appointmentDate: date, time })
          .then(() => {
            toast({
              title: t('appointments.own.moved', { date: formatAppointmentDate(date), time: formatSlotTime(time) }),
              variant: 'success',
            })
            onClose()
          })
          .catch(() => slots.reload()) // the error is shown in the dialog; the slots may have changed
      }}
      isSubmitting={change.isPending}
      submitLabel={t('appointments.own.moveConfirm')}
      submitIcon={<CalendarClock aria-hidden="true" />}
      cancelLabel={t('appointments.own.keepTime')}
      error={
        change.isError
          ? localizeServerMessage(serverMessage(change.error) ?? t('appointments.own.failed'))
          : refused
            ? localizeServerMessage(refused)
            : null
      }
    >
      {refused ? null : (
        <>
          <NewDayField
            label={t('appointments.own.newDate')}
            min={today}
            value={date}
            onChange={(day) => {
              setDate(day)
              setTime('')
            }}
          />
          <TimeSlotPicker
            date={date}
            doctorId={doctorId}
            time={time}
            now={new Date()}
            slots={slots}
            error={missing ? t('appointments.own.chooseTime') : undefined}
            onChoose={(chosen) => {
              setTime(chosen)
              setMissing(false)
            }}
          />
          {appointment.status === 'approved' ? (
            <p className="text-sm text-slate-700">{t('appointments.own.staysConfirmed')}</p>
          ) : null}
        </>
      )}
    </FormDialog>
  )
}
