// Bookings as the API answers them (issue 9), and a signed-in driver, for the component tests of
// /bookings and /booking.
import type { components } from '../../../openapi/schema'
import { bookingStoryOf } from '../../../src/domain/booking-story'
import { http } from './handlers'
import { server } from './server'
import { makeUser, type User } from './session'

export type BookingSummary = components['schemas']['BookingSummary']
export type Booking = components['schemas']['Booking']

export const driver: User = makeUser()

/** The stored record and a live session. */
export function signInDriver(): User {
  localStorage.setItem('bc-fe-user', JSON.stringify(driver))
  server.use(
    http.post('/api/validate-access-token', ({ response }) => response(200).json(driver)),
    // The header's bell asks for the unread count of a signed-in driver.
    http.get('/api/notification-counter/{userId}', ({ response }) => response(200).json({ count: 0 })),
    http.post('/api/update-language', ({ response }) => response(200).json({ status: 'ok' })),
  )
  return driver
}

const NO_ACTIONS = { edit: false, cancel: false, delete: false, rate: false }

let sequence = 0
const nextId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
const nextReference = () =>
  `KT${Array.from({ length: 6 }, (_, index) => REFERENCE_ALPHABET[(sequence * 7 + index * 3) % REFERENCE_ALPHABET.length]).join('')}`

/** An instant `days` from now at 09:00 UTC (ISO). */
export function daysFromNow(days: number): string {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + days)
  date.setUTCHours(9, 0, 0, 0)
  return date.toISOString()
}

export function makeBookingSummary(overrides: Partial<BookingSummary> = {}): BookingSummary {
  const id = nextId()
  return {
    id,
    reference: nextReference(),
    car: { id: 'c0000000-0000-4000-8000-000000000001', name: 'Fiat 500', image: '/images/cars/fiat-500.png', range: 'mini' },
    supplier: { id: 'aaaaaaaa-0000-4000-8000-000000000001', fullName: 'Sunrise Rentals', avatar: '/images/suppliers/sunrise.png' },
    driverName: 'Dana Driver',
    pickUpLocation: { id: 'd0000000-0000-4000-8000-000000000001', name: 'Paris Orly Airport', timeZone: 'Europe/Paris' },
    dropOffLocation: { id: 'd0000000-0000-4000-8000-000000000001', name: 'Paris Orly Airport', timeZone: 'Europe/Paris' },
    from: daysFromNow(10),
    to: daysFromNow(14),
    status: 'paid',
    currency: 'USD',
    price: 1234.5,
    cancelRequest: false,
    freeCancellationUntil: null,
    actions: NO_ACTIONS,
    ...overrides,
    story: overrides.story ?? bookingStoryOf(overrides.status ?? 'paid', true),
  }
}

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  const summary = makeBookingSummary()
  return {
    id: summary.id,
    reference: summary.reference,
    car: summary.car,
    supplier: summary.supplier,
    driver: { fullName: 'Dana Driver', email: 'dana@keyturn.example', phone: '+33 6 12 34 56 78', birthDate: '1990-05-01' },
    additionalDriver: null,
    pickUpLocation: summary.pickUpLocation,
    dropOffLocation: { id: 'd0000000-0000-4000-8000-000000000002', name: 'Lyon Part-Dieu', timeZone: 'Europe/Paris' },
    from: summary.from,
    to: summary.to,
    days: 4,
    status: 'paid',
    options: { cancellation: false, amendments: false, theftProtection: true, collisionDamageWaiver: false, fullInsurance: false, additionalDriver: false },
    currency: 'USD',
    ratesAvailable: true,
    price: 300,
    deposit: 500,
    approximately: null,
    // the lines the booking was agreed at, the markup inside each unit price: 192 + 69 + 4 × 9.75 = 300
    priceBreakdown: {
      currency: 'USD',
      days: 4,
      pricing: 'tiers',
      rentalLines: [
        { kind: 'threeDays', quantity: 1, unitPrice: 192, amount: 192 },
        { kind: 'day', quantity: 1, unitPrice: 69, amount: 69 },
      ],
      options: [
        { option: 'cancellation', basis: 'perBooking', included: true, unitPrice: 0, quantity: 1, amount: 0 },
        { option: 'amendments', basis: 'perBooking', included: true, unitPrice: 0, quantity: 1, amount: 0 },
        { option: 'theftProtection', basis: 'perDay', included: false, unitPrice: 9.75, quantity: 4, amount: 39 },
      ],
      total: 300,
      deposit: 500,
    },
    payment: { mode: 'payInFull', state: 'paidInFull', paidOnline: 300, dueAtCounter: 0, charged: { amount: 300, currency: 'USD' } },
    cancelRequest: false,
    cancelRequestedAt: null,
    freeCancellationUntil: null,
    amendmentsAvailable: true,
    cancellationAvailable: true,
    actions: NO_ACTIONS,
    refusals: { edit: null, cancel: null, delete: null, rate: null },
    rating: null,
    createdAt: daysFromNow(-20),
    ...overrides,
    story: overrides.story ?? bookingStoryOf(overrides.status ?? 'paid', true),
  }
}
