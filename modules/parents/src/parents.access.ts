// The parents module's access rules as one table (docs/api/parents.md). The module owns no records: what it answers
// is always the caller's own, so the one relation is 'self'; each composed module still checks its own table on the
// children it is given. Pure; parents.access.test.ts reads it row by row.
import { defineAccess, forbidden, type TokenUser } from '@app/platform'

export type ParentsAction = 'read-overview'
export type ParentsRelation = 'self'

export const PARENTS_ACCESS = defineAccess<ParentsAction, ParentsRelation>({
  parent: { 'read-overview': ['self'] },
})

/** Refuses anyone the table does not let do `action` on their own account (403). */
export function assertMayOnOwn(actor: TokenUser | null, action: ParentsAction): asserts actor is TokenUser {
  if (!actor) throw forbidden()
  PARENTS_ACCESS.assert(actor.role, action, ['self'])
}
