import { describe, expect, it } from 'vitest'
import { rovingTarget } from './use-roving-focus'

describe('rovingTarget: arrow keys among a game’s choices', () => {
  it('moves along a row, wrapping round at both ends', () => {
    expect(rovingTarget({ key: 'ArrowRight', from: 0, count: 4 })).toBe(1)
    expect(rovingTarget({ key: 'ArrowDown', from: 3, count: 4 })).toBe(0)
    expect(rovingTarget({ key: 'ArrowLeft', from: 0, count: 4 })).toBe(3)
    expect(rovingTarget({ key: 'ArrowUp', from: 2, count: 4 })).toBe(1)
  })

  it('ignores every other key', () => {
    expect(rovingTarget({ key: 'Enter', from: 0, count: 4 })).toBeNull()
    expect(rovingTarget({ key: 'Home', from: 2, count: 4 })).toBeNull()
    expect(rovingTarget({ key: 'a', from: 0, count: 4, columns: 2 })).toBeNull()
  })

  it('goes to the first and the last with Home and End when asked', () => {
    expect(rovingTarget({ key: 'Home', from: 2, count: 4, hasHomeEnd: true })).toBe(0)
    expect(rovingTarget({ key: 'End', from: 0, count: 4, hasHomeEnd: true })).toBe(3)
  })

  it('moves across and down a grid, stopping at its edges', () => {
    // 3 columns, 6 choices: 0 1 2 / 3 4 5
    expect(rovingTarget({ key: 'ArrowDown', from: 1, count: 6, columns: 3 })).toBe(4)
    expect(rovingTarget({ key: 'ArrowUp', from: 4, count: 6, columns: 3 })).toBe(1)
    expect(rovingTarget({ key: 'ArrowUp', from: 1, count: 6, columns: 3 })).toBeNull()
    expect(rovingTarget({ key: 'ArrowRight', from: 5, count: 6, columns: 3 })).toBeNull()
    expect(rovingTarget({ key: 'ArrowLeft', from: 0, count: 6, columns: 3 })).toBeNull()
  })

  it('steps over choices that cannot be chosen in a grid, in the same direction', () => {
    const isDisabled = (index: number) => index === 4
    expect(rovingTarget({ key: 'ArrowDown', from: 1, count: 9, columns: 3, isDisabled })).toBe(7)
    expect(rovingTarget({ key: 'ArrowRight', from: 3, count: 6, columns: 3, isDisabled })).toBe(5)
    expect(rovingTarget({ key: 'ArrowDown', from: 1, count: 6, columns: 3, isDisabled })).toBeNull()
  })
})
