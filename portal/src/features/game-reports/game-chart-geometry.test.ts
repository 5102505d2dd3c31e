import { describe, expect, it } from 'vitest'
import type { ChartBox } from '../../lib/chart-geometry'
import { gameChartGeometry, levelTicks } from './game-chart-geometry'

// A plot 100 wide and 100 high, so the numbers read as percentages of it.
const BOX: ChartBox = { width: 100, height: 100, padding: { top: 0, right: 0, bottom: 0, left: 0 } }
const day = (date: string, levelReached: number, accuracy: number) => ({ date, levelReached, accuracy, sessions: 1 })

describe("a game's level and accuracy charts", () => {
  it('when days come in any order, then both lines join them by date, on the same x', () => {
    const chart = gameChartGeometry(
      [day('2026-11-20', 4, 50), day('2026-11-02', 2, 100), day('2026-11-10', 3, 75)],
      BOX,
    )
    expect(chart.level.points.map((point) => point.value)).toEqual([2, 3, 4])
    expect(chart.accuracy.points.map((point) => point.value)).toEqual([100, 75, 50])
    expect(chart.level.points.map((point) => point.x)).toEqual(chart.accuracy.points.map((point) => point.x))
    const xs = chart.level.points.map((point) => point.x)
    expect([...xs].sort((a, b) => a - b)).toEqual(xs)
    expect(chart.level.path.match(/L/g)).toHaveLength(2)
    expect(chart.xLabels.map((label) => label.date)).toEqual(['2026-11-02', '2026-11-20'])
  })

  it('when the top level is reached, then it is at the top of the level chart; accuracy runs 0–100 %', () => {
    const chart = gameChartGeometry([day('2026-11-02', 1, 0), day('2026-11-03', 5, 100)], BOX)
    expect(chart.level.points.map((point) => point.y)).toEqual([100, 0])
    expect(chart.accuracy.points.map((point) => point.y)).toEqual([100, 0])
    expect(chart.level.yTicks.map((tick) => tick.value)).toEqual([1, 2, 3, 4, 5])
  })

  it('when the child played on one day only, then one dot in the middle, one date and no line', () => {
    const chart = gameChartGeometry([day('2026-11-02', 3, 60)], BOX)
    expect(chart.level.points).toEqual([expect.objectContaining({ x: 50, value: 3 })])
    expect(chart.level.path).toBe('')
    expect(chart.xLabels).toEqual([{ x: 50, date: '2026-11-02', anchor: 'middle' }])
  })

  it('when a day had no right answer (level 0), then the level axis starts at 0', () => {
    const chart = gameChartGeometry([day('2026-11-02', 0, 0), day('2026-11-03', 2, 50)], BOX)
    expect(chart.level.yTicks[0]).toEqual({ y: 100, value: 0 })
    expect(chart.level.points[0].y).toBe(100)
  })

  it('with no days or an unreadable date, then nothing is drawn for them', () => {
    expect(gameChartGeometry([], BOX).level.points).toEqual([])
    expect(gameChartGeometry([day('not a day', 3, 50)], BOX).xLabels).toEqual([])
  })

  it('keeps the level ticks whole and at most five, with both ends', () => {
    expect(levelTicks(1, 2)).toEqual([1, 2])
    expect(levelTicks(1, 7)).toEqual([1, 3, 5, 7])
    expect(levelTicks(1, 20)).toEqual([1, 6, 11, 16, 20])
    expect(levelTicks(0, 3)).toEqual([0, 1, 2, 3])
  })
})
