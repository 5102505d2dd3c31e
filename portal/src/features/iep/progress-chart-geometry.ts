// The geometry of a goal's progress chart, as plain numbers, so it is tested without a browser and drawn by
// a small hand-written SVG (progress-chart.tsx). The scales and the line come from lib/chart-geometry.ts,
// shared with the game reports' charts.
//
// Across the plan's three months (x) and 0–100 % (y): the session entries as a line of dots, each month's
// performance as a square at the middle of its month, the first entry as a dashed baseline, and a dashed
// vertical marker wherever the goal's wording changed.
import { clampedScale, DAY_MS, dayValue, linePath, plotArea, roundTenth, type ChartBox } from '../../lib/chart-geometry'

export { dayValue, type ChartBox }

/** A calendar month of the plan (month 1–12). */
export interface PlanMonth {
  month: number
  year: number
}

export interface ProgressInput {
  /** The plan's months, in order (three, possibly wrapping into the next year). */
  months: readonly PlanMonth[]
  /** Dated session entries (YYYY-MM-DD, 0–100), in any order. */
  entries: readonly { date: string; percent: number }[]
  /** Each month's performance %, null when not yet recorded; same order as `months`. */
  monthly: readonly (number | null)[]
  /** Days (YYYY-MM-DD) on which the goal's wording changed. */
  wordingChanges: readonly string[]
}

export const DEFAULT_BOX: ChartBox = { width: 320, height: 180, padding: { top: 12, right: 12, bottom: 28, left: 36 } }

export interface ChartGeometry {
  box: ChartBox
  /** The plotting area's edges. */
  plot: { left: number; right: number; top: number; bottom: number }
  yTicks: { y: number; percent: number }[]
  monthBands: { x1: number; x2: number; labelX: number; month: number; year: number }[]
  /** SVG path of the session entries in date order ('' with fewer than two). */
  entryPath: string
  entryPoints: { x: number; y: number; date: string; percent: number }[]
  monthlyPoints: { x: number; y: number; month: number; year: number; percent: number }[]
  /** The first session entry's level across the plot; null without entries. */
  baseline: { y: number; percent: number } | null
  changeMarkers: { x: number; date: string }[]
}

const monthStart = ({ month, year }: PlanMonth) => Date.UTC(year, month - 1, 1)
const monthEnd = ({ month, year }: PlanMonth) => Date.UTC(year, month, 1)

/** Where everything of one goal's chart goes, in the box's coordinates (rounded to a tenth). */
export function progressChartGeometry(input: ProgressInput, box: ChartBox = DEFAULT_BOX): ChartGeometry {
  const plot = plotArea(box)
  const first = input.months[0]
  const last = input.months[input.months.length - 1]
  const start = first ? monthStart(first) : 0
  const end = last ? monthEnd(last) : start + DAY_MS

  // Entries before or after the plan (typed late, say) sit at its edges rather than off the chart.
  const xOf = clampedScale([start, end], [plot.left, plot.right])
  const yOf = clampedScale([0, 100], [plot.bottom, plot.top])

  const entryPoints = input.entries
    .filter((entry) => Number.isFinite(dayValue(entry.date)) && Number.isFinite(entry.percent))
    .map((entry) => ({ ...entry, time: dayValue(entry.date) }))
    // Stable: two entries on one day keep the order they were typed in.
    .sort((a, b) => a.time - b.time)
    .map(({ time, date, percent }) => ({ x: xOf(time + DAY_MS / 2), y: yOf(percent), date, percent }))

  const monthBands = input.months.map((month) => {
    const x1 = xOf(monthStart(month))
    const x2 = xOf(monthEnd(month))
    return { x1, x2, labelX: roundTenth((x1 + x2) / 2), month: month.month, year: month.year }
  })

  const monthlyPoints = monthBands.flatMap((band, index) => {
    const percent = input.monthly[index]
    return typeof percent === 'number' && Number.isFinite(percent)
      ? [{ x: band.labelX, y: yOf(percent), month: band.month, year: band.year, percent }]
      : []
  })

  const firstEntry = entryPoints[0]
  return {
    box,
    plot,
    yTicks: [0, 25, 50, 75, 100].map((percent) => ({ y: yOf(percent), percent })),
    monthBands,
    entryPath: linePath(entryPoints),
    entryPoints,
    monthlyPoints,
    baseline: firstEntry ? { y: firstEntry.y, percent: firstEntry.percent } : null,
    changeMarkers: input.wordingChanges
      .filter((date) => Number.isFinite(dayValue(date)))
      .map((date) => ({ x: xOf(dayValue(date)), date })),
  }
}
