import { describe, expect, it } from 'vitest'
import { displayNameOf, FALLBACK_DISPLAY_NAME } from './use-display-name'

describe('displayNameOf', () => {
  it("shows the user's name", () => {
    expect(displayNameOf({ name: 'Asha Rao' })).toBe('Asha Rao')
  })

  it("falls back to 'User' when there is no user or no usable name", () => {
    expect(FALLBACK_DISPLAY_NAME).toBe('User')
    expect(displayNameOf(null)).toBe('User')
    expect(displayNameOf({})).toBe('User')
    expect(displayNameOf({ name: null })).toBe('User')
    expect(displayNameOf({ name: '   ' })).toBe('User')
  })
})
