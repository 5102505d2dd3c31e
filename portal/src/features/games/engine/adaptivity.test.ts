import { MISSES_BEFORE_BREAK } from '@app/games/schema'
import { describe, expect, it } from 'vitest'
import { afterAnswer, afterBreak, needsBreak, startAdaptiveState, type AdaptiveState } from './adaptivity'

const play = (state: AdaptiveState, answers: boolean[], maxLevel = 10) =>
  answers.reduce((current, correct) => afterAnswer(current, correct, maxLevel), state)

describe('adaptivity within a session', () => {
  it("starts at the server's start level for a child, at 1 for a visitor, always within 1..maxLevel", () => {
    expect(startAdaptiveState(4, 10).level).toBe(4)
    expect(startAdaptiveState(null, 10).level).toBe(1)
    expect(startAdaptiveState(undefined, 10).level).toBe(1)
    expect(startAdaptiveState(15, 10).level).toBe(10)
    expect(startAdaptiveState(0, 10).level).toBe(1)
  })

  it('goes up one level after two right in a row, not after one', () => {
    const start = startAdaptiveState(3, 10)
    expect(play(start, [true]).level).toBe(3)
    expect(play(start, [true, true]).level).toBe(4)
    expect(play(start, [true, true, true]).level).toBe(4)
    expect(play(start, [true, true, true, true]).level).toBe(5)
  })

  it('goes down one level after one wrong, and a wrong answer breaks a run of right ones', () => {
    const start = startAdaptiveState(3, 10)
    expect(play(start, [false]).level).toBe(2)
    expect(play(start, [true, false, true]).level).toBe(2)
  })

  it('never leaves 1..maxLevel', () => {
    expect(play(startAdaptiveState(1, 5), [false, false]).level).toBe(1)
    expect(play(startAdaptiveState(5, 5), [true, true, true, true], 5).level).toBe(5)
  })
})

describe('the break after misses in a row', () => {
  it(`offers a break after ${MISSES_BEFORE_BREAK} misses in a row, not before`, () => {
    const start = startAdaptiveState(5, 10)
    const misses = Array<boolean>(MISSES_BEFORE_BREAK).fill(false)
    expect(needsBreak(play(start, misses.slice(1)))).toBe(false)
    expect(needsBreak(play(start, misses))).toBe(true)
  })

  it('a right answer between misses starts the count again', () => {
    const start = startAdaptiveState(5, 10)
    expect(needsBreak(play(start, [false, false, true, false, false]))).toBe(false)
  })

  it('after the break the count starts again at the level reached', () => {
    const tired = play(startAdaptiveState(5, 10), [false, false, false])
    const rested = afterBreak(tired)
    expect(needsBreak(rested)).toBe(false)
    expect(rested.level).toBe(tired.level)
    expect(needsBreak(afterAnswer(rested, false, 10))).toBe(false)
  })
})
