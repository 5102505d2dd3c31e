import { describe, expect, it } from 'vitest'
import { ROLES, type TokenUser } from '@app/platform'
import { IEP_ACCESS, mayOnChild, relationsTo, type IepAction, type IepRelation } from './iep.access.ts'

const ACTIONS: IepAction[] = ['read', 'plan', 'record', 'list-assigned']
const RELATIONS: IepRelation[] = ['own-centre', 'parent-of-child', 'assigned-doctor', 'assigned-therapist']

/** Every rule of docs/api/iep.md, "Who may call": role → action → the relations that allow it ('any': all). */
const EXPECTED: Record<string, Partial<Record<IepAction, Array<IepRelation | 'any'>>>> = {
  admin: { read: ['own-centre'] },
  parent: { read: ['parent-of-child'] },
  doctor: { read: ['assigned-doctor'], plan: ['assigned-doctor'], 'list-assigned': ['any'] },
  therapist: { read: ['assigned-therapist'], record: ['assigned-therapist'], 'list-assigned': ['any'] },
  editor: {},
  superadmin: {},
}

describe('IEP_ACCESS', () => {
  for (const role of ROLES) {
    for (const action of ACTIONS) {
      for (const relation of RELATIONS) {
        const allowed = EXPECTED[role]?.[action] ?? []
        const expected = allowed.includes('any') || allowed.includes(relation)
        it(`${role} ${expected ? 'may' : 'may not'} ${action} as ${relation}`, () => {
          expect(IEP_ACCESS.may(role, action, [relation])).toBe(expected)
        })
      }
      it(`${role} ${(EXPECTED[role]?.[action] ?? []).includes('any') ? 'may' : 'may not'} ${action} with no relation`, () => {
        expect(IEP_ACCESS.may(role, action, [])).toBe((EXPECTED[role]?.[action] ?? []).includes('any'))
        expect(IEP_ACCESS.mayEver(role, action)).toBe((EXPECTED[role]?.[action] ?? []).length > 0)
      })
    }
  }

  it('when a refusal is asked to hide the child, then it is a 404 with that message', () => {
    expect(() => IEP_ACCESS.assert('parent', 'plan', ['parent-of-child'], { hideAs: 'Child not found.' })).toThrowError(
      expect.objectContaining({ status: 404, message: 'Child not found.' }),
    )
  })
})

describe('relationsTo', () => {
  const child = { centreId: 'c1', parentId: 'p1', doctorId: 'd1', therapistId: 't1' }
  const actor = (role: TokenUser['role'], _id: string, centreId: string | null = null): TokenUser => ({
    _id,
    role,
    centreId,
  })

  it('when the actor is the child’s centre’s admin, its parent, doctor or therapist, then that is the relation', () => {
    expect(relationsTo(actor('admin', 'a1', 'c1'), child)).toEqual(['own-centre'])
    expect(relationsTo(actor('parent', 'p1'), child)).toEqual(['parent-of-child'])
    expect(relationsTo(actor('doctor', 'd1', 'c1'), child)).toEqual(['own-centre', 'assigned-doctor'])
    expect(relationsTo(actor('therapist', 't1', 'c1'), child)).toEqual(['own-centre', 'assigned-therapist'])
  })

  it('when the actor is of another centre or not assigned, then there is no relation', () => {
    expect(relationsTo(actor('admin', 'a2', 'c2'), child)).toEqual([])
    expect(relationsTo(actor('admin', 'a3', null), { ...child, centreId: '' })).toEqual([])
    expect(relationsTo(actor('doctor', 'd2', 'c2'), child)).toEqual([])
    expect(relationsTo(actor('therapist', 't9', null), { ...child, therapistId: null })).toEqual([])
  })

  it('when a doctor of the child’s own centre is not the assigned one, then they may not read nor plan', () => {
    const colleague = actor('doctor', 'd2', 'c1')
    expect(mayOnChild(colleague, 'read', child)).toBe(false)
    expect(mayOnChild(colleague, 'plan', child)).toBe(false)
    expect(mayOnChild(actor('doctor', 'd1', 'c1'), 'plan', child)).toBe(true)
    expect(mayOnChild(actor('therapist', 't1', 'c1'), 'plan', child)).toBe(false)
    expect(mayOnChild(actor('therapist', 't1', 'c1'), 'record', child)).toBe(true)
  })
})
