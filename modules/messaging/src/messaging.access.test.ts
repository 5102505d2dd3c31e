import { describe, expect, it } from 'vitest'
import { ROLES } from '@app/platform/roles'
import { MESSAGING_ACCESS } from './messaging.access.ts'

describe('MESSAGING_ACCESS', () => {
  it('lets a parent, and nobody else, read and change reminder choices and verify a number', () => {
    for (const role of ROLES) {
      for (const action of ['preferences', 'verify-phone'] as const) {
        expect(MESSAGING_ACCESS.may(role, action), `${role} ${action}`).toBe(role === 'parent')
      }
    }
  })

  it('refuses every other role with 403', () => {
    expect(() => MESSAGING_ACCESS.assert('admin', 'preferences')).toThrow(expect.objectContaining({ status: 403 }))
  })
})
