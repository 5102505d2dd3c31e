import { badRequest, conflict, isRecordId, notFound, type Clock, type TokenUser } from '@app/platform'
import type { Page } from '@app/platform/paging'
import { maySeeChild, type ChildDto } from '@app/children'
import type {
  ChildPlanWrite,
  FieldChange,
  GamesRepository,
  StoredChildPlan,
  StoredGame,
  StoredSession,
} from './games.repository.ts'
import { progressOf, startLevelFor, totalsOf } from './games.rules.ts'
import {
  DEFAULT_PLAY_SETTINGS,
  GAME_GROUP_OF,
  GAME_GROUPS,
  GAME_NOT_FOUND_MESSAGE,
  GAME_SESSION_NOT_FOUND_MESSAGE,
  playRoute,
  SESSION_ID_TAKEN_MESSAGE,
  STALE_PLAN_MESSAGE,
  STALE_SETTINGS_MESSAGE,
  UNKNOWN_HOME_GAME_MESSAGE,
  type CatalogueGroup,
  type ChangedBy,
  type ChildGamePlanRead,
  type ChildPlaySettings,
  type EndSessionInput,
  type GameProgress,
  type GameReportRow,
  type GameSessionStarted,
  type GameSessionSummary,
  type PlayPlace,
  type GameSlug,
  type PlaySettings,
  type SaveChildGamePlan,
  type SaveChildSettings,
  type StartSessionInput,
  type TrialInput,
} from './games.schema.ts'

export const CHILD_NOT_FOUND_MESSAGE = 'Child not found.'

/** The settings a save may change, each merged on its own (docs/api/games.md, "Two adults at once"). */
const PLAY_SETTING_FIELDS = [
  'sound',
  'motion',
  'celebration',
  'targetSize',
  'highContrast',
] as const satisfies ReadonlyArray<keyof PlaySettings>

/** What the games module asks of the children module. */
export interface ChildrenForGames {
  findChild(id: string): Promise<ChildDto | null>
}

/**
 * Who may write results for this child, and where they play (games.md, Privacy): the therapist assigned to the
 * child plays at the clinic, the child's parent at home. Nobody else.
 */
export function placeOfPlayer(caller: TokenUser, child: Pick<ChildDto, 'parentId' | 'therapistId'>): PlayPlace | null {
  if (caller.role === 'therapist' && child.therapistId === caller._id) return 'clinic'
  if (caller.role === 'parent' && child.parentId === caller._id) return 'home'
  return null
}

export function createGamesService({
  repository,
  children,
  clock,
}: {
  repository: GamesRepository
  children: ChildrenForGames
  clock: Clock
}) {
  /** The child when `allowed` says this caller may; 404 otherwise (nobody learns what exists). */
  async function childFor(caller: TokenUser, childId: string, allowed: (child: ChildDto) => boolean) {
    const child = isRecordId(childId) ? await children.findChild(childId) : null
    if (!child || !allowed(child)) throw notFound(CHILD_NOT_FOUND_MESSAGE)
    return child
  }
  const readable = (caller: TokenUser) => (child: ChildDto) => maySeeChild(caller, child)
  const playable = (caller: TokenUser) => (child: ChildDto) => placeOfPlayer(caller, child) !== null
  /** The parent and the assigned therapist: the people who play with the child. */
  const nearest = (caller: TokenUser) => (child: ChildDto) =>
    (caller.role === 'parent' || caller.role === 'therapist') && maySeeChild(caller, child)

  /** The caller's own session; anyone else's, or an unknown one, is 404. */
  async function ownSession(caller: TokenUser, sessionId: string): Promise<StoredSession> {
    const session = await repository.findSession(sessionId)
    if (!session || session.playerId !== caller._id) throw notFound(GAME_SESSION_NOT_FOUND_MESSAGE)
    return session
  }

  async function summaryOf(session: StoredSession): Promise<GameSessionSummary> {
    const totals = totalsOf(await repository.trialsOf([session.id]), session.endSeconds)
    return {
      sessionId: session.sessionId,
      gameId: session.gameId,
      childId: session.childId,
      place: session.place,
      status: session.status,
      startLevel: session.startLevel,
      datePlayed: session.datePlayed,
      ...totals,
    }
  }

  /** Where the next session of this game starts for this child (games.rules.ts, startLevelFor). */
  async function nextStartLevel(child: ChildDto, game: StoredGame): Promise<number> {
    const plan = await repository.childPlan(child._id)
    const planLevel = plan.startLevels[game.slug]
    if (planLevel !== undefined) return startLevelFor({ planLevel, lastLevelReached: undefined })
    // The last few sessions are enough: the newest one with a trial is the child's last ceiling.
    const recent = await repository.sessionsOfChild(child._id, { gameId: game.gameId, limit: 5 })
    const trials = await repository.trialsOf(recent.map((session) => session.id))
    const last = recent.find((session) => trials.some((trial) => trial.sessionRecordId === session.id))
    const lastLevelReached = last
      ? totalsOf(
          trials.filter((trial) => trial.sessionRecordId === last.id),
          null,
        ).levelReached
      : undefined
    return startLevelFor({ planLevel: undefined, lastLevelReached })
  }

  return {
    /** The two groups of the product rules, in order, each with its games (active and inactive). */
    async catalogue(): Promise<CatalogueGroup[]> {
      const games = await repository.listGames()
      return GAME_GROUPS.map(({ groupId }) => ({
        groupId,
        games: games
          .filter((game) => GAME_GROUP_OF[game.slug] === groupId)
          .map((game) => ({ ...game, route: playRoute(game.slug) })),
      }))
    },

    /**
     * Starts a session for the assigned therapist (clinic) or the parent (home). The game's sessionId is the
     * idempotency key: a retry (even concurrent) answers the stored session, `created` false.
     */
    async startSession(
      caller: TokenUser,
      input: StartSessionInput,
    ): Promise<{ started: GameSessionStarted; created: boolean }> {
      const child = await childFor(caller, input.childId, playable(caller))
      const place = placeOfPlayer(caller, child) as PlayPlace
      const game = isRecordId(input.gameId) ? await repository.findGame(input.gameId) : null
      if (!game) throw notFound(GAME_NOT_FOUND_MESSAGE)
      const replayOf = (stored: StoredSession) => {
        if (stored.playerId !== caller._id || stored.childId !== child._id || stored.gameId !== game.gameId) {
          throw conflict(SESSION_ID_TAKEN_MESSAGE)
        }
        return { started: { sessionId: stored.sessionId, startLevel: stored.startLevel }, created: false }
      }
      const existing = await repository.findSession(input.sessionId)
      if (existing) return replayOf(existing)
      const startLevel = await nextStartLevel(child, game)
      try {
        const stored = await repository.insertSession({
          sessionId: input.sessionId,
          gameId: game.gameId,
          childId: child._id,
          playerId: caller._id,
          playerRole: caller.role === 'therapist' ? 'therapist' : 'parent',
          place,
          startLevel,
          datePlayed: clock().toISOString(),
        })
        return { started: { sessionId: stored.sessionId, startLevel: stored.startLevel }, created: true }
      } catch (error) {
        if (!(error instanceof Error && error.name === 'SessionTakenError')) throw error
        const stored = await repository.findSession(input.sessionId)
        if (!stored) throw error
        return replayOf(stored)
      }
    },

    /** Stores one trial of the caller's own session, once per index. */
    async recordTrial(caller: TokenUser, sessionId: string, index: number, trial: TrialInput) {
      const session = await ownSession(caller, sessionId)
      const { created } = await repository.insertTrialOnce(session, index, trial)
      return { created, session: await summaryOf(session) }
    },

    /** Ends the caller's own session; once completed it stays completed. */
    async endSession(caller: TokenUser, sessionId: string, input: EndSessionInput): Promise<GameSessionSummary> {
      await ownSession(caller, sessionId)
      await repository.endSession(sessionId, input.status, input.elapsedSeconds)
      const ended = await repository.findSession(sessionId)
      if (!ended) throw notFound(GAME_SESSION_NOT_FOUND_MESSAGE)
      return summaryOf(ended)
    },

    /** A child's Game Reports rows, newest first, with the count of every row (X-Total-Count). */
    async reports(
      caller: TokenUser,
      childId: string,
      page: Page | undefined,
    ): Promise<{ rows: GameReportRow[]; total: number }> {
      const child = await childFor(caller, childId, readable(caller))
      const { sessions, total } = await repository.pageOfChild(child._id, page)
      const [trials, games] = await Promise.all([
        repository.trialsOf(sessions.map((session) => session.id)),
        repository.listGames(),
      ])
      const nameOf = new Map(games.map((game) => [game.gameId, game.name]))
      const rows = sessions.map((session) => {
        const { tries, timer } = totalsOf(
          trials.filter((trial) => trial.sessionRecordId === session.id),
          session.endSeconds,
        )
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
    },

    /** Per game, the child's progress (all sessions, or one clinic month's), for the same readers as reports. */
    async progress(caller: TokenUser, childId: string, month: string | undefined): Promise<GameProgress[]> {
      const child = await childFor(caller, childId, readable(caller))
      const [sessions, games] = await Promise.all([repository.sessionsOfChild(child._id), repository.listGames()])
      const trials = await repository.trialsOf(sessions.map((session) => session.id))
      const bySession = new Map<string, typeof trials>()
      for (const trial of trials)
        bySession.set(trial.sessionRecordId, [...(bySession.get(trial.sessionRecordId) ?? []), trial])
      return progressOf({
        sessions: sessions.map((session) => ({ ...session, trials: bySession.get(session.id) ?? [] })),
        games,
        now: clock(),
        month,
      })
    },

    /** The child's play settings (the defaults until saved) and their version, for the parent and the therapist. */
    async settings(caller: TokenUser, childId: string): Promise<ChildPlaySettings> {
      const child = await childFor(caller, childId, nearest(caller))
      const row = await repository.childPlan(child._id)
      return { ...(row.settings ?? DEFAULT_PLAY_SETTINGS), version: row.version }
    },

    /**
     * Saves the settings the user changed on top of the child's current ones (docs/api/games.md, "Two adults at
     * once"): a setting someone else changed since `baseVersion` is refused (409), any other is kept with theirs.
     */
    async saveSettings(caller: TokenUser, childId: string, input: SaveChildSettings): Promise<ChildPlaySettings> {
      const child = await childFor(caller, childId, nearest(caller))
      const sent = PLAY_SETTING_FIELDS.filter((field) => input[field] !== undefined)
      const written = await saveFields(caller, child._id, input.baseVersion, STALE_SETTINGS_MESSAGE, (row) => {
        const current = row.settings ?? DEFAULT_PLAY_SETTINGS
        const changed = sent.filter((field) => input[field] !== current[field])
        const next = { ...current, ...Object.fromEntries(changed.map((field) => [field, input[field]])) }
        return { changed, write: { settings: next as PlaySettings } }
      })
      return { ...(written.row.settings ?? DEFAULT_PLAY_SETTINGS), ...written.write.settings, version: written.version }
    },

    /** What the therapist set for the child: home games (none: every active game), start levels, the version. */
    async plan(caller: TokenUser, childId: string): Promise<ChildGamePlanRead> {
      const child = await childFor(caller, childId, nearest(caller))
      const { homeGameIds, startLevels, version } = await repository.childPlan(child._id)
      return { homeGameIds, startLevels, version }
    },

    /**
     * The assigned therapist sets the parts of the plan sent (home games, start levels); a home game that is not in
     * the catalogue is refused; a part someone else changed since `baseVersion` is refused (409).
     */
    async savePlan(caller: TokenUser, childId: string, input: SaveChildGamePlan): Promise<ChildGamePlanRead> {
      const child = await childFor(caller, childId, (found) => placeOfPlayer(caller, found) === 'clinic')
      const homeGameIds = input.homeGameIds && [...new Set(input.homeGameIds)]
      if (homeGameIds) {
        const known = new Set((await repository.listGames()).map((game) => game.gameId))
        const unknown = homeGameIds.findIndex((id) => !known.has(id))
        if (unknown >= 0)
          throw badRequest(UNKNOWN_HOME_GAME_MESSAGE, { [`homeGameIds.${unknown}`]: UNKNOWN_HOME_GAME_MESSAGE })
      }
      const written = await saveFields(caller, child._id, input.baseVersion, STALE_PLAN_MESSAGE, (row) => {
        const changed: string[] = []
        if (homeGameIds && !sameSet(homeGameIds, row.homeGameIds)) changed.push('homeGameIds')
        if (input.startLevels && !sameLevels(input.startLevels, row.startLevels)) changed.push('startLevels')
        return {
          changed,
          write: {
            homeGameIds: changed.includes('homeGameIds') ? homeGameIds : undefined,
            startLevels: changed.includes('startLevels') ? input.startLevels : undefined,
          },
        }
      })
      return {
        homeGameIds: written.write.homeGameIds ?? written.row.homeGameIds,
        startLevels: written.write.startLevels ?? written.row.startLevels,
        version: written.version,
      }
    },
  }

  /**
   * One save of fields of the child's row on top of `baseVersion`: reads the row, asks `plan` which fields this
   * save changes, refuses (409) when another save changed one of them after `baseVersion`, and writes only while
   * the row is still as read; a save that lost that race reads again and is merged or refused the same way.
   */
  async function saveFields(
    caller: TokenUser,
    childId: string,
    baseVersion: number,
    staleMessage: (who: ChangedBy) => string,
    plan: (row: StoredChildPlan) => { changed: string[]; write: Omit<ChildPlanWrite, 'version' | 'fieldChanges'> },
  ): Promise<{ row: StoredChildPlan; write: Omit<ChildPlanWrite, 'version' | 'fieldChanges'>; version: number }> {
    const whoMade = (change: FieldChange | undefined): ChangedBy =>
      change?.by === caller._id ? 'you' : (change?.role ?? 'therapist')
    for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
      const row = await repository.childPlan(childId)
      if (baseVersion > row.version) {
        const latest = Object.values(row.fieldChanges).sort((a, b) => (b?.version ?? 0) - (a?.version ?? 0))[0]
        throw conflict(staleMessage(whoMade(latest)))
      }
      const { changed, write } = plan(row)
      const theirs = changed.find((field) => (row.fieldChanges[field]?.version ?? 0) > baseVersion)
      if (theirs) throw conflict(staleMessage(whoMade(row.fieldChanges[theirs])))
      if (changed.length === 0) return { row, write: {}, version: row.version }
      const version = row.version + 1
      const role: FieldChange['role'] = caller.role === 'parent' ? 'parent' : 'therapist'
      const fieldChanges = {
        ...row.fieldChanges,
        ...Object.fromEntries(changed.map((field) => [field, { version, role, by: caller._id }])),
      }
      if (await repository.writePlanIfUnchanged(childId, row.version, { ...write, version, fieldChanges })) {
        return { row, write, version }
      }
    }
    throw conflict(staleMessage('therapist'))
  }
}

/** How often a save that lost the race to another is read and tried again before it gives up (409). */
const SAVE_ATTEMPTS = 5

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((id, index) => id === [...b].sort()[index])

const sameLevels = (a: Partial<Record<GameSlug, number>>, b: Partial<Record<GameSlug, number>>) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<GameSlug>
  return [...keys].every((slug) => a[slug] === b[slug])
}

export type GamesService = ReturnType<typeof createGamesService>
