import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  changedSince,
  fieldChangesAfter,
  lastLevelReached,
  mergeSave,
  progressOf,
  progressRanges,
  sameLevels,
  sameSet,
  staleAgainst,
  startLevelFor,
  summaryOf,
  totalsOf,
  weekStartOf,
  whoMade,
  type SessionFacts,
  type TrialFacts,
} from './games.rules.ts'
import { DEFAULT_PLAY_SETTINGS, StartSessionSchema, TrialSchema, type PlaySettings } from './games.schema.ts'

const trial = (level: number, correct: boolean, errorType = '', elapsedSeconds = 1): TrialFacts => ({
  level,
  correct,
  errorType: correct ? '' : errorType,
  elapsedSeconds,
})

describe('totalsOf: a session’s Tries, Timer and level reached', () => {
  it('counts the trials stored, takes the last (largest) elapsed seconds and the highest level answered right', () => {
    const trials = [trial(2, true, '', 3), trial(3, true, '', 7), trial(4, false, 'order', 12.5)]
    expect(totalsOf(trials, null)).toEqual({ tries: 3, timer: 12.5, levelReached: 3 })
    expect(totalsOf(trials, 20)).toEqual({ tries: 3, timer: 20, levelReached: 3 })
  })
  it('gives 0 tries, the end’s seconds and level 0 for a session with no trial', () => {
    expect(totalsOf([], 4)).toEqual({ tries: 0, timer: 4, levelReached: 0 })
    expect(totalsOf([trial(1, false, 'item')], null).levelReached).toBe(0)
  })
})

describe('startLevelFor: where the next session starts', () => {
  it('starts a first session at 1', () => {
    expect(startLevelFor({ planLevel: undefined, lastLevelReached: undefined })).toBe(1)
  })
  it('starts one below the last ceiling, never below 1', () => {
    expect(startLevelFor({ planLevel: undefined, lastLevelReached: 5 })).toBe(4)
    expect(startLevelFor({ planLevel: undefined, lastLevelReached: 1 })).toBe(1)
    expect(startLevelFor({ planLevel: undefined, lastLevelReached: 0 })).toBe(1)
  })
  it('follows the therapist’s start level when the plan has one', () => {
    expect(startLevelFor({ planLevel: 6, lastLevelReached: 2 })).toBe(6)
  })
})

describe('weekStartOf', () => {
  it('is the Monday of the week, Sunday belonging to the week before it', () => {
    expect(weekStartOf('2026-11-25')).toBe('2026-11-23') // a Wednesday
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23')
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23') // Sunday
  })
})

describe('progressOf: what the therapist and the parent read', () => {
  const games = [
    { gameId: 'g1', slug: 'window-train' as const, name: 'Window Train' },
    { gameId: 'g2', slug: 'echo-drums' as const, name: 'Echo Drums' },
  ]
  const session = (
    datePlayed: string,
    place: 'home' | 'clinic',
    trials: TrialFacts[],
    gameId = 'g1',
  ): SessionFacts => ({
    gameId,
    place,
    datePlayed,
    endSeconds: null,
    trials,
  })
  // 2026-11-25 10:00 in the clinic (Asia/Kolkata, UTC+5:30).
  const now = new Date('2026-11-25T04:30:00Z')
  const sessions = [
    session('2026-10-30T05:00:00Z', 'clinic', [trial(2, true), trial(3, false, 'order'), trial(3, false, 'order')]),
    session('2026-11-24T05:00:00Z', 'home', [
      trial(3, true),
      trial(4, true),
      trial(4, false, 'item'),
      trial(5, false, 'order'),
    ]),
    // 23:00 UTC on the 24th is the 25th in the clinic.
    session('2026-11-24T23:00:00Z', 'clinic', [trial(4, true), trial(5, false, 'item'), trial(5, false, 'position')]),
  ]

  it('gives per clinic day the level reached, the accuracy at that level and the sessions; top two error types; places; this week', () => {
    const [windowTrain, ...rest] = progressOf({ sessions, games, now })
    expect(rest).toEqual([])
    expect(windowTrain.days).toEqual([
      { date: '2026-10-30', levelReached: 2, accuracy: 100, sessions: 1 },
      { date: '2026-11-24', levelReached: 4, accuracy: 50, sessions: 1 },
      { date: '2026-11-25', levelReached: 4, accuracy: 100, sessions: 1 },
    ])
    expect(windowTrain.topErrorTypes).toEqual([
      { errorType: 'order', count: 3 },
      { errorType: 'item', count: 2 },
    ])
    expect(windowTrain.sessions).toEqual({ home: 1, clinic: 2 })
    expect(windowTrain.thisWeek).toEqual({ sessions: 2, levelReached: 4 })
  })

  it('with a month, keeps that month’s sessions; this week still counts the current week', () => {
    const [october] = progressOf({ sessions, games, now, month: '2026-10' })
    expect(october.days.map((day) => day.date)).toEqual(['2026-10-30'])
    expect(october.sessions).toEqual({ home: 0, clinic: 1 })
    expect(october.thisWeek.sessions).toBe(2)
    expect(progressOf({ sessions, games, now: new Date('2027-01-10T00:00:00Z'), month: '2026-09' })).toEqual([])
  })
})

describe('the request schemas name a missing field in our words', () => {
  it('answers the field’s message, not a generic one', () => {
    const start = v.safeParse(StartSessionSchema, { sessionId: '2b8f6c1e-1d2a-4c3b-9a8e-0f1e2d3c4b5a', gameId: 'x' })
    expect(start.success ? null : start.issues[0].message).toBe('childId is required')
    const trial = v.safeParse(TrialSchema, { level: 1 })
    expect(trial.success ? null : trial.issues[0].message).toBe('Trial is not valid')
  })
})

const FIELDS = ['sound', 'motion', 'celebration', 'targetSize', 'highContrast'] as const

// docs/api/games.md, "Two adults at once".
describe('mergeSave: one save of a child’s settings or plan merged into the stored row', () => {
  const stored: PlaySettings = { ...DEFAULT_PLAY_SETTINGS, sound: 'soft', motion: 'full' }

  it('keeps a change nobody else made on top of the others’ changes', () => {
    const merged = mergeSave<PlaySettings>({
      fields: FIELDS,
      mine: { sound: 'off' },
      theirs: stored,
      theirChanges: ['motion'],
    })
    expect(merged).toEqual({
      ok: true,
      next: { ...stored, sound: 'off' },
      mine: ['sound'],
      theirs: ['motion'],
      changed: ['sound'],
    })
  })

  it('refuses a change of a field someone else changed since, and writes nothing', () => {
    const merged = mergeSave<PlaySettings>({
      fields: FIELDS,
      mine: { motion: 'none' },
      theirs: stored,
      theirChanges: ['motion'],
    })
    expect(merged).toEqual({ ok: false, conflicts: ['motion'], mine: ['motion'], theirs: ['motion'] })
  })

  it('takes a field sent with the value already stored as no change, never a conflict', () => {
    const merged = mergeSave<PlaySettings>({
      fields: FIELDS,
      mine: { motion: 'full' },
      theirs: stored,
      theirChanges: ['motion'],
    })
    expect(merged).toMatchObject({ ok: true, changed: [], next: stored })
  })

  it('compares home games as sets and start levels as maps when told how', () => {
    const plan: { homeGameIds: string[]; startLevels: Record<string, number> } = {
      homeGameIds: ['a', 'b'],
      startLevels: { 'echo-drums': 2, 'window-train': 3 },
    }
    const same = (a: unknown, b: unknown) => (Array.isArray(a) || Array.isArray(b) ? sameSet(a, b) : sameLevels(a, b))
    const reordered = mergeSave({
      fields: ['homeGameIds', 'startLevels'] as const,
      mine: { homeGameIds: ['b', 'a'], startLevels: { 'window-train': 3, 'echo-drums': 2 } },
      theirs: plan,
      theirChanges: ['homeGameIds', 'startLevels'],
      same,
    })
    expect(reordered).toMatchObject({ ok: true, changed: [] })
    const changed = mergeSave({
      fields: ['homeGameIds', 'startLevels'] as const,
      mine: { startLevels: { 'echo-drums': 4 } },
      theirs: plan,
      theirChanges: ['homeGameIds'],
      same,
    })
    expect(changed).toMatchObject({
      ok: true,
      changed: ['startLevels'],
      next: { homeGameIds: ['a', 'b'], startLevels: { 'echo-drums': 4 } },
    })
  })
})

describe('the row’s per-field versions', () => {
  const fieldChanges = {
    sound: { version: 2, role: 'parent' as const, by: 'p1' },
    motion: { version: 4, role: 'therapist' as const, by: 't1' },
  }

  it('names the fields changed after a version', () => {
    expect(changedSince(fieldChanges, 2)).toEqual(['motion'])
    expect(changedSince(fieldChanges, 1)).toEqual(['sound', 'motion'])
    expect(changedSince(fieldChanges, 4)).toEqual([])
  })

  it('names who made a change: the caller in another window, or the role', () => {
    expect(whoMade(fieldChanges.motion, 't1')).toBe('you')
    expect(whoMade(fieldChanges.motion, 'p1')).toBe('therapist')
    expect(whoMade(fieldChanges.sound, 't1')).toBe('parent')
    expect(whoMade(undefined, 't1')).toBe('therapist')
  })

  it('refuses a base version above the row’s, naming the newest change’s maker', () => {
    expect(staleAgainst({ version: 4, fieldChanges }, 5, 'p1')).toBe('therapist')
    expect(staleAgainst({ version: 4, fieldChanges }, 4, 'p1')).toBeNull()
    expect(staleAgainst({ version: 0, fieldChanges: {} }, 1, 'p1')).toBe('therapist')
  })

  it('records the fields a save changed with its version and its maker', () => {
    expect(fieldChangesAfter(fieldChanges, ['sound'], 5, { _id: 't1', role: 'therapist' })).toEqual({
      sound: { version: 5, role: 'therapist', by: 't1' },
      motion: fieldChanges.motion,
    })
  })
})

describe('progressRanges: what the progress of a month reads', () => {
  it('reads the clinic month and the current clinic week, from clinic midnight', () => {
    // Wednesday 25 November 2026, 10:00 in the clinic.
    const now = new Date('2026-11-25T04:30:00Z')
    expect(progressRanges('2026-03', now)).toEqual([
      { from: '2026-02-28T18:30:00.000Z', to: '2026-03-31T18:30:00.000Z' },
      { from: '2026-11-22T18:30:00.000Z', to: null },
    ])
    expect(progressRanges('2026-12', now)?.[0]).toEqual({
      from: '2026-11-30T18:30:00.000Z',
      to: '2026-12-31T18:30:00.000Z',
    })
  })
  it('reads every session without a month', () => {
    expect(progressRanges(undefined, new Date())).toBeNull()
  })
})

describe('summaryOf and lastLevelReached', () => {
  const trialOf = (sessionRecordId: string, level: number, correct: boolean, elapsedSeconds = 1) => ({
    sessionRecordId,
    level,
    correct,
    errorType: correct ? '' : 'order',
    elapsedSeconds,
  })

  it('sums a session up from its trials and its end', () => {
    const session = {
      sessionId: 's',
      gameId: 'g',
      childId: 'c',
      place: 'clinic' as const,
      status: 'completed' as const,
      startLevel: 1,
      endSeconds: 9,
      datePlayed: '2026-11-25T04:30:00.000Z',
    }
    expect(summaryOf(session, [trialOf('r', 2, true, 4), trialOf('r', 3, false, 12)])).toEqual({
      ...{ sessionId: 's', gameId: 'g', childId: 'c', place: 'clinic', status: 'completed', startLevel: 1 },
      datePlayed: '2026-11-25T04:30:00.000Z',
      tries: 2,
      timer: 12,
      levelReached: 2,
    })
  })

  it('takes the newest session with a trial as the last ceiling', () => {
    const recent = [{ id: 'new' }, { id: 'older' }, { id: 'oldest' }]
    expect(lastLevelReached(recent, [trialOf('older', 4, true), trialOf('oldest', 6, true)])).toBe(4)
    expect(lastLevelReached(recent, [])).toBeUndefined()
  })
})
