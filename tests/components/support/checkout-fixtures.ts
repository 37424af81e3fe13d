// The checkout the component tests book: one car (a Peugeot 208, 132 USD for three days) from Paris
// Gare de Lyon to Lyon Part-Dieu, and the server's answers about it, each test overriding what it
// is about.
import type { components } from '../../../openapi/schema'

type CheckoutResult = components['schemas']['CheckoutResult']
type PriceBreakdownDetail = components['schemas']['PriceBreakdownDetail']
type BookingOptions = components['schemas']['BookingOptions']
type OfferExtras = components['schemas']['OfferExtras']
type Currency = components['schemas']['Currency']
type CheckoutSessionStatus = components['schemas']['CheckoutSessionStatus']
type BookingSummary = CheckoutSessionStatus['booking']

export const pickUp = '00000000-0000-4000-8000-00000000c001'
export const dropOff = '00000000-0000-4000-8000-00000000c002'
export const bookingId = '00000000-0000-4000-8000-0000000000b1'
export const places = {
  pickUpLocation: { id: pickUp, name: 'Paris Gare de Lyon', timeZone: 'Europe/Paris' },
  dropOffLocation: { id: dropOff, name: 'Lyon Part-Dieu', timeZone: 'Europe/Paris' },
}

/** The checkout URL of the car, as the search writes it. */
export const checkoutPathFor = (carId: string) =>
  `/checkout?car=${carId}&pickUp=${pickUp}&dropOff=${dropOff}&from=2026-12-01T10:00&to=2026-12-04T10:00`

const PER_BOOKING: readonly (keyof BookingOptions)[] = ['cancellation', 'amendments']
const cents = (amount: number) => Math.round(amount * 100)

/**
 * A server's breakdown of a rental: its rental lines, then a line per option taken (the offer's
 * unit price, markup inside; 0: included), each quantity × unit, and their sum as the total.
 */
export function breakdownOf({
  rentalLines,
  options,
  extras,
  days,
  deposit,
  currency = 'USD',
}: {
  rentalLines: PriceBreakdownDetail['rentalLines']
  options: BookingOptions
  extras: OfferExtras
  days: number
  deposit: number
  currency?: Currency
}): PriceBreakdownDetail {
  const optionLines = (Object.keys(options) as (keyof BookingOptions)[])
    .filter((option) => options[option] && extras[option] >= 0)
    .map((option) => {
      const perBooking = PER_BOOKING.includes(option)
      const quantity = perBooking ? 1 : days
      const unitPrice = extras[option]
      return { option, basis: perBooking ? ('perBooking' as const) : ('perDay' as const), included: unitPrice === 0, unitPrice, quantity, amount: (quantity * cents(unitPrice)) / 100 }
    })
  const total = [...rentalLines, ...optionLines].reduce((sum, line) => sum + cents(line.amount), 0) / 100
  return { currency, days, pricing: rentalLines.some((line) => line.kind === 'dates') ? 'dates' : 'tiers', rentalLines, options: optionLines, total, deposit }
}

/** POST /api/checkout's answer: a booking at the counter unless overridden. */
export function checkoutResult(overrides: Partial<CheckoutResult> = {}): CheckoutResult {
  return {
    bookingId,
    reference: 'KT7M4Q9X',
    sessionId: 'ck_reference123',
    status: 'pending',
    payment: 'payAtCounter',
    gateway: null,
    price: 132,
    deposit: 500,
    amountDue: 0,
    paymentAmount: 0,
    paymentCurrency: 'USD',
    clientSecret: null,
    payPalOrderId: null,
    ...overrides,
  }
}

/** GET /api/check-checkout-session's answer: booked at the counter unless overridden. */
export function sessionStatus(
  sessionId: string,
  overrides: Partial<Omit<CheckoutSessionStatus, 'booking'>> = {},
  booking: Partial<BookingSummary> = {},
): CheckoutSessionStatus {
  return {
    sessionId,
    bookingId,
    status: 'pending',
    outcome: 'payLater',
    activationEmailSent: false,
    ...overrides,
    booking: {
      reference: sessionId,
      carName: 'Peugeot 208',
      supplierName: 'Sunrise Rentals',
      ...places,
      from: '2026-12-01T09:00:00.000Z',
      to: '2026-12-04T09:00:00.000Z',
      days: 3,
      currency: 'USD',
      price: 132,
      deposit: 500,
      payment: 'payAtCounter',
      paidAmount: null,
      paidCurrency: null,
      releasedUnlessConfirmedBy: null,
      freeCancellationUntil: null,
      ...booking,
      story: booking?.story ?? 'pending',
    },
  }
}
