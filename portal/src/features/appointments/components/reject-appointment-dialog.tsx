import type { AppointmentDto } from '@app/appointments/schema'
import { Loader2, X } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { FormField } from '../../../components/ui/form-field'
import { Textarea } from '../../../components/ui/textarea'
import { formatAppointmentDate } from '../appointment-view'

/** Longest reason the server takes. */
const REASON_MAX = 500

/**
 * Asks before rejecting (a rejection e-mails the parent and frees the slot) and takes an optional
 * reason, which the parent's e-mail quotes. Open while `appointment` is set.
 */
export function RejectAppointmentDialog({
  appointment,
  isBusy,
  onCancel,
  onConfirm,
}: {
  appointment: AppointmentDto | null
  isBusy: boolean
  onCancel: () => void
  onConfirm: (reason: string) => void
}) {
  const [reason, setReason] = useState('')
  return (
    <Dialog
      isOpen={appointment !== null}
      onClose={() => {
        setReason('')
        onCancel()
      }}
      title="Reject Appointment"
      description={
        appointment
          ? `Reject the appointment of ${appointment.childId.name} on ${formatAppointmentDate(appointment.appointmentDate)} at ${appointment.appointmentTime}? The parent is told by e-mail.`
          : undefined
      }
    >
      <form
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault()
          onConfirm(reason.trim())
          setReason('')
        }}
      >
        <FormField label="Reason (optional)" hint="Included in the e-mail to the parent.">
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
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            type="button"
            variant="outline"
            disabled={isBusy}
            onClick={() => {
              setReason('')
              onCancel()
            }}
          >
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={isBusy}>
            {isBusy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <X aria-hidden="true" />}
            Reject Appointment
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
