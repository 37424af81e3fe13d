// Draws a booking reference (src/domain/booking-reference.ts) with crypto randomness: each
// character is an unbiased pick among the 31 of the alphabet (31^8 ≈ 8.5 × 10^11 references).
import { randomInt } from 'node:crypto'
import { BOOKING_REFERENCE_ALPHABET, BOOKING_REFERENCE_LENGTH } from '../../domain/booking-reference.js'

export function newBookingReference(): string {
  let reference = ''
  for (let i = 0; i < BOOKING_REFERENCE_LENGTH; i++) reference += BOOKING_REFERENCE_ALPHABET[randomInt(BOOKING_REFERENCE_ALPHABET.length)]
  return reference
}
