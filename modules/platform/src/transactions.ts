import { AsyncLocalStorage } from 'node:async_hooks'
import type { Payload } from 'payload'

// One database transaction around a use case that writes several records, possibly through several
// modules (a booking: a parent account, a child, files, the appointment). The modules' repositories
// do not pass a transaction around: the use case runs inside `withTransaction`, and the Payload handle
// every module was given (`joinTransactions(payload)`) adds the open transaction to each Local API
// call made inside it, as Payload's own `req.transactionID` (docs/decisions/012-transactions.md).

type TransactionId = string | number

interface OpenTransaction {
  payload: Payload
  /** Null where the database adapter runs without transactions (MongoDB without a replica set). */
  id: TransactionId | null
  /** Undo steps for what the database cannot roll back (files written to disk), newest last. */
  onRollback: Array<() => Promise<void>>
  /** Steps that must wait for the commit (a staged file moved to its final name), oldest first. */
  afterCommit: Array<() => Promise<void>>
}

const current = new AsyncLocalStorage<OpenTransaction>()

/** Thrown when a write inside the transaction failed and Payload already rolled it back. */
export class TransactionAbortedError extends Error {
  override name = 'TransactionAbortedError'
  constructor() {
    super('a write failed inside the transaction, which was rolled back')
  }
}

interface TransactionalAdapter {
  beginTransaction(): Promise<TransactionId | null>
  commitTransaction(id: TransactionId): Promise<void>
  rollbackTransaction(id: TransactionId): Promise<void>
  sessions?: Record<string, unknown>
}

const adapterOf = (payload: Payload) => payload.db as unknown as TransactionalAdapter

/**
 * Runs `work` in one database transaction: every Payload call made inside it (through a handle from
 * `joinTransactions`) commits together when `work` resolves, or not at all when it throws; then the
 * undo steps registered with `onRollback` run, or, once committed, the steps registered with `afterCommit`.
 * Nested calls join the outer transaction.
 */
export async function withTransaction<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  const outer = current.getStore()
  if (outer && outer.payload === rawPayloadOf(payload)) return work()
  const raw = rawPayloadOf(payload)
  const adapter = adapterOf(raw)
  const id = (await adapter.beginTransaction()) ?? null
  const commit = watchCommit(adapter, id)
  const transaction: OpenTransaction = { payload: raw, id, onRollback: [], afterCommit: [] }
  let result: T
  try {
    result = await current.run(transaction, work)
    // A write that failed inside (and was caught by the use case) has already rolled everything back.
    if (id !== null && adapter.sessions && !adapter.sessions[String(id)]) throw new TransactionAbortedError()
  } catch (error) {
    if (id !== null) await adapter.rollbackTransaction(id).catch(() => undefined)
    await undo(transaction)
    throw error
  }
  if (id !== null) {
    commit.starts()
    await adapter.commitTransaction(id)
    const failure = commit.failure()
    if (failure !== undefined) {
      await undo(transaction)
      throw failure
    }
    const watcher = commitWatchers.get(raw)
    if (watcher) await watcher().catch(() => undefined)
  }
  await settle(transaction)
  return result
}

/** What each committed transaction of a Payload instance waits for (one per instance; see onEveryCommit). */
const commitWatchers = new WeakMap<Payload, () => Promise<void>>()

/**
 * Makes every transaction `withTransaction` commits on `payload` wait for `step` before it returns: the table
 * changes' listener (table-changes.ts) uses it so that a request never reads an answer its own write made stale.
 */
export function onEveryCommit(payload: Payload, step: () => Promise<void>): void {
  commitWatchers.set(rawPayloadOf(payload), step)
}

/** A drizzle transaction as far as running a statement goes (Payload keeps it as the session's `db`). */
interface StatementRunner {
  execute(query: unknown): PromiseLike<unknown> & { catch(onRejected: (error: unknown) => never): Promise<unknown> }
}

/**
 * Payload's `commitTransaction` resolves even when the COMMIT fails: db-postgres swallows the error of drizzle's
 * transaction (a connection lost at that moment, PostgreSQL restarting), so the caller would answer success for
 * writes that were never committed. This transaction's own statement runner is wrapped (the object lives as long
 * as the transaction) to keep the error of a statement run while committing; the answer reads it afterwards.
 */
function watchCommit(adapter: TransactionalAdapter, id: TransactionId | null) {
  let committing = false
  let failure: unknown
  const watch = { starts: () => void (committing = true), failure: () => failure }
  const tx = id === null ? undefined : (adapter.sessions?.[String(id)] as { db?: Partial<StatementRunner> } | undefined)?.db // prettier-ignore
  if (!tx || typeof tx.execute !== 'function') return watch
  const execute = tx.execute.bind(tx)
  tx.execute = (query) => {
    const run = execute(query)
    if (!committing) return run
    return run.catch((error: unknown) => {
      failure ??= error
      throw error
    }) as ReturnType<StatementRunner['execute']>
  }
  return watch
}

async function undo(transaction: OpenTransaction) {
  for (const step of transaction.onRollback.reverse()) {
    await step().catch(() => undefined)
  }
}

// The writes are committed whatever a step does: a step that fails must not turn the answer into an error
// for writes that are in the database (each step logs its own failure; its owner reconciles later).
async function settle(transaction: OpenTransaction) {
  for (const step of transaction.afterCommit) {
    await step().catch(() => undefined)
  }
}

/**
 * Registers an undo step for something outside the database (a file's bytes) written inside the
 * current transaction; it runs only if the transaction rolls back. Outside a transaction it does nothing.
 */
export function onRollback(step: () => Promise<void>): void {
  current.getStore()?.onRollback.push(step)
}

/**
 * Runs `step` once the current transaction has committed (before `withTransaction` returns), or now when no
 * transaction is open. It never runs after a rollback, and nothing runs it after a crash between the commit
 * and the step: whoever registers one reconciles at start-up (the files module: docs/decisions/054).
 */
export async function afterCommit(step: () => Promise<void>): Promise<void> {
  const open = current.getStore()
  if (open) open.afterCommit.push(step)
  else await step()
}

/** Whether a transaction is open in this async context (for tests and assertions). */
export const isInTransaction = () => current.getStore()?.id != null

/** The open transaction's id for `payload`, if any: for code that talks to the adapter directly. */
export function currentTransactionId(payload: Payload): TransactionId | undefined {
  const open = current.getStore()
  return open && open.payload === rawPayloadOf(payload) && open.id !== null ? open.id : undefined
}

/**
 * Runs independent reads side by side outside a transaction (each on a pooled connection), and one after another
 * inside one: a transaction is a single connection, which runs one statement at a time, and node-postgres queues a
 * second one only with a deprecation warning (pg 9 will refuse it). For reads that serve both, such as a doctor's
 * schedule read for the slot picker and again under a booking's locks.
 */
export async function readTogether<T extends readonly unknown[]>(
  payload: Payload,
  reads: { readonly [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (currentTransactionId(payload) === undefined) return (await Promise.all(reads.map((read) => read()))) as never
  const results: unknown[] = []
  for (const read of reads) results.push(await read())
  return results as never
}

const RAW = Symbol('raw payload')
const LOCAL_API = new Set([
  'count',
  'create',
  'delete',
  'duplicate',
  'find',
  'findByID',
  'findGlobal',
  'findVersions',
  'update',
  'updateGlobal',
])

const rawPayloadOf = (payload: Payload): Payload =>
  ((payload as unknown as Record<symbol, Payload>)[RAW] as Payload | undefined) ?? payload

/**
 * The Payload handle modules receive: the same Local API, except that a call made inside
 * `withTransaction` (and not given a `req` of its own) runs in that transaction.
 */
export function joinTransactions(payload: Payload): Payload {
  return new Proxy(payload, {
    get(target, property, receiver) {
      if (property === RAW) return target
      const value = Reflect.get(target, property, receiver)
      if (typeof property !== 'string' || !LOCAL_API.has(property) || typeof value !== 'function') return value
      return (args: Record<string, unknown> = {}) => {
        const open = current.getStore()
        if (!open || open.payload !== target || open.id === null) return value.call(target, args)
        // After a failed write Payload has rolled the transaction back: a later write would land outside it.
        const sessions = adapterOf(target).sessions
        if (sessions && !sessions[String(open.id)]) throw new TransactionAbortedError()
        const req = args.req as { transactionID?: unknown } | undefined
        // A request of the caller's own joins too: a write beside the transaction would wait for its lock.
        if (req) {
          req.transactionID ??= open.id
          return value.call(target, args)
        }
        // A fresh request object per call: Payload fills it in (user, locale, ...) and must not share it.
        return value.call(target, { ...args, req: { transactionID: open.id } })
      }
    },
  })
}
