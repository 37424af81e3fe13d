// The cancellation terms of a booking against its own dates (spec §9): cancelling 24 hours or more
// before pick-up may give a full refund; later, a fee may apply.
import { FULL_REFUND_NOTICE_HOURS } from './constants'

export type CancellationTerms = { kind: 'free'; until: Date } | { kind: 'fee' }

/** The terms at `now` of cancelling a rental that starts at `pickUp`. */
export function cancellationTerms(pickUp: Date, now: Date): CancellationTerms {
  const until = new Date(pickUp.getTime() - FULL_REFUND_NOTICE_HOURS * 3_600_000)
  return now.getTime() <= until.getTime() ? { kind: 'free', until } : { kind: 'fee' }
}
