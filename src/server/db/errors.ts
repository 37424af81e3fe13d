// Drizzle 0.45 wraps driver errors (DrizzleQueryError); the PostgreSQL SQLSTATE is on a cause.

/** SQLSTATE of a PostgreSQL error (e.g. '23505', '23P01'), looking through wrapping errors. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** Name of the violated constraint, when PostgreSQL reported one. */
export function pgConstraintName(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint
    if (typeof constraint === 'string') return constraint
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

export const UNIQUE_VIOLATION = '23505'
/** Raised by bookings_no_overlap: the car is already held for part of that period. */
export const EXCLUSION_VIOLATION = '23P01'
export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === UNIQUE_VIOLATION
export const isBookingOverlap = (error: unknown) => pgErrorCode(error) === EXCLUSION_VIOLATION

const DATABASE_UNAVAILABLE = 'KEYTURN_DATABASE_UNAVAILABLE'

/**
 * The database cannot answer now, for a reason of its own (issue 26): raised by the embedded
 * database's thread when it is gone, and by the change feed when the database's echo does not come.
 */
export class DatabaseUnavailable extends Error {
  readonly code = DATABASE_UNAVAILABLE
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'DatabaseUnavailable'
  }
}
/** Connection-level failures of node's sockets: the server refused, dropped or never answered the connection. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENOTFOUND', 'EAI_AGAIN'])

/**
 * SQLSTATEs of a server that cannot serve now: class 08 (connection exception), 57P01 admin_shutdown
 * (a fast stop or restart), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting
 * down, recovering), 53300 too_many_connections.
 */
const isUnavailableState = (code: string) => code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300'

/** The drivers' own words for a connection lost, closed or never made (their errors carry no code). */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // 'Connection terminated', '… unexpectedly', '… due to connection timeout'
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^timeout exceeded when trying to connect$/, // the pool's connectionTimeoutMillis
  /^Cannot use a pool after calling end on the pool$/, // the server is shutting down
  /^PGlite is closed$/, // the same, on the embedded database in process
]

/**
 * Why the database could not answer, when `error` (or an error it wraps: Drizzle's DrizzleQueryError,
 * an AggregateError of a connection tried on several addresses) says it is unreachable rather than
 * that the statement was wrong: the SQLSTATE, node's socket error code or the driver's message;
 * null for any other error. The caller may try again in a moment (503), it is not a bug (500).
 */
export function databaseUnavailability(error: unknown): string | null {
  const seen = new Set<unknown>()
  const visit = (current: unknown, depth: number): string | null => {
    if (!current || typeof current !== 'object' || depth > 5 || seen.has(current)) return null
    seen.add(current)
    const { code, message, cause, errors } = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
    if (code === DATABASE_UNAVAILABLE) return typeof message === 'string' ? message : 'database unavailable'
    if (typeof code === 'string') {
      if (/^[0-9A-Z]{5}$/.test(code) && isUnavailableState(code)) return `SQLSTATE ${code}`
      if (NETWORK_CODES.has(code)) return code
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return message
    for (const inner of [cause, ...(Array.isArray(errors) ? (errors as unknown[]) : [])]) {
      const reason = visit(inner, depth + 1)
      if (reason) return reason
    }
    return null
  }
  return visit(error, 0)
}

export const isDatabaseUnavailable = (error: unknown) => databaseUnavailability(error) !== null
