import type { SqlAccess } from '@app/platform'
import { CHILDREN_SLUG } from './children.collections.ts'
import type { ChildSummary } from './children.schema.ts'

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

/** A child's summary fields as a query returns them, whether selected from the table or through `childFieldsSql`. */
export interface StoredChildFields {
  name: string | null
  dob: unknown
  gender: string | null
  parentId: string | null
}

/**
 * The summary of the child `id` from its selected fields; null when the child does not exist (a scalar subquery
 * gives a null name). One mapping for the children's own lookup and for every record that reads a child beside it.
 */
export function childSummaryOf(id: string, stored: StoredChildFields): ChildSummary | null {
  if (stored.name === null) return null
  return {
    _id: id,
    name: stored.name,
    dob: stored.dob ? String(stored.dob).slice(0, 10) : null,
    gender: stored.gender ?? null,
    parentId: stored.parentId ?? null,
  }
}
