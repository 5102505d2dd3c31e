import type { AvailabilityDto } from '@app/schedule/schema'
import { Save } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm, useWatch, type FieldPath } from 'react-hook-form'
import type { Named } from '../../../api/get-centres'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Select } from '../../../components/ui/select'
import { toast } from '../../../hooks/use-toast'
import { useMessages } from '../../../i18n/messages'
import { localizeServerMessage } from '../../../i18n/server-messages'
import { serverFieldErrors, serverMessage } from '../../../lib/api-errors'
import { fieldsResolver } from '../../../lib/fields-resolver'
import { PatternFormSchema, useSaveAvailability } from '../api/availability'
import { scheduleMessages } from '../messages'
import { patternFieldOf, patternFields, patternOf, type PatternFields } from '../schedule-view'
import { SavedNote } from './section-parts'
import { SlotChecks } from './slot-checks'

/**
 * A doctor's week: per weekday, whether they work, at which centre (a doctor may work at two centres on different
 * weekdays) and which slots. Saved with the extra days as they are.
 */
export function WeeklyPatternForm({
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
  const initial = patternFields(availability.weekly, homeCentreId)
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<PatternFields, unknown, PatternFields>({
    resolver: fieldsResolver<PatternFields, typeof PatternFormSchema>(PatternFormSchema),
    defaultValues: initial,
  })
  const rows = useWatch({ control, name: 'days' })

  async function onValid(values: PatternFields) {
    setSaved(null)
    const weekly = patternOf(values.days)
    try {
      const answer = await save.mutateAsync({ weekly, extraDays: availability.extraDays })
      reset(patternFields(answer.availability.weekly, homeCentreId))
      setSaved(localizeServerMessage(answer.message))
    } catch (error) {
      for (const [name, message] of Object.entries(serverFieldErrors(error))) {
        const field = patternFieldOf(name, weekly)
        if (field) setError(field as FieldPath<PatternFields>, { type: 'server', message })
      }
      toast({ title: serverMessage(error) ?? t('schedule.saveFailed'), variant: 'error' })
    }
  }

  const weekError = errors.days?.message ?? errors.days?.root?.message
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      aria-busy={isSubmitting}
      aria-labelledby={`${formId}-title`}
      className="grid grid-cols-1 gap-3"
    >
      <div>
        <h3 id={`${formId}-title`} className="text-lg font-semibold text-slate-900">
          {t('schedule.week.title', { doctor: doctor.name })}
        </h3>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('schedule.week.intro')}</p>
      </div>
      <ul className="grid grid-cols-1 gap-3" aria-label={t('schedule.week.list', { doctor: doctor.name })}>
        {initial.days.map((day, index) => {
          const weekday = t('schedule.weekday', { weekday: day.weekday })
          const working = rows[index]?.working ?? day.working
          const rowErrors = errors.days?.[index]
          return (
            <li
              key={day.weekday}
              className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 lg:grid-cols-[8rem_7rem_minmax(0,1fr)] lg:items-start"
            >
              <h4 className="text-base font-semibold text-slate-900 lg:pt-2.5">{weekday}</h4>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
                <input
                  type="checkbox"
                  aria-label={t('schedule.week.worksOn', { weekday })}
                  className="size-5 accent-teal-700"
                  {...register(`days.${index}.working`, { onChange: () => clearErrors(`days.${index}`) })}
                />
                {t('schedule.week.works')}
              </label>
              {working ? (
                <div className="grid min-w-0 gap-3">
                  <FormField
                    label={t('schedule.week.centre', { weekday })}
                    error={rowErrors?.centreId?.message}
                    className="max-w-sm"
                  >
                    {(props) => (
                      <Select
                        {...props}
                        {...register(`days.${index}.centreId`, {
                          onChange: () => clearErrors(`days.${index}.centreId`),
                        })}
                      >
                        <option value="">{t('schedule.week.chooseCentre')}</option>
                        {centres.map((centre) => (
                          <option key={centre._id} value={centre._id}>
                            {centre.name}
                          </option>
                        ))}
                      </Select>
                    )}
                  </FormField>
                  <SlotChecks
                    dayLabel={weekday}
                    field={register(`days.${index}.slots`, { onChange: () => clearErrors(`days.${index}.slots`) })}
                    error={rowErrors?.slots?.message}
                    errorId={`${formId}-${day.weekday}-slots`}
                  />
                </div>
              ) : (
                <p className="text-sm text-slate-600 lg:pt-2.5">{t('schedule.week.off')}</p>
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
          {t('schedule.week.save')}
        </Button>
        <SavedNote message={saved} />
      </div>
    </form>
  )
}
