// The cancellation terms of a booking against its own dates (spec §9): cancelling 24 hours or more
// before pick-up may give a full refund; later, a fee may apply.
import { FULL_REFUND_NOTICE_HOURS } from './constants'

export type CancellationTerms = { kind: 'free'; until: Date } | { kind: 'fee' }

/** The last moment a cancellation may still be fully refunded: 24 hours before pick-up. */
export function fullRefundDeadline(pickUp: Date): Date {
  return new Date(pickUp.getTime() - FULL_REFUND_NOTICE_HOURS * 3_600_000)
}

/** The terms at `now` of cancelling a rental that starts at `pickUp`. */
export function cancellationTerms(pickUp: Date, now: Date): CancellationTerms {
  const until = fullRefundDeadline(pickUp)
  return now.getTime() <= until.getTime() ? { kind: 'free', until } : { kind: 'fee' }
}
