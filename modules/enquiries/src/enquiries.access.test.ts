import { describe, expect, it } from 'vitest'
import { ROLES, type Role } from '@app/platform'
import { ENQUIRIES_ACCESS, mayOwn, relationsTo, relationsToCentre, type EnquiryAction } from './enquiries.access.ts'

const ACTIONS: EnquiryAction[] = ['list', 'read', 'watch-video', 'change']

/** Every rule of the table, role × action × relation: only an admin, only at its own centre. */
const EXPECTED: Record<Role, Record<EnquiryAction, { ownCentre: boolean; none: boolean }>> = Object.fromEntries(
  ROLES.map((role) => [
    role,
    Object.fromEntries(ACTIONS.map((action) => [action, { ownCentre: role === 'admin', none: false }])),
  ]),
) as never

describe('enquiries access table', () => {
  for (const role of ROLES) {
    for (const action of ACTIONS) {
      const expected = EXPECTED[role][action]
      it(`${role} ${action}: own centre ${expected.ownCentre ? 'allowed' : 'refused'}, elsewhere refused`, () => {
        expect(ENQUIRIES_ACCESS.may(role, action, ['own-centre'])).toBe(expected.ownCentre)
        expect(ENQUIRIES_ACCESS.may(role, action, [])).toBe(expected.none)
        expect(ENQUIRIES_ACCESS.mayEver(role, action)).toBe(expected.ownCentre)
      })
    }
  }

  it('when the table changes, then this test says so', () => {
    expect(ENQUIRIES_ACCESS.table).toEqual({
      admin: { list: ['own-centre'], read: ['own-centre'], 'watch-video': ['own-centre'], change: ['own-centre'] },
    })
  })
})

describe('relations to a centre and to an enquiry', () => {
  const admin = { centreId: 'c1' }
  it.each([
    ['the same centre', admin, 'c1', ['own-centre']],
    ['another centre', admin, 'c2', []],
    ['an actor without a centre', { centreId: null }, 'c1', []],
    ['no centre asked about', { centreId: null }, null, []],
    ['an empty centre id', { centreId: '' }, '', []],
  ] as const)('%s', (_label, actor, centreId, expected) => {
    expect(relationsToCentre(actor, centreId)).toEqual(expected)
  })

  it.each([
    ['a verified enquiry of its centre', 'c1', 'active', ['own-centre']],
    ['an archived enquiry of its centre', 'c1', 'archived', ['own-centre']],
    ['an unverified enquiry of its centre (not arrived yet)', 'c1', 'unverified', []],
    ["another centre's enquiry", 'c2', 'active', []],
  ] as const)('%s', (_label, centreId, state, expected) => {
    expect(relationsTo(admin, { centreId, state })).toEqual(expected)
  })
})

describe('who may own an enquiry', () => {
  const enquiry = { centreId: 'c1', state: 'active' }
  it.each([
    ['an admin of its centre', { role: 'admin', centreId: 'c1' }, true],
    ['an admin of another centre', { role: 'admin', centreId: 'c2' }, false],
    ['a doctor of its centre', { role: 'doctor', centreId: 'c1' }, false],
    ['an admin without a centre', { role: 'admin', centreId: null }, false],
    ['someone with an unknown role', { role: 'owner', centreId: 'c1' }, false],
    ['no one', undefined, false],
  ] as const)('%s: %s', (_label, person, expected) => {
    expect(mayOwn(person, enquiry)).toBe(expected)
  })
})
