import type { Payload, Where } from 'payload'
import { idOfRef, isRecordId, isUniqueClash, sqlOf, type Page, type SqlTable } from '@app/platform'
import type { Game, GameChildPlan, GameSession, GameTrial } from '@app/platform/payload-types'
import { inLanguage, type Language } from '@app/platform/format'
import { GAME_CHILD_PLANS_SLUG, GAME_SESSIONS_SLUG, GAME_TRIALS_SLUG, GAMES_SLUG } from './games.collections.ts'
import type { FieldChange, FieldChanges } from './games.rules.ts'
import {
  DEFAULT_PLAY_SETTINGS,
  GAME_SLUGS,
  GAME_GROUP_OF,
  PLAY_PLACES,
  SESSION_STATUSES,
  type GameSlug,
  type GameStatus,
  type PlayPlace,
  type PlaySettings,
  type SessionStatus,
  type TrialInput,
} from './games.schema.ts'

/** The sessions' and trials' tables, for the writes that are one statement each (see `insertSession`). */
const GAME_SESSIONS_TABLE = GAME_SESSIONS_SLUG.replace(/-/g, '_')
const GAME_TRIALS_TABLE = GAME_TRIALS_SLUG.replace(/-/g, '_')

/** A table's key (for `insert().values()`) of the column named `databaseName` (relationship keys vary). */
function keyOf(table: SqlTable, databaseName: string): string {
  const entry = Object.entries(table).find(
    ([, candidate]) =>
      candidate && typeof candidate === 'object' && (candidate as { name?: unknown }).name === databaseName,
  )
  if (!entry) throw new Error(`No column ${databaseName} in the table`)
  return entry[0]
}

/** A game of the catalogue as the service reads it. */
export interface StoredGame {
  gameId: string
  slug: GameSlug
  name: string
  description: string
  /** URL of the picture's card size (or the original), or ''. */
  img: string
  status: GameStatus
}

export interface StoredSession {
  /** The record's id (trials point at it). */
  id: string
  sessionId: string
  gameId: string
  childId: string
  playerId: string
  place: PlayPlace
  status: SessionStatus
  startLevel: number
  endSeconds: number | null
  datePlayed: string
}

export type NewSession = Omit<StoredSession, 'id' | 'status' | 'endSeconds'> & { playerRole: 'therapist' | 'parent' }

export interface StoredTrial {
  sessionRecordId: string
  index: number
  level: number
  correct: boolean
  errorType: string
  elapsedSeconds: number
}

export interface StoredChildPlan {
  settings: PlaySettings | null
  homeGameIds: string[]
  startLevels: Partial<Record<GameSlug, number>>
  /** 0 until the first save; one more with each save of settings or plan. */
  version: number
  /** Per field, the save that last changed it. */
  fieldChanges: FieldChanges
}

export type { FieldChange, FieldChanges }

/** What one save writes: the whole row's next state, and its version (the read one plus one). */
export interface ChildPlanWrite {
  settings?: PlaySettings
  homeGameIds?: string[]
  startLevels?: Partial<Record<GameSlug, number>>
  version: number
  fieldChanges: FieldChanges
}

const isFieldChange = (value: unknown): value is FieldChange =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as FieldChange).version === 'number' &&
  ((value as FieldChange).role === 'therapist' || (value as FieldChange).role === 'parent') &&
  typeof (value as FieldChange).by === 'string'

const isGameSlug = (value: unknown): value is GameSlug =>
  typeof value === 'string' && (GAME_SLUGS as readonly string[]).includes(value)

interface MediaRef {
  filename?: string | null
  updatedAt?: string | null
  sizes?: Record<string, { filename?: string | null } | null | undefined> | null
}

/** The picture's URL under /uploads (served with a year's cache; the version makes a replaced file a new URL). */
function pictureUrl(picture: Game['picture']): string {
  if (!picture || typeof picture !== 'object') return ''
  const media = picture as MediaRef
  const filename = media.sizes?.card?.filename || media.filename
  if (!filename) return ''
  const version = media.updatedAt ? Date.parse(media.updatedAt).toString(36) : '0'
  return `/uploads/${encodeURIComponent(filename)}?v=${version}`
}

const toStoredGame = (doc: Game): StoredGame | null =>
  isGameSlug(doc.slug)
    ? {
        gameId: doc.id,
        slug: doc.slug,
        name: doc.name,
        description: doc.description ?? '',
        img: pictureUrl(doc.picture),
        status: doc.status === 'inactive' ? 'inactive' : 'active',
      }
    : null

const toStoredSession = (doc: GameSession): StoredSession => ({
  id: doc.id,
  sessionId: doc.sessionId,
  gameId: idOfRef(doc.game) ?? '',
  childId: idOfRef(doc.child) ?? '',
  playerId: idOfRef(doc.player) ?? '',
  place: (PLAY_PLACES as readonly string[]).includes(doc.place) ? doc.place : 'clinic',
  status: (SESSION_STATUSES as readonly string[]).includes(doc.status) ? doc.status : 'stopped',
  startLevel: doc.startLevel,
  endSeconds: typeof doc.endSeconds === 'number' ? doc.endSeconds : null,
  datePlayed: new Date(doc.datePlayed).toISOString(),
})

const toStoredTrial = (
  doc: Pick<GameTrial, 'session' | 'index' | 'level' | 'correct' | 'errorType' | 'elapsedSeconds'>,
) =>
  ({
    sessionRecordId: idOfRef(doc.session) ?? '',
    index: doc.index,
    level: doc.level,
    correct: Boolean(doc.correct),
    errorType: doc.errorType ?? '',
    elapsedSeconds: doc.elapsedSeconds,
  }) satisfies StoredTrial

const SESSION_SELECT = {
  sessionId: true,
  game: true,
  child: true,
  player: true,
  place: true,
  status: true,
  startLevel: true,
  endSeconds: true,
  datePlayed: true,
} as const

const toChildPlan = (doc: GameChildPlan | undefined): StoredChildPlan => {
  const levels: Partial<Record<GameSlug, number>> = {}
  const rawLevels = doc?.startLevels
  if (rawLevels && typeof rawLevels === 'object' && !Array.isArray(rawLevels)) {
    for (const [slug, level] of Object.entries(rawLevels)) {
      if (isGameSlug(slug) && typeof level === 'number') levels[slug] = level
    }
  }
  const settings = doc?.settings
  return {
    settings:
      settings && typeof settings === 'object' && !Array.isArray(settings)
        ? { ...DEFAULT_PLAY_SETTINGS, ...(settings as Partial<PlaySettings>) }
        : null,
    homeGameIds: Array.isArray(doc?.homeGames)
      ? doc.homeGames.filter((id): id is string => typeof id === 'string')
      : [],
    startLevels: levels,
    version: typeof doc?.version === 'number' ? doc.version : 0,
    fieldChanges: Object.fromEntries(
      Object.entries(
        doc?.fieldChanges && typeof doc.fieldChanges === 'object' && !Array.isArray(doc.fieldChanges)
          ? doc.fieldChanges
          : {},
      ).filter(([, change]) => isFieldChange(change)),
    ) as FieldChanges,
  }
}

export function createGamesRepository(payload: Payload) {
  async function findSession(sessionId: string): Promise<StoredSession | null> {
    const { docs } = await payload.find({
      collection: GAME_SESSIONS_SLUG,
      depth: 0,
      where: { sessionId: { equals: sessionId } },
      select: SESSION_SELECT,
      limit: 1,
      pagination: false,
    })
    return docs[0] ? toStoredSession(docs[0] as GameSession) : null
  }

  async function planRow(childId: string): Promise<GameChildPlan | undefined> {
    const { docs } = await payload.find({
      collection: GAME_CHILD_PLANS_SLUG,
      depth: 0,
      where: { child: { equals: childId } },
      limit: 1,
      pagination: false,
    })
    return docs[0]
  }

  /**
   * Writes the child's row only while it is still at `readVersion` (one `UPDATE … WHERE child = ? AND version = ?`,
   * so of two saves that read the same version exactly one is written); the first save creates the row, and a
   * create that loses the race to another (the unique child) is a lost write too. True when written.
   */
  async function writePlanIfUnchanged(childId: string, readVersion: number, write: ChildPlanWrite): Promise<boolean> {
    const data = {
      ...(write.settings ? { settings: write.settings } : {}),
      ...(write.homeGameIds ? { homeGames: write.homeGameIds } : {}),
      ...(write.startLevels ? { startLevels: write.startLevels } : {}),
      version: write.version,
      fieldChanges: write.fieldChanges,
    }
    const updated = await payload.db.updateOne({
      collection: GAME_CHILD_PLANS_SLUG,
      where: { and: [{ child: { equals: childId } }, { version: { equals: readVersion } }] },
      data: { ...data, updatedAt: new Date().toISOString() },
      options: { atomic: true },
    })
    if (updated) return true
    if (readVersion !== 0 || (await planRow(childId))) return false
    try {
      await payload.create({ collection: GAME_CHILD_PLANS_SLUG, data: { child: childId, ...data }, depth: 0 })
      return true
    } catch (error) {
      if (isUniqueClash(error, { field: 'child' })) return false
      throw error
    }
  }

  return {
    /** Every game of the catalogue, in the code's order (group 1 first, then 2), with its picture's URL. */
    /** The catalogue, its names and descriptions in a language (English where an editor has not translated). */
    async listGames(language: Language = 'en'): Promise<StoredGame[]> {
      const { docs } = await payload.find({
        collection: GAMES_SLUG,
        depth: 1,
        ...inLanguage(language),
        sort: 'sortOrder',
        pagination: false,
        populate: { media: { filename: true, updatedAt: true, sizes: true } },
      })
      return docs
        .map(toStoredGame)
        .filter((game): game is StoredGame => game !== null)
        .sort((a, b) => GAME_SLUGS.indexOf(a.slug) - GAME_SLUGS.indexOf(b.slug))
    },

    /** The game of the catalogue with this id; null for any other id, including one that cannot be an id. */
    async findGame(id: string): Promise<StoredGame | null> {
      if (!isRecordId(id)) return null
      const doc = await payload.findByID({ collection: GAMES_SLUG, id, depth: 0, disableErrors: true })
      return doc ? toStoredGame(doc) : null
    },

    /**
     * Adds the games of `seed` whose slug is not stored yet, and answers how many it added. Checks before it
     * writes; a concurrent start adding the same game loses on the unique slug and is ignored. Never changes a
     * stored game (editors own names, descriptions, pictures and status).
     */
    async addMissingGames(seed: ReadonlyArray<{ slug: GameSlug; name: string; description: string }>) {
      const { docs } = await payload.find({
        collection: GAMES_SLUG,
        depth: 0,
        select: { slug: true },
        pagination: false,
      })
      const stored = new Set(docs.map((doc) => doc.slug))
      let added = 0
      for (const game of seed) {
        if (stored.has(game.slug)) continue
        try {
          await payload.create({
            collection: GAMES_SLUG,
            data: {
              ...game,
              status: 'active',
              group: GAME_GROUP_OF[game.slug],
              sortOrder: GAME_SLUGS.indexOf(game.slug) + 1,
            },
            depth: 0,
          })
          added += 1
        } catch (error) {
          if (!isUniqueClash(error, { field: 'slug' })) throw error
        }
      }
      return added
    },

    findSession,

    /**
     * Stores a new session unless one with its sessionId exists (a retry, or someone else's): then null, and
     * nothing is written. One statement (`INSERT … ON CONFLICT DO NOTHING`), straight to the table: the unique
     * sessionId decides, without the read-back and the transaction around it Payload's create adds, and without
     * an error that would abort an open transaction on PostgreSQL.
     */
    async insertSessionOnce(session: NewSession): Promise<StoredSession | null> {
      const { db, table } = await sqlOf(payload)
      const sessions = table(GAME_SESSIONS_TABLE)
      const now = new Date().toISOString()
      const rows: Array<{ id: string }> = await db
        .insert(sessions)
        .values({
          sessionId: session.sessionId,
          [keyOf(sessions, 'game_id')]: session.gameId,
          [keyOf(sessions, 'child_id')]: session.childId,
          [keyOf(sessions, 'player_id')]: session.playerId,
          playerRole: session.playerRole,
          place: session.place,
          datePlayed: session.datePlayed,
          status: 'stopped',
          startLevel: session.startLevel,
          updatedAt: now,
          createdAt: now,
        })
        .onConflictDoNothing({ target: sessions.sessionId })
        .returning({ id: sessions.id })
      if (!rows[0]) return null
      const { playerRole: _role, ...stored } = session
      return { ...stored, id: String(rows[0].id), status: 'stopped', endSeconds: null }
    },

    /**
     * Ends a session: its status and the seconds the end carried; answers whether it wrote them. A completed
     * session stays as it is: the condition and the write are one statement, so a late "stopped" (the page-hide
     * path sends one) never undoes a "completed" that landed a moment before it.
     */
    async endSession(sessionId: string, status: SessionStatus, endSeconds: number): Promise<boolean> {
      const { table, op, updateWhere } = await sqlOf(payload)
      const sessions = table(GAME_SESSIONS_TABLE)
      const changed = await updateWhere(
        sessions,
        { status, endSeconds },
        op.and(op.eq(sessions.sessionId, sessionId), op.sql`${sessions.status} <> 'completed'`),
      )
      return changed > 0
    },

    /**
     * Stores a trial once: a retried send of the same (session, index), even racing the first, stores nothing.
     * One statement (`INSERT … ON CONFLICT (trial_key) DO NOTHING`) on the hottest write of the games (one per
     * trial), straight to the table: Payload's create added a transaction and a read-back of the row, and the
     * unique key's refusal came back as an error (docs/decisions/026).
     */
    async insertTrialOnce(session: StoredSession, index: number, trial: TrialInput): Promise<{ created: boolean }> {
      const { db, table } = await sqlOf(payload)
      const trials = table(GAME_TRIALS_TABLE)
      const now = new Date().toISOString()
      const rows: unknown[] = await db
        .insert(trials)
        .values({
          [keyOf(trials, 'session_id')]: session.id,
          index,
          trialKey: `${session.sessionId}:${index}`,
          level: trial.level,
          seed: trial.seed,
          response: trial.response ?? null,
          correct: trial.correct,
          errorType: trial.errorType,
          responseMs: trial.responseMs,
          replays: trial.replays,
          elapsedSeconds: trial.elapsedSeconds,
          updatedAt: now,
          createdAt: now,
        })
        .onConflictDoNothing({ target: trials.trialKey })
        .returning({ id: trials.id })
      return { created: rows.length > 0 }
    },

    /** The trials of these sessions (by record id), in one query, in index order. */
    async trialsOf(sessionRecordIds: string[]): Promise<StoredTrial[]> {
      if (sessionRecordIds.length === 0) return []
      const { docs } = await payload.find({
        collection: GAME_TRIALS_SLUG,
        depth: 0,
        where: { session: { in: sessionRecordIds } },
        select: { session: true, index: true, level: true, correct: true, errorType: true, elapsedSeconds: true },
        sort: 'index',
        pagination: false,
      })
      return docs.map((doc) => toStoredTrial(doc as GameTrial))
    },

    /** A page of a child's sessions, newest first, and how many there are in all. */
    async pageOfChild(childId: string, page: Page | undefined): Promise<{ sessions: StoredSession[]; total: number }> {
      const result = await payload.find({
        collection: GAME_SESSIONS_SLUG,
        depth: 0,
        where: { child: { equals: childId } },
        select: SESSION_SELECT,
        sort: ['-datePlayed', '-createdAt'],
        ...(page ? { limit: page.limit, page: page.number } : { pagination: false }),
      })
      return { sessions: result.docs.map((doc) => toStoredSession(doc as GameSession)), total: result.totalDocs }
    },

    /**
     * A child's sessions (of one game when given), newest first; `limit` of them when given; only those played in
     * one of `ranges` (`[from, to)`, ISO instants, `to` null for open-ended) when given, read by the index on
     * (child, datePlayed).
     */
    async sessionsOfChild(
      childId: string,
      {
        gameId,
        limit,
        ranges,
      }: { gameId?: string; limit?: number; ranges?: ReadonlyArray<{ from: string; to: string | null }> } = {},
    ) {
      const inRange = ranges?.map(({ from, to }): Where =>
        to
          ? { and: [{ datePlayed: { greater_than_equal: from } }, { datePlayed: { less_than: to } }] }
          : { datePlayed: { greater_than_equal: from } },
      )
      const where: Where = {
        and: [
          { child: { equals: childId } },
          ...(gameId ? [{ game: { equals: gameId } }] : []),
          ...(inRange ? [{ or: inRange }] : []),
        ],
      }
      const { docs } = await payload.find({
        collection: GAME_SESSIONS_SLUG,
        depth: 0,
        where,
        select: SESSION_SELECT,
        sort: ['-datePlayed', '-createdAt'],
        ...(limit ? { limit, pagination: false } : { pagination: false }),
      })
      return docs.map((doc) => toStoredSession(doc as GameSession))
    },

    async childPlan(childId: string): Promise<StoredChildPlan> {
      return toChildPlan(await planRow(childId))
    },

    /** Several children's plans in one query (a child without a row has the empty plan), by child id. */
    async childPlans(childIds: string[]): Promise<Map<string, StoredChildPlan>> {
      const plans = new Map<string, StoredChildPlan>(childIds.map((id) => [id, toChildPlan(undefined)]))
      if (childIds.length === 0) return plans
      const { docs } = await payload.find({
        collection: GAME_CHILD_PLANS_SLUG,
        depth: 0,
        where: { child: { in: childIds } },
        pagination: false,
      })
      for (const doc of docs) {
        const childId = idOfRef(doc.child)
        if (childId) plans.set(childId, toChildPlan(doc))
      }
      return plans
    },

    /**
     * The `perChild` newest sessions of each of several children, in one query: `row_number()` over each child's
     * sessions, newest first, read by the index on (child, datePlayed). Payload's Local API cannot say "the
     * newest few of each", and one query per child would grow with the family (the parent's home screen).
     */
    async latestSessionsOf(childIds: string[], perChild: number): Promise<StoredSession[]> {
      if (childIds.length === 0) return []
      const { db, table, op, isoDate } = await sqlOf(payload)
      const sessions = table(GAME_SESSIONS_TABLE)
      const child = sessions[keyOf(sessions, 'child_id')]
      const ranked = db
        .select({
          id: sessions.id,
          sessionId: sessions.sessionId,
          game: sessions[keyOf(sessions, 'game_id')],
          child,
          player: sessions[keyOf(sessions, 'player_id')],
          place: sessions.place,
          status: sessions.status,
          startLevel: sessions.startLevel,
          endSeconds: sessions.endSeconds,
          datePlayed: sessions.datePlayed,
          rank: op.sql`row_number() over (partition by ${child} order by ${sessions.datePlayed} desc, ${sessions.createdAt} desc)`.as(
            'rank',
          ),
        })
        .from(sessions)
        .where(op.inArray(child, childIds))
        .as('ranked')
      const rows: Array<GameSession & { rank: unknown }> = await db
        .select()
        .from(ranked)
        .where(op.lte(ranked.rank, perChild))
        .orderBy(op.desc(ranked.datePlayed))
      return rows.map(({ rank: _rank, ...row }) =>
        toStoredSession({ ...row, id: String(row.id), datePlayed: isoDate(row.datePlayed) } as GameSession),
      )
    },

    writePlanIfUnchanged,
  }
}

export type GamesRepository = ReturnType<typeof createGamesRepository>
