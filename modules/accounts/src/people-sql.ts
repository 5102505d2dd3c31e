import type { SqlAccess } from '@app/platform'
import { USERS_SLUG } from './accounts.collections.ts'

/** A person's public fields as SQL expressions, to be selected beside the record that names them. */
export interface PersonFieldsSql {
  /** The stored name, or null when the person has none or does not exist. */
  name: unknown
  /** The name, '' when the person has none, null only when no such person exists. */
  nameIfExists: unknown
  mobilenumber: unknown
  email: unknown
  address: unknown
}

/**
 * The fields of the user whose id is in `idColumn` (a column of the query it goes into), each a scalar
 * subquery of the users table: a page of records and the people it names are then one query, one round
 * trip to the database instead of two (each round trip costs a system call and a wake-up, about a fifth
 * of a list's CPU; decision 038). The users table stays this module's: callers see expressions, not it.
 */
export function personFieldsSql({ table, op }: Pick<SqlAccess, 'table' | 'op'>, idColumn: unknown): PersonFieldsSql {
  const users = table(USERS_SLUG)
  const field = (expression: unknown) => op.sql`(select ${expression} from ${users} where ${users.id} = ${idColumn})`
  return {
    name: field(users.name),
    nameIfExists: field(op.sql`coalesce(${users.name}, '')`),
    mobilenumber: field(users.mobilenumber),
    email: field(users.email),
    address: field(users.address),
  }
}
