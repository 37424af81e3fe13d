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
