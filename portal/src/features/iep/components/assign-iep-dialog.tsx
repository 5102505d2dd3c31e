import { clinicToday } from '@app/platform/clinic-time'
import {
  createAssignIepSchema,
  IEP_MONTHS,
  isPastStart,
  MAX_GOALS,
  monthsFrom,
  yearChoices,
  THERAPY_TYPES,
  type AssignIepInput,
} from '@app/iep/schema'
import { useMemo } from 'react'
import { useForm, useWatch, type FieldPath } from 'react-hook-form'
import { FormDialog } from '../../../components/form-dialog'
import { FormField } from '../../../components/ui/form-field'
import { Select } from '../../../components/ui/select'
import { toast } from '../../../hooks/use-toast'
import { formatMonthName, formatMonthYear } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { localizeServerMessage } from '../../../i18n/server-messages'
import { serverFieldErrors, serverMessage } from '../../../lib/api-errors'
import { fieldsResolver } from '../../../lib/fields-resolver'
import { therapyName } from '../../../lib/therapy-types'
import { useAssignIep } from '../api/assign-iep'
import { iepMessages } from '../messages'
import { GoalsEditor, type MonthGoalsValue } from './goals-editor'

/** What the fields hold: the selects' strings and each month's goals as typed; the schema turns them into numbers. */
interface AssignIepFields {
  therapy: string
  startingYear: string
  startingMonth: string
  monthlyGoals: MonthGoalsValue[]
}

const emptyFields = (): AssignIepFields => ({
  therapy: '',
  startingYear: '',
  startingMonth: '',
  monthlyGoals: Array.from({ length: IEP_MONTHS }, () => ({ target: '', goals: [''] })),
})

/**
 * Assign IEP: therapy type, starting year (this year or next) and month (past months disabled), then the three
 * consecutive months the plan covers (wrapping after December), each with a long-term goal and at least one
 * short-term goal. Validated with the server's own schema, so the messages are the same.
 */
export function AssignIepDialog({
  childId,
  isOpen,
  onClose,
}: {
  childId: string
  isOpen: boolean
  onClose: () => void
}) {
  const t = useMessages(iepMessages)
  const today = clinicToday()
  const assign = useAssignIep(childId)
  const {
    register,
    handleSubmit,
    control,
    reset,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<AssignIepFields, unknown, AssignIepInput>({
    resolver: fieldsResolver<AssignIepFields, ReturnType<typeof createAssignIepSchema>>(createAssignIepSchema(today)),
    defaultValues: emptyFields(),
    // The past-start rule reads two fields; like the server, check the whole form on every submit.
    reValidateMode: 'onSubmit',
  })
  const [startingYear, startingMonth, monthlyGoals] = useWatch({
    control,
    name: ['startingYear', 'startingMonth', 'monthlyGoals'],
  })
  // Set, not a Controller: a Controller takes an object with a `target` key (the long-term goal) for a change
  // event and would store `target.value`.
  const setMonth = (index: number, next: MonthGoalsValue) => setValue(`monthlyGoals.${index}`, next)

  const planMonths = useMemo(
    () => (startingMonth && startingYear ? monthsFrom(Number(startingMonth), Number(startingYear)) : null),
    [startingMonth, startingYear],
  )

  // Choosing again clears what was said about the choice (a new year can make the month valid).
  const field = (name: FieldPath<AssignIepFields>, ...alsoClears: FieldPath<AssignIepFields>[]) =>
    register(name, { onChange: () => clearErrors([name, ...alsoClears]) })

  async function onValid(values: AssignIepInput) {
    try {
      await assign.mutateAsync({
        therapy: values.therapy,
        startingYear: values.startingYear,
        startingMonth: values.startingMonth,
        monthlyGoals: values.monthlyGoals,
        selectedMonths: monthsFrom(values.startingMonth, values.startingYear).map((month) => month.month),
      })
      toast({ title: t('iep.toast.created'), variant: 'success' })
      reset(emptyFields())
      onClose()
    } catch (error) {
      for (const [name, message] of Object.entries(serverFieldErrors(error))) {
        setError(name as FieldPath<AssignIepFields>, { type: 'server', message })
      }
      toast({
        title: t('iep.toast.submitFailed', { reason: serverMessage(error) ?? t('iep.unknownError') }),
        variant: 'error',
      })
    }
  }

  const monthErrors = errors.monthlyGoals
  // The list's own message (not all three months, not consecutive), as against one month's field.
  const monthsMessage = monthErrors?.message ?? monthErrors?.root?.message

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('iep.assign.title')}
      description={t('iep.assign.description')}
      maxWidth="2xl"
      onSubmit={handleSubmit(onValid)}
      isSubmitting={isSubmitting}
      submitLabel={t('iep.assign.submit')}
      cancelLabel={t('iep.form.cancel')}
    >
      <FormField label={t('iep.form.therapy')} error={errors.therapy?.message} isRequired>
        {(props) => (
          <Select {...props} {...field('therapy')}>
            <option value="">{t('iep.form.chooseTherapy')}</option>
            {THERAPY_TYPES.map((type) => (
              <option key={type} value={type}>
                {therapyName(type)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('iep.form.year')} error={errors.startingYear?.message} isRequired>
          {(props) => (
            <Select {...props} {...field('startingYear', 'startingMonth')}>
              <option value="">{t('iep.form.chooseYear')}</option>
              {yearChoices(today).map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('iep.form.startingMonth')} error={errors.startingMonth?.message} isRequired>
          {(props) => (
            <Select {...props} {...field('startingMonth')}>
              <option value="">{t('iep.form.chooseMonth')}</option>
              {Array.from({ length: 12 }, (_, i) => i + 1).map((month) => (
                <option
                  key={month}
                  value={month}
                  // Without a year yet, this year's past months are the ones that cannot be chosen.
                  disabled={isPastStart(month, Number(startingYear || today.slice(0, 4)), today)}
                >
                  {formatMonthName(month)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      {planMonths ? (
        <p className="text-sm text-slate-700" aria-live="polite">
          {t('iep.assign.covers', {
            first: formatMonthYear(planMonths[0].month, planMonths[0].year),
            second: formatMonthYear(planMonths[1].month, planMonths[1].year),
            third: formatMonthYear(planMonths[2].month, planMonths[2].year),
          })}
        </p>
      ) : null}
      {monthsMessage ? (
        <p role="alert" className="text-sm text-red-700">
          {localizeServerMessage(monthsMessage)}
        </p>
      ) : null}
      {monthlyGoals.map((month, index) => (
        <GoalsEditor
          key={index}
          n={index + 1}
          monthLabel={
            planMonths ? formatMonthYear(planMonths[index].month, planMonths[index].year) : t('iep.form.monthNotChosen')
          }
          value={month}
          maxGoals={MAX_GOALS}
          targetError={monthErrors?.[index]?.target?.message}
          goalsError={monthErrors?.[index]?.goals?.message ?? monthErrors?.[index]?.goals?.root?.message}
          onChange={(next) => {
            setMonth(index, next)
            clearErrors([`monthlyGoals.${index}.target`, `monthlyGoals.${index}.goals`, 'monthlyGoals'])
          }}
        />
      ))}
    </FormDialog>
  )
}
