// The booking reference a person can read out (the contract's BookingReference): 8 characters
// from an alphabet without look-alikes — no 0/O, 1/I/L — so it survives a phone call. The same
// alphabet is the SQL default booking_reference() of migration 0008.

export const BOOKING_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
export const BOOKING_REFERENCE_LENGTH = 8
export const BOOKING_REFERENCE_PATTERN = /^[2-9A-HJKMNP-Z]{8}$/

export function isBookingReference(value: string): boolean {
  return BOOKING_REFERENCE_PATTERN.test(value)
}

/** What a person typed, as a reference may be stored: upper case, spaces and dashes dropped. */
export function normalizeBookingReference(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '')
}
