import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { offsetOf, PageQuerySchema, requestedPage } from './paging.ts'

const pageFor = (query: Record<string, unknown>) => requestedPage(v.parse(PageQuerySchema, query))

describe('a list query (?page&limit)', () => {
  it('asks for the whole list when neither is given', () => {
    expect(pageFor({})).toBeUndefined()
  })

  it('asks for one page when either is given: page 1 and 10 rows unless said otherwise', () => {
    expect(pageFor({ page: '3', limit: '25' })).toEqual({ number: 3, limit: 25 })
    expect(pageFor({ page: ' 2 ' })).toEqual({ number: 2, limit: 10 })
    expect(pageFor({ limit: '100' })).toEqual({ number: 1, limit: 100 })
  })

  it('refuses a page that is not a whole number from 1, and a size the lists do not offer', () => {
    for (const query of [{ page: '0' }, { page: 'abc' }, { page: '1.5' }, { page: '' }, { page: ['1', '2'] }]) {
      const result = v.safeParse(PageQuerySchema, query)
      expect(result.success, JSON.stringify(query)).toBe(false)
      expect(result.issues?.[0].message).toBe('Page must be a whole number from 1')
    }
    for (const query of [{ limit: '7' }, { limit: '' }, { limit: '1000' }]) {
      const result = v.safeParse(PageQuerySchema, query)
      expect(result.success, JSON.stringify(query)).toBe(false)
      expect(result.issues?.[0].message).toBe('Page size must be one of 10, 25, 50, 100')
    }
  })

  it('starts page n after the n - 1 pages before it', () => {
    expect(offsetOf({ number: 1, limit: 10 })).toBe(0)
    expect(offsetOf({ number: 4, limit: 25 })).toBe(75)
  })
})
