import { describe, expect, it } from 'vitest'
import { placeLabels } from './chart-label-layout'

const bounds = { x: 0, y: 0, width: 100, height: 50 }
const at = (x: number, y: number) => ({ x, y, width: 10, height: 3 })

describe("the IEP chart's labels", () => {
  it('when two labels would take the same place, then the second takes its next place', () => {
    expect(
      placeLabels(
        [
          [at(10, 10), at(10, 20)],
          [at(12, 11), at(12, 14)],
        ],
        [],
        bounds,
      ),
    ).toEqual([0, 1])
  })

  it('when a place covers a plotted point or leaves the chart, then the label goes to a free place inside', () => {
    const point = { x: 14, y: 9, width: 2, height: 2 }
    expect(placeLabels([[at(10, 10), at(95, 10), at(30, 10)]], [point], bounds)).toEqual([2])
  })

  it('when no place is free, then the label keeps its first place', () => {
    expect(placeLabels([[at(10, 10)]], [at(10, 10)], bounds)).toEqual([0])
  })
})
