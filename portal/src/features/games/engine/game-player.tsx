// The play loop around one game (games.md, principles): the child starts each trial ("Ready", then "Next"), one
// instruction at a time shown and spoken, "Say it again", difficulty that follows the answers, a quiet cue for
// a miss, a break after MISSES_BEFORE_BREAK misses in a row, TRIALS_PER_SESSION trials and a calm finish. Time
// is measured for the log and never shown. Results are sent only through a sender, which exists only when a
// signed-in therapist or parent plays as a child.
import { TRIALS_PER_SESSION, type SessionStatus, type TrialInput } from '@app/games/schema'
import { Link } from '@tanstack/react-router'
import { Check, RotateCcw, Settings2, Star, Volume2 } from 'lucide-react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useMessages } from '../../../i18n/messages'
import { cn } from '../../../lib/utils'
import { apiTransport } from '../api/session-transport'
import { gamesMessages } from '../messages'
import { afterAnswer, afterBreak, needsBreak, startAdaptiveState } from './adaptivity'
import { TRIAL_TEST_ID, type GameModule, type TrialReplay } from './contract'
import { newSessionId, randomSeed } from './ids'
import { createResultSender } from './result-sender'
import { SettingsPanel } from './settings-panel'
import { createSoundOutput } from './sound'
import { targetClasses, TargetButton } from './target-button'
import { usePlaySettings } from './use-play-settings'

type Phase =
  | { name: 'starting' }
  | { name: 'ready' }
  | { name: 'trial' }
  | { name: 'feedback'; correct: boolean }
  | { name: 'break' }
  | { name: 'finished'; status: SessionStatus; played: number }

interface Trial {
  index: number
  seed: number
  level: number
  item: unknown
  instruction: string
}

/** Playing time without the breaks: recorded with each trial, never shown. */
function usePlayClock() {
  const clock = useRef({ total: 0, since: null as number | null })
  return useMemo(
    () => ({
      run() {
        clock.current.since ??= performance.now()
      },
      pause() {
        const { since } = clock.current
        if (since !== null) clock.current = { total: clock.current.total + performance.now() - since, since: null }
      },
      seconds() {
        const { total, since } = clock.current
        const ms = total + (since === null ? 0 : performance.now() - since)
        return Math.min(86_400, Math.round(ms / 10) / 100)
      },
    }),
    [],
  )
}

export interface GamePlayerProps {
  game: GameModule
  gameName: string
  gameId: string | null
  /** The child played as (a signed-in therapist's assigned child or a parent's own), or null for a visitor. */
  child: { id: string; name: string | null } | null
  /** Why this child's play cannot be kept, known before the first trial (shown instead of starting silently). */
  notSavedReason?: string | null
  /** Where "Back to games" goes (keeps the child). */
  pickerSearch: { childId?: string }
  onPlayAgain: () => void
}

export function GamePlayer({
  game,
  gameName,
  gameId,
  child,
  notSavedReason = null,
  pickerSearch,
  onPlayAgain,
}: GamePlayerProps) {
  const t = useMessages(gamesMessages)
  const { definition, TrialView } = game
  const { settings, change, staleMessage } = usePlaySettings(child?.id ?? null)
  const [sound] = useState(() => createSoundOutput(settings))
  useEffect(() => sound.applySettings(settings), [sound, settings])
  useEffect(() => () => sound.dispose(), [sound])

  const childId = child?.id ?? null
  const sender = useMemo(
    () =>
      childId && gameId
        ? createResultSender({ transport: apiTransport, sessionId: newSessionId(), gameId, childId })
        : null,
    [childId, gameId],
  )
  const [phase, setPhase] = useState<Phase>(sender ? { name: 'starting' } : { name: 'ready' })
  const [isNotSaved, setIsNotSaved] = useState(false)
  const [isSettingsOpen, setIsSettingsOpen] = useState(false)
  const [trial, setTrial] = useState<Trial | null>(null)
  // The trial's own replay, when it fills the slot; the "again" button runs it instead of saying the instruction.
  const [replay, setReplay] = useState<TrialReplay | null>(null)
  const adaptive = useRef(startAdaptiveState(1, definition.maxLevel))
  const played = useRef(0)
  const replays = useRef(0)
  const shownAt = useRef(0)
  const isAnswered = useRef(false)
  const clock = usePlayClock()
  const primaryAction = useRef<HTMLButtonElement>(null)
  const instructionHeading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (!sender) return
    let isCurrent = true
    void sender.start().then((started) => {
      if (!isCurrent) return
      adaptive.current = startAdaptiveState(started?.startLevel ?? 1, definition.maxLevel)
      setIsNotSaved(started === null)
      setPhase({ name: 'ready' })
    })
    return () => {
      isCurrent = false
    }
  }, [sender, definition.maxLevel])

  // A closed tab or a reload ends the session 'stopped' with what was sent (the request outlives the page).
  useEffect(() => {
    if (!sender) return
    const onPageHide = () => sender.endOnPageHide(clock.seconds())
    window.addEventListener('pagehide', onPageHide)
    return () => window.removeEventListener('pagehide', onPageHide)
  }, [sender, clock])

  // The next control to press gets the focus, so a keyboard alone never has to hunt for it.
  useEffect(() => {
    if (phase.name === 'trial') instructionHeading.current?.focus()
    else primaryAction.current?.focus()
  }, [phase])

  const beginTrial = useCallback(() => {
    const seed = randomSeed()
    const { level } = adaptive.current
    const item = definition.generate(seed, level)
    const instruction = definition.instruction(item, level)
    setTrial({ index: played.current, seed, level, item, instruction })
    setReplay(null)
    replays.current = 0
    isAnswered.current = false
    shownAt.current = performance.now()
    clock.run()
    setPhase({ name: 'trial' })
    void sound.speak(instruction)
  }, [definition, clock, sound])

  const finish = useCallback(
    (status: SessionStatus) => {
      clock.pause()
      globalThis.speechSynthesis?.cancel()
      void sender?.end(status, clock.seconds())
      setPhase({ name: 'finished', status, played: played.current })
    },
    [clock, sender],
  )

  const onAnswer = useCallback(
    (response: unknown) => {
      if (!trial || isAnswered.current) return
      isAnswered.current = true
      const { correct, errorType } = definition.score(trial.item, response)
      const record: TrialInput = {
        level: trial.level,
        seed: trial.seed,
        response,
        correct,
        errorType,
        responseMs: Math.min(3_600_000, Math.round(performance.now() - shownAt.current)),
        replays: Math.min(100, replays.current),
        elapsedSeconds: clock.seconds(),
      }
      void sender?.sendTrial(trial.index, record)
      adaptive.current = afterAnswer(adaptive.current, correct, definition.maxLevel)
      played.current = trial.index + 1
      sound.cue(correct ? 'success' : 'miss')
      if (played.current >= TRIALS_PER_SESSION) finish('completed')
      else if (needsBreak(adaptive.current)) {
        clock.pause()
        setPhase({ name: 'break' })
      } else setPhase({ name: 'feedback', correct })
    },
    [trial, definition, clock, sender, sound, finish],
  )

  const onReplay = useCallback(() => {
    replays.current += 1
  }, [])
  const again = () => {
    replays.current += 1
    if (replay) replay.run()
    else if (trial) void sound.speak(trial.instruction)
  }
  const playTone = useCallback((hz: number, ms: number) => sound.playTone(hz, ms), [sound])
  const speak = useCallback((text: string) => sound.speak(text), [sound])

  const isPlaying = phase.name === 'trial' || phase.name === 'feedback' || phase.name === 'break'
  const contrast = settings.highContrast
  const panel = cn(
    'grid justify-items-center gap-6 rounded-3xl p-6 text-center sm:p-10',
    contrast ? 'border-4 border-black bg-white' : 'bg-white shadow-sm',
  )

  return (
    <div
      data-motion={settings.motion}
      data-contrast={contrast ? 'high' : 'normal'}
      className={cn(
        'flex min-h-dvh flex-col',
        contrast ? 'bg-white text-black' : 'bg-sky-50 text-slate-900',
        settings.motion === 'none' && '[&_*]:animate-none! [&_*]:transition-none!',
      )}
    >
      <header className={cn('border-b', contrast ? 'border-black bg-white' : 'border-slate-200 bg-white')}>
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <h1 className="text-xl font-bold sm:text-2xl">{gameName}</h1>
            {child?.name ? (
              <p className={cn('text-base', contrast ? 'text-black' : 'text-slate-700')}>
                {t('games.play.playingAs', { name: child.name })}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <TargetButton settings={settings} onClick={() => setIsSettingsOpen(true)}>
              <Settings2 aria-hidden="true" className="size-6" />
              {t('games.play.settings')}
            </TargetButton>
            {isPlaying ? (
              <TargetButton settings={settings} onClick={() => finish('stopped')}>
                {t('games.play.stop')}
              </TargetButton>
            ) : null}
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto grid w-full max-w-5xl flex-1 content-start gap-4 px-4 py-6">
        {isNotSaved || notSavedReason ? (
          <p
            role="status"
            className={cn('rounded-xl px-4 py-3', contrast ? 'border-2 border-black' : 'bg-amber-50 text-amber-900')}
          >
            {notSavedReason ?? t('games.play.notSaved')}
          </p>
        ) : null}

        {phase.name === 'starting' ? (
          <div className={panel}>
            <p className="text-xl">{t('games.play.gettingReady')}</p>
          </div>
        ) : null}

        {phase.name === 'ready' ? (
          <div className={panel}>
            <p className="text-2xl font-semibold">{t('games.play.welcome')}</p>
            <TargetButton
              ref={primaryAction}
              settings={settings}
              variant="primary"
              className="min-w-40"
              onClick={beginTrial}
            >
              {t('games.play.ready')}
            </TargetButton>
          </div>
        ) : null}

        {phase.name === 'trial' && trial ? (
          <section aria-labelledby="game-instruction" className="grid gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2
                id="game-instruction"
                ref={instructionHeading}
                tabIndex={-1}
                className="max-w-2xl text-xl font-semibold outline-none sm:text-2xl"
              >
                {trial.instruction}
              </h2>
              <TargetButton settings={settings} onClick={again}>
                {replay?.label ? (
                  <RotateCcw aria-hidden="true" className="size-6" />
                ) : (
                  <Volume2 aria-hidden="true" className="size-6" />
                )}
                {replay?.label ?? t('games.play.sayAgain')}
              </TargetButton>
            </div>
            <div key={trial.index} data-testid={TRIAL_TEST_ID} data-seed={trial.seed} data-level={trial.level}>
              <TrialView
                item={trial.item}
                level={trial.level}
                settings={settings}
                onAnswer={onAnswer}
                onReplay={onReplay}
                setReplay={setReplay}
                playTone={playTone}
                speak={speak}
              />
            </div>
            <p className={cn('text-center text-base', contrast ? 'text-black' : 'text-slate-700')}>
              {t('games.play.round', { round: trial.index + 1, total: TRIALS_PER_SESSION })}
            </p>
          </section>
        ) : null}

        {phase.name === 'feedback' ? (
          <div className={panel} role="status">
            <Feedback
              correct={phase.correct}
              celebration={settings.celebration}
              contrast={contrast}
              motion={settings.motion}
            />
            <TargetButton
              ref={primaryAction}
              settings={settings}
              variant="primary"
              className="min-w-40"
              onClick={beginTrial}
            >
              {t('games.play.next')}
            </TargetButton>
          </div>
        ) : null}

        {phase.name === 'break' ? (
          <div className={panel}>
            <h2 className="text-2xl font-semibold">{t('games.play.break.title')}</h2>
            <p className="max-w-md text-lg">{t('games.play.break.body')}</p>
            <div className="flex flex-wrap justify-center gap-3">
              <TargetButton
                ref={primaryAction}
                settings={settings}
                variant="primary"
                onClick={() => {
                  adaptive.current = afterBreak(adaptive.current)
                  beginTrial()
                }}
              >
                {t('games.play.break.continue')}
              </TargetButton>
              <TargetButton settings={settings} onClick={() => finish('stopped')}>
                {t('games.play.break.stop')}
              </TargetButton>
            </div>
          </div>
        ) : null}

        {phase.name === 'finished' ? (
          <div className={panel}>
            <h2 className="text-2xl font-semibold">{t('games.play.finished.title')}</h2>
            <p className="max-w-md text-lg">
              {phase.status === 'completed'
                ? t('games.play.finished.completed', { count: phase.played })
                : t('games.play.finished.stopped')}
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              <TargetButton ref={primaryAction} settings={settings} variant="primary" onClick={onPlayAgain}>
                {t('games.play.finished.again')}
              </TargetButton>
              <Link to="/games" search={pickerSearch} className={targetClasses(settings)}>
                {t('games.play.finished.back')}
              </Link>
            </div>
          </div>
        ) : null}
      </main>
      <SettingsPanel
        isOpen={isSettingsOpen}
        onClose={() => setIsSettingsOpen(false)}
        settings={settings}
        onChange={change}
        childName={child?.name ?? null}
        notice={staleMessage}
      />
    </div>
  )
}

/** What follows an answer: calm words, and for a right one the celebration the settings ask for (static). */
function Feedback({
  correct,
  celebration,
  contrast,
  motion,
}: {
  correct: boolean
  celebration: 'none' | 'quiet' | 'stars'
  contrast: boolean
  motion: 'none' | 'reduced' | 'full'
}) {
  const t = useMessages(gamesMessages)
  if (!correct) return <p className="text-2xl">{t('games.play.miss')}</p>
  return (
    <div className="grid justify-items-center gap-3">
      {celebration === 'stars' ? (
        <div className="flex gap-3" aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <Star
              key={index}
              className={cn(
                'size-12',
                contrast ? 'fill-black text-black' : 'fill-amber-300 text-amber-500',
                // One gentle fade-in at full motion; nothing blinks or repeats.
                motion === 'full' && 'animate-[games-fade-in_600ms_ease-out_both]',
              )}
              style={motion === 'full' ? { animationDelay: `${index * 150}ms` } : undefined}
            />
          ))}
        </div>
      ) : null}
      {celebration === 'quiet' ? (
        <Check aria-hidden="true" className={cn('size-12', contrast ? 'text-black' : 'text-teal-700')} />
      ) : null}
      <p className="text-2xl font-semibold">{t('games.play.right')}</p>
    </div>
  )
}
