import { describe, expect, it } from 'vitest'
import type { TokenUser } from '@app/platform'
import { assertMayOnOwn, PARENTS_ACCESS } from './parents.access.ts'

const actor = (role: TokenUser['role']) => ({ _id: 'u1', role, centreId: null }) as unknown as TokenUser

describe('who may read a parent’s home screen', () => {
  it('only a parent, and only their own: every other role and no one signed in are refused with 403', () => {
    expect(() => assertMayOnOwn(actor('parent'), 'read-overview')).not.toThrow()
    for (const role of ['admin', 'doctor', 'therapist', 'editor', 'superadmin'] as const) {
      expect(PARENTS_ACCESS.mayEver(role, 'read-overview')).toBe(false)
      expect(() => assertMayOnOwn(actor(role), 'read-overview')).toThrow(expect.objectContaining({ status: 403 }))
    }
    expect(() => assertMayOnOwn(null, 'read-overview')).toThrow(expect.objectContaining({ status: 403 }))
  })
})
