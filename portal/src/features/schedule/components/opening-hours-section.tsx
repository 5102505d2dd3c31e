import { OpeningHoursSchema, type OpeningHoursInput } from '@app/schedule/schema'
import { Save } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm, useWatch, type FieldPath } from 'react-hook-form'
import { LoadError } from '../../../components/layout/load-error'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../hooks/use-toast'
import { useMessages } from '../../../i18n/messages'
import { localizeServerMessage } from '../../../i18n/server-messages'
import { serverFieldErrors, serverMessage } from '../../../lib/api-errors'
import { fieldsResolver } from '../../../lib/fields-resolver'
import { useOpeningHours, useSaveOpeningHours } from '../api/opening-hours'
import { scheduleMessages } from '../messages'
import { openingFieldOf, openingFields, type OpeningFields } from '../schedule-view'
import { Busy, SavedNote, SectionHeading } from './section-parts'
import { SlotChecks } from './slot-checks'

/** Opening hours: the seven weekdays, Monday first, each open or closed and, when open, its slots. */
export function OpeningHoursSection({ centreId }: { centreId: string }) {
  const t = useMessages(scheduleMessages)
  const hours = useOpeningHours(centreId)
  return (
    <section aria-labelledby="schedule-hours-heading" className="grid grid-cols-1 gap-4">
      <SectionHeading id="schedule-hours-heading" title={t('schedule.hours.title')} intro={t('schedule.hours.intro')} />
      {hours.isError ? (
        <LoadError message={t('schedule.loadFailed')} onRetry={() => void hours.refetch()} />
      ) : !hours.data ? (
        <Busy label={t('schedule.loading')} />
      ) : (
        <OpeningHoursForm centreId={centreId} fields={openingFields(hours.data.days)} />
      )}
    </section>
  )
}

function OpeningHoursForm({ centreId, fields }: { centreId: string; fields: OpeningFields }) {
  const t = useMessages(scheduleMessages)
  const save = useSaveOpeningHours(centreId)
  const [saved, setSaved] = useState<string | null>(null)
  const formId = useId()
  const {
    register,
    handleSubmit,
    control,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<OpeningFields, unknown, OpeningHoursInput>({
    resolver: fieldsResolver<OpeningFields, typeof OpeningHoursSchema>(OpeningHoursSchema),
    defaultValues: fields,
  })
  const days = useWatch({ control, name: 'days' })

  async function onValid(values: OpeningHoursInput) {
    setSaved(null)
    try {
      const answer = await save.mutateAsync(values.days)
      // The form now shows what was saved (the server keeps the slots in the day's order).
      reset(openingFields(answer.openingHours.days))
      setSaved(localizeServerMessage(answer.message))
    } catch (error) {
      for (const [name, message] of Object.entries(serverFieldErrors(error))) {
        const field = openingFieldOf(name, values.days)
        if (field) setError(field as FieldPath<OpeningFields>, { type: 'server', message })
      }
      toast({ title: serverMessage(error) ?? t('schedule.saveFailed'), variant: 'error' })
    }
  }

  const weekError = errors.days?.message ?? errors.days?.root?.message
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} aria-busy={isSubmitting} className="grid grid-cols-1 gap-3">
      <ul className="grid grid-cols-1 gap-3" aria-label={t('schedule.hours.week')}>
        {fields.days.map((day, index) => {
          const weekday = t('schedule.weekday', { weekday: day.weekday })
          const isOpen = days[index]?.open ?? day.open
          const slotsError = errors.days?.[index]?.slots?.message
          return (
            <li
              key={day.weekday}
              className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 lg:grid-cols-[8rem_7rem_minmax(0,1fr)] lg:items-center"
            >
              <h3 className="text-base font-semibold text-slate-900">{weekday}</h3>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
                <input
                  type="checkbox"
                  aria-label={t('schedule.hours.openOn', { weekday })}
                  className="size-5 accent-teal-700"
                  {...register(`days.${index}.open`, { onChange: () => clearErrors(`days.${index}`) })}
                />
                {t('schedule.hours.open')}
              </label>
              {isOpen ? (
                <SlotChecks
                  dayLabel={weekday}
                  field={register(`days.${index}.slots`, { onChange: () => clearErrors(`days.${index}.slots`) })}
                  error={slotsError}
                  errorId={`${formId}-${day.weekday}-slots`}
                />
              ) : (
                <p className="text-sm text-slate-600">{t('schedule.hours.closed')}</p>
              )}
            </li>
          )
        })}
      </ul>
      {weekError ? (
        <p role="alert" className="text-sm text-red-700">
          {localizeServerMessage(weekError)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isSubmitting} className="min-h-11">
          <Save aria-hidden="true" />
          {t('schedule.hours.save')}
        </Button>
        <SavedNote message={saved} />
      </div>
    </form>
  )
}
