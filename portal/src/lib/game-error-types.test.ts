import { describe, expect, it } from 'vitest'
import { errorTypeLabel, tidiedErrorType } from './game-error-types'

describe('error types in each game’s words', () => {
  it('shows the game’s own words for the keys it records', () => {
    expect(errorTypeLabel('window-train', 'order')).toBe('Right things, wrong order')
    expect(errorTypeLabel('pattern-grid', 'look-alike')).toBe('Chose a look-alike')
    expect(errorTypeLabel('where-is-it', 'left-right')).toBe('Left and right swapped')
    expect(errorTypeLabel('echo-drums', 'position-3')).toBe('First wrong tap at position 3')
    // The same key means different things in different games.
    expect(errorTypeLabel('join-the-path', 'order')).toBe('Right shapes or letters, wrong order')
    expect(errorTypeLabel('who-came-first', 'order')).toBe('Animals in the wrong order')
  })

  it('a key the game does not declare falls back to the key in words', () => {
    expect(errorTypeLabel('window-train', 'look-alike')).toBe('Look alike')
    expect(errorTypeLabel('echo-drums', 'position-x')).toBe('Position x')
    expect(errorTypeLabel('where-is-it', 'toString')).toBe('To string')
    expect(tidiedErrorType('left_right')).toBe('Left right')
    expect(tidiedErrorType('wrongItem')).toBe('Wrong item')
  })
})
