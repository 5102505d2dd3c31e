import type { GameProgress } from '@app/games/schema'
import { describe, expect, it } from 'vitest'
import { draftsOf, goalGamesOf, monthEvidence, targetsOf } from './game-targets'

const progress = (days: GameProgress['days']): GameProgress => ({
  gameId: 'g1',
  slug: 'window-train',
  name: 'Window Train',
  days,
  topErrorTypes: [],
  sessions: { home: 1, clinic: 1 },
  thisWeek: { sessions: 0, levelReached: 0 },
})
const target = { goal: 0, game: 'window-train' as const, level: 4, accuracy: 80 }

describe("a goal's game target", () => {
  it('when the month has play, then the highest level reached and its latest accuracy are the evidence', () => {
    const evidence = monthEvidence(
      progress([
        { date: '2026-11-12', levelReached: 4, accuracy: 60, sessions: 1 },
        { date: '2026-11-03', levelReached: 3, accuracy: 90, sessions: 2 },
        { date: '2026-11-20', levelReached: 4, accuracy: 85, sessions: 1 },
      ]),
      target,
    )
    expect(evidence).toEqual({ sessions: 4, levelReached: 4, accuracy: 85, isMet: true })
  })

  it('when the level or the accuracy falls short, then the target is not met', () => {
    const below = monthEvidence(progress([{ date: '2026-11-03', levelReached: 5, accuracy: 70, sessions: 1 }]), target)
    expect(below?.isMet).toBe(false)
    const lower = monthEvidence(progress([{ date: '2026-11-03', levelReached: 3, accuracy: 100, sessions: 1 }]), target)
    expect(lower?.isMet).toBe(false)
  })

  it('when the game was not played in the month, then there is no evidence (not a 0 %)', () => {
    expect(monthEvidence(undefined, target)).toBeNull()
    expect(monthEvidence(progress([]), target)).toBeNull()
  })

  it('when a version carries targets, then they are read; unreadable ones and older versions give none', () => {
    expect(goalGamesOf({ goalGames: [target, { goal: 1, game: 'no-such-game', level: 2, accuracy: 50 }] })).toEqual([
      target,
    ])
    expect(goalGamesOf({})).toEqual([])
  })

  it('when the form has a game without a level or accuracy in range, then it names that goal', () => {
    const drafts = draftsOf([target], 2)
    expect(targetsOf(drafts)).toEqual({ targets: [target] })
    expect(targetsOf([...drafts.slice(0, 1), { game: 'echo-drums', level: '25', accuracy: '80' }])).toEqual({
      invalidGoal: 1,
    })
    expect(targetsOf([{ game: '', level: 'x', accuracy: '' }])).toEqual({ targets: [] })
  })
})
