import type { ChildGamePlan, GameSlug } from '@app/games/schema'
import { useQuery } from '@tanstack/react-query'
import { Loader2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { activeGamesOf, allGamesQueryOptions } from '../../../api/get-all-games'
import { LoadError } from '../../../components/layout/load-error'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
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

function PlanForm({ childId, plan, onDone }: { childId: string; plan: GamePlan; onDone: () => void }) {
  const t = useMessages(gameReportsMessages)
  const catalogue = useQuery(allGamesQueryOptions())
  const save = useSaveGamePlan(childId)
  const [homeGameIds, setHomeGameIds] = useState<string[]>(plan.homeGameIds)
  const [levels, setLevels] = useState<Record<string, string>>(() => startLevelsTyped(plan.startLevels))
  const [failure, setFailure] = useState<string | null>(null)
  // The plan the form started from. When it is read again (someone else saved meanwhile), what the user left
  // as it was follows the new plan, and what they changed stays on screen.
  const base = useRef(plan)
  useEffect(() => {
    const before = base.current
    if (plan.version === before.version) return
    base.current = plan
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

  if (catalogue.isError) {
    return <LoadError message={t('gameReports.plan.loadFailed')} onRetry={() => void catalogue.refetch()} />
  }
  if (!catalogue.data) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        {t('gameReports.plan.loading')}
      </p>
    )
  }
  const games = activeGamesOf(catalogue.data)
  const hasLevelError = Object.values(levels).some((text) => !isStartLevel(text))

  const submit = async () => {
    if (hasLevelError) return
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

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
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
      {failure ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('gameReports.plan.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending || hasLevelError}>
          {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {save.isPending ? t('gameReports.plan.saving') : t('gameReports.plan.save')}
        </Button>
      </div>
    </form>
  )
}

/**
 * The therapist's home practice for a child (from the dashboard): which games the parent sees at home (none
 * ticked: every active game) and where each game starts next time. Writes PUT /api/games/children/:id/plan.
 */
export function HomePracticeDialog({
  child,
  onClose,
}: {
  child: { _id: string; name: string } | null
  onClose: () => void
}) {
  const t = useMessages(gameReportsMessages)
  const plan = useQuery({ ...gamePlanQueryOptions(child?._id ?? ''), enabled: Boolean(child) })
  return (
    <Dialog
      isOpen={child !== null}
      onClose={onClose}
      title={child ? t('gameReports.plan.title', { name: child.name }) : ''}
      description={t('gameReports.plan.intro')}
      maxWidth="lg"
    >
      {child && plan.isError ? (
        <LoadError message={t('gameReports.plan.loadFailed')} onRetry={() => void plan.refetch()} />
      ) : child && plan.data ? (
        <PlanForm key={child._id} childId={child._id} plan={plan.data} onDone={onClose} />
      ) : (
        <p role="status" className="flex items-center gap-2 text-slate-600">
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
          {t('gameReports.plan.loading')}
        </p>
      )}
    </Dialog>
  )
}
