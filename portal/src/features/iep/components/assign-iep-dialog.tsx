import { clinicToday } from '@app/platform/clinic-time'
import { createAssignIepSchema, IEP_MONTHS, isPastStart, MAX_GOALS, monthsFrom, yearChoices } from '@app/iep/schema'
import { Loader2 } from 'lucide-react'
import { useMemo, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { FormField } from '../../../components/ui/form-field'
import { Select } from '../../../components/ui/select'
import { toast } from '../../../hooks/use-toast'
import { formatMonthName, formatMonthYear } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { localizeServerMessage } from '../../../i18n/server-messages'
import { serverFieldErrors, serverMessage } from '../../../lib/api-errors'
import { useAssignIep } from '../api/assign-iep'
import { fieldErrorsOf, THERAPY_TYPES } from '../iep-form'
import { iepMessages } from '../messages'
import { GoalsEditor, type MonthGoalsValue } from './goals-editor'

const emptyMonths = (): MonthGoalsValue[] => Array.from({ length: IEP_MONTHS }, () => ({ target: '', goals: [''] }))

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
  const [therapy, setTherapy] = useState('')
  const [startingYear, setStartingYear] = useState('')
  const [startingMonth, setStartingMonth] = useState('')
  const [months, setMonths] = useState<MonthGoalsValue[]>(emptyMonths)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const assign = useAssignIep(childId)

  const planMonths = useMemo(
    () => (startingMonth && startingYear ? monthsFrom(Number(startingMonth), Number(startingYear)) : null),
    [startingMonth, startingYear],
  )

  const reset = () => {
    setTherapy('')
    setStartingYear('')
    setStartingMonth('')
    setMonths(emptyMonths())
    setErrors({})
  }

  const clear = (...keys: string[]) =>
    setErrors((current) => {
      const next = { ...current }
      for (const key of keys) delete next[key]
      return next
    })

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const input = {
      therapy,
      startingYear,
      startingMonth,
      monthlyGoals: months,
      selectedMonths: planMonths?.map((month) => month.month),
    }
    const parsed = v.safeParse(createAssignIepSchema(today), input)
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.issues))
      return
    }
    setErrors({})
    try {
      await assign.mutateAsync({
        therapy: parsed.output.therapy,
        startingYear: parsed.output.startingYear,
        startingMonth: parsed.output.startingMonth,
        monthlyGoals: parsed.output.monthlyGoals,
        selectedMonths: monthsFrom(parsed.output.startingMonth, parsed.output.startingYear).map((month) => month.month),
      })
      toast({ title: t('iep.toast.created'), variant: 'success' })
      reset()
      onClose()
    } catch (error) {
      setErrors(serverFieldErrors(error))
      toast({
        title: t('iep.toast.submitFailed', { reason: serverMessage(error) ?? t('iep.unknownError') }),
        variant: 'error',
      })
    }
  }

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('iep.assign.title')}
      description={t('iep.assign.description')}
      maxWidth="2xl"
    >
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="grid max-h-[72vh] gap-4 overflow-y-auto pr-1"
        aria-busy={assign.isPending}
      >
        <FormField label={t('iep.form.therapy')} error={errors.therapy} isRequired>
          {(control) => (
            <Select
              {...control}
              value={therapy}
              onChange={(event) => {
                setTherapy(event.target.value)
                clear('therapy')
              }}
            >
              <option value="">{t('iep.form.chooseTherapy')}</option>
              {THERAPY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('iep.form.year')} error={errors.startingYear} isRequired>
            {(control) => (
              <Select
                {...control}
                value={startingYear}
                onChange={(event) => {
                  setStartingYear(event.target.value)
                  clear('startingYear', 'startingMonth')
                }}
              >
                <option value="">{t('iep.form.chooseYear')}</option>
                {yearChoices(today).map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField label={t('iep.form.startingMonth')} error={errors.startingMonth} isRequired>
            {(control) => (
              <Select
                {...control}
                value={startingMonth}
                onChange={(event) => {
                  setStartingMonth(event.target.value)
                  clear('startingMonth')
                }}
              >
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
        {errors.monthlyGoals ? (
          <p role="alert" className="text-sm text-red-700">
            {localizeServerMessage(errors.monthlyGoals)}
          </p>
        ) : null}
        {months.map((month, index) => (
          <GoalsEditor
            key={index}
            n={index + 1}
            monthLabel={
              planMonths
                ? formatMonthYear(planMonths[index].month, planMonths[index].year)
                : t('iep.form.monthNotChosen')
            }
            value={month}
            maxGoals={MAX_GOALS}
            targetError={errors[`monthlyGoals.${index}.target`]}
            goalsError={errors[`monthlyGoals.${index}.goals`]}
            onChange={(next) => {
              setMonths((current) => current.map((item, i) => (i === index ? next : item)))
              clear(`monthlyGoals.${index}.target`, `monthlyGoals.${index}.goals`, 'monthlyGoals')
            }}
          />
        ))}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('iep.form.cancel')}
          </Button>
          <Button type="submit" disabled={assign.isPending}>
            {assign.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {t('iep.assign.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
