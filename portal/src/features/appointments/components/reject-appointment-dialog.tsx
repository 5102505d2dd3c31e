import { valibotResolver } from '@hookform/resolvers/valibot'
import type { AppointmentDto } from '@app/appointments/schema'
import { X } from 'lucide-react'
import { useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { FormDialog } from '../../../components/form-dialog'
import { FormField } from '../../../components/ui/form-field'
import { Textarea } from '../../../components/ui/textarea'
import { RejectReasonSchema } from '../api/manage-appointment'
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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<v.InferInput<typeof RejectReasonSchema>, unknown, v.InferOutput<typeof RejectReasonSchema>>({
    resolver: valibotResolver(RejectReasonSchema),
    defaultValues: { reason: '' },
  })
  // The next rejection starts with an empty reason, whether this one was sent or cancelled.
  const cancel = () => {
    reset()
    onCancel()
  }
  return (
    <FormDialog
      isOpen={appointment !== null}
      onClose={cancel}
      title="Reject Appointment"
      description={
        appointment
          ? `Reject the appointment of ${appointment.childId.name} on ${formatAppointmentDate(appointment.appointmentDate)} at ${appointment.appointmentTime}? The parent is told by e-mail.`
          : undefined
      }
      onSubmit={handleSubmit(({ reason }) => {
        onConfirm(reason ?? '')
        reset()
      })}
      isSubmitting={isBusy}
      submitLabel="Reject Appointment"
      submitIcon={<X aria-hidden="true" />}
      submitVariant="destructive"
      cancelLabel="Cancel"
    >
      <FormField label="Reason (optional)" hint="Included in the e-mail to the parent." error={errors.reason?.message}>
        {(props) => <Textarea {...props} rows={3} maxLength={REASON_MAX} {...register('reason')} />}
      </FormField>
    </FormDialog>
  )
}
