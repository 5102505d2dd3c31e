// The arithmetic every small chart of the portal shares (an IEP goal's progress, a game's level and accuracy):
// days as numbers, a plot area inside a box, linear scales that clamp, and a line through points. Plain numbers,
// so each chart's geometry is tested without a browser and drawn by a small hand-written SVG: no chart library
// travels to a phone for a few lines.

export interface ChartBox {
  width: number
  height: number
  padding: { top: number; right: number; bottom: number; left: number }
}

/** The plotting area's edges inside a box. */
export interface PlotArea {
  left: number
  right: number
  top: number
  bottom: number
}

export const DAY_MS = 86_400_000

/** Milliseconds of a YYYY-MM-DD day (or the day of an ISO date-time) at UTC midnight; NaN when it is not one. */
export function dayValue(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day)
  if (!match) return Number.NaN
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
}

/** Rounded to a tenth: enough for an SVG, and stable in tests. */
export const roundTenth = (value: number) => Math.round(value * 10) / 10

export function plotArea(box: ChartBox): PlotArea {
  return {
    left: box.padding.left,
    right: box.width - box.padding.right,
    top: box.padding.top,
    bottom: box.height - box.padding.bottom,
  }
}

/**
 * A linear scale from [from, to] onto [start, end]; values outside the domain sit at its edges rather than off
 * the chart. A domain of zero width maps everything to the middle of the range.
 */
export function clampedScale(domain: readonly [number, number], range: readonly [number, number]) {
  const [from, to] = domain
  const [start, end] = range
  return (value: number) => {
    if (to === from) return roundTenth((start + end) / 2)
    const clamped = Math.min(Math.max(from, to), Math.max(Math.min(from, to), value))
    return roundTenth(start + ((clamped - from) / (to - from)) * (end - start))
  }
}

/** The SVG path of a line through the points in their order ('' with fewer than two). */
export function linePath(points: readonly { x: number; y: number }[]): string {
  return points.length < 2
    ? ''
    : points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ')
}
