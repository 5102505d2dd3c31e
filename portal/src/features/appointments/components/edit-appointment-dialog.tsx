import { valibotResolver } from '@hookform/resolvers/valibot'
import {
  lastBookableDay,
  UpdateAppointmentSchema,
  type AppointmentDto,
  type UpdateAppointmentInput,
} from '@app/appointments/schema'
import { slotStates } from '@app/appointments/slots'
import { clinicClock } from '@app/platform/clinic-time'
import { Save } from 'lucide-react'
import { useForm, useWatch, type FieldPath } from 'react-hook-form'
import type * as v from 'valibot'
import { FormDialog } from '../../../components/form-dialog'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'
import { Textarea } from '../../../components/ui/textarea'
import { useDialogSubject } from '../../../hooks/use-dialog-subject'
import { toast } from '../../../hooks/use-toast'
import { ApiError } from '../../../lib/api'
import { serverFieldErrors, serverMessage } from '../../../lib/api-errors'
import { useBookedSlotsQuery } from '../../../api/get-booked-slots'
import { useUpdateAppointment } from '../api/update-appointment'
import { APPOINTMENT_MESSAGES, bookedSlotsExcludingOwn, formatAppointmentDate } from '../appointment-view'
import { formatSlotTime } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { consultationLabel } from '../../../lib/consultation-types'
import { appointmentsMessages } from '../messages'

type FormInput = v.InferInput<typeof UpdateAppointmentSchema>
const FIELDS = new Set<string>(['appointmentDate', 'appointmentTime', 'childConcerns'])

/** Date, time and concerns of one appointment; the consultation type is shown but never changes. */
function EditAppointmentForm({
  appointment,
  isOpen,
  onClose,
  onSaved,
}: {
  appointment: AppointmentDto
  isOpen: boolean
  onClose: () => void
  onSaved: (appointment: AppointmentDto | null) => void
}) {
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, UpdateAppointmentInput>({
    resolver: valibotResolver(UpdateAppointmentSchema),
    defaultValues: {
      appointmentDate: appointment.appointmentDate,
      appointmentTime: appointment.appointmentTime,
      childConcerns: appointment.childConcerns,
    },
    reValidateMode: 'onSubmit',
  })
  const date = useWatch({ control, name: 'appointmentDate' }) ?? ''
  const t = useMessages(appointmentsMessages)
  const doctorId = appointment.doctorId?._id ?? ''
  const booked = useBookedSlotsQuery(doctorId, date, isOpen && Boolean(doctorId && date), {
    errorToast: APPOINTMENT_MESSAGES.bookedSlotsFailed,
  })
  const bookedSlots = booked.data?.bookedSlots ?? []
  const update = useUpdateAppointment()
  const slots = date
    ? slotStates({ date, bookedSlots: bookedSlotsExcludingOwn({ bookedSlots, appointment, date }), now: new Date() })
    : []
  const today = clinicClock(new Date()).date

  const field = (name: FieldPath<FormInput>) => register(name, { onChange: () => clearErrors(name) })
  const dateField = register('appointmentDate', {
    onChange: () => {
      clearErrors('appointmentDate')
      // A new day has its own free slots: the time must be chosen again.
      setValue('appointmentTime', '')
    },
  })

  async function onValid(values: UpdateAppointmentInput) {
    try {
      const updated = await update.mutateAsync({ appointmentId: appointment._id, values })
      toast({ title: APPOINTMENT_MESSAGES.updated, variant: 'success' })
      onSaved(updated)
    } catch (error) {
      for (const [name, message] of Object.entries(serverFieldErrors(error))) {
        const target = name === 'time' ? 'appointmentTime' : name
        if (FIELDS.has(target)) setError(target as FieldPath<FormInput>, { type: 'server', message })
      }
      if (error instanceof ApiError && error.status === 409) {
        // Someone took the slot meanwhile (the mutation refreshes the booked slots): ask for another time.
        setValue('appointmentTime', '')
      }
      toast({ title: serverMessage(error) ?? APPOINTMENT_MESSAGES.updateFailed, variant: 'error' })
    }
  }

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('appointments.edit.title')}
      description={t('appointments.edit.description', {
        child: appointment.childId.name,
        date: formatAppointmentDate(appointment.appointmentDate),
        time: formatSlotTime(appointment.appointmentTime),
      })}
      onSubmit={handleSubmit(onValid, (invalid) => {
        if (invalid.appointmentTime) toast({ title: APPOINTMENT_MESSAGES.timeRequired, variant: 'error' })
      })}
      isSubmitting={isSubmitting}
      submitLabel={t('appointments.edit.save')}
      submitIcon={<Save aria-hidden="true" />}
      cancelLabel={t('appointments.edit.cancel')}
    >
      <FormField label={t('appointments.edit.date')} error={errors.appointmentDate?.message} isRequired>
        {(props) => <Input {...props} type="date" min={today} max={lastBookableDay(today)} {...dateField} />}
      </FormField>
      <FormField
        label={t('appointments.edit.time')}
        error={errors.appointmentTime?.message}
        hint={date ? undefined : t('appointments.edit.chooseDateFirst')}
        isRequired
      >
        {(props) => (
          <Select {...props} disabled={!date} {...field('appointmentTime')}>
            <option value="">{t('appointments.edit.selectTime')}</option>
            {slots.map(({ time, state }) => (
              <option key={time} value={time} disabled={state !== 'open'}>
                {t('appointments.edit.slotOption', { time: formatSlotTime(time), state })}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={t('appointments.edit.consultationType')}>
        {(props) => <Input {...props} readOnly value={consultationLabel(appointment.consultationType)} />}
      </FormField>
      <FormField label={t('appointments.edit.concerns')} error={errors.childConcerns?.message} isRequired>
        {(props) => <Textarea {...props} rows={4} {...field('childConcerns')} />}
      </FormField>
    </FormDialog>
  )
}

/**
 * The admin's edit dialog (docs/product.md §5.1, §5.3): open while `appointment` is set. The dialog stays mounted
 * once shown, so closing it hands focus back to the Edit button; each opening is a fresh form.
 */
export function EditAppointmentDialog({
  appointment,
  onClose,
  onSaved,
}: {
  appointment: AppointmentDto | null
  onClose: () => void
  onSaved: (appointment: AppointmentDto | null) => void
}) {
  const { shown, key, isOpen } = useDialogSubject(appointment)
  if (!shown) return null
  return <EditAppointmentForm key={key} appointment={shown} isOpen={isOpen} onClose={onClose} onSaved={onSaved} />
}
