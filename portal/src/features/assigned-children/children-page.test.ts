import { describe, expect, it } from 'vitest'
import { ageOn, matchByName, pageOf } from './children-page'

const children = [
  'Aarav Kumar',
  'Anaya Rao',
  'Ishaan Verma',
  'Zoë Iyer',
  'Kabir Shah',
  'Meera Das',
  'Rohan Pillai',
].map((name) => ({ name }))

describe("the dashboards' list of assigned children", () => {
  it('when searching, then names match by any part, ignoring case, accents and spaces', () => {
    expect(matchByName(children, '  RA ').map((c) => c.name)).toEqual(['Aarav Kumar', 'Anaya Rao', 'Meera Das'])
    expect(matchByName(children, 'zoe').map((c) => c.name)).toEqual(['Zoë Iyer'])
    expect(matchByName(children, '')).toHaveLength(7)
  })

  it('when there are seven children, then page 1 shows five and page 2 the last two', () => {
    expect(pageOf(children, 1)).toMatchObject({ page: 1, pages: 2, first: 1, last: 5, total: 7 })
    expect(pageOf(children, 2).rows.map((c) => c.name)).toEqual(['Meera Das', 'Rohan Pillai'])
  })

  it('when a search leaves fewer pages than the page shown, then the last page there is is shown', () => {
    expect(pageOf(matchByName(children, 'kumar'), 2)).toMatchObject({ page: 1, pages: 1, first: 1, last: 1 })
  })

  it('when nobody is assigned, then there is one empty page', () => {
    expect(pageOf([], 1)).toMatchObject({ page: 1, pages: 1, first: 0, last: 0, total: 0 })
  })

  it('counts age in whole years, one less before the birthday', () => {
    expect(ageOn('2018-06-14', new Date('2026-06-13T12:00:00Z'))).toBe(7)
    expect(ageOn('2018-06-14', new Date('2026-06-14T12:00:00Z'))).toBe(8)
    expect(ageOn('not a date', new Date())).toBeNull()
  })
})
