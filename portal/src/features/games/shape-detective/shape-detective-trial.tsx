import { useEffect, useRef, useState } from 'react'
import type { TrialViewProps } from '../engine/contract'
import { useRovingFocus } from '../engine/use-roving-focus'
import { useMessages } from '../../../i18n/messages'
import { shapeDetectiveMessages } from './messages'
import type { Part, ShapeDetectiveItem, ShapeDetectiveResponse } from './shape-detective.rules'

type Props = TrialViewProps<ShapeDetectiveItem, ShapeDetectiveResponse>

// Calm colours for the shadow shapes; outlines carry the shape in high contrast.
const SHAPE_COLOURS = ['#e2483d', '#2f7fd8', '#3fa45b', '#d98a00', '#8a5cd6']

/** Shape Detective: shadow matching, or a figure studied until "Ready" and then found in one of the designs. */
export function ShapeDetectiveTrial(props: Props) {
  return props.item.mode === 'shadow' ? <ShadowMatch {...props} /> : <HiddenFigure {...props} />
}

function looks(settings: Props['settings']) {
  return {
    focus: settings.highContrast
      ? 'focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-black'
      : 'focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-teal-600',
    card: settings.highContrast ? 'border-4 border-black bg-white' : 'border-2 border-slate-300 bg-white',
    transition: settings.motion === 'none' ? '' : 'transition-colors',
    primary: settings.highContrast
      ? 'border-4 border-black bg-white text-black'
      : 'bg-teal-700 text-white hover:bg-teal-800',
  }
}

/** Squares of a shape, centred in a box `box` squares wide, filled with one colour (or as a dark silhouette). */
function Squares({ cells, box, fill, line }: { cells: Part[]; box: number; fill: string; line: string }) {
  const width = Math.max(...cells.map((cell) => cell[0])) + 1
  const height = Math.max(...cells.map((cell) => cell[1])) + 1
  const [dx, dy] = [(box - width) / 2, (box - height) / 2]
  return (
    <svg
      viewBox={`-0.3 -0.3 ${box + 0.6} ${box + 0.6}`}
      className="block h-auto w-full"
      aria-hidden="true"
      focusable="false"
    >
      {cells.map(([x, y]) => (
        <rect
          key={`${x},${y}`}
          x={x + dx}
          y={y + dy}
          width={1}
          height={1}
          fill={fill}
          stroke={line}
          strokeWidth={0.06}
        />
      ))}
    </svg>
  )
}

/** Lines between lattice points, on a lattice `size` steps wide, with its points faintly shown. */
function Lines({
  lines,
  size,
  highContrast,
  centred,
}: {
  lines: Part[]
  size: number
  highContrast: boolean
  centred?: boolean
}) {
  const width = Math.max(...lines.flatMap((line) => [line[0], line[2]]))
  const height = Math.max(...lines.flatMap((line) => [line[1], line[3]]))
  // The figure is drawn at the designs' scale, in the middle of a box of their size, so it looks as it will there.
  const [dx, dy] = centred ? [(size - width) / 2, (size - height) / 2] : [0, 0]
  const points = Array.from({ length: (size + 1) ** 2 }, (_, index) => [
    index % (size + 1),
    Math.floor(index / (size + 1)),
  ])
  return (
    <svg
      viewBox={`-0.4 -0.4 ${size + 0.8} ${size + 0.8}`}
      className="block h-auto w-full"
      aria-hidden="true"
      focusable="false"
    >
      {!centred &&
        points.map(([x, y]) => (
          <circle key={`${x},${y}`} cx={x} cy={y} r={0.05} fill={highContrast ? '#000' : '#94a3b8'} />
        ))}
      {lines.map(([x1, y1, x2, y2]) => (
        <line
          key={`${x1},${y1},${x2},${y2}`}
          x1={x1 + dx}
          y1={y1 + dy}
          x2={x2 + dx}
          y2={y2 + dy}
          stroke={highContrast ? '#000' : '#1e293b'}
          strokeWidth={0.12}
          strokeLinecap="round"
        />
      ))}
    </svg>
  )
}

function ShadowMatch({ item, settings, onAnswer }: Props) {
  // Arrow keys move between the options (Tab works too); Enter or Space chooses.
  const moveFocus = useRovingFocus({ columns: 3 })
  const t = useMessages(shapeDetectiveMessages)
  const look = looks(settings)
  const [answered, setAnswered] = useState(false)
  const box = Math.max(...[item.figure, ...item.options].flatMap((cells) => cells.flatMap(([x, y]) => [x + 1, y + 1])))
  const colour = settings.highContrast ? '#ffffff' : SHAPE_COLOURS[item.colour % SHAPE_COLOURS.length]
  const width = settings.targetSize === 'extra-large' ? 'max-w-2xl' : 'max-w-xl'
  return (
    <div className={`mx-auto flex w-full ${width} flex-col items-center gap-6`}>
      <figure
        className={`w-40 rounded-2xl p-3 sm:w-48 ${look.card}`}
        aria-label={t('shapeDetective.view.object')}
        role="img"
      >
        <Squares cells={item.figure} box={box} fill={colour} line={settings.highContrast ? '#000' : '#334155'} />
      </figure>
      <div
        role="group"
        aria-label={t('shapeDetective.view.options')}
        className="grid w-full grid-cols-3 gap-3"
        onKeyDown={moveFocus}
      >
        {item.options.map((cells, index) => (
          <button
            key={index}
            type="button"
            data-option={index}
            disabled={answered}
            aria-label={t('shapeDetective.view.shadow', { number: index + 1 })}
            className={`min-h-12 rounded-2xl p-3 ${look.card} ${look.focus} ${look.transition} hover:border-teal-600 disabled:cursor-default`}
            onClick={() => {
              setAnswered(true)
              onAnswer({ choice: index, studyMs: 0 })
            }}
          >
            <Squares cells={cells} box={box} fill={settings.highContrast ? '#000' : '#334155'} line="#000" />
          </button>
        ))}
      </div>
    </div>
  )
}

function HiddenFigure({ item, settings, onAnswer, onReplay }: Props) {
  const moveFocus = useRovingFocus({ columns: item.options.length === 4 ? 2 : 3 })
  const t = useMessages(shapeDetectiveMessages)
  const look = looks(settings)
  const [phase, setPhase] = useState<'study' | 'choose' | 'answered'>('study')
  // Study time is recorded for the therapist, never shown: when each look began, and the looks so far.
  const lookStarted = useRef(0)
  const studied = useRef(0)
  const readyRef = useRef<HTMLButtonElement>(null)
  const optionsRef = useRef<HTMLDivElement>(null)
  const moved = useRef(false)

  useEffect(() => {
    if (phase === 'study') lookStarted.current = performance.now()
    // Keyboard users land on what comes next; not on the first look, so the page's own focus order stands.
    if (!moved.current) return
    if (phase === 'study') readyRef.current?.focus()
    if (phase === 'choose') optionsRef.current?.querySelector<HTMLButtonElement>('button')?.focus()
  }, [phase])

  const columns = item.options.length === 4 ? 'grid-cols-2' : 'grid-cols-3'
  const width = settings.targetSize === 'extra-large' ? 'max-w-2xl' : 'max-w-xl'

  if (phase === 'study') {
    return (
      <div className={`mx-auto flex w-full ${width} flex-col items-center gap-5`}>
        <p className="text-center text-lg">{t('shapeDetective.view.study')}</p>
        <figure
          className={`w-56 rounded-2xl p-4 sm:w-64 ${look.card}`}
          role="img"
          aria-label={t('shapeDetective.view.figure')}
        >
          <Lines lines={item.figure} size={item.gridSize} highContrast={settings.highContrast} centred />
        </figure>
        <button
          ref={readyRef}
          type="button"
          data-ready
          className={`min-h-14 min-w-40 rounded-2xl px-6 text-xl font-semibold ${look.primary} ${look.focus} ${look.transition}`}
          onClick={() => {
            studied.current += performance.now() - lookStarted.current
            moved.current = true
            setPhase('choose')
          }}
        >
          {t('shapeDetective.view.ready')}
        </button>
      </div>
    )
  }

  return (
    <div className={`mx-auto flex w-full ${width} flex-col items-center gap-5`}>
      <div
        ref={optionsRef}
        role="group"
        aria-label={t('shapeDetective.view.options')}
        className={`grid w-full ${columns} gap-3`}
        onKeyDown={moveFocus}
      >
        {item.options.map((lines, index) => (
          <button
            key={index}
            type="button"
            data-option={index}
            disabled={phase === 'answered'}
            aria-label={t('shapeDetective.view.design', { number: index + 1 })}
            className={`min-h-12 rounded-2xl p-2 ${look.card} ${look.focus} ${look.transition} hover:border-teal-600 disabled:cursor-default`}
            onClick={() => {
              setPhase('answered')
              onAnswer({ choice: index, studyMs: Math.round(studied.current) })
            }}
          >
            <Lines lines={lines} size={item.gridSize} highContrast={settings.highContrast} />
          </button>
        ))}
      </div>
      <button
        type="button"
        data-look-again
        disabled={phase === 'answered'}
        className={`min-h-12 rounded-2xl px-5 text-lg ${look.card} ${look.focus} ${look.transition}`}
        onClick={() => {
          onReplay()
          setPhase('study')
        }}
      >
        {t('shapeDetective.view.lookAgain')}
      </button>
    </div>
  )
}
