import type { PersonFieldsSql } from '@app/children'
import type { SqlAccess } from '@app/platform'
import { USERS_SLUG } from './accounts.collections.ts'

/**
 * The fields of the user whose id is in `idColumn` (a column of the query it goes into), each a scalar
 * subquery of the users table: a page of records and the people it names are then one query, one round
 * trip to the database instead of two (each round trip costs a system call and a wake-up, about a fifth
 * of a list's CPU; decision 038). The users table stays this module's: callers see expressions, not it.
 */
export function personFieldsSql({ table, op, rowValue }: SqlAccess, idColumn: unknown): PersonFieldsSql {
  const users = table(USERS_SLUG)
  const field = rowValue(users, idColumn)
  return {
    name: field(users.name),
    nameIfExists: field(op.sql`coalesce(${users.name}, '')`),
    mobilenumber: field(users.mobilenumber),
    email: field(users.email),
    address: field(users.address),
    role: field(users.role),
    centreId: field(users.centre),
  }
}
