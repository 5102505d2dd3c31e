/** A Payload relationship value: the id at depth 0, the document when populated, or nothing. */
export type Ref = string | { id: string } | null | undefined

/** The id a relationship points at, whatever depth it was read at. */
export const idOfRef = (ref: Ref): string | null => (ref && typeof ref === 'object' ? ref.id : (ref ?? null))

// Record ids are UUIDs on the SQL databases and ObjectIds on MongoDB.
const RECORD_ID = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{24})$/i

/** Whether a value can be a record id at all; anything else names no record (and PostgreSQL would refuse it). */
export const isRecordId = (value: unknown): value is string => typeof value === 'string' && RECORD_ID.test(value)
