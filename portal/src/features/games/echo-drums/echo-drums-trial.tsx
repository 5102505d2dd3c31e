import { useEffect, useRef, useState } from 'react'
import type { TrialViewProps } from '../engine/contract'
import { allowsSpeech, allowsTones } from '../engine/settings'
import { useRovingFocus } from '../engine/use-roving-focus'
import { useMessages, type Translate } from '../../../i18n/messages'
import { cn } from '../../../lib/utils'
import { echoDrumsMessages, type EchoDrumsMessageId } from './messages'
import { PAD_TONES_HZ, type EchoDrumsItem, type EchoDrumsResponse } from './echo-drums.rules'

type Props = TrialViewProps<EchoDrumsItem, EchoDrumsResponse>
type SequenceItem = Extract<EchoDrumsItem, { mode: 'sequence' | 'sound-only' }>
type SyllableItem = Extract<EchoDrumsItem, { mode: 'syllables' }>

// Each drum has its own colour AND shape, so a drum is never known by colour alone.
const PADS = [
  { fill: 'bg-sky-700', lit: 'bg-sky-200', shape: 'circle' },
  { fill: 'bg-amber-600', lit: 'bg-amber-100', shape: 'triangle' },
  { fill: 'bg-emerald-700', lit: 'bg-emerald-200', shape: 'square' },
  { fill: 'bg-fuchsia-800', lit: 'bg-fuchsia-200', shape: 'star' },
] as const

// A drum stays lit for most of a step, then rests: under one change a second, never a flicker.
const LIT_MS = 650
const REST_MS = 350
const TONE_MS = 450
const TAP_LIGHT_MS = 250

function PadShape({ shape }: { shape: (typeof PADS)[number]['shape'] }) {
  const paint = { fill: 'white', stroke: '#0f172a', strokeWidth: 4 }
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false" className="size-1/2">
      {shape === 'circle' && <circle cx={50} cy={50} r={34} {...paint} />}
      {shape === 'triangle' && <polygon points="50,12 88,84 12,84" {...paint} />}
      {shape === 'square' && <rect x={17} y={17} width={66} height={66} {...paint} />}
      {shape === 'star' && <polygon points="50,8 61,38 93,38 67,57 77,89 50,70 23,89 33,57 7,38 39,38" {...paint} />}
    </svg>
  )
}

function padName(pad: number, t: Translate<EchoDrumsMessageId>) {
  switch (pad) {
    case 0:
      return t('echoDrums.pad.0')
    case 1:
      return t('echoDrums.pad.1')
    case 2:
      return t('echoDrums.pad.2')
    default:
      return t('echoDrums.pad.3')
  }
}

function transitionFor(motion: Props['settings']['motion']) {
  // 'none' switches the highlight with no animation at all; the others fade it in gently.
  if (motion === 'none') return ''
  return motion === 'reduced'
    ? 'transition-colors duration-100'
    : 'transition-[background-color,box-shadow] duration-200'
}

function focusRing(highContrast: boolean) {
  return highContrast
    ? 'focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-black'
    : 'focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-teal-700'
}

function controlClass(highContrast: boolean) {
  return cn(
    'min-h-12 rounded-2xl px-5 text-base font-semibold disabled:opacity-50',
    focusRing(highContrast),
    highContrast
      ? 'border-4 border-black bg-white text-black'
      : 'border-2 border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  )
}

function primaryClass(highContrast: boolean) {
  return cn(
    'min-h-12 min-w-32 rounded-2xl px-6 text-lg font-semibold disabled:opacity-50',
    focusRing(highContrast),
    highContrast ? 'border-4 border-black bg-white text-black' : 'bg-teal-700 text-white hover:bg-teal-800',
  )
}

/** An Echo Drums trial: watch and listen, then play the drums back; or tap once per syllable of a word. */
export function EchoDrumsTrial(props: Props) {
  return props.item.mode === 'syllables' ? (
    <SyllableTrial {...props} item={props.item} />
  ) : (
    <SequenceTrial {...props} item={props.item} />
  )
}

function useTimers() {
  const timers = useRef<number[]>([])
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), [])
  return {
    later(ms: number, run: () => void) {
      timers.current.push(window.setTimeout(run, ms))
    },
    clear() {
      timers.current.forEach((timer) => window.clearTimeout(timer))
      timers.current = []
    },
  }
}

function SequenceTrial({ item, settings, onAnswer, onReplay, playTone }: Props & { item: SequenceItem }) {
  const t = useMessages(echoDrumsMessages)
  const timers = useTimers()
  const [phase, setPhase] = useState<'ready' | 'showing' | 'echo' | 'answered'>('ready')
  const [lit, setLit] = useState<number | null>(null)
  const [taps, setTaps] = useState<number[]>([])
  const [played, setPlayed] = useState(false)
  // Tones are heard only with sound 'soft' ('voice' is speech only). Without them every level shows its lights,
  // so a sound-only level becomes lights-only for a child who plays with sound off.
  const tonesHeard = allowsTones(settings)
  const showLights = item.mode === 'sequence' || !tonesHeard
  const contrast = settings.highContrast
  const extraLarge = settings.targetSize === 'extra-large'
  const firstPad = useRef<HTMLButtonElement>(null)
  const movePadFocus = useRovingFocus()

  function present() {
    timers.clear()
    setTaps([])
    setLit(null)
    setPhase('showing')
    item.sequence.forEach((pad, step) => {
      const start = step * (LIT_MS + REST_MS) + REST_MS
      timers.later(start, () => {
        if (showLights) setLit(pad)
        if (tonesHeard) playTone(PAD_TONES_HZ[pad], TONE_MS)
      })
      timers.later(start + LIT_MS, () => setLit(null))
    })
    timers.later(item.sequence.length * (LIT_MS + REST_MS) + REST_MS, () => {
      setPhase('echo')
      firstPad.current?.focus()
    })
  }

  function startOrReplay() {
    if (played) onReplay()
    setPlayed(true)
    present()
  }

  function tap(pad: number) {
    if (phase !== 'echo') return
    if (tonesHeard) playTone(PAD_TONES_HZ[pad], TONE_MS)
    setLit(pad)
    timers.later(TAP_LIGHT_MS, () => setLit((current) => (current === pad ? null : current)))
    const next = [...taps, pad]
    setTaps(next)
    if (next.length === item.sequence.length) {
      setPhase('answered')
      onAnswer(next)
    }
  }

  const status =
    phase === 'ready'
      ? t('echoDrums.status.ready')
      : phase === 'showing'
        ? showLights
          ? t('echoDrums.status.showing')
          : t('echoDrums.status.listen')
        : t('echoDrums.status.echo')

  return (
    <div className="flex flex-col items-center gap-5">
      <p aria-live="polite" className={cn('min-h-7 text-center text-lg', contrast ? 'text-black' : 'text-slate-700')}>
        {status}
      </p>
      <div
        role="group"
        aria-label={t('echoDrums.pads')}
        onKeyDown={movePadFocus}
        className={cn('grid gap-3 sm:gap-4', item.padCount === 3 ? 'grid-cols-3' : 'grid-cols-2 sm:grid-cols-4')}
      >
        {PADS.slice(0, item.padCount).map((pad, index) => {
          const isLit = lit === index
          return (
            <button
              key={pad.shape}
              ref={index === 0 ? firstPad : undefined}
              type="button"
              aria-label={padName(index, t)}
              aria-disabled={phase !== 'echo'}
              data-lit={isLit || undefined}
              onClick={() => tap(index)}
              className={cn(
                'flex items-center justify-center rounded-3xl',
                // Three extra-large drums still fit side by side on a 390 px phone.
                extraLarge ? 'size-[6.5rem] min-[400px]:size-32 sm:size-40' : 'size-24 sm:size-32',
                transitionFor(settings.motion),
                focusRing(contrast),
                isLit ? pad.lit : pad.fill,
                contrast ? 'border-4 border-black' : 'border-4 border-white shadow-md',
                // A steady ring marks the lit drum as well as its lighter colour (seen without colour too).
                isLit &&
                  (contrast ? 'bg-white ring-8 ring-black ring-offset-4' : 'ring-8 ring-slate-900 ring-offset-4'),
                phase !== 'echo' && 'cursor-default',
              )}
            >
              <PadShape shape={pad.shape} />
            </button>
          )
        })}
      </div>
      <p className={cn('text-base', contrast ? 'text-black' : 'text-slate-600')} aria-live="polite">
        {phase === 'echo' || phase === 'answered'
          ? t('echoDrums.progress', { count: taps.length, total: item.sequence.length })
          : ' '}
      </p>
      <button
        type="button"
        onClick={startOrReplay}
        disabled={phase === 'showing' || phase === 'answered'}
        className={played ? controlClass(contrast) : primaryClass(contrast)}
      >
        {played ? t('echoDrums.playAgain') : t('echoDrums.play')}
      </button>
    </div>
  )
}

function SyllableTrial({ item, settings, onAnswer, onReplay, playTone, speak }: Props & { item: SyllableItem }) {
  const t = useMessages(echoDrumsMessages)
  const timers = useTimers()
  const [taps, setTaps] = useState(0)
  const [lit, setLit] = useState(false)
  const [answered, setAnswered] = useState(false)
  const contrast = settings.highContrast
  const extraLarge = settings.targetSize === 'extra-large'
  const pad = PADS[0]

  function tap() {
    if (answered) return
    if (allowsTones(settings)) playTone(PAD_TONES_HZ[0], TONE_MS)
    setLit(true)
    timers.later(TAP_LIGHT_MS, () => setLit(false))
    setTaps((count) => count + 1)
  }

  function finish() {
    if (answered || taps === 0) return
    setAnswered(true)
    onAnswer(Array.from({ length: taps }, () => 0))
  }

  return (
    <div className="flex flex-col items-center gap-5">
      <p
        className={cn(
          'rounded-2xl px-6 py-3 text-4xl font-bold tracking-wide sm:text-5xl',
          contrast ? 'border-4 border-black bg-white text-black' : 'bg-white text-slate-900 shadow-sm',
        )}
      >
        <span lang="en">{item.word}</span>
      </p>
      <button
        type="button"
        onClick={() => {
          onReplay()
          void speak(item.word)
        }}
        disabled={!allowsSpeech(settings)}
        className={cn(controlClass(contrast), !allowsSpeech(settings) && 'hidden')}
      >
        {t('echoDrums.sayAgain')}
      </button>
      <button
        type="button"
        aria-label={t('echoDrums.syllableDrum')}
        onClick={tap}
        disabled={answered}
        className={cn(
          'flex items-center justify-center rounded-full',
          extraLarge ? 'size-44 sm:size-52' : 'size-36 sm:size-44',
          transitionFor(settings.motion),
          focusRing(contrast),
          lit ? pad.lit : pad.fill,
          contrast ? 'border-4 border-black' : 'border-4 border-white shadow-md',
          lit && (contrast ? 'bg-white ring-8 ring-black ring-offset-4' : 'ring-8 ring-slate-900 ring-offset-4'),
        )}
      >
        <PadShape shape={pad.shape} />
      </button>
      <p
        aria-live="polite"
        className={cn('flex min-h-8 items-center gap-2 text-lg', contrast ? 'text-black' : 'text-slate-700')}
      >
        <span aria-hidden="true" className="flex gap-1.5">
          {Array.from({ length: taps }, (_, index) => (
            <span
              key={index}
              className={cn('inline-block size-4 rounded-full', contrast ? 'bg-black' : 'bg-sky-700')}
            />
          ))}
        </span>
        {t('echoDrums.syllableTaps', { count: taps })}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => setTaps(0)}
          disabled={answered || taps === 0}
          className={controlClass(contrast)}
        >
          {t('echoDrums.startOver')}
        </button>
        <button type="button" onClick={finish} disabled={answered || taps === 0} className={primaryClass(contrast)}>
          {t('echoDrums.done')}
        </button>
      </div>
    </div>
  )
}
