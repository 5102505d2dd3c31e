import { MAX_GOALS, MonthGoalsSchema, type IepDto, type IepMonthDto, type IepVersionDto } from '@app/iep/schema'
import { Loader2 } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { toast } from '../../../hooks/use-toast'
import { formatMonthYear } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { serverFieldErrors, serverMessage } from '../../../lib/api-errors'
import { useReloadMonth } from '../api/reload-month'
import { useUpdateIepMonth } from '../api/update-iep-month'
import { draftsOf, goalGamesOf, targetsOf } from '../game-targets'
import { fieldErrorsOf, isStaleSave } from '../iep-form'
import { iepMessages } from '../messages'
import { GoalsEditor, type MonthGoalsValue } from './goals-editor'
import { StaleNotice } from './stale-notice'

function EditMonthForm({
  childId,
  iep,
  month,
  onClose,
}: {
  childId: string
  iep: IepDto
  month: IepMonthDto
  onClose: () => void
}) {
  const t = useMessages(iepMessages)
  const n = month.monthIndex + 1
  const [value, setValue] = useState<MonthGoalsValue>({
    target: month.latest.target,
    goals: [...month.latest.goals],
    games: draftsOf(goalGamesOf(month.latest), month.latest.goals.length),
  })
  const [invalidGameGoal, setInvalidGameGoal] = useState<number | undefined>(undefined)
  const [baseVersion, setBaseVersion] = useState(month.latest.version)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [stale, setStale] = useState<{ message: string; saved: IepVersionDto | null } | null>(null)
  const update = useUpdateIepMonth(childId)
  const reload = useReloadMonth(childId)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = v.safeParse(MonthGoalsSchema(n), value)
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.issues))
      return
    }
    const games = targetsOf(value.games ?? [])
    if ('invalidGoal' in games) {
      setInvalidGameGoal(games.invalidGoal)
      return
    }
    setInvalidGameGoal(undefined)
    setErrors({})
    try {
      await update.mutateAsync({
        iepId: iep._id,
        monthIndex: month.monthIndex,
        monthlyGoals: { ...parsed.output, goalGames: games.targets },
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
      setErrors({
        target: fields['monthlyGoals.target'] ?? fields.target ?? '',
        goals: fields['monthlyGoals.goals'] ?? fields.goals ?? '',
      })
      toast({
        title: t('iep.toast.submitFailed', { reason: serverMessage(error) ?? t('iep.unknownError') }),
        variant: 'error',
      })
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid max-h-[72vh] gap-4 overflow-y-auto pr-1"
      aria-busy={update.isPending}
    >
      {stale ? <StaleNotice message={stale.message} saved={stale.saved} /> : null}
      <GoalsEditor
        n={n}
        monthLabel={formatMonthYear(month.month, month.year)}
        value={value}
        maxGoals={MAX_GOALS}
        targetError={errors.target || undefined}
        goalsError={errors.goals || undefined}
        invalidGameGoal={invalidGameGoal}
        onChange={(next) => {
          setValue(next)
          setErrors({})
          setInvalidGameGoal(undefined)
        }}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          {t('iep.form.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {t('iep.edit.submit')}
        </Button>
      </div>
    </form>
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
  const t = useMessages(iepMessages)
  return (
    <Dialog
      isOpen={target !== null}
      onClose={onClose}
      title={
        target
          ? t('iep.edit.title', {
              n: target.month.monthIndex + 1,
              month: formatMonthYear(target.month.month, target.month.year),
            })
          : ''
      }
      maxWidth="2xl"
    >
      {target ? (
        <EditMonthForm
          key={`${target.iep._id}-${target.month.monthIndex}`}
          childId={childId}
          iep={target.iep}
          month={target.month}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  )
}
