import type { Payload } from 'payload'
import { sqlOf } from './sql.ts'

// An e-mailed code allows a few tries. Counting them by reading the count and writing it back let every try sent
// at the same moment read the same count: 30 wrong codes at once were all checked (PostgreSQL runs them side by
// side), and the right one still worked after. Here a try is counted by the database in the statement that
// checks the limit, so concurrent tries queue on the row and each sees the count the previous one left.

/**
 * Counts one try at the code stored in row `id` of `table`, if fewer than `max` were counted:
 * `UPDATE table SET column = column + 1 WHERE id = ? AND column < max RETURNING column`. Returns the number of
 * tries so far, this one included, or null when `max` tries were already used (or there is no such row): the
 * caller then refuses without comparing the code. `column` is the counter's database name (`code_attempts`).
 */
export async function countCodeTry(
  payload: Payload,
  { table: tableName, id, column: columnName, max }: { table: string; id: string; column: string; max: number },
): Promise<number | null> {
  const { table, op, column, keyOf, updateWhere } = await sqlOf(payload)
  const rows = table(tableName)
  const counter = column(rows, columnName)
  const counted = await updateWhere<{ tries: unknown }>(
    rows,
    { [keyOf(rows, columnName)]: op.sql`coalesce(${counter}, 0) + 1` },
    op.and(op.eq(rows.id, id), op.sql`coalesce(${counter}, 0) < ${max}`),
    { tries: counter },
  )
  return counted.length === 1 ? Number(counted[0].tries) : null
}
