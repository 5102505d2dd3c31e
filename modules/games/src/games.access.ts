// The games module's access rules as one table (docs/api/games.md, "Who may do what"), and the pure functions
// that work out how an actor stands to a loaded child or session. No I/O; games.access.test.ts reads it row by row.
import { defineAccess, type TokenUser } from '@app/platform'
import type { PlayPlace } from './games.schema.ts'

/** What a caller does with a child's games, or with a session they play. */
export type GamesAction =
  'start-session' | 'record-result' | 'read-results' | 'read-settings' | 'save-settings' | 'read-plan' | 'save-plan'

/** How an actor stands to the child (or the session) a call names. */
export type GamesRelation = 'own-centre' | 'parent-of-child' | 'assigned-doctor' | 'assigned-therapist' | 'player'

const PLAYERS = ['assigned-therapist'] as const
const PARENT = ['parent-of-child'] as const

export const GAMES_ACCESS = defineAccess<GamesAction, GamesRelation>({
  admin: { 'read-results': ['own-centre'] },
  doctor: { 'read-results': ['assigned-doctor'] },
  therapist: {
    'start-session': PLAYERS,
    'record-result': ['player'],
    'read-results': PLAYERS,
    'read-settings': PLAYERS,
    'save-settings': PLAYERS,
    'read-plan': PLAYERS,
    'save-plan': PLAYERS,
  },
  parent: {
    'start-session': PARENT,
    'record-result': ['player'],
    'read-results': PARENT,
    'read-settings': PARENT,
    'save-settings': PARENT,
    'read-plan': PARENT,
  },
})

/** What the rules read of a child. */
export interface ChildFacts {
  centreId: string | null
  parentId: string | null
  doctorId: string | null
  therapistId: string | null
}

/** The actor's relations to a child: the centre's admin, the child's parent, the assigned doctor or therapist. */
export function relationsTo(actor: TokenUser, child: ChildFacts): GamesRelation[] {
  const relations: GamesRelation[] = []
  if (actor.role === 'admin' && Boolean(actor.centreId) && actor.centreId === child.centreId)
    relations.push('own-centre')
  if (actor.role === 'parent' && actor._id === child.parentId) relations.push('parent-of-child')
  if (actor.role === 'doctor' && actor._id === child.doctorId) relations.push('assigned-doctor')
  if (actor.role === 'therapist' && actor._id === child.therapistId) relations.push('assigned-therapist')
  return relations
}

/** The actor's relation to a session: its player, or none. */
export const relationsToSession = (actor: TokenUser, session: { playerId: string }): GamesRelation[] =>
  session.playerId === actor._id ? ['player'] : []

/**
 * Where this actor plays with this child (games.md, Privacy): the assigned therapist at the clinic, the parent at
 * home; null for anyone else.
 */
export function placeOfPlayer(actor: TokenUser, child: ChildFacts): PlayPlace | null {
  const relations = relationsTo(actor, child)
  if (relations.includes('assigned-therapist')) return 'clinic'
  if (relations.includes('parent-of-child')) return 'home'
  return null
}
