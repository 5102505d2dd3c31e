import { useState } from 'react'
import type { TrialViewProps } from '../engine/contract'
import { useRovingFocus } from '../engine/use-roving-focus'
import { useMessages } from '../../../i18n/messages'
import { cn } from '../../../lib/utils'
import { colourName, describeFigure, FigureSvg, shapeName } from './figure'
import { patternGridMessages } from './messages'
import type { Colour, MatrixItem, PatternGridItem, PatternGridResponse, TableItem } from './pattern-grid.rules'

type Props = TrialViewProps<PatternGridItem, PatternGridResponse>

// Large targets are at least 72 px (the minimum is 48), extra-large about half as big again.
function sizesFor(settings: Props['settings']) {
  const extraLarge = settings.targetSize === 'extra-large'
  return {
    cell: extraLarge ? 'size-24 sm:size-28' : 'size-[4.5rem] sm:size-24',
    option: extraLarge ? 'size-28' : 'size-20 sm:size-24',
    piece: extraLarge ? 'size-24' : 'size-[4.5rem]',
    tableCell: extraLarge ? 'min-h-28 min-w-24' : 'min-h-20 min-w-[4.5rem]',
    figureInCell: extraLarge ? 'size-14' : 'size-11',
  }
}

function focusRing(highContrast: boolean) {
  return highContrast
    ? 'focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-black'
    : 'focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-teal-700'
}

/** A Pattern Grid trial: complete the grid from the choices, or sort the pictures into the table. */
/** Arrow keys move between the buttons of a row of choices that can be chosen (Tab still reaches each one). */
const CHOICES = 'button:not([disabled])'

export function PatternGridTrial(props: Props) {
  return props.item.mode === 'matrix' ? (
    <MatrixTrial {...props} item={props.item} />
  ) : (
    <TableTrial {...props} item={props.item} />
  )
}

function MatrixTrial({ item, settings, onAnswer }: Props & { item: MatrixItem }) {
  const moveFocusWithArrows = useRovingFocus({ selector: CHOICES })
  const t = useMessages(patternGridMessages)
  const sizes = sizesFor(settings)
  const contrast = settings.highContrast
  const [answered, setAnswered] = useState(false)
  const transition = settings.motion === 'none' ? '' : 'transition-colors'

  function choose(choice: number) {
    // One answer per trial, even if a second tap lands before the engine moves on.
    if (answered) return
    setAnswered(true)
    onAnswer({ rule: item.rule, choice })
  }

  return (
    <div className="flex flex-col items-center gap-6">
      <div
        role="group"
        aria-label={t('patternGrid.grid')}
        className={cn(
          'grid gap-2 rounded-2xl p-3',
          item.size === 2 ? 'grid-cols-2' : 'grid-cols-3',
          contrast ? 'border-4 border-black bg-white' : 'border border-slate-200 bg-white shadow-sm',
        )}
      >
        {item.cells.flatMap((cells, row) =>
          cells.map((figure, column) =>
            figure ? (
              <div
                key={`${row}-${column}`}
                role="img"
                aria-label={t('patternGrid.cell', {
                  row: row + 1,
                  column: column + 1,
                  figure: describeFigure(figure, t),
                })}
                className={cn(
                  'flex items-center justify-center rounded-xl p-1.5',
                  sizes.cell,
                  contrast ? 'border-2 border-black' : 'bg-slate-50',
                )}
              >
                <FigureSvg figure={figure} highContrast={contrast} className="size-full" />
              </div>
            ) : (
              <div
                key={`${row}-${column}`}
                role="img"
                aria-label={t('patternGrid.emptyCell', { row: row + 1, column: column + 1 })}
                className={cn(
                  'flex items-center justify-center rounded-xl border-4 border-dashed text-3xl font-bold',
                  sizes.cell,
                  contrast ? 'border-black text-black' : 'border-teal-600 bg-teal-50 text-teal-800',
                )}
              >
                <span aria-hidden="true">?</span>
              </div>
            ),
          ),
        )}
      </div>
      <div
        role="group"
        aria-label={t('patternGrid.options')}
        onKeyDown={moveFocusWithArrows}
        className="flex max-w-xl flex-wrap justify-center gap-3"
      >
        {item.options.map((option, choice) => (
          <button
            key={choice}
            type="button"
            aria-label={describeFigure(option.figure, t)}
            disabled={answered}
            onClick={() => choose(choice)}
            className={cn(
              'flex items-center justify-center rounded-2xl p-2',
              sizes.option,
              transition,
              focusRing(contrast),
              contrast
                ? 'border-4 border-black bg-white'
                : 'border-2 border-slate-300 bg-white shadow-sm hover:border-teal-600 hover:bg-teal-50',
            )}
          >
            <FigureSvg figure={option.figure} highContrast={contrast} className="size-full" />
          </button>
        ))}
      </div>
    </div>
  )
}

type Placement = { row: number; column: number } | null

function TableTrial({ item, settings, onAnswer }: Props & { item: TableItem }) {
  const moveFocusWithArrows = useRovingFocus({ selector: CHOICES })
  const t = useMessages(patternGridMessages)
  const sizes = sizesFor(settings)
  const contrast = settings.highContrast
  const transition = settings.motion === 'none' ? '' : 'transition-colors'
  const [placements, setPlacements] = useState<Placement[]>(() => item.pieces.map(() => null))
  const [picked, setPicked] = useState<number | null>(null)
  const [answered, setAnswered] = useState(false)
  const allPlaced = placements.every(Boolean)

  const rowName = (row: number) => {
    const value = item.rows.values[row]
    return item.rows.attribute === 'colour'
      ? colourName(value as Colour, t)
      : t('patternGrid.count', { count: value as number })
  }
  const columnName = (column: number) =>
    shapeName({ shape: item.columns.values[column], count: 1, variant: 'plain' }, t)

  function place(row: number, column: number) {
    if (picked === null || answered) return
    setPlacements((current) => current.map((placement, index) => (index === picked ? { row, column } : placement)))
    setPicked(null)
  }

  function finish() {
    if (!allPlaced || answered) return
    setAnswered(true)
    onAnswer({ rule: 'table', placements })
  }

  const pickedFigure = picked === null ? null : item.pieces[picked]

  return (
    <div className="flex flex-col items-center gap-5">
      <div
        role="group"
        aria-label={t('patternGrid.pieces')}
        onKeyDown={moveFocusWithArrows}
        className="flex max-w-2xl flex-wrap justify-center gap-3"
      >
        {item.pieces.map((piece, index) => {
          const isPlaced = Boolean(placements[index])
          const isPicked = picked === index
          const name = describeFigure(piece, t)
          return (
            <button
              key={index}
              type="button"
              aria-pressed={isPicked}
              aria-label={isPlaced ? t('patternGrid.piecePlaced', { figure: name }) : name}
              disabled={answered}
              onClick={() => setPicked(isPicked ? null : index)}
              className={cn(
                'flex items-center justify-center rounded-2xl p-2',
                sizes.piece,
                transition,
                focusRing(contrast),
                contrast ? 'border-4 border-black bg-white' : 'border-2 border-slate-300 bg-white shadow-sm',
                isPlaced && (contrast ? 'border-dashed' : 'border-dashed opacity-50'),
                isPicked &&
                  (contrast
                    ? 'border-8 border-solid opacity-100'
                    : 'border-4 border-solid border-teal-700 bg-teal-50 opacity-100'),
              )}
            >
              <FigureSvg figure={piece} highContrast={contrast} className="size-full" />
            </button>
          )
        })}
      </div>

      <p aria-live="polite" className={cn('min-h-6 text-center text-base', contrast ? 'text-black' : 'text-slate-700')}>
        {pickedFigure
          ? t('patternGrid.placeNow', { figure: describeFigure(pickedFigure, t) })
          : t('patternGrid.pickFirst')}
      </p>

      <table
        className={cn('border-separate border-spacing-1.5', contrast && 'text-black')}
        aria-label={t('patternGrid.table')}
      >
        <thead>
          <tr>
            <td />
            {item.columns.values.map((shape, column) => (
              <th key={shape} scope="col" className="px-1 pb-1 text-center text-sm font-semibold capitalize">
                <span className="flex flex-col items-center gap-1">
                  <svg viewBox="0 0 100 100" aria-hidden="true" className="size-8">
                    <HeaderShape shape={shape} />
                  </svg>
                  {columnName(column)}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {item.rows.values.map((value, row) => (
            <tr key={String(value)}>
              <th scope="row" className="pe-1 text-start text-sm font-semibold capitalize">
                <span className="flex flex-col items-center gap-1">
                  <RowSwatch item={item} row={row} highContrast={contrast} />
                  {rowName(row)}
                </span>
              </th>
              {item.columns.values.map((shape, column) => {
                const here = item.pieces.flatMap((piece, index) =>
                  placements[index]?.row === row && placements[index]?.column === column ? [piece] : [],
                )
                return (
                  <td key={shape} className="p-0">
                    <button
                      type="button"
                      aria-label={t('patternGrid.tableCell', {
                        row: rowName(row),
                        column: columnName(column),
                        count: here.length,
                      })}
                      aria-disabled={picked === null || answered}
                      onClick={() => place(row, column)}
                      className={cn(
                        'flex w-full flex-wrap items-center justify-center gap-1 rounded-xl p-1.5',
                        sizes.tableCell,
                        transition,
                        focusRing(contrast),
                        contrast
                          ? 'border-4 border-black bg-white'
                          : cn(
                              'border-2 bg-white',
                              picked === null ? 'border-slate-300' : 'border-teal-600 bg-teal-50/50',
                            ),
                      )}
                    >
                      {here.map((piece, index) => (
                        <FigureSvg key={index} figure={piece} highContrast={contrast} className={sizes.figureInCell} />
                      ))}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>

      <button
        type="button"
        onClick={finish}
        disabled={!allPlaced || answered}
        className={cn(
          'min-h-14 min-w-40 rounded-2xl px-6 text-lg font-semibold disabled:opacity-50',
          focusRing(contrast),
          contrast ? 'border-4 border-black bg-white text-black' : 'bg-teal-700 text-white hover:bg-teal-800',
        )}
      >
        {t('patternGrid.done')}
      </button>
    </div>
  )
}

/** A column's shape in outline, so the header reads without colour. */
function HeaderShape({ shape }: { shape: TableItem['columns']['values'][number] }) {
  const paint = { fill: 'none', stroke: 'currentColor', strokeWidth: 6 }
  if (shape === 'circle') return <circle cx={50} cy={50} r={32} {...paint} />
  if (shape === 'square') return <rect x={20} y={20} width={60} height={60} {...paint} />
  if (shape === 'triangle') return <polygon points="50,15 86,80 14,80" {...paint} />
  return <polygon points="50,16 59,41 85,41 64,57 72,83 50,67 28,83 36,57 15,41 41,41" {...paint} />
}

/** A row's colour (with its pattern) or its count of dots. */
function RowSwatch({ item, row, highContrast }: { item: TableItem; row: number; highContrast: boolean }) {
  const value = item.rows.values[row]
  if (item.rows.attribute === 'colour') {
    return (
      <FigureSvg
        figure={{ shape: 'square', colour: value as Colour, count: 1, rotation: 0, variant: 'plain' }}
        highContrast={highContrast}
        className="size-8"
      />
    )
  }
  return (
    <svg viewBox="0 0 100 40" aria-hidden="true" className="h-4 w-10">
      {Array.from({ length: value as number }, (_, index) => (
        <circle key={index} cx={20 + index * 30} cy={20} r={11} fill="currentColor" />
      ))}
    </svg>
  )
}
