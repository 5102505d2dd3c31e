import { clinicToday } from '@app/platform/clinic-time'
import type { AvailabilityDto, ExtraDay } from '@app/schedule/schema'
import { Loader2, Plus, Trash2 } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import type { Named } from '../../../api/get-centres'
import { DataTable, type DataColumn } from '../../../components/data-table'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'
import { toast } from '../../../hooks/use-toast'
import { formatDay } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { serverMessage } from '../../../lib/api-errors'
import { fieldsResolver } from '../../../lib/fields-resolver'
import { ExtraDayFormSchema, useSaveAvailability, type ExtraDayFields } from '../api/availability'
import { scheduleMessages } from '../messages'
import { slotsText, withExtraDay, withoutExtraDay } from '../schedule-view'
import { SavedNote } from './section-parts'
import { SlotChecks } from './slot-checks'

/** Days a doctor works outside their week (an extra Saturday, a day at another centre): the coming ones, add, remove. */
export function ExtraDaysPanel({
  doctor,
  homeCentreId,
  centres,
  availability,
}: {
  doctor: { _id: string; name: string }
  homeCentreId: string
  centres: readonly Named[]
  availability: AvailabilityDto
}) {
  const t = useMessages(scheduleMessages)
  const save = useSaveAvailability(doctor._id)
  const [saved, setSaved] = useState<string | null>(null)
  const formId = useId()
  const today = clinicToday()
  const centreNames = useMemo(() => new Map(centres.map((centre) => [centre._id, centre.name])), [centres])
  const coming = availability.extraDays.filter((day) => day.date >= today)

  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ExtraDayFields, unknown, ExtraDay>({
    resolver: fieldsResolver<ExtraDayFields, typeof ExtraDayFormSchema>(ExtraDayFormSchema),
    defaultValues: { date: '', centreId: homeCentreId, slots: [] },
  })
  const field = (name: FieldPath<ExtraDayFields>) => register(name, { onChange: () => clearErrors(name) })

  // The server replaces the week and the extra days together; the week goes back as it was saved.
  const saveExtraDays = (extraDays: ExtraDay[]) => save.mutateAsync({ weekly: availability.weekly, extraDays })

  async function onValid(day: ExtraDay) {
    setSaved(null)
    try {
      await saveExtraDays(withExtraDay(availability.extraDays, day))
      reset({ date: '', centreId: homeCentreId, slots: [] })
      setSaved(t('schedule.extra.added', { day: formatDay(day.date) }))
    } catch (error) {
      toast({ title: serverMessage(error) ?? t('schedule.saveFailed'), variant: 'error' })
    }
  }

  async function remove(day: ExtraDay) {
    setSaved(null)
    try {
      await saveExtraDays(withoutExtraDay(availability.extraDays, day.date))
      setSaved(t('schedule.extra.removed', { day: formatDay(day.date) }))
    } catch (error) {
      toast({ title: serverMessage(error) ?? t('schedule.saveFailed'), variant: 'error' })
    }
  }

  const columns: DataColumn<ExtraDay>[] = [
    {
      id: 'date',
      header: t('schedule.extra.date'),
      cell: (row) => <span className="whitespace-nowrap">{formatDay(row.date)}</span>,
    },
    { id: 'centre', header: t('schedule.extra.centre'), cell: (row) => centreNames.get(row.centreId) ?? '—' },
    {
      id: 'slots',
      header: t('schedule.extra.slots'),
      cell: (row) => slotsText(row.slots),
      className: 'hidden md:table-cell',
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('schedule.actions')}</span>,
      align: 'end',
      cell: (row) => (
        <Button
          type="button"
          variant="outline"
          className="min-h-11 min-w-11 px-3"
          disabled={save.isPending}
          aria-label={t('schedule.extra.removeLabel', { day: formatDay(row.date) })}
          onClick={() => void remove(row)}
        >
          <Trash2 aria-hidden="true" />
          <span className="hidden sm:inline">{t('schedule.extra.remove')}</span>
        </Button>
      ),
    },
  ]

  return (
    <div className="grid grid-cols-1 gap-3">
      <div>
        <h3 className="text-lg font-semibold text-slate-900">{t('schedule.extra.title')}</h3>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('schedule.extra.intro', { doctor: doctor.name })}</p>
      </div>
      <DataTable
        caption={t('schedule.extra.caption', { doctor: doctor.name })}
        columns={columns}
        rows={coming}
        rowKey={(row) => row.date}
        empty={t('schedule.extra.empty')}
        rowDetail={{
          cell: (row) => slotsText(row.slots),
          className: 'md:hidden',
          cellClassName: 'px-3 pb-3 text-sm text-slate-700',
        }}
      />
      <form
        noValidate
        onSubmit={handleSubmit(onValid)}
        aria-busy={isSubmitting}
        aria-labelledby={`${formId}-title`}
        className="grid grid-cols-1 gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2"
      >
        <h4 id={`${formId}-title`} className="font-semibold text-slate-900 sm:col-span-2">
          {t('schedule.extra.addTitle')}
        </h4>
        <FormField label={t('schedule.extra.date')} error={errors.date?.message} isRequired>
          {(control) => <Input type="date" min={today} {...control} {...field('date')} />}
        </FormField>
        <FormField label={t('schedule.extra.centre')} error={errors.centreId?.message} isRequired>
          {(control) => (
            <Select {...control} {...field('centreId')}>
              <option value="">{t('schedule.week.chooseCentre')}</option>
              {centres.map((centre) => (
                <option key={centre._id} value={centre._id}>
                  {centre.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <div className="sm:col-span-2">
          <SlotChecks
            dayLabel={t('schedule.extra.theDay')}
            legend={t('schedule.extra.slots')}
            field={field('slots')}
            error={errors.slots?.message}
            errorId={`${formId}-slots`}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" disabled={isSubmitting} className="min-h-11">
            {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
            {t('schedule.extra.add')}
          </Button>
          <SavedNote message={saved} />
        </div>
      </form>
    </div>
  )
}
