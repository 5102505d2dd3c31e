import { describe, expect, it } from 'vitest'
import { ageOn, lastPageOf, pageNumbers } from './children-page'

describe("the dashboards' list of assigned children", () => {
  it('when there are seven children, then page 1 shows 1–5 of 7 and page 2 shows 6–7, of two pages', () => {
    expect(pageNumbers(1, 5, 7)).toEqual({ page: 1, pages: 2, first: 1, last: 5, total: 7 })
    expect(pageNumbers(2, 2, 7)).toEqual({ page: 2, pages: 2, first: 6, last: 7, total: 7 })
  })

  it('when a search leaves fewer pages than the page shown, then the last page there is is asked for', () => {
    expect(lastPageOf(1)).toBe(1)
    expect(lastPageOf(11)).toBe(3)
  })

  it('when nobody is assigned, then there is one empty page', () => {
    expect(pageNumbers(1, 0, 0)).toEqual({ page: 1, pages: 1, first: 0, last: 0, total: 0 })
    expect(lastPageOf(0)).toBe(1)
  })

  it('counts age in whole years, one less before the birthday', () => {
    expect(ageOn('2018-06-14', new Date('2026-06-13T12:00:00Z'))).toBe(7)
    expect(ageOn('2018-06-14', new Date('2026-06-14T12:00:00Z'))).toBe(8)
    expect(ageOn('not a date', new Date())).toBeNull()
  })
})
