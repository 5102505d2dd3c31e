import { CELEBRATION_SETTINGS, DEFAULT_PLAY_SETTINGS, SOUND_SETTINGS, type PlaySettings } from '@app/games/schema'
import { describe, expect, it } from 'vitest'
import {
  allowsSpeech,
  allowsTones,
  cueGain,
  defaultPlaySettings,
  DEVICE_SETTINGS_KEY,
  deviceSettings,
  readChosenOnDevice,
  rememberOnDevice,
  targetPixels,
} from './settings'

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  }
}

describe('play settings', () => {
  it("defaults: the schema's, with motion reduced when the device prefers reduced motion", () => {
    expect(defaultPlaySettings(false)).toEqual(DEFAULT_PLAY_SETTINGS)
    expect(defaultPlaySettings(true)).toEqual({ ...DEFAULT_PLAY_SETTINGS, motion: 'reduced' })
    expect(deviceSettings(true, memoryStorage()).motion).toBe('reduced')
  })

  it('a choice is remembered on the device and read back on the next visit, beside earlier ones', () => {
    const storage = memoryStorage()
    rememberOnDevice({ sound: 'off' }, storage)
    rememberOnDevice({ targetSize: 'extra-large' }, storage)
    expect(deviceSettings(false, storage)).toEqual({
      ...DEFAULT_PLAY_SETTINGS,
      sound: 'off',
      targetSize: 'extra-large',
    })
  })

  it('motion keeps following the device until someone chooses one', () => {
    const storage = memoryStorage()
    rememberOnDevice({ celebration: 'stars' }, storage)
    expect(deviceSettings(true, storage).motion).toBe('reduced')
    expect(deviceSettings(false, storage).motion).toBe('full')
    rememberOnDevice({ motion: 'none' }, storage)
    expect(deviceSettings(false, storage).motion).toBe('none')
  })

  it('a stored entry that is broken or edited by hand never breaks play: bad keys are dropped', () => {
    expect(readChosenOnDevice(memoryStorage({ [DEVICE_SETTINGS_KEY]: '{not json' }))).toEqual({})
    expect(
      readChosenOnDevice(memoryStorage({ [DEVICE_SETTINGS_KEY]: '{"sound":"loud","motion":"none","x":1}' })),
    ).toEqual({ motion: 'none' })
    expect(deviceSettings(false, null)).toEqual(DEFAULT_PLAY_SETTINGS)
  })

  it('sound off allows no tone and no speech; voice only allows speech and no tone', () => {
    const with_ = (sound: PlaySettings['sound']) => ({ ...DEFAULT_PLAY_SETTINGS, sound })
    expect([allowsTones(with_('off')), allowsSpeech(with_('off'))]).toEqual([false, false])
    expect([allowsTones(with_('voice')), allowsSpeech(with_('voice'))]).toEqual([false, true])
    expect([allowsTones(with_('soft')), allowsSpeech(with_('soft'))]).toEqual([true, true])
  })

  it('the wrong-answer cue is never louder than success, whatever the settings', () => {
    for (const sound of SOUND_SETTINGS) {
      for (const celebration of CELEBRATION_SETTINGS) {
        const settings = { ...DEFAULT_PLAY_SETTINGS, sound, celebration }
        expect(cueGain('miss', settings)).toBeLessThanOrEqual(cueGain('success', settings))
        if (sound !== 'soft') expect(cueGain('success', settings)).toBe(0)
      }
    }
  })

  it('targets are at least 48 px, and 64 or more at extra-large', () => {
    expect(targetPixels({ ...DEFAULT_PLAY_SETTINGS, targetSize: 'large' })).toBeGreaterThanOrEqual(48)
    expect(targetPixels({ ...DEFAULT_PLAY_SETTINGS, targetSize: 'extra-large' })).toBeGreaterThanOrEqual(64)
  })
})
