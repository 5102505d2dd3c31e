import type * as DrizzleOperators from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { survivePoolConnectionLoss, type WatchedPool } from './database-lost.ts'
import { currentTransactionId } from './transactions.ts'

// Payload's Local API costs about a millisecond of CPU per call (hooks, access, field traversal),
// which dominates the hottest reads: the session check every request makes, a page of a centre's
// children, a doctor's booked slots. Those few read drizzle, the query builder Payload's own
// database adapter uses, directly. Writes and everything else stay on the Local API.

type Drizzle = typeof DrizzleOperators
type SqlCondition = ReturnType<Drizzle['sql']>

/** A column or table of Payload's generated drizzle schema (typed loosely: it is built at run time). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SqlTable = Record<string, any>

export interface SqlAccess {
  /** The adapter's drizzle database. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: any
  /** Payload's generated tables by database name (`auth_sessions`, `children`, …). */
  table(name: string): SqlTable
  /** drizzle's operators from db-postgres (each adapter ships its own drizzle-orm). */
  op: Pick<Drizzle, 'and' | 'or' | 'eq' | 'gt' | 'gte' | 'lt' | 'lte' | 'inArray' | 'desc' | 'asc' | 'count' | 'sql'>
  /** Every column of a table, by field name (what `select()` without arguments reads), to add to. */
  columnsOf(table: SqlTable): Record<string, unknown>
  /**
   * How many rows of `table` match `where`, as a column of a page's query, so a page and its count are one
   * query (one round trip). It does not depend on the row, so the database counts once (PostgreSQL's InitPlan),
   * from an index where it can; `count(*) over ()` made it read every matching row in full instead (decision
   * 041). A page past the end has no row to carry it.
   */
  countOf(table: SqlTable, where: unknown): SqlCondition
  /**
   * Case-insensitive "contains" (ILIKE). The term is text, or a placeholder of a prepared query whose value is
   * `containsPattern(term)`.
   */
  contains(column: unknown, term: string | SqlCondition): SqlCondition
  /** The LIKE pattern `contains` matches a term with (its %, _ and \\ taken literally). */
  containsPattern(term: string): string
  /** A named value of a prepared query (see `prepared`). */
  placeholder(name: string): SqlCondition
  /**
   * A value of the row of `table` whose id is in `idColumn` (a column of the query it goes into), as a scalar
   * subquery: `rowValue(users, children.parent)(users.name)`. Null when there is no such row. How a module
   * lets another read its records' fields inside that module's own query, one round trip (decision 038).
   */
  rowValue(table: SqlTable, idColumn: unknown): (expression: unknown) => SqlCondition
  /**
   * `column` is one of a list given as the value of the placeholder `name` (`= any($n)`), so a lookup of several
   * ids is one prepared shape whatever their number. Its value is `listValue(ids)`.
   */
  inList(column: unknown, name: string): SqlCondition
  /** The value of an `inList` placeholder. */
  listValue(values: readonly string[]): unknown
  /**
   * Runs a query of a fixed shape whose values are placeholders: built and prepared once per `name` (one
   * shape, one name) and kept, so a hot read does not build its SQL again every time (drizzle's query
   * building was about a tenth of a list's CPU, decision 030; PostgreSQL also parses it once per connection).
   * Inside a transaction it is prepared on the transaction's connection, every time.
   */
  prepared<T>(
    name: string,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    build: (db: any) => { prepare(name: string): unknown },
    values: Record<string, unknown>,
  ): Promise<T[]>
  /**
   * "The row's id is one of at most `limit` rows of `table` matching `where`, taken in `orderBy` order and locked
   * for this statement, skipping rows another transaction holds": the condition of a queue's claim
   * (`update … set status = 'sending' where ${claimOf(…)} and <still claimable>`), so two processes never take the
   * same row. The ids are picked once, as an array: written as `id in (select … limit n for update skip locked)`,
   * PostgreSQL planned the subquery as the inner side of a semi join and ran it again for every outer row, and
   * one claim of ten took fourteen rows (a killed process then held more mail than it had SMTP connections).
   */
  claimOf(table: SqlTable, where: unknown, orderBy: unknown, limit: number): SqlCondition
  /** A table's column by its database name (Payload's keys for relationship columns vary). */
  column(table: SqlTable, databaseName: string): SqlTable[string]
  /** A stored date as ISO 8601 (PostgreSQL answers "2026-11-21 10:00:00+00"). */
  isoDate(value: unknown): string
  /**
   * A conditional update: sets `values` (and `updatedAt`) on the rows of `table` that match `where` at the moment
   * the one statement runs, and answers how many it changed. The condition and the write are one statement, so a
   * change that lands in between cannot be overwritten; reading a record and then writing it by id (what
   * Payload's `update({ where })` does) can. Joins the open transaction.
   */
  updateWhere(table: SqlTable, values: Record<string, unknown>, where: unknown): Promise<number>
  /** The same, answering `returning`'s columns of each row it changed (`{ tries: counter }`). */
  updateWhere<T>(
    table: SqlTable,
    values: Record<string, unknown>,
    where: unknown,
    returning: Record<string, unknown>,
  ): Promise<T[]>
  /** The key drizzle's table object gives a column (`set()` and `values()` take keys, not database names). */
  keyOf(table: SqlTable, databaseName: string): string
}

const accessByPayload = new WeakMap<Payload, Promise<SqlAccess>>()
/**
 * The connections the prepared reads run on (PostgreSQL), closed with the database: one set per database
 * adapter, which every view of the same Payload (the modules' `joinTransactions` wrapper) shares.
 */
const preparedReads = new WeakMap<object, { pool: { end(): Promise<void> }; db: Promise<unknown>; ended?: boolean }>()

/**
 * How many connections of their own the prepared reads use, per server process. A prepared read holds one for
 * well under a millisecond and PostgreSQL runs two at a time on two cores; Payload's own pool is apart.
 */
const PREPARED_READ_CONNECTIONS = 5

/** Closes what `sqlOf` opened for this Payload instance (the connections for prepared reads). */
export async function closeSqlAccess(payload: Payload): Promise<void> {
  // The entry stays: a read after this fails (the pool has ended) instead of opening connections anew.
  const reads = preparedReads.get(payload.db)
  if (!reads || reads.ended) return
  reads.ended = true
  await reads.pool.end()
}

/** The key of `table`'s column named `databaseName` (Payload's keys for relationship columns vary). */
function keyOf(table: SqlTable, databaseName: string): string {
  const found = Object.entries(table).find(
    ([, candidate]) => candidate && typeof candidate === 'object' && candidate.name === databaseName,
  )
  if (!found) throw new Error(`No column ${databaseName} in the table`)
  return found[0]
}

/** Direct read access to Payload's tables, for the few reads that must be cheap. */
export function sqlOf(payload: Payload): Promise<SqlAccess> {
  let access = accessByPayload.get(payload)
  if (!access) {
    access = load(payload)
    accessByPayload.set(payload, access)
  }
  return access
}

async function load(payload: Payload): Promise<SqlAccess> {
  if (payload.db.name !== 'postgres')
    throw new Error(`Direct SQL needs PostgreSQL (the database is ${payload.db.name})`)
  const op = (await import('@payloadcms/db-postgres/drizzle')) as Drizzle
  // db-postgres declares its drizzle instance and tables on Payload's DatabaseAdapter; the open transactions'
  // connections (sessions) are the adapter's own too.
  const adapter = payload.db as typeof payload.db & { sessions?: Record<string, { db: unknown } | undefined> }
  const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`)
  type Prepared = { execute(values: Record<string, unknown>): Promise<unknown[]> }
  const preparedByName = new Map<string, Prepared>()
  const preparedDb = await connectionsForPreparedReads(payload)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const currentDb = (): any => {
    const id = currentTransactionId(payload)
    return (id !== undefined && adapter.sessions?.[String(id)]?.db) || adapter.drizzle
  }
  return {
    // Inside withTransaction, the open transaction's connection, so direct reads and writes join it.
    get db() {
      return currentDb()
    },
    table(name) {
      const table = adapter.tables[name]
      if (!table) throw new Error(`No table ${name} in the database schema`)
      return table
    },
    op,
    countOf: (table, where) => op.sql`(select count(*) from ${table} where ${where})`,
    columnsOf: (table) => (op as Drizzle).getTableColumns(table as Parameters<Drizzle['getTableColumns']>[0]),
    contains(column, term) {
      const pattern = typeof term === 'string' ? `%${escapeLike(term)}%` : term
      return op.sql`${column} ILIKE ${pattern} ESCAPE '\\'`
    },
    containsPattern: (term) => `%${escapeLike(term)}%`,
    placeholder: (name) => op.sql.placeholder(name) as unknown as SqlCondition,
    rowValue: (table, idColumn) => (expression) =>
      op.sql`(select ${expression} from ${table} where ${table.id} = ${idColumn})`,
    inList: (column, name) => op.sql`${column} = any(${op.sql.placeholder(name)})`,
    // node-postgres sends a JS array as a PostgreSQL array.
    listValue: (values) => [...values],
    async prepared<T>(
      name: string,
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      build: (db: any) => { prepare(name: string): unknown },
      values: Record<string, unknown>,
    ): Promise<T[]> {
      const id = currentTransactionId(payload)
      const transaction = id === undefined ? undefined : adapter.sessions?.[String(id)]?.db
      let query = transaction ? undefined : preparedByName.get(name)
      if (!query) {
        query = build(transaction ?? preparedDb).prepare(name) as Prepared
        mapRowsDirectly(query, op)
        if (!transaction) preparedByName.set(name, query)
      }
      return (await query.execute(values)) as T[]
    },
    claimOf: (table, where, orderBy, limit) =>
      op.sql`${table.id} = any(array(select ${table.id} from ${table} where ${where} order by ${orderBy} limit ${limit} for update skip locked))`,
    column: (table, databaseName) => table[keyOf(table, databaseName)],
    isoDate,
    keyOf,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async updateWhere(table: SqlTable, values: Record<string, unknown>, where: unknown, returning?: any): Promise<any> {
      const rows: unknown[] = await currentDb()
        .update(table)
        .set({ ...values, updatedAt: new Date().toISOString() })
        .where(where)
        .returning(returning ?? { id: table.id })
      return returning ? rows : rows.length
    },
  }
}

/**
 * PostgreSQL's connections for the prepared reads outside a transaction, which keep one generic plan per
 * statement. By default PostgreSQL plans a prepared statement again at every run unless its generic plan looks
 * as cheap as the custom ones, and a page's `limit $n` makes it look ten times dearer (the planner assumes a
 * tenth of the rows); planning was more than half of a pending page's database time (decision 041). The plan of
 * these reads does not depend on their values (a centre, a status, a page; the indexes decide), so planning
 * once is right for them, and only for them: Payload's own queries stay on its pool, as they were.
 */
function connectionsForPreparedReads(payload: Payload): Promise<unknown> {
  let reads = preparedReads.get(payload.db)
  if (!reads) {
    const pool = preparedReadsPool(payload)
    reads = {
      pool,
      db: import('@payloadcms/db-postgres/drizzle/node-postgres').then(({ drizzle }) =>
        drizzle({ client: pool as never }),
      ),
    }
    preparedReads.set(payload.db, reads)
  }
  return reads.db
}

/** A pool like Payload's (same database, same options), smaller, whose connections keep generic plans. */
function preparedReadsPool(payload: Payload): { end(): Promise<void> } {
  const adapter = payload.db as typeof payload.db & {
    pg: { Pool: new (options: object) => WatchedPool & { end(): Promise<void> } }
    poolOptions: { options?: string } & Record<string, unknown>
  }
  const pool = new adapter.pg.Pool({
    ...adapter.poolOptions,
    max: PREPARED_READ_CONNECTIONS,
    options: [adapter.poolOptions.options, '-c plan_cache_mode=force_generic_plan'].filter(Boolean).join(' '),
  })
  // A connection that breaks (a database restart) is dropped and replaced by the pool; without listeners its
  // error would end the process.
  survivePoolConnectionLoss(pool, payload.logger, 'prepared reads')
  return pool
}

/**
 * A prepared select's rows mapped without drizzle's `mapResultRow`, which asks `is(field, Column)` of every
 * cell of every row: the tables come from another copy of drizzle-orm than the adapter's (Payload installs
 * three), so each of those checks misses `instanceof` and walks the class chain; it was 8–10 % of a list's
 * CPU (decision 038). Here each column's decoder is found once, when the query is prepared. Only flat
 * selects (no joined tables nested under a key); anything else keeps drizzle's own mapping.
 */
function mapRowsDirectly(query: unknown, drizzle: Drizzle): void {
  type Field = { path: string[]; field: SqlTable }
  type Decoder = { mapFromDriverValue(value: unknown): unknown }
  const prepared = query as { fields?: Field[]; customResultMapper?: unknown }
  const fields = prepared.fields
  if (!fields || prepared.customResultMapper || fields.some(({ path }) => path.length !== 1)) return
  const keys = fields.map(({ path }) => path[0])
  // The same choice as drizzle's mapResultRow: a column decodes itself, an expression has its decoder.
  // (`kindOf` without drizzle's type narrowing: an expression's decoder is not in its public type.)
  const kindOf = (value: unknown, type: unknown): boolean => drizzle.is(value, type as typeof drizzle.Column)
  const decoderOf = (field: SqlTable): Decoder => {
    if (kindOf(field, drizzle.Column)) return field as Decoder
    if (kindOf(field, drizzle.SQL)) return field.decoder
    if (kindOf(field, drizzle.Subquery)) return field._.sql.decoder
    return field.sql.decoder
  }
  const decoders = fields.map(({ field }) => decoderOf(field))
  // drizzle calls this with each row as an array of the selected values, in order.
  prepared.customResultMapper = (rows: ArrayLike<unknown>[], normalise?: (value: unknown) => unknown) =>
    rows.map((row) => {
      const mapped: Record<string, unknown> = {}
      for (let i = 0; i < keys.length; i++) {
        const raw = normalise ? normalise(row[i]) : row[i]
        mapped[keys[i]] = raw === null || raw === undefined ? null : decoders[i].mapFromDriverValue(raw)
      }
      return mapped
    })
}

// PostgreSQL's text form of a timestamptz in a UTC session: "2026-11-21 10:00:00+00", "… 10:00:00.5+00".
const POSTGRES_UTC_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,3})\d*)?\+00$/

/**
 * A stored date as ISO 8601 with milliseconds, as `Date#toISOString` writes it. PostgreSQL's UTC text is
 * rewritten as text (every list row has one or two dates, and building a `Date` for each was 2 % of a list's
 * CPU); anything else goes through `Date`.
 */
export function isoDate(value: unknown): string {
  if (value instanceof Date) return value.toISOString()
  const text = String(value)
  const utc = POSTGRES_UTC_TIMESTAMP.exec(text)
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0')}Z`
  const date = new Date(text)
  return Number.isNaN(date.getTime()) ? text : date.toISOString()
}
