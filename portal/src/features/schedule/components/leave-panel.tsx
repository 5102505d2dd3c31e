import { clinicToday } from '@app/platform/clinic-time'
import type { AffectedAppointment, LeaveDto, LeaveInput } from '@app/schedule/schema'
import { CalendarOff, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm, useWatch, type FieldPath } from 'react-hook-form'
import { DataTable, type DataColumn } from '../../../components/data-table'
import { FormDialog } from '../../../components/form-dialog'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { Textarea } from '../../../components/ui/textarea'
import { formatDay } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { localizeServerMessage } from '../../../i18n/server-messages'
import { serverFieldErrors, serverMessage } from '../../../lib/api-errors'
import { fieldsResolver } from '../../../lib/fields-resolver'
import { LeaveFormSchema, useAddLeave, useRemoveLeave, type LeaveFields } from '../api/availability'
import { scheduleMessages } from '../messages'
import { ConfirmRemovalDialog } from './confirm-removal'
import { leaveSlotsText } from '../schedule-view'
import { AffectedAppointments } from './affected-appointments'
import { SlotChecks } from './slot-checks'

/** A doctor's leave from today on: the list, add (then the appointments it falls on), remove after asking. */
export function LeavePanel({
  doctor,
  leave,
  doctorNames,
}: {
  doctor: { _id: string; name: string }
  leave: readonly LeaveDto[]
  doctorNames: ReadonlyMap<string, string>
}) {
  const t = useMessages(scheduleMessages)
  const [isAdding, setIsAdding] = useState(false)
  const [affected, setAffected] = useState<AffectedAppointment[] | null>(null)
  const [removing, setRemoving] = useState<LeaveDto | null>(null)
  const [note, setNote] = useState<string | null>(null)

  const days = (row: LeaveDto) =>
    row.from === row.to
      ? formatDay(row.from)
      : t('schedule.leave.range', { from: formatDay(row.from), to: formatDay(row.to) })
  const columns: DataColumn<LeaveDto>[] = [
    {
      id: 'days',
      header: t('schedule.leave.days'),
      cell: (row) => <span className="whitespace-nowrap">{days(row)}</span>,
    },
    {
      id: 'slots',
      header: t('schedule.leave.slots'),
      cell: (row) => leaveSlotsText(row.slots) ?? t('schedule.leave.wholeDay'),
    },
    { id: 'reason', header: t('schedule.leave.reason'), cell: (row) => row.reason, className: 'hidden md:table-cell' },
    {
      id: 'actions',
      header: <span className="sr-only">{t('schedule.actions')}</span>,
      align: 'end',
      cell: (row) => (
        <Button
          type="button"
          variant="outline"
          className="min-h-11 min-w-11 px-3"
          aria-label={t('schedule.leave.removeLabel', { days: days(row) })}
          onClick={() => setRemoving(row)}
        >
          <Trash2 aria-hidden="true" />
          <span className="hidden sm:inline">{t('schedule.leave.remove')}</span>
        </Button>
      ),
    },
  ]

  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{t('schedule.leave.title')}</h3>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('schedule.leave.intro', { doctor: doctor.name })}</p>
        </div>
        <Button type="button" className="min-h-11" onClick={() => setIsAdding(true)}>
          <CalendarOff aria-hidden="true" />
          {t('schedule.leave.add')}
        </Button>
      </div>
      <p role="status" className="text-sm font-medium text-teal-800">
        {note}
      </p>
      {affected ? <AffectedAppointments kind="leave" affected={affected} doctorNames={doctorNames} /> : null}
      <DataTable
        caption={t('schedule.leave.caption', { doctor: doctor.name })}
        columns={columns}
        rows={leave}
        rowKey={(row) => row._id}
        empty={t('schedule.leave.empty')}
        rowDetail={{
          cell: (row) => row.reason,
          className: 'md:hidden',
          cellClassName: 'px-3 pb-3 text-sm text-slate-700',
        }}
      />
      <AddLeaveDialog
        doctor={doctor}
        isOpen={isAdding}
        onClose={() => setIsAdding(false)}
        onAdded={(answer) => {
          setIsAdding(false)
          setNote(
            answer.affected.length === 0
              ? t('schedule.leave.addedNoneAffected')
              : localizeServerMessage(answer.message),
          )
          setAffected(answer.affected)
        }}
      />
      <RemoveLeaveDialog
        doctorId={doctor._id}
        leave={removing}
        days={removing ? days(removing) : ''}
        onClose={() => setRemoving(null)}
      />
    </div>
  )
}

const emptyLeave = (): LeaveFields => {
  const today = clinicToday()
  return { from: today, to: today, part: 'whole', slots: [], reason: '' }
}

function AddLeaveDialog({
  doctor,
  isOpen,
  onClose,
  onAdded,
}: {
  doctor: { _id: string; name: string }
  isOpen: boolean
  onClose: () => void
  onAdded: (answer: { message: string; affected: AffectedAppointment[] }) => void
}) {
  const t = useMessages(scheduleMessages)
  const add = useAddLeave(doctor._id)
  const formId = useId()
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    control,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LeaveFields, unknown, LeaveInput>({
    resolver: fieldsResolver<LeaveFields, typeof LeaveFormSchema>(LeaveFormSchema),
    defaultValues: emptyLeave(),
  })
  const [part, from] = useWatch({ control, name: ['part', 'from'] })
  const field = (name: FieldPath<LeaveFields>) => register(name, { onChange: () => clearErrors(name) })

  // Each opening starts from an empty form.
  const close = () => {
    reset(emptyLeave())
    setFormError(null)
    onClose()
  }

  async function onValid(values: LeaveInput) {
    setFormError(null)
    try {
      const answer = await add.mutateAsync({ ...values, slots: values.slots ?? null })
      reset(emptyLeave())
      onAdded(answer)
    } catch (error) {
      const fieldErrors = serverFieldErrors(error)
      for (const [name, message] of Object.entries(fieldErrors)) {
        if (name === 'from' || name === 'to' || name === 'slots' || name === 'reason') {
          setError(name, { type: 'server', message })
        }
      }
      if (Object.keys(fieldErrors).length === 0) setFormError(serverMessage(error) ?? t('schedule.saveFailed'))
    }
  }

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={close}
      title={t('schedule.leave.addTitle', { doctor: doctor.name })}
      description={t('schedule.leave.addIntro')}
      maxWidth="2xl"
      onSubmit={handleSubmit(onValid)}
      isSubmitting={isSubmitting}
      submitLabel={t('schedule.leave.save')}
      cancelLabel={t('schedule.cancel')}
      error={formError}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label={t('schedule.leave.from')} error={errors.from?.message} isRequired>
          {(control) => <Input type="date" min={clinicToday()} {...control} {...field('from')} />}
        </FormField>
        <FormField label={t('schedule.leave.to')} error={errors.to?.message} isRequired>
          {(control) => <Input type="date" min={from || clinicToday()} {...control} {...field('to')} />}
        </FormField>
      </div>
      <fieldset className="grid grid-cols-1 gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('schedule.leave.part')}</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
          {(['whole', 'slots'] as const).map((value) => (
            <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800">
              <input type="radio" value={value} className="size-5 accent-teal-700" {...field('part')} />
              {t('schedule.leave.partOption', { part: value })}
            </label>
          ))}
        </div>
      </fieldset>
      {part === 'slots' ? (
        <SlotChecks
          dayLabel={t('schedule.leave.eachDay')}
          legend={t('schedule.leave.slotsLegend')}
          field={field('slots')}
          error={errors.slots?.message}
          errorId={`${formId}-slots`}
        />
      ) : null}
      <FormField
        label={t('schedule.leave.reason')}
        hint={t('schedule.leave.reasonHint')}
        error={errors.reason?.message}
        isRequired
      >
        {(control) => <Textarea rows={2} maxLength={200} {...control} {...field('reason')} />}
      </FormField>
    </FormDialog>
  )
}

function RemoveLeaveDialog({
  doctorId,
  leave,
  days,
  onClose,
}: {
  doctorId: string
  leave: LeaveDto | null
  days: string
  onClose: () => void
}) {
  const t = useMessages(scheduleMessages)
  const remove = useRemoveLeave(doctorId)
  return (
    <ConfirmRemovalDialog
      isOpen={leave !== null}
      title={t('schedule.leave.removeTitle', { days })}
      description={t('schedule.leave.removeBody')}
      confirmLabel={t('schedule.leave.removeConfirm')}
      isPending={remove.isPending}
      remove={() => remove.mutateAsync(leave?._id ?? '')}
      onClose={onClose}
    />
  )
}
