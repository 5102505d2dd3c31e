import { clinicToday } from '@app/platform/clinic-time'
import { HolidaySchema, type AffectedAppointment, type HolidayDto, type HolidayInput } from '@app/schedule/schema'
import { Loader2, Plus, Trash2 } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import { useDoctors } from '../../../api/get-doctors'
import { DataTable, type DataColumn } from '../../../components/data-table'
import { LoadError } from '../../../components/layout/load-error'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { toast } from '../../../hooks/use-toast'
import { formatDay } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { localizeServerMessage } from '../../../i18n/server-messages'
import { ApiError } from '../../../lib/api'
import { serverFieldErrors, serverMessage } from '../../../lib/api-errors'
import { fieldsResolver } from '../../../lib/fields-resolver'
import { useAddHoliday, useHolidays, useRemoveHoliday } from '../api/holidays'
import { scheduleMessages } from '../messages'
import { AffectedAppointments } from './affected-appointments'
import { ConfirmRemovalDialog } from './confirm-removal'
import { Busy, SavedNote, SectionHeading } from './section-parts'

/** Holidays: add one (and see the appointments it falls on), the coming ones, remove one after asking. */
export function HolidaysSection({ centreId }: { centreId: string }) {
  const t = useMessages(scheduleMessages)
  const holidays = useHolidays(centreId)
  const doctors = useDoctors(centreId)
  const doctorNames = useMemo(
    () => new Map((doctors.data ?? []).map((doctor) => [doctor._id, doctor.name])),
    [doctors.data],
  )
  const [added, setAdded] = useState<{ message: string; affected: AffectedAppointment[] } | null>(null)
  const [removing, setRemoving] = useState<HolidayDto | null>(null)

  const columns = useMemo<DataColumn<HolidayDto>[]>(
    () => [
      {
        id: 'date',
        header: scheduleMessages.t('schedule.holidays.date'),
        cell: (row) => <span className="whitespace-nowrap">{formatDay(row.date)}</span>,
      },
      { id: 'name', header: scheduleMessages.t('schedule.holidays.name'), cell: (row) => row.name },
      {
        id: 'actions',
        header: <span className="sr-only">{scheduleMessages.t('schedule.actions')}</span>,
        align: 'end',
        cell: (row) => (
          <Button
            type="button"
            variant="outline"
            className="min-h-11 min-w-11 px-3"
            aria-label={scheduleMessages.t('schedule.holidays.removeLabel', {
              name: row.name,
              day: formatDay(row.date),
            })}
            onClick={() => setRemoving(row)}
          >
            <Trash2 aria-hidden="true" />
            <span className="hidden sm:inline">{scheduleMessages.t('schedule.holidays.remove')}</span>
          </Button>
        ),
      },
    ],
    [],
  )

  return (
    <section aria-labelledby="schedule-holidays-heading" className="grid grid-cols-1 gap-5">
      <SectionHeading
        id="schedule-holidays-heading"
        title={t('schedule.holidays.title')}
        intro={t('schedule.holidays.intro')}
      />
      <AddHolidayForm centreId={centreId} onAdded={setAdded} />
      {added ? <AffectedAppointments kind="holiday" affected={added.affected} doctorNames={doctorNames} /> : null}
      {holidays.isError ? (
        <LoadError message={t('schedule.loadFailed')} onRetry={() => void holidays.refetch()} />
      ) : !holidays.data ? (
        <Busy label={t('schedule.loading')} />
      ) : (
        <DataTable
          caption={t('schedule.holidays.caption')}
          isCaptionShown
          columns={columns}
          rows={holidays.data}
          rowKey={(row) => row.date}
          empty={t('schedule.holidays.empty')}
        />
      )}
      <RemoveHolidayDialog centreId={centreId} holiday={removing} onClose={() => setRemoving(null)} />
    </section>
  )
}

interface HolidayFields {
  date: string
  name: string
}

function AddHolidayForm({
  centreId,
  onAdded,
}: {
  centreId: string
  onAdded: (answer: { message: string; affected: AffectedAppointment[] }) => void
}) {
  const t = useMessages(scheduleMessages)
  const add = useAddHoliday(centreId)
  const [saved, setSaved] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<HolidayFields, unknown, HolidayInput>({
    resolver: fieldsResolver<HolidayFields, typeof HolidaySchema>(HolidaySchema),
    defaultValues: { date: '', name: '' },
  })
  const field = (name: FieldPath<HolidayFields>) => register(name, { onChange: () => clearErrors(name) })

  async function onValid(values: HolidayInput) {
    setSaved(null)
    try {
      const answer = await add.mutateAsync(values)
      reset({ date: '', name: '' })
      setSaved(
        answer.affected.length === 0
          ? t('schedule.holidays.addedNoneAffected', { name: answer.holiday.name })
          : localizeServerMessage(answer.message),
      )
      onAdded({ message: answer.message, affected: answer.affected })
    } catch (error) {
      const fieldErrors = serverFieldErrors(error)
      for (const [name, message] of Object.entries(fieldErrors)) {
        if (name === 'date' || name === 'name') setError(name, { type: 'server', message })
      }
      // "This day is already a holiday at this centre." belongs to the date.
      const message = serverMessage(error)
      if (error instanceof ApiError && error.status === 409 && message) setError('date', { type: 'server', message })
      else if (Object.keys(fieldErrors).length === 0)
        toast({ title: message ?? t('schedule.saveFailed'), variant: 'error' })
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      aria-busy={isSubmitting}
      aria-labelledby="schedule-add-holiday"
      className="grid grid-cols-1 gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-start"
    >
      <h3 id="schedule-add-holiday" className="text-base font-semibold text-slate-900 sm:col-span-3">
        {t('schedule.holidays.addTitle')}
      </h3>
      <FormField label={t('schedule.holidays.date')} error={errors.date?.message} isRequired>
        {(control) => <Input type="date" min={clinicToday()} {...control} {...field('date')} />}
      </FormField>
      <FormField label={t('schedule.holidays.name')} error={errors.name?.message} isRequired>
        {(control) => <Input maxLength={80} autoComplete="off" {...control} {...field('name')} />}
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="min-h-11 sm:mt-7">
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
        {t('schedule.holidays.add')}
      </Button>
      <div className="sm:col-span-3">
        <SavedNote message={saved} />
      </div>
    </form>
  )
}

function RemoveHolidayDialog({
  centreId,
  holiday,
  onClose,
}: {
  centreId: string
  holiday: HolidayDto | null
  onClose: () => void
}) {
  const t = useMessages(scheduleMessages)
  const remove = useRemoveHoliday(centreId)
  return (
    <ConfirmRemovalDialog
      isOpen={holiday !== null}
      title={t('schedule.holidays.removeTitle', { name: holiday?.name ?? '' })}
      description={t('schedule.holidays.removeBody', { day: holiday ? formatDay(holiday.date) : '' })}
      confirmLabel={t('schedule.holidays.removeConfirm')}
      isPending={remove.isPending}
      remove={() => remove.mutateAsync(holiday?.date ?? '')}
      onClose={onClose}
    />
  )
}
