import { describe, expect, it } from 'vitest'
import { clampedScale, dayValue, linePath, plotArea } from './chart-geometry'

describe('the charts’ shared geometry', () => {
  it('when a value lies outside the domain, then the scale puts it at the edge of the range', () => {
    const y = clampedScale([0, 100], [100, 0])
    expect([y(-5), y(0), y(25), y(100), y(120)]).toEqual([100, 100, 75, 0, 0])
  })

  it('when the domain has no width (one day played), then everything sits in the middle', () => {
    expect(clampedScale([5, 5], [0, 80])(5)).toBe(40)
  })

  it('when there are fewer than two points, then there is no line', () => {
    expect(linePath([])).toBe('')
    expect(linePath([{ x: 1, y: 2 }])).toBe('')
    expect(
      linePath([
        { x: 1, y: 2 },
        { x: 3, y: 4 },
      ]),
    ).toBe('M1 2 L3 4')
  })

  it('reads a day or the day of a date-time, and the plot area inside the padding', () => {
    expect(dayValue('2026-11-24')).toBe(Date.UTC(2026, 10, 24))
    expect(dayValue('2026-11-24T23:59:00.000Z')).toBe(Date.UTC(2026, 10, 24))
    expect(dayValue('soon')).toBeNaN()
    expect(plotArea({ width: 100, height: 50, padding: { top: 1, right: 2, bottom: 3, left: 4 } })).toEqual({
      left: 4,
      right: 98,
      top: 1,
      bottom: 47,
    })
  })
})
