import { describe, expect, it } from 'vitest'
import { defineAccess } from './access-table.ts'
import { type HttpError } from './errors.ts'

const rules = defineAccess<'read' | 'edit' | 'list', 'own-centre' | 'parent-of-child'>({
  admin: { read: ['own-centre'], edit: ['own-centre'], list: ['any'] },
  parent: { read: ['parent-of-child'] },
})

describe('defineAccess', () => {
  it('allows an action only under a relation the table names', () => {
    expect(rules.may('admin', 'read', ['own-centre'])).toBe(true)
    expect(rules.may('admin', 'read', [])).toBe(false)
    expect(rules.may('parent', 'read', ['own-centre'])).toBe(false)
    expect(rules.may('parent', 'read', ['own-centre', 'parent-of-child'])).toBe(true)
  })

  it("allows 'any' without a relation, and refuses roles and actions the table leaves out", () => {
    expect(rules.may('admin', 'list')).toBe(true)
    expect(rules.may('parent', 'edit', ['parent-of-child'])).toBe(false)
    expect(rules.may('doctor', 'read', ['own-centre'])).toBe(false)
    expect(rules.mayEver('parent', 'read')).toBe(true)
    expect(rules.mayEver('parent', 'list')).toBe(false)
  })

  it('refuses with 403, or with 404 when the record is to stay hidden', () => {
    const refusal = (run: () => void) => {
      try {
        run()
      } catch (error) {
        return error as HttpError
      }
      throw new Error('not refused')
    }
    expect(refusal(() => rules.assert('parent', 'edit', [], { message: 'No' }))).toMatchObject({
      status: 403,
      message: 'No',
    })
    expect(refusal(() => rules.assert('admin', 'read', [], { hideAs: 'Child not found' }))).toMatchObject({
      status: 404,
      message: 'Child not found',
    })
    expect(() => rules.assert('admin', 'read', ['own-centre'])).not.toThrow()
  })
})
