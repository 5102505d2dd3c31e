import type { SqlAccess } from '@app/platform'
import { CHILDREN_SLUG } from './children.collections.ts'

/** A child's summary fields as SQL expressions, to be selected beside a record that names the child. */
export interface ChildFieldsSql {
  /** null when no such child exists. */
  name: unknown
  /** The stored birth date (an instant at midnight UTC); its first ten characters are the day. */
  dob: unknown
  gender: unknown
  parentId: unknown
}

/**
 * The fields of the child whose id is in `idColumn` (a column of the query it goes into), each a scalar
 * subquery of the children table: a page of appointments and the children it names are one query, one
 * round trip instead of two (decision 038). The table stays this module's: callers see expressions.
 */
export function childFieldsSql({ table, rowValue }: SqlAccess, idColumn: unknown): ChildFieldsSql {
  const children = table(CHILDREN_SLUG)
  const field = rowValue(children, idColumn)
  return {
    name: field(children.name),
    dob: field(children.dob),
    gender: field(children.gender),
    parentId: field(children.parent),
  }
}
