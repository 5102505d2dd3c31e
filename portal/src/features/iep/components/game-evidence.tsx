import type { GameProgress } from '@app/games/schema'
import { useQuery } from '@tanstack/react-query'
import { Gamepad2 } from 'lucide-react'
import { allGamesQueryOptions } from '../../../api/get-all-games'
import { gameProgressQueryOptions, monthParam } from '../../../api/get-game-progress'
import { useMessages } from '../../../i18n/messages'
import { monthEvidence, type GoalGameTarget } from '../game-targets'
import { iepMessages } from '../messages'

/**
 * Beside a goal's % (never in its place): the month's results in the game the goal names, from
 * GET /api/games/progress/:childId?month= (one request per month, shared by its goals).
 */
export function GoalGameEvidence({
  childId,
  month,
  year,
  target,
}: {
  childId: string
  month: number
  year: number
  target: GoalGameTarget
}) {
  const t = useMessages(iepMessages)
  const progress = useQuery(gameProgressQueryOptions(childId, monthParam(month, year)))
  const catalogue = useQuery(allGamesQueryOptions())
  const game: GameProgress | undefined = progress.data?.find((item) => item.slug === target.game)
  const name =
    game?.name ??
    catalogue.data?.flatMap((group) => group.games).find((item) => item.slug === target.game)?.name ??
    target.game
  const evidence = monthEvidence(game, target)
  return (
    <div
      className="mt-1 grid gap-0.5 rounded-lg bg-sky-50 px-3 py-2 text-sm text-slate-800"
      data-testid="game-evidence"
    >
      <p className="flex items-center gap-1.5 font-medium text-sky-900">
        <Gamepad2 className="size-4 shrink-0" aria-hidden="true" />
        {t('iep.evidence.heading')}
      </p>
      <p>{t('iep.evidence.target', { game: name, level: target.level, accuracy: target.accuracy })}</p>
      <p>
        {progress.isError
          ? t('iep.evidence.loadFailed')
          : progress.isPending
            ? t('iep.evidence.loading')
            : evidence
              ? t('iep.evidence.result', {
                  level: evidence.levelReached,
                  accuracy: evidence.accuracy,
                  sessions: evidence.sessions,
                  met: evidence.isMet ? 'yes' : 'no',
                })
              : t('iep.evidence.notPlayed')}
      </p>
    </div>
  )
}
