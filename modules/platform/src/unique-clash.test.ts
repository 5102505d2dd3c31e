import { ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'
import { isUniqueClash } from './unique-clash.ts'

// Shapes as the drivers raise them: pg's DatabaseError carries code and constraint, drizzle wraps it as `cause`.
const pgUniqueViolation = (constraint: string) =>
  Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505', constraint })
const wrappedByDrizzle = (cause: unknown) => Object.assign(new Error('Failed query: insert into ...'), { cause })
const payloadRefusal = (path: string) =>
  new ValidationError({ collection: 'appointments', errors: [{ message: 'Value must be unique', path }] })

describe('isUniqueClash', () => {
  it('reads a direct insert refused by a named index, however deeply wrapped', () => {
    const error = wrappedByDrizzle(wrappedByDrizzle(pgUniqueViolation('appointments_slot_key_idx')))
    expect(isUniqueClash(error)).toBe(true)
    expect(isUniqueClash(error, { index: 'slot_key' })).toBe(true)
    expect(isUniqueClash(error, { index: 'version_key' })).toBe(false)
  })

  it("reads Payload's refusal on the unique field, and only on that field", () => {
    expect(isUniqueClash(payloadRefusal('slotKey'), { field: 'slotKey', index: 'slot_key' })).toBe(true)
    expect(isUniqueClash(payloadRefusal('email'), { field: 'slotKey' })).toBe(false)
    expect(isUniqueClash(payloadRefusal('slotKey'))).toBe(false)
  })

  it('is false for any other failure', () => {
    expect(isUniqueClash(Object.assign(new Error('deadlock detected'), { code: '40P01' }))).toBe(false)
    expect(isUniqueClash(new Error('connection terminated'))).toBe(false)
    expect(isUniqueClash(undefined)).toBe(false)
  })
})
