import { describe, expect, it } from 'vitest'
import type { Role, TokenUser } from '@app/platform'
import { GAMES_ACCESS, placeOfPlayer, relationsTo, relationsToSession, type GamesAction } from './games.access.ts'

const child = { centreId: 'c1', parentId: 'p1', doctorId: 'd1', therapistId: 't1' }
const actor = (role: Role, _id: string, centreId: string | null = null): TokenUser => ({ _id, role, centreId })

// Who stands how to the child above, and who does not (another parent, an unassigned doctor or therapist,
// another centre's admin, an admin without a centre, the CMS roles).
const CAST: Array<[string, TokenUser]> = [
  ['the parent', actor('parent', 'p1')],
  ['another parent', actor('parent', 'p2')],
  ['the assigned therapist', actor('therapist', 't1', 'c1')],
  ['an unassigned therapist', actor('therapist', 't2', 'c1')],
  ['the assigned doctor', actor('doctor', 'd1', 'c1')],
  ['an unassigned doctor', actor('doctor', 'd2', 'c1')],
  ['the centre’s admin', actor('admin', 'a1', 'c1')],
  ['another centre’s admin', actor('admin', 'a2', 'c2')],
  ['an admin without a centre', actor('admin', 'a3', null)],
  ['an editor', actor('editor', 'e1')],
  ['a superadmin', actor('superadmin', 's1')],
]

const CHILD_ACTIONS: GamesAction[] = [
  'start-session',
  'read-results',
  'read-settings',
  'save-settings',
  'read-plan',
  'save-plan',
]

// docs/api/games.md, "Who may do what": the callers allowed each action on this child; everyone else is refused.
const ALLOWED: Record<string, GamesAction[]> = {
  'the parent': ['start-session', 'read-results', 'read-settings', 'save-settings', 'read-plan'],
  'the assigned therapist': CHILD_ACTIONS,
  'the assigned doctor': ['read-results'],
  'the centre’s admin': ['read-results'],
}

describe('games access: role × action × relation to the child', () => {
  for (const [who, caller] of CAST) {
    for (const action of CHILD_ACTIONS) {
      const expected = (ALLOWED[who] ?? []).includes(action)
      it(`${who} ${expected ? 'may' : 'may not'} ${action}`, () => {
        expect(GAMES_ACCESS.may(caller.role, action, relationsTo(caller, child))).toBe(expected)
      })
    }
  }
})

describe('games access: results of a session', () => {
  it('only its player records a trial or the end, and only as a therapist or a parent', () => {
    const session = { playerId: 't1' }
    expect(GAMES_ACCESS.may('therapist', 'record-result', relationsToSession(actor('therapist', 't1'), session))).toBe(
      true,
    )
    expect(GAMES_ACCESS.may('therapist', 'record-result', relationsToSession(actor('therapist', 't2'), session))).toBe(
      false,
    )
    expect(
      GAMES_ACCESS.may('parent', 'record-result', relationsToSession(actor('parent', 'p1'), { playerId: 'p1' })),
    ).toBe(true)
    for (const role of ['doctor', 'admin', 'editor', 'superadmin'] as const) {
      expect(GAMES_ACCESS.may(role, 'record-result', ['player']), role).toBe(false)
      expect(GAMES_ACCESS.mayEver(role, 'record-result'), role).toBe(false)
    }
  })
})

describe('games access: before the record is loaded', () => {
  it('refuses the roles that never take an action, whatever the record', () => {
    expect(GAMES_ACCESS.mayEver('doctor', 'start-session')).toBe(false)
    expect(GAMES_ACCESS.mayEver('admin', 'read-settings')).toBe(false)
    expect(GAMES_ACCESS.mayEver('parent', 'save-plan')).toBe(false)
    expect(GAMES_ACCESS.mayEver('editor', 'read-results')).toBe(false)
    expect(GAMES_ACCESS.mayEver('doctor', 'read-results')).toBe(true)
  })
})

describe('placeOfPlayer', () => {
  it('is the clinic for the assigned therapist, home for the parent, and nowhere for anyone else', () => {
    expect(placeOfPlayer(actor('therapist', 't1', 'c1'), child)).toBe('clinic')
    expect(placeOfPlayer(actor('parent', 'p1'), child)).toBe('home')
    expect(placeOfPlayer(actor('therapist', 't2', 'c1'), child)).toBeNull()
    expect(placeOfPlayer(actor('doctor', 'd1', 'c1'), child)).toBeNull()
    expect(placeOfPlayer(actor('admin', 'a1', 'c1'), child)).toBeNull()
  })
})
