// Tones and speech for the play screen. Nothing here runs with sound off: no AudioContext is created and
// nothing is spoken (a sound-sensitive child's device stays silent, and the end-to-end test proves it). The
// AudioContext is made on the first tone, inside the child's tap, so the browser lets it play.
import type { PlaySettings } from '@app/games/schema'
import { activeIntlLocale } from '../../../i18n/messages'
import { allowsSpeech, allowsTones, cueGain, type Cue } from './settings'

/**
 * The voice that speaks `intl` ("te-IN"): one of that language, this region's first. Null when the device has
 * none: a Telugu prompt read by an English voice is noise, so the child reads the text on screen instead. English
 * may always be spoken by the engine's default voice.
 */
export function voiceFor(
  intl: string,
  voices: readonly Pick<SpeechSynthesisVoice, 'lang'>[],
): Pick<SpeechSynthesisVoice, 'lang'> | null | 'default' {
  const normal = (tag: string) => tag.replace('_', '-').toLowerCase()
  const wanted = normal(intl)
  const language = wanted.split('-')[0]
  const exact = voices.find((voice) => normal(voice.lang) === wanted)
  const same = exact ?? voices.find((voice) => normal(voice.lang).split('-')[0] === language)
  if (same) return same
  return language === 'en' ? 'default' : null
}

export interface SoundOutput {
  playTone(frequencyHz: number, durationMs: number, gain?: number): void
  cue(cue: Cue): void
  speak(text: string): Promise<void>
  /** Follows a change of settings (sound off from now on, say). */
  applySettings(settings: PlaySettings): void
  /** Stops speech and closes the audio context (the play screen unmounts). */
  dispose(): void
}

/** A quiet tone's loudness when a game plays one of its own (echoes, pads). */
const GAME_TONE_GAIN = 0.06

export function createSoundOutput(initialSettings: PlaySettings): SoundOutput {
  let current = initialSettings
  const getSettings = () => current
  let context: AudioContext | null = null

  const audioContext = () => {
    if (!context) {
      const Context = globalThis.AudioContext as typeof AudioContext | undefined
      if (!Context) return null
      context = new Context()
    }
    return context
  }

  const playTone = (frequencyHz: number, durationMs: number, gain = GAME_TONE_GAIN) => {
    if (!allowsTones(getSettings()) || gain <= 0) return
    const audio = audioContext()
    if (!audio) return
    const start = audio.currentTime
    const end = start + durationMs / 1000
    const oscillator = audio.createOscillator()
    const volume = audio.createGain()
    oscillator.type = 'sine'
    oscillator.frequency.value = frequencyHz
    // A soft attack and release: no click, nothing sudden.
    volume.gain.setValueAtTime(0, start)
    volume.gain.linearRampToValueAtTime(gain, start + 0.03)
    volume.gain.linearRampToValueAtTime(0, end)
    oscillator.connect(volume).connect(audio.destination)
    oscillator.start(start)
    oscillator.stop(end + 0.05)
  }

  return {
    playTone,
    cue(cue) {
      const gain = cueGain(cue, getSettings())
      if (gain <= 0) return
      // Success: two gentle rising notes. A miss: one low, shorter, quieter note (never more exciting).
      if (cue === 'success') {
        playTone(523, 160, gain)
        globalThis.setTimeout(() => playTone(659, 220, gain), 170)
      } else {
        playTone(262, 180, gain)
      }
    },
    speak(text) {
      const synth = globalThis.speechSynthesis as SpeechSynthesis | undefined
      if (!allowsSpeech(getSettings()) || !synth || !text) return Promise.resolve()
      const intl = activeIntlLocale()
      const voice = voiceFor(intl, synth.getVoices())
      if (!voice) return Promise.resolve()
      synth.cancel()
      return new Promise<void>((resolve) => {
        const utterance = new SpeechSynthesisUtterance(text)
        utterance.lang = intl
        if (voice !== 'default') utterance.voice = voice as SpeechSynthesisVoice
        utterance.rate = 0.9
        utterance.volume = getSettings().sound === 'soft' ? 0.7 : 1
        // Some engines never fire 'end' (no voices installed): never leave a game waiting on speech.
        const fallback = globalThis.setTimeout(resolve, 1500 + text.length * 90)
        const done = () => {
          globalThis.clearTimeout(fallback)
          resolve()
        }
        utterance.onend = done
        utterance.onerror = done
        synth.speak(utterance)
      })
    },
    applySettings(settings) {
      current = settings
      if (!allowsSpeech(settings)) globalThis.speechSynthesis?.cancel()
    },
    dispose() {
      globalThis.speechSynthesis?.cancel()
      void context?.close().catch(() => undefined)
      context = null
    },
  }
}
