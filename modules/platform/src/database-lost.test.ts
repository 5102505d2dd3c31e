import { EventEmitter } from 'node:events'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { isDatabaseLost, survivePoolConnectionLoss } from './database-lost.ts'

// Shapes as they arrive: pg's DatabaseError carries the SQLSTATE, a socket error its errno code, drizzle wraps
// either as `cause`, Payload's begin keeps only the words.
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code })
const wrappedByDrizzle = (cause: unknown) =>
  Object.assign(new Error('Failed query: insert into "users" ...'), { cause })

describe('isDatabaseLost', () => {
  it('is true for a connection ended by the server: pg_terminate_backend, a crash, a restart under way', () => {
    expect(isDatabaseLost(pgError('57P01', 'terminating connection due to administrator command'))).toBe(true)
    expect(isDatabaseLost(pgError('57P02', 'terminating connection due to crash of another server process'))).toBe(true) // prettier-ignore
    expect(isDatabaseLost(pgError('57P03', 'the database system is starting up'))).toBe(true)
    for (const code of ['08000', '08003', '08006'])
      expect(isDatabaseLost(pgError(code, 'connection failure'))).toBe(true)
  })

  it('is true for a server that is not there or cut the socket, however deeply wrapped', () => {
    expect(isDatabaseLost(wrappedByDrizzle(pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5433')))).toBe(true)
    expect(isDatabaseLost(wrappedByDrizzle(wrappedByDrizzle(pgError('ECONNRESET', 'read ECONNRESET'))))).toBe(true)
    expect(isDatabaseLost(wrappedByDrizzle(new Error('Connection terminated unexpectedly')))).toBe(true)
    expect(isDatabaseLost(new Error('Client has encountered a connection error and is not queryable'))).toBe(true)
    const eachAddress = Object.assign(new AggregateError([pgError('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432')]), {
      message: '',
    })
    expect(isDatabaseLost(eachAddress)).toBe(true)
  })

  it("is true for Payload's failed begin, which keeps only the driver's words", () => {
    expect(isDatabaseLost(new Error('Error: cannot begin transaction: connect ECONNREFUSED 127.0.0.1:5433'))).toBe(true)
    expect(isDatabaseLost(new Error('Error: cannot begin transaction: the database system is shutting down'))).toBe(
      true,
    )
    expect(isDatabaseLost(new Error('Error: cannot begin transaction: Failed query: begin\nparams: '))).toBe(true)
    expect(isDatabaseLost(new Error('Failed query: insert into "users" ...'))).toBe(false)
  })

  it('is false for every other failure: refusals, conflicts, bugs, nothing at all', () => {
    expect(isDatabaseLost(pgError('23505', 'duplicate key value violates unique constraint'))).toBe(false)
    expect(isDatabaseLost(wrappedByDrizzle(pgError('40P01', 'deadlock detected')))).toBe(false)
    expect(isDatabaseLost(pgError('42P01', 'relation "nothing" does not exist'))).toBe(false)
    expect(isDatabaseLost(pgError('ENOENT', 'no such file or directory'))).toBe(false)
    expect(isDatabaseLost(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false)
    expect(isDatabaseLost(undefined)).toBe(false)
    expect(isDatabaseLost('Connection terminated')).toBe(false)
  })
})

describe('survivePoolConnectionLoss', () => {
  it("hears a broken connection's error on the pool, on each new client and on those opened before", () => {
    const pool = Object.assign(new EventEmitter(), { _clients: [new EventEmitter()] })
    survivePoolConnectionLoss(pool, pino({ level: 'silent' }), 'test')
    const later = new EventEmitter()
    pool.emit('connect', later)
    // Without a listener, emitting 'error' throws (and in a server, ends the process).
    const lost = pgError('57P01', 'terminating connection due to administrator command')
    expect(() => pool.emit('error', lost)).not.toThrow()
    expect(() => later.emit('error', lost)).not.toThrow()
    expect(() => pool._clients[0].emit('error', lost)).not.toThrow()
  })
})
