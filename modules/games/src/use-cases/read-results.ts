// The results' readers: the Game Reports rows and the progress per game (docs/api/games.md).
import type { TokenUser } from '@app/platform'
import type { Page } from '@app/platform/paging'
import type { GamesDeps } from '../games.deps.ts'
import type { StoredTrial } from '../games.repository.ts'
import { progressOf, progressRanges, totalsOf } from '../games.rules.ts'
import type { GameProgress, GameReportRow } from '../games.schema.ts'
import { childFor } from './load-child.ts'

/** A child's Game Reports rows, newest first, with the count of every row (X-Total-Count). */
export async function readReports(
  deps: GamesDeps,
  actor: TokenUser,
  input: { childId: string; page: Page | undefined },
): Promise<{ rows: GameReportRow[]; total: number }> {
  // access, load
  const child = await childFor(deps, actor, 'read-results', input.childId)
  const { sessions, total } = await deps.repository.pageOfChild(child._id, input.page)
  const [trials, games] = await Promise.all([
    deps.repository.trialsOf(sessions.map((session) => session.id)),
    deps.repository.listGames(),
  ])
  // rule
  const nameOf = new Map(games.map((game) => [game.gameId, game.name]))
  const bySession = trialsBySession(trials)
  const rows = sessions.map((session) => {
    const { tries, timer } = totalsOf(bySession.get(session.id) ?? [], session.endSeconds)
    return {
      name: nameOf.get(session.gameId) ?? '',
      tries,
      timer,
      status: session.status,
      datePlayed: session.datePlayed,
      gameId: session.gameId,
      place: session.place,
    }
  })
  return { rows, total }
}

/**
 * Per game, the child's progress (all sessions, or one clinic month's), for the same readers as the reports.
 * With a month only that month's and this week's sessions are read (progressRanges), not the child's history.
 */
export async function readProgress(
  deps: GamesDeps,
  actor: TokenUser,
  input: { childId: string; month: string | undefined },
): Promise<GameProgress[]> {
  // access, load
  const child = await childFor(deps, actor, 'read-results', input.childId)
  const now = deps.clock()
  const ranges = progressRanges(input.month, now) ?? undefined
  const [sessions, games] = await Promise.all([
    deps.repository.sessionsOfChild(child._id, { ranges }),
    deps.repository.listGames(),
  ])
  const bySession = trialsBySession(await deps.repository.trialsOf(sessions.map((session) => session.id)))
  // rule
  return progressOf({
    sessions: sessions.map((session) => ({ ...session, trials: bySession.get(session.id) ?? [] })),
    games,
    now,
    month: input.month,
  })
}

export function trialsBySession(trials: readonly StoredTrial[]): Map<string, StoredTrial[]> {
  const bySession = new Map<string, StoredTrial[]>()
  for (const trial of trials) {
    const own = bySession.get(trial.sessionRecordId)
    if (own) own.push(trial)
    else bySession.set(trial.sessionRecordId, [trial])
  }
  return bySession
}
