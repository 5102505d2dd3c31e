// The geometry of a game's two small charts (games.md, "What the therapist needs"): the level reached and the
// accuracy at it, over the days the child played. Both share the x axis (the days played) and the arithmetic of
// lib/chart-geometry.ts with the IEP's progress chart.
import type { GameProgress } from '@app/games/schema'
import { clampedScale, DAY_MS, dayValue, linePath, plotArea, type ChartBox } from '../../lib/chart-geometry'

export const GAME_CHART_BOX: ChartBox = {
  width: 320,
  height: 140,
  padding: { top: 10, right: 14, bottom: 26, left: 36 },
}

export interface SeriesPoint {
  x: number
  y: number
  date: string
  value: number
}

export interface SeriesGeometry {
  yTicks: { y: number; value: number }[]
  points: SeriesPoint[]
  /** '' with fewer than two days played. */
  path: string
}

export interface GameChartGeometry {
  box: ChartBox
  plot: { left: number; right: number; top: number; bottom: number }
  /** The first and last day played (one label when the child played on one day only). */
  xLabels: { x: number; date: string; anchor: 'start' | 'middle' | 'end' }[]
  level: SeriesGeometry
  accuracy: SeriesGeometry
}

/** Whole-number ticks from the lowest to the top level, at most five, always including both ends. */
export function levelTicks(lowest: number, topLevel: number): number[] {
  const top = Math.max(lowest + 1, Math.ceil(topLevel))
  const step = Math.max(1, Math.ceil((top - lowest) / 4))
  const ticks: number[] = []
  for (let level = lowest; level < top; level += step) ticks.push(level)
  return [...ticks, top]
}

/** Where the level and accuracy of each day played go; days out of order are sorted, unreadable days left out. */
export function gameChartGeometry(days: GameProgress['days'], box: ChartBox = GAME_CHART_BOX): GameChartGeometry {
  const plot = plotArea(box)
  const played = days
    .map((day) => ({ ...day, time: dayValue(day.date) }))
    .filter((day) => Number.isFinite(day.time))
    .sort((a, b) => a.time - b.time)
  const first = played[0]?.time ?? 0
  const last = played.at(-1)?.time ?? 0
  // Half a day of room either side, so the first and last dots are not cut by the plot's edges.
  const xOf = clampedScale([first - DAY_MS / 2, last + DAY_MS / 2], [plot.left, plot.right])

  // Level 0 is a day with no right answer: the axis starts there only when such a day exists.
  const lowest = played.some((day) => day.levelReached < 1) ? 0 : 1
  const levels = levelTicks(lowest, Math.max(...played.map((day) => day.levelReached), lowest + 1))
  const levelY = clampedScale([lowest, levels.at(-1) ?? lowest + 1], [plot.bottom, plot.top])
  const percentY = clampedScale([0, 100], [plot.bottom, plot.top])

  const level = played.map((day) => ({
    x: xOf(day.time),
    y: levelY(day.levelReached),
    date: day.date,
    value: day.levelReached,
  }))
  const accuracy = played.map((day) => ({
    x: xOf(day.time),
    y: percentY(day.accuracy),
    date: day.date,
    value: day.accuracy,
  }))

  const firstDay = played[0]
  const lastDay = played.at(-1)
  const xLabels: GameChartGeometry['xLabels'] =
    !firstDay || !lastDay
      ? []
      : firstDay === lastDay
        ? [{ x: xOf(firstDay.time), date: firstDay.date, anchor: 'middle' }]
        : [
            { x: plot.left, date: firstDay.date, anchor: 'start' },
            { x: plot.right, date: lastDay.date, anchor: 'end' },
          ]

  return {
    box,
    plot,
    xLabels,
    level: { yTicks: levels.map((value) => ({ y: levelY(value), value })), points: level, path: linePath(level) },
    accuracy: {
      yTicks: [0, 50, 100].map((value) => ({ y: percentY(value), value })),
      points: accuracy,
      path: linePath(accuracy),
    },
  }
}
