import { describe, expect, it } from 'vitest'
import { progressChartGeometry, type ChartBox } from './progress-chart-geometry'

// A box whose plot is 100 wide and 100 high (from x=0 to 100, y=100 at 0 % to y=0 at 100 %), so the
// numbers read as percentages of the plot.
const BOX: ChartBox = { width: 100, height: 100, padding: { top: 0, right: 0, bottom: 0, left: 0 } }
// November, December and January of the next year: 30 + 31 + 31 = 92 days.
const months = [
  { month: 11, year: 2026 },
  { month: 12, year: 2026 },
  { month: 1, year: 2027 },
]

describe("a goal's progress chart", () => {
  it('when the plan wraps into the next year, then its three months sit side by side in order, sized by their days', () => {
    const chart = progressChartGeometry({ months, entries: [], monthly: [null, null, null], wordingChanges: [] }, BOX)
    expect(chart.monthBands.map((band) => [band.month, band.year])).toEqual([
      [11, 2026],
      [12, 2026],
      [1, 2027],
    ])
    expect(chart.monthBands[0].x1).toBe(0)
    expect(chart.monthBands[0].x2).toBeCloseTo((30 / 92) * 100, 0)
    expect(chart.monthBands[2].x2).toBe(100)
  })

  it('when entries come in any order, then the line joins them by date and the first by date is the baseline', () => {
    const chart = progressChartGeometry(
      {
        months,
        entries: [
          { date: '2026-12-10', percent: 60 },
          { date: '2026-11-03', percent: 20 },
          { date: '2026-11-20', percent: 45 },
        ],
        monthly: [null, null, null],
        wordingChanges: [],
      },
      BOX,
    )
    expect(chart.entryPoints.map((point) => point.percent)).toEqual([20, 45, 60])
    expect(chart.entryPoints.map((point) => point.y)).toEqual([80, 55, 40])
    expect(chart.entryPath.startsWith('M')).toBe(true)
    expect(chart.entryPath.match(/L/g)).toHaveLength(2)
    expect(chart.baseline).toEqual({ y: 80, percent: 20 })
    // x grows with the date.
    const xs = chart.entryPoints.map((point) => point.x)
    expect([...xs].sort((a, b) => a - b)).toEqual(xs)
  })

  it("when a month's performance is recorded, then it is a point in the middle of that month; unrecorded months have none", () => {
    const chart = progressChartGeometry({ months, entries: [], monthly: [50, null, 80], wordingChanges: [] }, BOX)
    expect(chart.monthlyPoints).toEqual([
      expect.objectContaining({ month: 11, percent: 50, y: 50, x: chart.monthBands[0].labelX }),
      expect.objectContaining({ month: 1, percent: 80, y: 20, x: chart.monthBands[2].labelX }),
    ])
  })

  it("when the goal's wording changed, then a marker stands on that day", () => {
    const chart = progressChartGeometry(
      { months, entries: [], monthly: [null, null, null], wordingChanges: ['2026-12-01'] },
      BOX,
    )
    expect(chart.changeMarkers).toEqual([{ x: chart.monthBands[1].x1, date: '2026-12-01' }])
  })

  it('when an entry lies outside the plan or beyond 0–100, then it is drawn at the edge instead of off the chart', () => {
    const chart = progressChartGeometry(
      {
        months,
        entries: [
          { date: '2026-10-15', percent: 120 },
          { date: '2027-03-01', percent: -5 },
        ],
        monthly: [null, null, null],
        wordingChanges: [],
      },
      BOX,
    )
    expect(chart.entryPoints.map((point) => [point.x, point.y])).toEqual([
      [0, 0],
      [100, 100],
    ])
  })

  it('when there is a single entry, then it is a dot and the baseline, with no line', () => {
    const chart = progressChartGeometry(
      { months, entries: [{ date: '2026-11-10', percent: 30 }], monthly: [null, null, null], wordingChanges: [] },
      BOX,
    )
    expect(chart.entryPath).toBe('')
    expect(chart.entryPoints).toHaveLength(1)
    expect(chart.baseline?.percent).toBe(30)
  })

  it('with no entries, then there is no baseline', () => {
    const chart = progressChartGeometry({ months, entries: [], monthly: [null, null, null], wordingChanges: [] }, BOX)
    expect(chart.baseline).toBeNull()
    expect(chart.yTicks.map((tick) => [tick.percent, tick.y])).toEqual([
      [0, 100],
      [25, 75],
      [50, 50],
      [75, 25],
      [100, 0],
    ])
  })
})
