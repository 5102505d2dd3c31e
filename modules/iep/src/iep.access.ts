// Who may do what with a child's IEPs (docs/api/iep.md, "Who may call"), as one table. Pure: the use cases load
// the child, work out the actor's relations to it here, and ask the table. A refusal is always 404 (the child or
// the plan "not found"), so nobody learns which children or plans exist.
import { defineAccess, notFound, type TokenUser } from '@app/platform'

/**
 * `read`: a child's plans, their months, entries and session videos. `plan`: assign a plan, change a month's
 * goals, give the doctor's feedback. `record`: the therapist's performance, feedback, video and session entries.
 * `list-assigned`: the dashboard's list of one's own assigned children.
 */
export type IepAction = 'read' | 'plan' | 'record' | 'list-assigned'

/** How an actor stands to a child (and so to the child's plans). */
export type IepRelation = 'own-centre' | 'parent-of-child' | 'assigned-doctor' | 'assigned-therapist'

export const IEP_ACCESS = defineAccess<IepAction, IepRelation>({
  admin: { read: ['own-centre'] },
  parent: { read: ['parent-of-child'] },
  doctor: { read: ['assigned-doctor'], plan: ['assigned-doctor'], 'list-assigned': ['any'] },
  therapist: { read: ['assigned-therapist'], record: ['assigned-therapist'], 'list-assigned': ['any'] },
})

/** What the relations are worked out from: the child's centre and people. */
export interface ChildForAccess {
  centreId: string
  parentId: string
  doctorId: string | null
  therapistId: string | null
}

/** The actor's relations to a child (each a fact; the table says which role may use which). */
export function relationsTo(actor: TokenUser, child: ChildForAccess): IepRelation[] {
  const relations: IepRelation[] = []
  if (actor.centreId && actor.centreId === child.centreId) relations.push('own-centre')
  if (actor._id === child.parentId) relations.push('parent-of-child')
  if (child.doctorId && actor._id === child.doctorId) relations.push('assigned-doctor')
  if (child.therapistId && actor._id === child.therapistId) relations.push('assigned-therapist')
  return relations
}

/** Whether the actor may take `action` on this child's plans. */
export const mayOnChild = (actor: TokenUser, action: IepAction, child: ChildForAccess): boolean =>
  IEP_ACCESS.may(actor.role, action, relationsTo(actor, child))

/** Refuses, before anything is loaded, an actor whose role may never take `action` (404 `hideAs`). */
export function assertMayEver(actor: TokenUser | null, action: IepAction, hideAs: string): asserts actor is TokenUser {
  if (!actor || !IEP_ACCESS.mayEver(actor.role, action)) throw notFound(hideAs)
}

/** Refuses (404 `hideAs`) a child that was not found or whose plans the actor may not take `action` on. */
export function assertMayOnChild<C extends ChildForAccess>(
  actor: TokenUser,
  action: IepAction,
  child: C | null,
  hideAs: string,
): asserts child is C {
  if (!child) throw notFound(hideAs)
  IEP_ACCESS.assert(actor.role, action, relationsTo(actor, child), { hideAs })
}
