import { describe, expect, it } from 'vitest'
import { voiceFor } from './sound'

const voices = [{ lang: 'en-US' }, { lang: 'hi_IN' }, { lang: 'te-IN' }, { lang: 'en-IN' }]

describe('voiceFor', () => {
  it("speaks a prompt in the child's language with a voice of that language, this region's first", () => {
    expect(voiceFor('te-IN', voices)).toEqual({ lang: 'te-IN' })
    expect(voiceFor('hi-IN', voices)).toEqual({ lang: 'hi_IN' })
    expect(voiceFor('en-IN', voices)).toEqual({ lang: 'en-IN' })
  })

  it('stays silent in Telugu or Hindi when the device has no such voice, so no English voice reads the text', () => {
    expect(voiceFor('te-IN', [{ lang: 'en-US' }])).toBeNull()
    expect(voiceFor('hi-IN', [])).toBeNull()
  })

  it("lets the engine's default voice speak English when no English voice is listed (voices load late)", () => {
    expect(voiceFor('en-IN', [])).toBe('default')
  })
})
