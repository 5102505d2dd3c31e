import { ValidationError } from 'payload'

/**
 * Where a unique index refused a write: the field Payload names (its Local API turns a unique violation into a
 * ValidationError on that field) or the index the database names (a direct insert through drizzle, whose error
 * wraps the driver's as its `cause`). One rule for every module, so that "this key is taken" is read one way.
 */
export interface UniqueClashAt {
  /** A field of the collection, as Payload's ValidationError names it (`slotKey`, `versionKey`, ...). */
  field?: string
  /** A part of the index's name, as PostgreSQL reports it (`slot_key` in `appointments_slot_key_idx`). */
  index?: string
}

const UNIQUE_VIOLATION = '23505'
/** Drizzle and Payload each wrap the driver's error once; a few more levels cost nothing and cover a rewrap. */
const MAX_CAUSE_DEPTH = 5

interface DriverError {
  code?: unknown
  constraint?: unknown
  cause?: unknown
}

/** A unique index refused the write; with `at`, only the one at that field or index. */
export function isUniqueClash(error: unknown, at: UniqueClashAt = {}): boolean {
  if (error instanceof ValidationError) {
    const errors = (error.data as { errors?: Array<{ path?: string }> } | undefined)?.errors ?? []
    // Payload raises a ValidationError for other refusals too; only the unique field's one counts.
    return at.field !== undefined && errors.some((e) => e.path === at.field)
  }
  let cause = error as DriverError | undefined
  for (let depth = 0; cause && typeof cause === 'object' && depth < MAX_CAUSE_DEPTH; depth++) {
    if (cause.code === UNIQUE_VIOLATION) {
      return at.index === undefined || String(cause.constraint ?? '').includes(at.index)
    }
    cause = cause.cause as DriverError | undefined
  }
  return false
}
