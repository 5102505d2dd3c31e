import { Plus, Trash2 } from 'lucide-react'
import { useId } from 'react'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { Textarea } from '../../../components/ui/textarea'
import { localizeServerMessage } from '../../../i18n/server-messages'
import { useMessages } from '../../../i18n/messages'
import { iepMessages } from '../messages'

export interface MonthGoalsValue {
  target: string
  goals: string[]
}

/** One month's long-term goal and its short-term goals, with goal slots added and removed (at least one). */
export function GoalsEditor({
  n,
  monthLabel,
  value,
  onChange,
  targetError,
  goalsError,
  maxGoals,
}: {
  /** Month 1, 2 or 3 of the plan. */
  n: number
  monthLabel: string
  value: MonthGoalsValue
  onChange: (value: MonthGoalsValue) => void
  targetError?: string
  goalsError?: string
  maxGoals: number
}) {
  const t = useMessages(iepMessages)
  const groupId = useId()
  const setGoal = (index: number, text: string) =>
    onChange({ ...value, goals: value.goals.map((goal, i) => (i === index ? text : goal)) })
  return (
    <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {t('iep.form.monthLegend', { n, month: monthLabel })}
      </legend>
      <FormField label={t('iep.form.longTerm', { n })} error={targetError} isRequired>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            value={value.target}
            onChange={(event) => onChange({ ...value, target: event.target.value })}
          />
        )}
      </FormField>
      <div
        role="group"
        aria-labelledby={`${groupId}-label`}
        aria-describedby={goalsError ? `${groupId}-error` : undefined}
        className="grid gap-2"
      >
        <p id={`${groupId}-label`} className="text-sm font-medium text-slate-800">
          {t('iep.form.shortTermGroup', { n })}
        </p>
        <ol className="grid gap-2">
          {value.goals.map((goal, index) => (
            <li key={index} className="flex items-start gap-2">
              <label className="sr-only" htmlFor={`${groupId}-goal-${index}`}>
                {t('iep.form.shortTerm', { n, goal: index + 1 })}
              </label>
              <span aria-hidden="true" className="w-5 pt-2.5 text-right text-sm text-slate-500">
                {index + 1}.
              </span>
              <Input
                id={`${groupId}-goal-${index}`}
                value={goal}
                aria-invalid={goalsError && !goal.trim() ? true : undefined}
                onChange={(event) => setGoal(index, event.target.value)}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                disabled={value.goals.length <= 1}
                aria-label={t('iep.form.removeGoal', { n, goal: index + 1 })}
                onClick={() => onChange({ ...value, goals: value.goals.filter((_, i) => i !== index) })}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
        {goalsError ? (
          <p id={`${groupId}-error`} role="alert" className="text-sm text-red-700">
            {localizeServerMessage(goalsError)}
          </p>
        ) : null}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={value.goals.length >= maxGoals}
            onClick={() => onChange({ ...value, goals: [...value.goals, ''] })}
          >
            <Plus aria-hidden="true" />
            {t('iep.form.addGoal', { n })}
          </Button>
        </div>
      </div>
    </fieldset>
  )
}
