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
  const { db, table, op, column } = await sqlOf(payload)
  const rows = table(tableName)
  const counter = column(rows, columnName)
  const key = keyOf(rows, columnName)
  const counted: Array<{ tries: unknown }> = await db
    .update(rows)
    .set({ [key]: op.sql`coalesce(${counter}, 0) + 1` })
    .where(op.and(op.eq(rows.id, id), op.sql`coalesce(${counter}, 0) < ${max}`))
    .returning({ tries: counter })
  return counted.length === 1 ? Number(counted[0].tries) : null
}

/** The key drizzle's table object gives a column (`set()` takes keys, not database names). */
function keyOf(rows: Record<string, unknown>, databaseName: string): string {
  const entry = Object.entries(rows).find(
    ([, candidate]) =>
      candidate && typeof candidate === 'object' && (candidate as { name?: unknown }).name === databaseName,
  )
  if (!entry) throw new Error(`No column ${databaseName} in the table`)
  return entry[0]
}
