import { valibotResolver } from '@hookform/resolvers/valibot'
import type { AppointmentDto } from '@app/appointments/schema'
import { X } from 'lucide-react'
import { useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { FormDialog } from '../../../components/form-dialog'
import { FormField } from '../../../components/ui/form-field'
import { Textarea } from '../../../components/ui/textarea'
import { formatSlotTime } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { RejectReasonSchema } from '../api/manage-appointment'
import { formatAppointmentDate } from '../appointment-view'
import { appointmentsMessages } from '../messages'

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
  const t = useMessages(appointmentsMessages)
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
      title={t('appointments.reject.title')}
      description={
        appointment
          ? t('appointments.reject.description', {
              child: appointment.childId.name,
              date: formatAppointmentDate(appointment.appointmentDate),
              time: formatSlotTime(appointment.appointmentTime),
            })
          : undefined
      }
      onSubmit={handleSubmit(({ reason }) => {
        onConfirm(reason ?? '')
        reset()
      })}
      isSubmitting={isBusy}
      submitLabel={t('appointments.reject.confirm')}
      submitIcon={<X aria-hidden="true" />}
      submitVariant="destructive"
      cancelLabel={t('appointments.reject.cancel')}
    >
      <FormField
        label={t('appointments.reject.reason')}
        hint={t('appointments.reject.reasonHint')}
        error={errors.reason?.message}
      >
        {(props) => <Textarea {...props} rows={3} maxLength={REASON_MAX} {...register('reason')} />}
      </FormField>
    </FormDialog>
  )
}
