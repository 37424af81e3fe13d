// How much of the fleet bookings without payment or a confirmed e-mail may hold (issue 21).
//
// A booking to pay at the counter, or an online one whose payment is still open, holds its car
// though nothing is paid. When its driver's e-mail is not confirmed either (a checkout's guest
// account, a sign-up not activated), nothing ties it to a person yet. Such bookings are bounded:
// - per account: at most GUEST_PAY_AT_COUNTER_LIMIT pay-at-the-counter bookings, each released
//   GUEST_CONFIRMATION_HOURS after it was made unless the e-mail is confirmed by then (constants.ts);
// - per client address: the car-days all of them hold together, wherever they fall before the
//   booking horizon, stay within UNCONFIRMED_HOLD_SHARE of the fleet's car-days of the next
//   UNCONFIRMED_HOLD_WINDOW_DAYS days. Counting every held day, not only those inside the window,
//   also keeps one address from blocking the months beyond it.
// Confirming the e-mail takes the account's bookings out of both counts: an honest guest keeps the
// booking, and books on as any driver. An IPv6 client is counted by its /64 network, the block one
// subscriber gets.
import { rentalDays } from './price'

/** The share of the fleet's next-30-days car-days one client address may hold unpaid and unconfirmed. */
export const UNCONFIRMED_HOLD_SHARE = 0.01
export const UNCONFIRMED_HOLD_WINDOW_DAYS = 30

/** The car-days a booking holds: its rental days, as priced. */
export const heldCarDays = rentalDays

/** The car-days one client address may hold unpaid and unconfirmed, for a fleet of `cars` bookable cars. */
export function unconfirmedHoldBudget(cars: number): number {
  return Math.floor(UNCONFIRMED_HOLD_SHARE * cars * UNCONFIRMED_HOLD_WINDOW_DAYS)
}

/** Whether one more booking of `adding` car-days fits beside the `held` ones of the same client address. */
export function mayHoldUnconfirmed(held: number, adding: number, cars: number): boolean {
  return held + adding <= unconfirmedHoldBudget(cars)
}
