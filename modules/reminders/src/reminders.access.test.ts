import { describe, expect, it } from 'vitest'
import { ROLES, type Role } from '@app/platform/roles'
import { REMINDERS_ACCESS, type RemindersAction, type RemindersRelation } from './reminders.access.ts'

/** Every grant, as docs/api/reminders.md states it; whatever is not here is refused. */
const GRANTS: Record<RemindersAction, string[]> = {
  'read-marks': ['admin: own-centre'],
  'read-figures': ['admin: own-centre', 'superadmin: any'],
}
const allows = (role: Role, action: RemindersAction, relation: RemindersRelation | 'none') =>
  GRANTS[action].includes(`${role}: any`) || GRANTS[action].includes(`${role}: ${relation}`)

describe('REMINDERS_ACCESS, role × action × relation', () => {
  for (const role of ROLES) {
    for (const action of Object.keys(GRANTS) as RemindersAction[]) {
      for (const relation of ['own-centre', 'none'] as const) {
        const expected = allows(role, action, relation)
        it(`${role} ${expected ? 'may' : 'may not'} ${action} (${relation})`, () => {
          expect(REMINDERS_ACCESS.may(role, action, relation === 'none' ? [] : [relation])).toBe(expected)
        })
      }
    }
  }
})
