import { useEffect, useRef, useState } from 'react'
import type { TrialViewProps } from '../engine/contract'
import { useRovingFocus } from '../engine/use-roving-focus'
import { useStudyReplay } from '../engine/use-study-replay'
import { cn } from '../../../lib/utils'
import { useMessages } from '../../../i18n/messages'
import { joinThePathMessages } from './messages'
import {
  BOARD_COLUMNS,
  firstWrongStep,
  nodeName,
  spokenPath,
  type JoinThePathItem,
  type JoinThePathResponse,
  type ShapeId,
} from './join-the-path.rules'
import { ShapeIcon } from './shape-icon'

type Props = TrialViewProps<JoinThePathItem, JoinThePathResponse>

/** One trial of Join the Path: the path is presented (seen and heard, or heard only), then the child joins the board. */
export function JoinThePathTrial(props: Props) {
  // A new item starts afresh (the engine may keep this component mounted from one trial to the next).
  return <Trial key={JSON.stringify(props.item)} {...props} />
}

const isShape = (item: JoinThePathItem) => item.mode !== 'word'

function Trial({ item, settings, onAnswer, setReplay, playTone, speak }: Props) {
  const t = useMessages(joinThePathMessages)
  const [phase, setPhase] = useState<'study' | 'join'>('study')
  const [taps, setTaps] = useState<string[]>([])
  const [wordsShown, setWordsShown] = useState(false)
  const readyRef = useRef<HTMLButtonElement>(null)
  const nodeRefs = useRef<(HTMLButtonElement | null)[]>([])
  const moveFocus = useRovingFocus({ items: () => nodeRefs.current.slice(0, item.nodes.length) })
  const isAnswered = taps.length >= item.path.length
  const isExtraLarge = settings.targetSize === 'extra-large'
  const { highContrast } = settings
  const spoken = spokenPath(item)

  // The first presentation speaks the path once; later ones are spoken by the engine's "again" button.
  const hasSpoken = useRef(false)
  useEffect(() => {
    if (hasSpoken.current) return
    hasSpoken.current = true
    void speak(spoken)
  }, [speak, spoken])

  // Keyboard users land where the next action is: the board when it opens, "I'm ready" when the path comes back.
  const hasMovedFocus = useRef(false)
  useEffect(() => {
    if (!hasMovedFocus.current) {
      hasMovedFocus.current = true
      return
    }
    if (phase === 'join') nodeRefs.current.find(Boolean)?.focus()
    else readyRef.current?.focus()
  }, [phase])

  // The engine's one "again" button: says the path again while it is presented, presents it again on the board.
  useStudyReplay({
    setReplay,
    speak,
    text: spoken,
    isStudying: phase === 'study',
    isAnswered,
    backToStudy: () => setPhase('study'),
    backLabel: item.mode !== 'seen' ? t('joinThePath.study.hearAgain') : t('joinThePath.board.showAgain'),
  })

  function join(id: string, step: number) {
    if (isAnswered || taps.includes(id)) return
    const next = [...taps, id]
    setTaps(next)
    // A soft rising note per join; the same whether the join was right or wrong (no cue before the end).
    playTone(392 + step * 49, 120)
    if (next.length === item.path.length) {
      onAnswer({ taps: next, firstWrongStep: firstWrongStep(item, next), wordsShown })
    }
  }

  const textButton = cn(
    'inline-flex items-center justify-center rounded-xl border-2 px-5 text-lg font-semibold focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-offset-2',
    isExtraLarge ? 'min-h-16 min-w-40 text-xl' : 'min-h-12 min-w-32',
    highContrast
      ? 'border-black bg-white text-black focus-visible:ring-black'
      : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:ring-teal-600',
  )
  const primaryButton = cn(
    textButton,
    highContrast ? 'bg-black text-white' : 'border-teal-700 bg-teal-700 text-white hover:bg-teal-800',
  )
  const soundOnly = item.mode !== 'seen'

  if (phase === 'study') {
    return (
      <div className="flex flex-col items-center gap-6 py-4">
        {soundOnly ? (
          <div className="flex flex-col items-center gap-3 text-center">
            {settings.sound !== 'off' && (
              <span aria-hidden="true" className="text-6xl">
                👂
              </span>
            )}
            {settings.sound === 'off' ? (
              !wordsShown && (
                <p className={cn('max-w-sm text-lg', highContrast ? 'text-black' : 'text-slate-800')}>
                  {t('joinThePath.study.soundOff')}
                </p>
              )
            ) : (
              <p className={cn('text-xl font-medium', highContrast ? 'text-black' : 'text-slate-800')}>
                {item.mode === 'word' ? t('joinThePath.study.listenWord') : t('joinThePath.study.listen')}
              </p>
            )}
            {wordsShown && (
              <p
                className={cn(
                  'rounded-xl border-2 px-4 py-3 text-2xl font-semibold',
                  highContrast ? 'border-black text-black' : 'border-sky-200 bg-sky-50 text-slate-900',
                )}
              >
                {item.mode === 'word' && item.word ? (
                  <>
                    <span aria-hidden="true" className="me-3 text-4xl">
                      {item.word.picture}
                    </span>
                    {t('joinThePath.study.word', { word: item.word.text })}
                  </>
                ) : (
                  spoken
                )}
              </p>
            )}
            <div className="flex flex-wrap justify-center gap-3">
              {!wordsShown && (
                <button type="button" className={textButton} onClick={() => setWordsShown(true)}>
                  {t('joinThePath.study.showWords')}
                </button>
              )}
            </div>
          </div>
        ) : (
          <PathStrip
            item={item}
            highContrast={highContrast}
            isExtraLarge={isExtraLarge}
            label={t('joinThePath.study.path')}
          />
        )}
        <button ref={readyRef} type="button" className={primaryButton} onClick={() => setPhase('join')}>
          {t('joinThePath.study.ready')}
        </button>
      </div>
    )
  }

  const cellOf = (id: string) => item.nodes.find((node) => node.id === id)?.cell ?? 0
  const centre = (cell: number) => ({
    x: (cell % BOARD_COLUMNS) * 100 + 50,
    y: Math.floor(cell / BOARD_COLUMNS) * 100 + 50,
  })
  const lines = taps
    .slice(1)
    .map((id, index) => ({ from: centre(cellOf(taps[index])), to: centre(cellOf(id)), key: id }))

  return (
    <div className="flex flex-col items-center gap-4 py-2">
      <div
        role="group"
        aria-label={isShape(item) ? t('joinThePath.board.label') : t('joinThePath.board.labelWord')}
        className={cn(
          'relative grid aspect-square w-full grid-cols-3 grid-rows-3 rounded-2xl border-2',
          isExtraLarge ? 'max-w-[22.5rem]' : 'max-w-[20rem]',
          highContrast ? 'border-black bg-white' : 'border-slate-200 bg-white',
        )}
      >
        <svg viewBox="0 0 300 300" aria-hidden="true" className="pointer-events-none absolute inset-0 size-full">
          {lines.map(({ from, to, key }) => (
            <line
              key={key}
              x1={from.x}
              y1={from.y}
              x2={to.x}
              y2={to.y}
              pathLength={1}
              strokeDasharray="1"
              strokeDashoffset={0}
              strokeWidth={highContrast ? 8 : 6}
              strokeLinecap="round"
              stroke={highContrast ? '#000' : '#0f766e'}
            >
              {settings.motion === 'full' && (
                <animate attributeName="stroke-dashoffset" from="1" to="0" dur="0.35s" fill="freeze" />
              )}
            </line>
          ))}
        </svg>
        {item.nodes.map((node, index) => {
          const step = taps.indexOf(node.id) + 1
          const isJoined = step > 0
          const name = isShape(item) ? nodeName(node.id) : node.id
          return (
            <div
              key={node.id}
              className="flex items-center justify-center"
              style={{
                gridColumn: (node.cell % BOARD_COLUMNS) + 1,
                gridRow: Math.floor(node.cell / BOARD_COLUMNS) + 1,
              }}
            >
              <button
                ref={(element) => {
                  nodeRefs.current[index] = element
                }}
                type="button"
                aria-label={isJoined ? t('joinThePath.board.joined', { name, step }) : name}
                aria-disabled={isJoined || isAnswered}
                onClick={() => join(node.id, taps.length + 1)}
                onKeyDown={moveFocus}
                className={cn(
                  'relative z-10 flex items-center justify-center rounded-2xl border-2 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-offset-2',
                  isExtraLarge ? 'size-24' : 'size-16',
                  highContrast
                    ? 'border-black bg-white text-black focus-visible:ring-black'
                    : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50 focus-visible:ring-teal-600',
                  isJoined && (highContrast ? 'border-4' : 'border-teal-700 bg-teal-50'),
                )}
              >
                {isShape(item) ? (
                  <ShapeIcon shape={node.id as ShapeId} highContrast={highContrast} className="size-3/4" />
                ) : (
                  <span aria-hidden="true" className={cn('font-bold', isExtraLarge ? 'text-5xl' : 'text-4xl')}>
                    {node.id}
                  </span>
                )}
                {isJoined && (
                  // The number is drawn by CSS, so the control's visible text stays its name (speech users say it).
                  <span
                    aria-hidden="true"
                    data-step={step}
                    className={cn(
                      'absolute -end-2 -top-2 flex size-7 items-center justify-center rounded-full text-sm font-bold before:content-[attr(data-step)]',
                      highContrast ? 'bg-black text-white' : 'bg-teal-700 text-white',
                    )}
                  />
                )}
              </button>
            </div>
          )
        })}
      </div>
      <p aria-live="polite" className={cn('text-base', highContrast ? 'text-black' : 'text-slate-700')}>
        {t('joinThePath.board.progress', { done: taps.length, total: item.path.length })}
      </p>
    </div>
  )
}

/** The path as a strip of shapes with arrows, each shape named in words beside the spoken path. */
function PathStrip({
  item,
  highContrast,
  isExtraLarge,
  label,
}: {
  item: JoinThePathItem
  highContrast: boolean
  isExtraLarge: boolean
  label: string
}) {
  return (
    <ol aria-label={label} className="flex flex-wrap items-start justify-center gap-x-1 gap-y-3">
      {item.path.map((id, index) => (
        <li key={id} className="flex items-start">
          {index > 0 && (
            <span
              aria-hidden="true"
              className={cn(
                'px-1 text-3xl',
                isExtraLarge ? 'pt-6' : 'pt-4',
                highContrast ? 'text-black' : 'text-slate-500',
              )}
            >
              →
            </span>
          )}
          <span className="flex flex-col items-center gap-1">
            <ShapeIcon
              shape={id as ShapeId}
              highContrast={highContrast}
              className={isExtraLarge ? 'size-20' : 'size-14'}
            />
            <span className={cn('text-base font-medium', highContrast ? 'text-black' : 'text-slate-800')}>
              {nodeName(id)}
            </span>
          </span>
        </li>
      ))}
    </ol>
  )
}
