// The child's play settings (games.md, principles): what a visitor chose is kept on this device; a signed-in
// child's come from and go to the server (api/play-settings.ts). Only what the person chose is stored, so motion
// keeps following the device's prefers-reduced-motion until someone picks a motion setting.
import { DEFAULT_PLAY_SETTINGS, PlaySettingsSchema, type PlaySettings } from '@app/games/schema'
import * as v from 'valibot'

export const DEVICE_SETTINGS_KEY = 'portal.gameSettings'

/** The defaults for this device: motion 'reduced' when the device asks for reduced motion. */
export function defaultPlaySettings(prefersReducedMotion: boolean): PlaySettings {
  return { ...DEFAULT_PLAY_SETTINGS, motion: prefersReducedMotion ? 'reduced' : DEFAULT_PLAY_SETTINGS.motion }
}

/** Whether the device asks for reduced motion (false where matchMedia is missing). */
export function devicePrefersReducedMotion(): boolean {
  try {
    return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  } catch {
    return false
  }
}

const ChosenSchema = v.partial(PlaySettingsSchema)

type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>

function deviceStorage(): SettingsStorage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

/** What was chosen on this device before, valid keys only (a stale or edited entry never breaks play). */
export function readChosenOnDevice(storage: SettingsStorage | null = deviceStorage()): Partial<PlaySettings> {
  try {
    const raw = storage?.getItem(DEVICE_SETTINGS_KEY)
    if (!raw) return {}
    const parsed: unknown = JSON.parse(raw)
    if (!parsed || typeof parsed !== 'object') return {}
    const chosen: Partial<PlaySettings> = {}
    for (const [key, value] of Object.entries(parsed)) {
      const one = v.safeParse(ChosenSchema, { [key]: value })
      if (one.success) Object.assign(chosen, one.output)
    }
    return chosen
  } catch {
    return {}
  }
}

/** A visitor's settings on this device: the defaults, with what they chose on top. */
export function deviceSettings(
  prefersReducedMotion: boolean,
  storage: SettingsStorage | null = deviceStorage(),
): PlaySettings {
  return { ...defaultPlaySettings(prefersReducedMotion), ...readChosenOnDevice(storage) }
}

/** Remembers one choice on this device, beside the earlier ones. */
export function rememberOnDevice(change: Partial<PlaySettings>, storage: SettingsStorage | null = deviceStorage()) {
  try {
    storage?.setItem(DEVICE_SETTINGS_KEY, JSON.stringify({ ...readChosenOnDevice(storage), ...change }))
  } catch {
    // Storage can be full or unavailable (private mode): the choice then lasts for this visit.
  }
}

/** Tones (the success and wrong-answer cues, a game's own tones) play only with sound 'soft'. */
export const allowsTones = (settings: PlaySettings) => settings.sound === 'soft'
/** Instructions are spoken with sound 'soft' or 'voice'; never with sound off. */
export const allowsSpeech = (settings: PlaySettings) => settings.sound !== 'off'

/** Smallest side of a tap target in CSS pixels: at least 48 (WCAG 2.5.5 and games.md), 64+ at extra-large. */
export const targetPixels = (settings: PlaySettings) => (settings.targetSize === 'extra-large' ? 72 : 56)

export type Cue = 'success' | 'miss'

/**
 * The loudness (Web Audio gain) of a cue. The wrong-answer cue is never louder than success: with celebration
 * off success makes no sound, so neither does a miss.
 */
export function cueGain(cue: Cue, settings: PlaySettings): number {
  if (!allowsTones(settings) || settings.celebration === 'none') return 0
  return cue === 'success' ? 0.08 : 0.04
}
