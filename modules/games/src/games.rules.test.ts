import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { progressOf, startLevelFor, totalsOf, weekStartOf, type SessionFacts, type TrialFacts } from './games.rules.ts'
import { StartSessionSchema, TrialSchema } from './games.schema.ts'

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
