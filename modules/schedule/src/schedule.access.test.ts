import { describe, expect, it } from 'vitest'
import { ROLES, type TokenUser } from '@app/platform'
import { assertMayAt, relationsTo, SCHEDULE_ACCESS, type ScheduleAction } from './schedule.access.ts'

const ACTIONS: ScheduleAction[] = ['read-centre', 'manage-centre', 'read-doctor', 'manage-doctor']
const admin = (centreId: string | null): TokenUser => ({ _id: 'a', role: 'admin', centreId }) as TokenUser

describe('SCHEDULE_ACCESS', () => {
  it('lets only an admin, and only at their own centre, take any action', () => {
    for (const role of ROLES) {
      for (const action of ACTIONS) {
        expect(SCHEDULE_ACCESS.may(role, action, ['own-centre']), `${role} ${action}`).toBe(role === 'admin')
        expect(SCHEDULE_ACCESS.may(role, action, []), `${role} ${action} elsewhere`).toBe(false)
      }
    }
  })

  it('works out own-centre from the centre, never for an admin without one', () => {
    expect(relationsTo(admin('c1'), 'c1')).toEqual(['own-centre'])
    expect(relationsTo(admin('c1'), 'c2')).toEqual([])
    expect(relationsTo(admin(null), null)).toEqual([])
  })

  it('refuses another centre with 403', () => {
    expect(() => assertMayAt(admin('c1'), 'manage-centre', 'c2')).toThrow(expect.objectContaining({ status: 403 }))
    expect(() => assertMayAt(admin('c1'), 'manage-centre', 'c1')).not.toThrow()
  })
})
