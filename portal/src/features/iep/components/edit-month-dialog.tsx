import { MAX_GOALS, type IepDto, type IepMonthDto, type IepVersionDto } from '@app/iep/schema'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type * as v from 'valibot'
import { FormDialog } from '../../../components/form-dialog'
import { useDialogSubject } from '../../../hooks/use-dialog-subject'
import { toast } from '../../../hooks/use-toast'
import { formatMonthYear } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { serverFieldErrors, serverMessage } from '../../../lib/api-errors'
import { fieldsResolver } from '../../../lib/fields-resolver'
import { useReloadMonth } from '../api/reload-month'
import { editMonthFormSchema, useUpdateIepMonth } from '../api/update-iep-month'
import { draftsOf, goalGamesOf, targetsOf } from '../game-targets'
import { isStaleSave } from '../iep-form'
import { iepMessages } from '../messages'
import { GoalsEditor, type MonthGoalsValue } from './goals-editor'
import { StaleNotice } from './stale-notice'

type EditMonthSchema = ReturnType<typeof editMonthFormSchema>

function EditMonthForm({
  childId,
  iep,
  month,
  isOpen,
  onClose,
}: {
  childId: string
  iep: IepDto
  month: IepMonthDto
  isOpen: boolean
  onClose: () => void
}) {
  const t = useMessages(iepMessages)
  const n = month.monthIndex + 1
  const {
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<{ month: MonthGoalsValue }, unknown, v.InferOutput<EditMonthSchema>>({
    resolver: fieldsResolver<{ month: MonthGoalsValue }, EditMonthSchema>(editMonthFormSchema(n)),
    defaultValues: {
      month: {
        target: month.latest.target,
        goals: [...month.latest.goals],
        games: draftsOf(goalGamesOf(month.latest), month.latest.goals.length),
      },
    },
  })
  const value = useWatch({ control, name: 'month' })
  // Which goal's game target is not a level and an accuracy (read from the drafts, which the schema leaves out).
  const [invalidGameGoal, setInvalidGameGoal] = useState<number | undefined>(undefined)
  const [baseVersion, setBaseVersion] = useState(month.latest.version)
  const [stale, setStale] = useState<{ message: string; saved: IepVersionDto | null } | null>(null)
  const update = useUpdateIepMonth(childId)
  const reload = useReloadMonth(childId)

  async function onValid(values: v.InferOutput<EditMonthSchema>, games: MonthGoalsValue['games']) {
    const targets = targetsOf(games ?? [])
    if ('invalidGoal' in targets) {
      setInvalidGameGoal(targets.invalidGoal)
      return
    }
    setInvalidGameGoal(undefined)
    try {
      await update.mutateAsync({
        iepId: iep._id,
        monthIndex: month.monthIndex,
        monthlyGoals: { ...values.month, goalGames: targets.targets },
        baseVersion,
      })
      toast({ title: t('iep.toast.updated'), variant: 'success' })
      onClose()
    } catch (error) {
      if (isStaleSave(error)) {
        // Reload the month, keep what was typed, and build the next save on what is saved now.
        const fresh = await reload(iep._id, month.monthIndex)
        if (fresh) setBaseVersion(fresh.latest.version)
        setStale({ message: serverMessage(error) ?? t('iep.stale.fallback'), saved: fresh?.latest ?? null })
        return
      }
      const fields = serverFieldErrors(error)
      const target = fields['monthlyGoals.target'] ?? fields.target
      const goals = fields['monthlyGoals.goals'] ?? fields.goals
      if (target) setError('month.target', { type: 'server', message: target })
      if (goals) setError('month.goals', { type: 'server', message: goals })
      toast({
        title: t('iep.toast.submitFailed', { reason: serverMessage(error) ?? t('iep.unknownError') }),
        variant: 'error',
      })
    }
  }

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('iep.edit.title', { n, month: formatMonthYear(month.month, month.year) })}
      maxWidth="2xl"
      // The game drafts are the form's own (the schema leaves them out): read as typed, beside its output.
      onSubmit={handleSubmit((values) => onValid(values, getValues('month.games')))}
      isSubmitting={isSubmitting}
      submitLabel={t('iep.edit.submit')}
      cancelLabel={t('iep.form.cancel')}
    >
      {stale ? <StaleNotice message={stale.message} saved={stale.saved} /> : null}
      <GoalsEditor
        n={n}
        monthLabel={formatMonthYear(month.month, month.year)}
        value={value}
        maxGoals={MAX_GOALS}
        targetError={errors.month?.target?.message}
        goalsError={errors.month?.goals?.message ?? errors.month?.goals?.root?.message}
        invalidGameGoal={invalidGameGoal}
        onChange={(next) => {
          // Set, not a Controller: a Controller takes an object with a `target` key (the long-term goal) for a
          // change event and would store `target.value`.
          setValue('month', next)
          clearErrors('month')
          setInvalidGameGoal(undefined)
        }}
      />
    </FormDialog>
  )
}

/** Edit a month: only that month's long-term and short-term goals (performance and feedback stay as they are). */
export function EditMonthDialog({
  childId,
  target,
  onClose,
}: {
  childId: string
  target: { iep: IepDto; month: IepMonthDto } | null
  onClose: () => void
}) {
  const { shown, key, isOpen } = useDialogSubject(target)
  if (!shown) return null
  return (
    <EditMonthForm key={key} childId={childId} iep={shown.iep} month={shown.month} isOpen={isOpen} onClose={onClose} />
  )
}
