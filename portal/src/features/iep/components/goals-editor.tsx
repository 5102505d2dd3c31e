import type { GameSlug } from '@app/games/schema'
import { useQuery } from '@tanstack/react-query'
import { Plus, Trash2 } from 'lucide-react'
import { useId } from 'react'
import { activeGamesOf, allGamesQueryOptions } from '../../../api/get-all-games'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'
import { Textarea } from '../../../components/ui/textarea'
import { localizeServerMessage } from '../../../i18n/server-messages'
import { useMessages } from '../../../i18n/messages'
import { EMPTY_GOAL_GAME, type GoalGameDraft } from '../game-targets'
import { iepMessages } from '../messages'

export interface MonthGoalsValue {
  target: string
  goals: string[]
  /** One learning-game target per goal (aligned with `goals`); absent where the form offers none. */
  games?: GoalGameDraft[]
}

/** A goal's optional game target: a game, then the level and accuracy it aims for. */
function GoalGameFields({
  id,
  n,
  goal,
  draft,
  choices,
  isInvalid,
  onChange,
}: {
  id: string
  n: number
  goal: number
  draft: GoalGameDraft
  choices: { slug: GameSlug; name: string }[]
  isInvalid: boolean
  onChange: (draft: GoalGameDraft) => void
}) {
  const t = useMessages(iepMessages)
  return (
    <div className="flex flex-wrap items-end gap-2 ps-7">
      <div className="grid min-w-0 flex-1 basis-48 gap-1 sm:max-w-xs">
        <label htmlFor={`${id}-game`} className="text-xs text-slate-600">
          {t('iep.gameTarget.game', { n, goal })}
        </label>
        <Select
          id={`${id}-game`}
          value={draft.game}
          onChange={(event) => onChange({ ...draft, game: event.target.value as GameSlug | '' })}
        >
          <option value="">{t('iep.gameTarget.none')}</option>
          {choices.map((choice) => (
            <option key={choice.slug} value={choice.slug}>
              {choice.name}
            </option>
          ))}
        </Select>
      </div>
      {draft.game ? (
        <>
          <div className="grid w-24 gap-1">
            <label htmlFor={`${id}-level`} className="text-xs text-slate-600">
              {t('iep.gameTarget.level')}
            </label>
            <Input
              id={`${id}-level`}
              inputMode="numeric"
              value={draft.level}
              aria-invalid={isInvalid || undefined}
              aria-describedby={isInvalid ? `${id}-error` : undefined}
              onChange={(event) => onChange({ ...draft, level: event.target.value })}
            />
          </div>
          <div className="grid w-24 gap-1">
            <label htmlFor={`${id}-accuracy`} className="text-xs text-slate-600">
              {t('iep.gameTarget.accuracy')}
            </label>
            <Input
              id={`${id}-accuracy`}
              inputMode="numeric"
              value={draft.accuracy}
              aria-invalid={isInvalid || undefined}
              aria-describedby={isInvalid ? `${id}-error` : undefined}
              onChange={(event) => onChange({ ...draft, accuracy: event.target.value })}
            />
          </div>
        </>
      ) : null}
      {isInvalid ? (
        <p id={`${id}-error`} role="alert" className="basis-full text-sm text-red-700">
          {t('iep.gameTarget.invalid')}
        </p>
      ) : null}
    </div>
  )
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
  invalidGameGoal,
}: {
  /** Month 1, 2 or 3 of the plan. */
  n: number
  monthLabel: string
  value: MonthGoalsValue
  onChange: (value: MonthGoalsValue) => void
  targetError?: string
  goalsError?: string
  maxGoals: number
  /** The goal (index) whose game target is incomplete, after a submit. */
  invalidGameGoal?: number
}) {
  const t = useMessages(iepMessages)
  const groupId = useId()
  const catalogue = useQuery({ ...allGamesQueryOptions(), enabled: value.games !== undefined })
  const choices = catalogue.data ? activeGamesOf(catalogue.data).map(({ slug, name }) => ({ slug, name })) : []
  const games = value.games
  const setGoal = (index: number, text: string) =>
    onChange({ ...value, goals: value.goals.map((goal, i) => (i === index ? text : goal)) })
  const setGame = (index: number, draft: GoalGameDraft) =>
    onChange({ ...value, games: games?.map((item, i) => (i === index ? draft : item)) })
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
            <li key={index} className="grid gap-2">
              <div className="flex items-start gap-2">
                <label className="sr-only" htmlFor={`${groupId}-goal-${index}`}>
                  {t('iep.form.shortTerm', { n, goal: index + 1 })}
                </label>
                <span aria-hidden="true" className="w-5 pt-2.5 text-end text-sm text-slate-500">
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
                  onClick={() =>
                    onChange({
                      ...value,
                      goals: value.goals.filter((_, i) => i !== index),
                      games: games?.filter((_, i) => i !== index),
                    })
                  }
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              {games && choices.length > 0 ? (
                <GoalGameFields
                  id={`${groupId}-game-${index}`}
                  n={n}
                  goal={index + 1}
                  draft={games[index] ?? EMPTY_GOAL_GAME}
                  choices={choices}
                  isInvalid={invalidGameGoal === index}
                  onChange={(draft) => setGame(index, draft)}
                />
              ) : null}
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
            onClick={() =>
              onChange({
                ...value,
                goals: [...value.goals, ''],
                games: games ? [...games, EMPTY_GOAL_GAME] : undefined,
              })
            }
          >
            <Plus aria-hidden="true" />
            {t('iep.form.addGoal', { n })}
          </Button>
        </div>
      </div>
    </fieldset>
  )
}
