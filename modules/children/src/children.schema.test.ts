import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ChildrenListQuerySchema, EditChildSchema, searchTermOf } from './children.schema.ts'
import { maySeeChild } from './children.service.ts'

describe('EditChildSchema', () => {
  const valid = { name: ' Aarav ', dob: '2018-06-14', gender: 'Male', schoolName: '', schoolBoard: '' }

  it('when the parent screen sends male, female or other, then the stored words come out', () => {
    for (const [sent, stored] of [
      ['male', 'Male'],
      ['FEMALE', 'Female'],
      ['other', 'Others'],
      ['Others', 'Others'],
    ]) {
      expect(v.parse(EditChildSchema, { ...valid, gender: sent }).gender).toBe(stored)
    }
  })

  it('when fields are extra, then they are dropped, and the name is trimmed', () => {
    const output = v.parse(EditChildSchema, { ...valid, admitStatus: 'active', centreId: 'x' })
    expect(output).toEqual({ name: 'Aarav', dob: '2018-06-14', gender: 'Male', schoolName: '', schoolBoard: '' })
  })

  it('when the gender is unknown or missing, then "Gender is required"', () => {
    for (const gender of ['robot', '', undefined]) {
      const result = v.safeParse(EditChildSchema, { ...valid, gender })
      expect(result.success).toBe(false)
      expect(result.issues?.[0].message).toBe('Gender is required')
    }
  })
})

describe('ChildrenListQuerySchema', () => {
  it('when page and limit are text from the query, then they become numbers', () => {
    expect(v.parse(ChildrenListQuerySchema, { page: '2', limit: '25', search: ' Ravi ', status: 'Active' })).toEqual({
      page: 2,
      limit: 25,
      search: 'Ravi',
      status: 'active',
    })
  })

  it('when nothing is given, then no page and no filters', () => {
    expect(v.parse(ChildrenListQuerySchema, {})).toEqual({ search: '', status: '' })
  })

  it('when the limit is not 10, 25, 50 or 100, or the page is not a positive whole number, then it is refused', () => {
    for (const query of [
      { limit: '20' },
      { limit: '1000' },
      { page: '0' },
      { page: '-1' },
      { page: '1.5' },
      { page: ['1', '2'] },
    ]) {
      expect(v.safeParse(ChildrenListQuerySchema, query).success, JSON.stringify(query)).toBe(false)
    }
  })
})

describe('searchTermOf', () => {
  it('when the search holds LIKE wildcards, then they are dropped so they cannot match everything', () => {
    expect(searchTermOf('  Ra%vi_ ')).toBe('Ra vi')
    expect(searchTermOf('%')).toBe('')
  })
})

describe('maySeeChild', () => {
  const child = { centreId: 'c1', parentId: 'p1', doctorId: 'd1', therapistId: 't1' }
  it("when the caller is the centre's admin, the parent or assigned staff, then yes; anyone else, no", () => {
    expect(maySeeChild({ _id: 'a', role: 'admin', centreId: 'c1' }, child)).toBe(true)
    expect(maySeeChild({ _id: 'a', role: 'admin', centreId: 'c2' }, child)).toBe(false)
    expect(maySeeChild({ _id: 'a', role: 'admin', centreId: null }, { ...child, centreId: '' })).toBe(false)
    expect(maySeeChild({ _id: 'p1', role: 'parent', centreId: null }, child)).toBe(true)
    expect(maySeeChild({ _id: 'p2', role: 'parent', centreId: null }, child)).toBe(false)
    expect(maySeeChild({ _id: 'd1', role: 'doctor', centreId: 'c1' }, child)).toBe(true)
    expect(maySeeChild({ _id: 'd2', role: 'doctor', centreId: 'c1' }, child)).toBe(false)
    expect(maySeeChild({ _id: 't1', role: 'therapist', centreId: 'c1' }, child)).toBe(true)
    expect(maySeeChild({ _id: 'd1', role: 'therapist', centreId: 'c1' }, child)).toBe(false)
    expect(maySeeChild({ _id: 'p1', role: 'superadmin', centreId: null }, child)).toBe(false)
  })
})
