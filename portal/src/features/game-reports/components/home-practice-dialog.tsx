import type { ChildGamePlan, GameSlug } from '@app/games/schema'
import { useQuery } from '@tanstack/react-query'
import { Loader2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { activeGamesOf, allGamesQueryOptions } from '../../../api/get-all-games'
import { LoadError } from '../../../components/layout/load-error'
import { FormDialog } from '../../../components/form-dialog'
import { Input } from '../../../components/ui/input'
import { toast } from '../../../hooks/use-toast'
import { useMessages } from '../../../i18n/messages'
import { RichMessage } from '../../../i18n/rich-message'
import { serverMessage } from '../../../lib/api-errors'
import { localizeServerMessage } from '../../../i18n/server-messages'
import { gamePlanQueryOptions, useSaveGamePlan, type GamePlan } from '../api/game-plan'
import { gameReportsMessages } from '../messages'

/** The most games a plan suggests for home (ChildGamePlanSchema). */
const MAX_HOME_GAMES = 8

/** A start level typed in the form: '' (automatic) or a whole number 1–20. */
const isStartLevel = (text: string) =>
  text.trim() === '' || (/^\d+$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= 20)

/** Start levels as the form's fields hold them (text per game slug). */
const startLevelsTyped = (levels: ChildGamePlan['startLevels']): Record<string, string> =>
  Object.fromEntries(Object.entries(levels).map(([slug, level]) => [slug, String(level)]))

/** The form's state: the ticked games and typed levels, following a plan read again where the user left them. */
function usePlanForm(childId: string, plan: GamePlan | undefined, onDone: () => void) {
  const save = useSaveGamePlan(childId)
  const [homeGameIds, setHomeGameIds] = useState<string[]>(plan?.homeGameIds ?? [])
  const [levels, setLevels] = useState<Record<string, string>>(() => startLevelsTyped(plan?.startLevels ?? {}))
  const [failure, setFailure] = useState<string | null>(null)
  // The plan the form started from. When it is read again (someone else saved meanwhile), what the user left
  // as it was follows the new plan, and what they changed stays on screen. The first plan read fills the form.
  const base = useRef(plan)
  useEffect(() => {
    if (!plan) return
    const before = base.current
    if (before && plan.version === before.version) return
    base.current = plan
    if (!before) {
      setHomeGameIds(plan.homeGameIds)
      setLevels(startLevelsTyped(plan.startLevels))
      return
    }
    setHomeGameIds((ids) =>
      ids.length === before.homeGameIds.length && ids.every((id) => before.homeGameIds.includes(id))
        ? plan.homeGameIds
        : ids,
    )
    setLevels((typed) => {
      const untouched =
        Object.entries(startLevelsTyped(before.startLevels)).every(([slug, text]) => (typed[slug] ?? '') === text) &&
        Object.entries(typed).every(([slug, text]) => text === (startLevelsTyped(before.startLevels)[slug] ?? ''))
      return untouched ? startLevelsTyped(plan.startLevels) : typed
    })
  }, [plan])

  const hasLevelError = Object.values(levels).some((text) => !isStartLevel(text))

  const submit = async () => {
    // A level out of range is already marked under its field; nothing is sent until it is fixed.
    if (hasLevelError || !base.current) return
    setFailure(null)
    const startLevels: ChildGamePlan['startLevels'] = {}
    for (const [slug, text] of Object.entries(levels)) {
      if (text.trim()) startLevels[slug as GameSlug] = Number(text)
    }
    try {
      await save.mutateAsync({
        base: base.current,
        next: { homeGameIds: homeGameIds.slice(0, MAX_HOME_GAMES), startLevels },
      })
      toast({ title: gameReportsMessages.t('gameReports.plan.saved'), variant: 'success' })
      onDone()
    } catch (error) {
      const message = serverMessage(error)
      setFailure(message ? localizeServerMessage(message) : gameReportsMessages.t('gameReports.plan.saveFailed'))
    }
  }

  return { homeGameIds, setHomeGameIds, levels, setLevels, failure, submit, isSaving: save.isPending }
}

function GameChoices({
  childId,
  games,
  form,
}: {
  childId: string
  games: ReturnType<typeof activeGamesOf>
  form: ReturnType<typeof usePlanForm>
}) {
  const t = useMessages(gameReportsMessages)
  const { homeGameIds, setHomeGameIds, levels, setLevels } = form
  return (
    <ul className="grid gap-2">
      {games.map((game) => {
        const checkboxId = `plan-${childId}-${game.gameId}`
        const levelId = `plan-level-${childId}-${game.gameId}`
        const level = levels[game.slug] ?? ''
        const isInvalid = !isStartLevel(level)
        return (
          <li
            key={game.gameId}
            className="grid grid-cols-[1fr_6rem] items-center gap-3 rounded-lg border border-slate-200 p-3"
          >
            <div className="flex min-h-10 items-center gap-3">
              <input
                id={checkboxId}
                type="checkbox"
                className="size-5 shrink-0 accent-teal-700"
                checked={homeGameIds.includes(game.gameId)}
                onChange={(event) =>
                  setHomeGameIds((ids) =>
                    event.target.checked ? [...ids, game.gameId] : ids.filter((id) => id !== game.gameId),
                  )
                }
              />
              <label htmlFor={checkboxId} className="font-medium break-words text-slate-900">
                <span className="sr-only">{t('gameReports.plan.suggest', { game: game.name })}</span>
                <span aria-hidden="true">{game.name}</span>
              </label>
            </div>
            <div className="grid gap-1">
              <label htmlFor={levelId} className="text-xs text-slate-600">
                <RichMessage
                  messages={gameReportsMessages}
                  id="gameReports.plan.startLevel"
                  values={{ game: game.name }}
                  components={{ 0: <span className="sr-only" /> }}
                />
              </label>
              <Input
                id={levelId}
                inputMode="numeric"
                placeholder={t('gameReports.plan.startLevelHint')}
                className="w-full"
                value={level}
                aria-invalid={isInvalid || undefined}
                aria-describedby={isInvalid ? `${levelId}-error` : undefined}
                onChange={(event) => setLevels((current) => ({ ...current, [game.slug]: event.target.value }))}
              />
            </div>
            {isInvalid ? (
              <p id={`${levelId}-error`} className="col-span-2 text-sm text-red-700">
                {t('gameReports.plan.levelError')}
              </p>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

/**
 * The therapist's home practice for a child (from the dashboard): which games the parent sees at home (none
 * ticked: every active game) and where each game starts next time. Writes PUT /api/games/children/:id/plan.
 * One FormDialog from the first frame: while the plan and the games load (or fail to), that state stands in
 * for the form, so the dialog and its focus do not change when they arrive.
 */
export function HomePracticeDialog({ child, onClose }: { child: { _id: string; name: string }; onClose: () => void }) {
  const t = useMessages(gameReportsMessages)
  const plan = useQuery(gamePlanQueryOptions(child._id))
  const catalogue = useQuery(allGamesQueryOptions())
  const form = usePlanForm(child._id, plan.data, onClose)
  const failed = plan.isError || catalogue.isError
  const waiting = (
    <p role="status" className="flex items-center gap-2 text-slate-600">
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      {t('gameReports.plan.loading')}
    </p>
  )
  return (
    <FormDialog
      isOpen
      onClose={onClose}
      title={t('gameReports.plan.title', { name: child.name })}
      description={t('gameReports.plan.intro')}
      maxWidth="lg"
      onSubmit={(event) => {
        event.preventDefault()
        void form.submit()
      }}
      isSubmitting={form.isSaving}
      submitLabel={form.isSaving ? t('gameReports.plan.saving') : t('gameReports.plan.save')}
      cancelLabel={t('gameReports.plan.cancel')}
      error={form.failure}
      outcome={
        failed ? (
          <LoadError
            message={t('gameReports.plan.loadFailed')}
            onRetry={() => void (plan.isError ? plan.refetch() : catalogue.refetch())}
          />
        ) : !plan.data || !catalogue.data ? (
          waiting
        ) : undefined
      }
    >
      {catalogue.data ? <GameChoices childId={child._id} games={activeGamesOf(catalogue.data)} form={form} /> : null}
    </FormDialog>
  )
}
