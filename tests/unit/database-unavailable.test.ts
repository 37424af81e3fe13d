// Which failures mean "the database cannot answer now" (503, try again) rather than a bug (500) or a
// refused value (400): issue 26. Connection errors are the real ones node and node-postgres raise;
// server errors are pg's own DatabaseError with the SQLSTATE PostgreSQL sends.
import { readFile } from 'node:fs/promises'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { databaseUnavailability, DatabaseUnavailable, isDatabaseUnavailable, pgErrorCode } from '../../src/server/db/errors'
import { freePort } from '../fixtures/free-port'

/** An error as PostgreSQL sends it (ErrorResponse), as node-postgres hands it over. */
function serverError(code: string, message: string, severity = 'ERROR'): Error {
  const error = new pg.DatabaseError(message, 100, 'error')
  Object.assign(error, { code, severity })
  return error
}

const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause)

describe('databaseUnavailability', () => {
  it('recognises a connection refused, as node-postgres reports it', async () => {
    const closedPort = await freePort()
    const client = new pg.Client({ host: '127.0.0.1', port: closedPort, user: 'nobody', database: 'nothing' })
    const refused = await client.connect().then(
      () => null,
      (error: unknown) => error,
    )
    expect(refused).toBeInstanceOf(Error)
    expect(databaseUnavailability(refused)).toBe('ECONNREFUSED')
    // the same through Drizzle's wrapper
    expect(databaseUnavailability(wrapped(refused as Error))).toBe('ECONNREFUSED')
  })

  it('recognises a connection tried on several addresses (an AggregateError of refusals)', () => {
    const refusal = Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED', syscall: 'connect' })
    expect(databaseUnavailability(new AggregateError([refusal], 'all addresses refused'))).toBe('ECONNREFUSED')
  })

  it.each([
    ['57P01', 'terminating connection due to administrator command', 'FATAL'],
    ['57P02', 'terminating connection because of crash of another server process', 'FATAL'],
    ['57P03', 'the database system is starting up', 'FATAL'],
    ['53300', 'sorry, too many clients already', 'FATAL'],
    ['08006', 'connection failure', 'FATAL'],
    ['08P01', 'protocol violation', 'FATAL'],
  ])('recognises SQLSTATE %s (%s), bare and wrapped', (code, message, severity) => {
    expect(databaseUnavailability(serverError(code, message, severity))).toBe(`SQLSTATE ${code}`)
    expect(isDatabaseUnavailable(wrapped(serverError(code, message, severity)))).toBe(true)
  })

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated',
    'Connection terminated due to connection timeout',
    'Client has encountered a connection error and is not queryable',
    'timeout exceeded when trying to connect',
    'Cannot use a pool after calling end on the pool',
    'PGlite is closed',
  ])('recognises the driver saying "%s"', (message) => {
    expect(databaseUnavailability(new Error(message))).toBe(message)
    expect(databaseUnavailability(wrapped(new Error(message)))).toBe(message)
  })

  it.each(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND'])('recognises the socket error %s', (code) => {
    expect(databaseUnavailability(Object.assign(new Error(`read ${code}`), { code }))).toBe(code)
  })

  it("recognises the embedded database's thread gone (DatabaseUnavailable)", () => {
    const gone = new DatabaseUnavailable("the embedded database's thread exited (code 1)")
    expect(databaseUnavailability(gone)).toBe("the embedded database's thread exited (code 1)")
    expect(isDatabaseUnavailable(wrapped(gone))).toBe(true)
  })

  it('leaves every other failure alone: constraint violations, refused values, bugs, other files', async () => {
    const missingFile = await readFile('/nonexistent/keyturn').catch((error: unknown) => error)
    const others: unknown[] = [
      serverError('23505', 'duplicate key value violates unique constraint "users_email_key"'),
      serverError('23P01', 'conflicting key value violates exclusion constraint "bookings_no_overlap"'),
      serverError('22P02', 'invalid input syntax for type uuid'),
      serverError('42P01', 'relation "nothing" does not exist'),
      serverError('57014', 'canceling statement due to statement timeout'),
      wrapped(serverError('23505', 'duplicate key')),
      missingFile,
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      new Error('Connection string is invalid'),
      'Connection terminated',
      null,
      undefined,
    ]
    for (const error of others) expect(databaseUnavailability(error), String(error)).toBeNull()
  })

  it('stops at a cause that points back at itself', () => {
    const looping = new Error('outer') as Error & { cause?: unknown }
    looping.cause = looping
    expect(databaseUnavailability(looping)).toBeNull()
  })

  it('keeps pgErrorCode as it was: the SQLSTATE of a wrapped server error', () => {
    expect(pgErrorCode(wrapped(serverError('57P01', 'terminating connection')))).toBe('57P01')
  })
})
