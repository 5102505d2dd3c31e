import { forbidden, notFound } from './errors.ts'
import type { Role } from './roles.ts'

/**
 * A module's access rules as one table: for each role, each action it may take and the relations to the record
 * under which it may take it (`'any'` when the record does not matter: a centre-wide list, a new record). The
 * table is pure data, so a unit test reads it row by row and a reviewer sees every rule on one screen; the use
 * case works out the actor's relations to the record it loaded (`'own-centre'`, `'assigned-doctor'`,
 * `'parent-of-child'`...) and asks the table. A role or action missing from the table is refused.
 */
export type AccessTable<Action extends string, Relation extends string> = Partial<
  Record<Role, Partial<Record<Action, readonly (Relation | 'any')[]>>>
>

export interface AccessRules<Action extends string, Relation extends string> {
  readonly table: AccessTable<Action, Relation>
  /** Whether `role` may take `action` on a record it stands in `relations` to. */
  may(role: Role, action: Action, relations?: Iterable<Relation>): boolean
  /** Whether `role` may take `action` on any record at all: checked before a record is loaded. */
  mayEver(role: Role, action: Action): boolean
  /**
   * Throws 403 with `message` unless `may`. With `hideAs`, a record the actor may not see answers that 404
   * instead, so that refusals do not tell which ids exist.
   */
  assert(
    role: Role,
    action: Action,
    relations?: Iterable<Relation>,
    options?: { message?: string; hideAs?: string },
  ): void
}

export function defineAccess<Action extends string, Relation extends string>(
  table: AccessTable<Action, Relation>,
): AccessRules<Action, Relation> {
  const allowedFor = (role: Role, action: Action) => table[role]?.[action]
  const may = (role: Role, action: Action, relations: Iterable<Relation> = []) => {
    const allowed = allowedFor(role, action)
    if (!allowed) return false
    if (allowed.includes('any')) return true
    for (const relation of relations) if (allowed.includes(relation)) return true
    return false
  }
  return {
    table,
    may,
    mayEver: (role, action) => (allowedFor(role, action)?.length ?? 0) > 0,
    assert(role, action, relations, options = {}) {
      if (may(role, action, relations)) return
      throw options.hideAs !== undefined ? notFound(options.hideAs) : forbidden(options.message)
    },
  }
}
