// The learning games' shared vocabulary, request schemas and answers (docs/api/games.md), used by the server and
// by the portal's game engine. Browser-safe: only valibot and other browser-safe subpaths.
//
// This file is the contract between the games module (server) and the portal's engine and games; change it in
// one commit with both sides.
import * as v from 'valibot'

/** The two groups of the product rules (PASS theory): successive = 1, simultaneous = 2. */
export const GAME_GROUPS = [
  { groupId: 1, name: 'Successive Processing' },
  { groupId: 2, name: 'Simultaneous Processing' },
] as const
export type GameGroupId = (typeof GAME_GROUPS)[number]['groupId']

/**
 * The eight games written in this project: their stable slug (also their folder under
 * portal/src/features/games/<slug>/ and their play route /games/play/<slug>) and their group. Names,
 * descriptions, pictures and active/inactive are content, edited in /admin; the slug and group are code.
 */
export const GAME_SLUGS = [
  'window-train',
  'join-the-path',
  'who-came-first',
  'echo-drums',
  'pattern-grid',
  'where-is-it',
  'shape-detective',
  'picture-sentence-match',
] as const
export type GameSlug = (typeof GAME_SLUGS)[number]
export const GAME_GROUP_OF: Record<GameSlug, GameGroupId> = {
  'window-train': 1,
  'join-the-path': 1,
  'who-came-first': 1,
  'echo-drums': 1,
  'pattern-grid': 2,
  'where-is-it': 2,
  'shape-detective': 2,
  'picture-sentence-match': 2,
}
/** The play screen of a game: `${playRoute(slug)}?gameId=<id>[&childId=<id>]`, opened in a new tab. */
export const playRoute = (slug: GameSlug) => `/games/play/${slug}`

export const GAME_STATUSES = ['active', 'inactive'] as const
export type GameStatus = (typeof GAME_STATUSES)[number]

/** GET /api/data/allgames: the groups of the product rules, each with its games (active and inactive). */
export interface CatalogueGame {
  gameId: string
  slug: GameSlug
  name: string
  description: string
  /** URL of the picture, or '' when the editor gave none. */
  img: string
  /** The play screen, `playRoute(slug)`. */
  route: string
  status: GameStatus
}
export interface CatalogueGroup {
  groupId: GameGroupId
  games: CatalogueGame[]
}

/** Where a session was played: with the therapist at the clinic, or with the parent at home. */
export const PLAY_PLACES = ['clinic', 'home'] as const
export type PlayPlace = (typeof PLAY_PLACES)[number]
export const SESSION_STATUSES = ['completed', 'stopped'] as const
export type SessionStatus = (typeof SESSION_STATUSES)[number]

/** Trials in one session; the session is "completed" when the child reaches this many. */
export const TRIALS_PER_SESSION = 10
/** Misses in a row that bring "Let's take a break" instead of another trial. */
export const MISSES_BEFORE_BREAK = 3

// The child's settings (games.md, principles). Defaults for a visitor; `motion` follows prefers-reduced-motion
// when it was never chosen.
export const SOUND_SETTINGS = ['off', 'soft', 'voice'] as const
export const MOTION_SETTINGS = ['none', 'reduced', 'full'] as const
export const CELEBRATION_SETTINGS = ['none', 'quiet', 'stars'] as const
export const TARGET_SIZES = ['large', 'extra-large'] as const
/**
 * A field that must be sent: a missing key reaches the field's own schema (and its message) as null, instead
 * of valibot's generic "Invalid key" (docs/api/games.md: every 400 says what is wrong in our words).
 */
const sent = () => v.optional(v.unknown(), null)

export const PlaySettingsSchema = v.object({
  sound: v.pipe(sent(), v.picklist(SOUND_SETTINGS, 'Please choose a sound setting')),
  motion: v.pipe(sent(), v.picklist(MOTION_SETTINGS, 'Please choose a motion setting')),
  celebration: v.pipe(sent(), v.picklist(CELEBRATION_SETTINGS, 'Please choose a celebration setting')),
  targetSize: v.pipe(sent(), v.picklist(TARGET_SIZES, 'Please choose a target size')),
  highContrast: v.pipe(sent(), v.boolean('High contrast must be on or off')),
})
export type PlaySettings = v.InferOutput<typeof PlaySettingsSchema>
export const DEFAULT_PLAY_SETTINGS: PlaySettings = {
  sound: 'soft',
  motion: 'full',
  celebration: 'quiet',
  targetSize: 'large',
  highContrast: false,
}

const uuid = (message: string) => v.pipe(sent(), v.string(message), v.uuid(message))
export const SESSION_ID_MESSAGE = 'sessionId must be a UUID made by the game'
export const TRIAL_MESSAGE = 'Trial is not valid'

/**
 * POST /api/games/sessions — a signed-in therapist (child assigned to them) or parent (their own child) starts a
 * session. Idempotent on `sessionId` (made by the game; a retry answers the same session). The server sets
 * datePlayed (its clock), where (therapist: clinic, parent: home) and by whom. Answers 201
 * `GameSessionStarted`.
 */
export const StartSessionSchema = v.object({
  sessionId: uuid(SESSION_ID_MESSAGE),
  gameId: v.pipe(
    sent(),
    v.string('gameId is required'),
    v.trim(),
    v.minLength(1, 'gameId is required'),
    v.maxLength(64, 'gameId is too long'),
  ),
  childId: v.pipe(
    sent(),
    v.string('childId is required'),
    v.trim(),
    v.minLength(1, 'childId is required'),
    v.maxLength(64, 'childId is too long'),
  ),
})
export type StartSessionInput = v.InferOutput<typeof StartSessionSchema>
export interface GameSessionStarted {
  sessionId: string
  /** Where to start: one below the child's last ceiling in this game, or the therapist's chosen start; 1 first. */
  startLevel: number
}

/**
 * PUT /api/games/sessions/{sessionId}/trials/{index} — one trial, sent as soon as it ends (a closed tab keeps
 * every trial already sent). Idempotent on (sessionId, index): a retry stores nothing twice. `index` from 0.
 * `elapsedSeconds` is the session's playing time so far (paused time on a break excluded); the report's Timer
 * is the last one received.
 */
export const TrialSchema = v.object({
  level: v.pipe(
    sent(),
    v.number(TRIAL_MESSAGE),
    v.integer(TRIAL_MESSAGE),
    v.minValue(1, TRIAL_MESSAGE),
    v.maxValue(20, TRIAL_MESSAGE),
  ),
  seed: v.pipe(
    sent(),
    v.number(TRIAL_MESSAGE),
    v.integer(TRIAL_MESSAGE),
    v.minValue(0, TRIAL_MESSAGE),
    v.maxValue(2 ** 32 - 1, TRIAL_MESSAGE),
  ),
  /** What the child answered, as the game records it (JSON, at most 2 KB once serialised). */
  response: v.pipe(
    v.unknown(),
    v.check((value) => JSON.stringify(value ?? null).length <= 2048, 'Response is too long'),
  ),
  correct: v.pipe(sent(), v.boolean(TRIAL_MESSAGE)),
  /** One of the game's ERROR_TYPES when wrong; '' when right (left out: ''). */
  errorType: v.optional(v.pipe(v.string(TRIAL_MESSAGE), v.maxLength(40, TRIAL_MESSAGE)), ''),
  responseMs: v.pipe(
    sent(),
    v.number(TRIAL_MESSAGE),
    v.integer(TRIAL_MESSAGE),
    v.minValue(0, TRIAL_MESSAGE),
    v.maxValue(3_600_000, TRIAL_MESSAGE),
  ),
  replays: v.pipe(
    sent(),
    v.number(TRIAL_MESSAGE),
    v.integer(TRIAL_MESSAGE),
    v.minValue(0, TRIAL_MESSAGE),
    v.maxValue(100, TRIAL_MESSAGE),
  ),
  elapsedSeconds: v.pipe(
    sent(),
    v.number(TRIAL_MESSAGE),
    v.minValue(0, TRIAL_MESSAGE),
    v.maxValue(86_400, TRIAL_MESSAGE),
  ),
})
export type TrialInput = v.InferOutput<typeof TrialSchema>

/**
 * PUT /api/games/sessions/{sessionId}/end — the session's status. A session never ended (closed tab) reads as
 * "stopped" with the trials it has. Idempotent: ending again changes nothing once completed.
 */
export const EndSessionSchema = v.object({
  status: v.pipe(sent(), v.picklist(SESSION_STATUSES, 'Status must be completed or stopped')),
  elapsedSeconds: v.pipe(
    sent(),
    v.number('elapsedSeconds is required'),
    v.minValue(0, 'elapsedSeconds must be from 0 to 86400'),
    v.maxValue(86_400, 'elapsedSeconds must be from 0 to 86400'),
  ),
})
export type EndSessionInput = v.InferOutput<typeof EndSessionSchema>

/** GET /api/data/gameReports/{childId}?page&limit — the product rules' rows, newest first (X-Total-Count). */
export interface GameReportRow {
  name: string
  tries: number
  /** Seconds; the screen shows two decimals. */
  timer: number
  status: SessionStatus
  /** ISO timestamp from the server's clock. */
  datePlayed: string
  gameId: string
  place: PlayPlace
}
export const NO_GAME_REPORTS_MESSAGE = 'No game reports found'
export const NO_ACTIVE_GAMES_MESSAGE = 'No active games available in this category'

/**
 * GET /api/games/progress/{childId}[?month=YYYY-MM] — per game, what the therapist reads: the level reached and
 * accuracy at it per date played, the two most frequent error types, sessions at home and in the clinic, and
 * this week's sessions (the parent's card). Same readers as the reports.
 */
export interface GameProgress {
  gameId: string
  slug: GameSlug
  name: string
  days: { date: string; levelReached: number; accuracy: number; sessions: number }[]
  topErrorTypes: { errorType: string; count: number }[]
  sessions: { home: number; clinic: number }
  thisWeek: { sessions: number; levelReached: number }
}

/**
 * GET/PUT /api/games/children/{childId}/plan — what the therapist set for the child: games suggested for home
 * practice (none: all active games) and a start level per game. Read by the parent and the assigned therapist;
 * written by the assigned therapist.
 */
export const ChildGamePlanSchema = v.object({
  homeGameIds: v.optional(
    v.pipe(
      v.array(v.pipe(v.string('Unknown game'), v.maxLength(64, 'Unknown game')), 'Home games must be a list'),
      v.maxLength(8, 'At most 8 home games'),
    ),
    [],
  ),
  startLevels: v.optional(
    v.record(
      v.picklist(GAME_SLUGS, 'Unknown game'),
      v.pipe(
        v.number('Start level must be a whole number from 1 to 20'),
        v.integer('Start level must be a whole number from 1 to 20'),
        v.minValue(1, 'Start level must be a whole number from 1 to 20'),
        v.maxValue(20, 'Start level must be a whole number from 1 to 20'),
      ),
      'Start levels must be a list of games and levels',
    ),
    {},
  ),
})
export type ChildGamePlan = v.InferOutput<typeof ChildGamePlanSchema>

/**
 * GET/PUT /api/games/children/{childId}/settings — the child's play settings (PlaySettingsSchema), remembered for a
 * signed-in child; a visitor's are kept on the device only. Read and written by the parent and the assigned
 * therapist; GET answers DEFAULT_PLAY_SETTINGS (motion from the device) when none were saved.
 */
export type ChildPlaySettings = PlaySettings & { version: number }

// Two adults at once (docs/api/games.md, "Two adults at once"): every save names the `version` its screen read.

/** The version of the child's settings and plan a screen read (GET answers it; 0 before anything was saved). */
export const RELOAD_GAME_PLAN_MESSAGE = 'Please reload and try again'
const baseVersionField = v.pipe(
  sent(),
  v.number(RELOAD_GAME_PLAN_MESSAGE),
  v.integer(RELOAD_GAME_PLAN_MESSAGE),
  v.minValue(0, RELOAD_GAME_PLAN_MESSAGE),
)

/** Who made the save a stale one ran into, as the message names them. */
export type ChangedBy = 'therapist' | 'parent' | 'you'
const WHO: Record<ChangedBy, string> = {
  therapist: 'The child’s therapist',
  parent: 'The child’s parent',
  you: 'You (in another window)',
}
/** 409: a setting this save changes was changed by someone else after the screen read it. */
export const STALE_SETTINGS_MESSAGE = (who: ChangedBy) =>
  `${WHO[who]} changed this setting while you were choosing. Their choice is shown now: choose again to change it.`
/** 409: a part of the plan this save changes was changed by someone else after the screen read it. */
export const STALE_PLAN_MESSAGE = (who: ChangedBy) =>
  `${WHO[who]} changed the game plan while you were editing it. It has been reloaded and your changes are still on screen: save again to keep them.`

/**
 * PUT /api/games/children/{childId}/settings — the settings the user changed (any of PlaySettings' fields; one is
 * enough) and `baseVersion`. Fields left out stay as they are.
 */
export const SaveChildSettingsSchema = v.object({
  baseVersion: baseVersionField,
  sound: v.optional(v.picklist(SOUND_SETTINGS, 'Please choose a sound setting')),
  motion: v.optional(v.picklist(MOTION_SETTINGS, 'Please choose a motion setting')),
  celebration: v.optional(v.picklist(CELEBRATION_SETTINGS, 'Please choose a celebration setting')),
  targetSize: v.optional(v.picklist(TARGET_SIZES, 'Please choose a target size')),
  highContrast: v.optional(v.boolean('High contrast must be on or off')),
})
export type SaveChildSettings = v.InferOutput<typeof SaveChildSettingsSchema>

/** PUT /api/games/children/{childId}/plan — the parts of the plan the therapist changed, and `baseVersion`. */
export const SaveChildGamePlanSchema = v.object({
  baseVersion: baseVersionField,
  homeGameIds: v.optional(ChildGamePlanSchema.entries.homeGameIds.wrapped),
  startLevels: v.optional(ChildGamePlanSchema.entries.startLevels.wrapped),
})
export type SaveChildGamePlan = v.InferOutput<typeof SaveChildGamePlanSchema>

/** GET (and the answer of PUT) /api/games/children/{childId}/plan: the plan and its version. */
export type ChildGamePlanRead = ChildGamePlan & { version: number }

// Added with the server (docs/api/games.md): the answers of the writes, the failures' messages, the queries.

/** A trial's `index` in the path: 0 up to this, exclusive (a session far longer than TRIALS_PER_SESSION is a bug). */
export const MAX_TRIAL_INDEX = 100
export const TRIAL_INDEX_MESSAGE = `Trial index must be a whole number from 0 to ${MAX_TRIAL_INDEX - 1}`
export const GAME_NOT_FOUND_MESSAGE = 'Game not found'
export const GAME_SESSION_NOT_FOUND_MESSAGE = 'Game session not found'
/** A sessionId already used for another child, game or player (the game makes a fresh UUID per session). */
export const SESSION_ID_TAKEN_MESSAGE = 'This sessionId belongs to another session; start a new one'
export const TRIAL_SAVED_MESSAGE = 'Trial saved'
export const SESSION_ENDED_MESSAGE = 'Session ended'
export const SETTINGS_SAVED_MESSAGE = 'Settings saved'
export const PLAN_SAVED_MESSAGE = 'Game plan saved'
export const UNKNOWN_HOME_GAME_MESSAGE = 'Unknown game'
export const MONTH_MESSAGE = 'Month must be YYYY-MM'

/** One session as stored and summed up (answer of PUT .../end). tries, timer and levelReached come from its trials. */
export interface GameSessionSummary {
  sessionId: string
  gameId: string
  childId: string
  place: PlayPlace
  status: SessionStatus
  startLevel: number
  tries: number
  /** Seconds played: the last elapsedSeconds received (trial or end). */
  timer: number
  /** The highest level answered correctly; 0 when none was. */
  levelReached: number
  datePlayed: string
}

/** GET /api/games/progress/{childId}?month=YYYY-MM: the month (clinic calendar) to read; every session when left out. */
export const ProgressQuerySchema = v.object({
  month: v.optional(v.pipe(v.string(MONTH_MESSAGE), v.trim(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_MESSAGE))),
})
export type ProgressQuery = v.InferOutput<typeof ProgressQuerySchema>

/**
 * A child's home practice as the parent's home screen shows it (`GET /api/parents/overview`, docs/api/parents.md):
 * the active games the therapist suggested (none when the therapist has not chosen any) and the newest results.
 */
export interface HomePracticeDto {
  childId: string
  suggested: Array<Pick<CatalogueGame, 'gameId' | 'slug' | 'name' | 'route'>>
  latestResults: Array<{
    sessionId: string
    gameId: string
    name: string
    place: PlayPlace
    status: SessionStatus
    tries: number
    levelReached: number
    datePlayed: string
  }>
}

/** How many of a child's newest results the parent's home screen shows. */
export const LATEST_RESULTS_SHOWN = 3
