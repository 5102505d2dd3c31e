import { useRef, useState } from 'react'
import type { TrialViewProps } from '../engine/contract'
import { useRovingFocus } from '../engine/use-roving-focus'
import { useMessages } from '../../../i18n/messages'
import { whereIsItMessages } from './messages'
import { SceneObjectShape } from './scene-objects'
import { pictureChoiceName } from './describe'
import {
  GRID_CELLS,
  GRID_COLUMNS,
  askedOf,
  objectName,
  type Scene,
  type SceneObject,
  type WhereIsItItem,
  type WhereIsItResponse,
} from './where-is-it.rules'

type Props = TrialViewProps<WhereIsItItem, WhereIsItResponse>

/** Where Is It?: four pictures to choose from, or a grid to build the picture in. Taps or keys alone. */
export function WhereIsItTrial(props: Props) {
  return props.item.mode === 'pick' ? <PickScene {...props} /> : <BuildScene {...props} />
}

function styles(settings: Props['settings']) {
  const still = settings.motion === 'none'
  return {
    focus: settings.highContrast
      ? 'focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-black'
      : 'focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-teal-600',
    border: settings.highContrast ? 'border-4 border-black bg-white' : 'border-2 border-slate-300 bg-white',
    // The object in hand: a thick border and a tint, never colour alone.
    chosen: settings.highContrast ? 'border-8 border-black bg-yellow-200' : 'border-4 border-teal-700 bg-teal-100',
    transition: still ? '' : 'transition-colors',
    gridLine: settings.highContrast ? '#000000' : '#cbd5e1',
  }
}

/** The picture's squares as an SVG: faint lines between squares, the objects in theirs. */
function SceneDrawing({ item, scene, highContrast }: { item: WhereIsItItem; scene: Scene; highContrast: boolean }) {
  const line = highContrast ? '#000000' : '#cbd5e1'
  return (
    <svg viewBox="0 0 300 300" className="block h-auto w-full" aria-hidden="true" focusable="false">
      {[100, 200].map((at) => (
        <g key={at} stroke={line} strokeWidth={highContrast ? 3 : 2}>
          <line x1={at} y1={0} x2={at} y2={300} />
          <line x1={0} y1={at} x2={300} y2={at} />
        </g>
      ))}
      {item.objects.map((object, index) =>
        scene[index] < 0 ? null : (
          <SceneObjectShape
            key={object}
            object={object}
            x={(scene[index] % GRID_COLUMNS) * 100}
            y={Math.floor(scene[index] / GRID_COLUMNS) * 100}
            highContrast={highContrast}
          />
        ),
      )}
    </svg>
  )
}

function PickScene({ item, settings, onAnswer }: Props) {
  // Arrow keys move between buttons laid out two wide (Tab works too); Enter or Space presses.
  const moveFocus = useRovingFocus({ columns: 2 })
  const t = useMessages(whereIsItMessages)
  const look = styles(settings)
  const [answered, setAnswered] = useState(false)
  const extraLarge = settings.targetSize === 'extra-large'
  return (
    <div
      role="group"
      aria-label={t('whereIsIt.view.pictures')}
      className={`mx-auto grid w-full grid-cols-2 ${extraLarge ? 'max-w-2xl gap-4' : 'max-w-xl gap-3'}`}
      onKeyDown={moveFocus}
    >
      {item.scenes.map((scene, index) => (
        <button
          key={scene.join()}
          type="button"
          data-option={index}
          disabled={answered}
          aria-label={pictureChoiceName(t, item, scene, index)}
          className={`rounded-2xl p-2 ${look.border} ${look.focus} ${look.transition} min-h-12 hover:border-teal-600 disabled:cursor-default`}
          onClick={() => {
            setAnswered(true)
            onAnswer({ kind: 'pick', scene: index, asked: askedOf(item) })
          }}
        >
          <SceneDrawing item={item} scene={scene} highContrast={settings.highContrast} />
        </button>
      ))}
    </div>
  )
}

function BuildScene({ item, settings, onAnswer }: Props) {
  const moveTrayFocus = useRovingFocus({ columns: 1 })
  const moveGridFocus = useRovingFocus({ columns: GRID_COLUMNS })
  const t = useMessages(whereIsItMessages)
  const look = styles(settings)
  const [held, setHeld] = useState<SceneObject | null>(null)
  const [placed, setPlaced] = useState<{ object: SceneObject; cell: number } | null>(null)
  const [answered, setAnswered] = useState(false)
  const doneRef = useRef<HTMLButtonElement>(null)
  const [fixed] = item.scenes
  const size = settings.targetSize === 'extra-large' ? 'size-24' : 'size-20'
  const whoIsAt = (cell: number): SceneObject | undefined => {
    if (placed?.cell === cell) return placed.object
    const index = fixed.indexOf(cell)
    return index > 0 ? item.objects[index] : undefined
  }
  const rows = Array.from({ length: GRID_CELLS / GRID_COLUMNS }, (_, row) => row)

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-5">
      <p className="text-center text-lg">{t('whereIsIt.view.pickFirst')}</p>
      <div role="group" aria-label={t('whereIsIt.view.tray')} className="flex gap-3" onKeyDown={moveTrayFocus}>
        {item.tray.map((object) => (
          <button
            key={object}
            type="button"
            data-tray={object}
            aria-pressed={held === object}
            aria-label={objectName(t, object)}
            disabled={answered}
            className={`${size} rounded-2xl p-1 ${held === object ? look.chosen : look.border} ${look.focus} ${look.transition}`}
            onClick={() => setHeld(object)}
          >
            <svg viewBox="0 0 100 100" className="h-full w-full" aria-hidden="true" focusable="false">
              <SceneObjectShape object={object} x={0} y={0} highContrast={settings.highContrast} />
            </svg>
          </button>
        ))}
      </div>
      <div
        role="group"
        aria-label={t('whereIsIt.view.grid')}
        className={`grid grid-cols-3 gap-0 rounded-xl ${look.border} p-1`}
        onKeyDown={moveGridFocus}
      >
        {rows.flatMap((row) =>
          Array.from({ length: GRID_COLUMNS }, (_, column) => {
            const cell = row * GRID_COLUMNS + column
            const object = whoIsAt(cell)
            const isFixed = fixed.indexOf(cell) > 0
            const label = object
              ? t('whereIsIt.view.cellFilled', { row: row + 1, column: column + 1, object: objectName(t, object) })
              : t('whereIsIt.view.cellEmpty', { row: row + 1, column: column + 1 })
            return (
              <button
                key={cell}
                type="button"
                data-cell={cell}
                aria-label={label}
                disabled={answered || isFixed}
                className={`${size} border ${settings.highContrast ? 'border-black' : 'border-slate-200'} ${look.focus} ${look.transition} disabled:cursor-default`}
                onClick={() => {
                  if (!held) return
                  setPlaced({ object: held, cell })
                }}
              >
                {object && (
                  <svg viewBox="0 0 100 100" className="h-full w-full" aria-hidden="true" focusable="false">
                    <SceneObjectShape object={object} x={0} y={0} highContrast={settings.highContrast} />
                  </svg>
                )}
              </button>
            )
          }),
        )}
      </div>
      <button
        ref={doneRef}
        type="button"
        data-done
        disabled={!placed || answered}
        className={`min-h-14 min-w-40 rounded-2xl px-6 text-xl font-semibold ${settings.highContrast ? 'border-4 border-black bg-white text-black' : 'bg-teal-700 text-white'} ${look.focus} disabled:opacity-50`}
        onClick={() => {
          if (!placed) return
          setAnswered(true)
          onAnswer({ kind: 'build', object: placed.object, cell: placed.cell, asked: askedOf(item) })
        }}
      >
        {t('whereIsIt.view.done')}
      </button>
    </div>
  )
}
