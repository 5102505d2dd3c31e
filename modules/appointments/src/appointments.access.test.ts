import { describe, expect, it } from 'vitest'
import { ROLES, type HttpError, type Role, type TokenUser } from '@app/platform'
import {
  APPOINTMENTS_ACCESS,
  assertMay,
  assertMayEver,
  relationsTo,
  type AppointmentsAction,
  type AppointmentsRelation,
} from './appointments.access.ts'

const ACTIONS: AppointmentsAction[] = [
  'read-slots',
  'book-as-parent',
  'book-walk-in',
  'book-for-child',
  'read',
  'manage',
  'complete',
  'cancel',
  'move',
  'read-history',
  'list-centre',
  'list-as-parent',
  'list-as-doctor',
  'quote-cancellation',
  'read-calendar',
  'read-own-schedule',
  'confirm',
]
const RELATIONS: AppointmentsRelation[] = ['own-centre', 'parent-of-child', 'assigned-doctor', 'self']

/**
 * Every grant, written out by hand as docs/api/appointments.md states it: `role: relation` (`any` needs none).
 * Whatever is not here is refused, for every role (editors and superadmins have no grant at all; a therapist reads only their own schedule).
 */
const GRANTS: Record<AppointmentsAction, string[]> = {
  'read-slots': ['parent: any', 'admin: own-centre'],
  'book-as-parent': ['parent: any'],
  'book-walk-in': ['admin: own-centre'],
  'book-for-child': ['parent: parent-of-child', 'admin: own-centre'],
  read: ['admin: own-centre', 'parent: parent-of-child', 'doctor: assigned-doctor'],
  manage: ['admin: own-centre'],
  cancel: ['admin: own-centre', 'parent: parent-of-child'],
  move: ['admin: own-centre', 'parent: parent-of-child'],
  complete: ['admin: own-centre', 'doctor: assigned-doctor'],
  'read-history': ['admin: own-centre', 'doctor: assigned-doctor'],
  'list-centre': ['admin: own-centre'],
  'list-as-parent': ['parent: self'],
  'list-as-doctor': ['doctor: self'],
  'quote-cancellation': ['admin: own-centre', 'parent: parent-of-child'],
  'read-calendar': ['admin: own-centre'],
  'read-own-schedule': ['doctor: any', 'therapist: any'],
  confirm: ['parent: parent-of-child'],
}

const allows = (role: Role, action: AppointmentsAction, relation: AppointmentsRelation | 'none') =>
  GRANTS[action].includes(`${role}: any`) || GRANTS[action].includes(`${role}: ${relation}`)

describe('APPOINTMENTS_ACCESS, role × action × relation', () => {
  for (const role of ROLES) {
    for (const action of ACTIONS) {
      for (const relation of [...RELATIONS, 'none'] as const) {
        const expected = allows(role, action, relation)
        it(`${role} ${expected ? 'may' : 'may not'} ${action} (${relation})`, () => {
          expect(APPOINTMENTS_ACCESS.may(role, action, relation === 'none' ? [] : [relation])).toBe(expected)
        })
      }
      it(`${role} ${GRANTS[action].some((grant) => grant.startsWith(`${role}:`)) ? 'may' : 'may never'} ${action} before a record is loaded`, () => {
        expect(APPOINTMENTS_ACCESS.mayEver(role, action)).toBe(
          GRANTS[action].some((grant) => grant.startsWith(`${role}:`)),
        )
      })
    }
  }
})

const user = (role: Role, centreId: string | null = 'centre-a', _id = 'me'): TokenUser => ({ _id, role, centreId })

describe('relationsTo', () => {
  it('when the record is of the caller’s centre, then it is their own centre; a caller without a centre has none', () => {
    expect(relationsTo(user('admin'), { centreId: 'centre-a' })).toEqual(['own-centre'])
    expect(relationsTo(user('admin'), { centreId: 'centre-b' })).toEqual([])
    expect(relationsTo(user('admin', null), { centreId: null })).toEqual([])
  })

  it('names the parent, the doctor and the person of a path by the caller’s id', () => {
    const appointment = { centreId: 'centre-b', parentId: 'me', doctorId: 'someone' }
    expect(relationsTo(user('parent', null), appointment)).toEqual(['parent-of-child'])
    expect(relationsTo(user('doctor'), { ...appointment, parentId: 'p', doctorId: 'me' })).toEqual(['assigned-doctor'])
    expect(relationsTo(user('doctor'), { personId: 'me' })).toEqual(['self'])
    expect(relationsTo(user('parent'), { personId: 'another' })).toEqual([])
  })
})

describe('assertMay and assertMayEver', () => {
  const refusal = (run: () => void) => {
    try {
      run()
    } catch (error) {
      const { status, message } = error as HttpError
      return { status, message }
    }
    return null
  }

  it('when a record is to stay hidden, then a refusal is 404 with its message; else 403', () => {
    const admin = user('admin')
    expect(refusal(() => assertMay(admin, 'manage', { centreId: 'centre-a' }, { hideAs: 'Gone' }))).toBeNull()
    expect(refusal(() => assertMay(admin, 'manage', { centreId: 'centre-b' }, { hideAs: 'Gone' }))).toEqual({
      status: 404,
      message: 'Gone',
    })
    expect(
      refusal(() => assertMay(admin, 'book-walk-in', { centreId: 'centre-b' }, { message: 'Own centre only' })),
    ).toEqual({ status: 403, message: 'Own centre only' })
  })

  it('when nobody is signed in, or the role may never act, then it is refused before any record is read', () => {
    expect(refusal(() => assertMayEver(null, 'read', { hideAs: 'Gone' }))).toEqual({ status: 404, message: 'Gone' })
    expect(refusal(() => assertMayEver(user('therapist'), 'read', { hideAs: 'Gone' }))).toEqual({
      status: 404,
      message: 'Gone',
    })
    expect(refusal(() => assertMayEver(user('doctor'), 'read'))).toBeNull()
    expect(refusal(() => assertMay(null, 'list-centre', { centreId: 'centre-a' }))?.status).toBe(403)
  })
})
