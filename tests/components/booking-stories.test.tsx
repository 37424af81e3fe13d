// One story per status (issue 24): each status has one plain sentence, the same in the bookings
// list and on the booking page, and the booking page's payment lines never contradict it (nothing
// is 'paid at the counter' before pick-up, a cancelled booking has nothing left to pay).
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { components } from '../../openapi/schema'
import { makeBooking, makeBookingSummary, signInDriver, type Booking, type BookingSummary } from './support/booking-fixtures'
import { http } from './support/handlers'
import { renderApp } from './support/render-app'
import { server } from './support/server'

type Payment = components['schemas']['BookingPayment']

interface StoryCase {
  story: Booking['story']
  status: Booking['status']
  chip: string
  sentence: string
  payment: Payment
  /** The payment section's headline, then its amounts as label → value. */
  headline: string
  amounts: Record<string, string>
  /** Said only when something had been paid online before the cancellation. */
  refund?: boolean
}

const counter = (state: Payment['state'], dueAtCounter: number): Payment => ({ mode: 'payAtCounter', state, paidOnline: 0, dueAtCounter, charged: null })

const cases: StoryCase[] = [
  {
    story: 'awaitingPayment',
    status: 'void',
    chip: 'Void',
    sentence: 'Waiting for your online payment: the booking is confirmed once it is paid.',
    payment: { mode: 'payInFull', state: 'awaitingPayment', paidOnline: 0, dueAtCounter: 0, charged: null },
    headline: 'Online payment awaited',
    amounts: { 'Due at the counter': '$0' },
  },
  {
    story: 'paymentNotCompleted',
    status: 'void',
    chip: 'Void',
    sentence: 'Not booked: the online payment was not completed, so the car is not held for you.',
    payment: { mode: 'payInFull', state: 'paymentEnded', paidOnline: 0, dueAtCounter: 0, charged: null },
    headline: 'The online payment was not completed',
    amounts: {},
  },
  {
    story: 'pending',
    status: 'pending',
    chip: 'Pending',
    sentence: 'Booked, to be paid at the counter at pick-up; the supplier has yet to confirm it.',
    payment: counter('atCounter', 300),
    headline: 'To be paid at the counter, at pick-up',
    amounts: { 'Due at the counter': '$300' },
  },
  {
    story: 'reserved',
    status: 'reserved',
    chip: 'Reserved',
    sentence: 'Confirmed by the supplier, to be paid at the counter at pick-up.',
    payment: counter('atCounter', 300),
    headline: 'To be paid at the counter, at pick-up',
    amounts: { 'Due at the counter': '$300' },
  },
  {
    story: 'deposit',
    status: 'deposit',
    chip: 'Deposit',
    sentence: 'Confirmed: the deposit is paid online, the rest at the counter at pick-up.',
    payment: { mode: 'payDeposit', state: 'depositPaid', paidOnline: 100, dueAtCounter: 200, charged: { amount: 100, currency: 'USD' } },
    headline: 'Deposit paid online, the rest at the counter',
    amounts: { 'Paid online': '$100', 'Due at the counter': '$200' },
  },
  {
    story: 'paid',
    status: 'paid',
    chip: 'Paid',
    sentence: 'Confirmed and paid online.',
    payment: { mode: 'payInFull', state: 'paidInFull', paidOnline: 300, dueAtCounter: 0, charged: { amount: 300, currency: 'USD' } },
    headline: 'Paid in full online',
    amounts: { 'Paid online': '$300', 'Due at the counter': '$0' },
  },
  {
    story: 'cancelled',
    status: 'cancelled',
    chip: 'Cancelled',
    sentence: 'Cancelled: the car is no longer held for you.',
    payment: counter('cancelled', 0),
    headline: 'Nothing left to pay: the booking is cancelled',
    amounts: {},
  },
  {
    story: 'cancelled',
    status: 'cancelled',
    chip: 'Cancelled',
    sentence: 'Cancelled: the car is no longer held for you.',
    payment: { mode: 'payInFull', state: 'cancelled', paidOnline: 300, dueAtCounter: 0, charged: { amount: 300, currency: 'USD' } },
    headline: 'Nothing left to pay: the booking is cancelled',
    amounts: { 'Paid online': '$300' },
    refund: true,
  },
]

function answers(summary: BookingSummary, booking: Booking) {
  server.use(
    http.post('/api/bookings/{page}/{size}/{language}', ({ response }) => response(200).json({ rows: [summary], total: 1, currency: 'USD', ratesAvailable: true })),
    http.get('/api/booking/{id}/{language}', ({ response }) => response(200).json(booking)),
  )
}

/** The definition list's value of `label` in `container`. */
function amountOf(container: HTMLElement, label: string): string | null {
  const term = within(container).queryByText(label, { selector: 'dt' })
  return term?.nextElementSibling?.textContent ?? null
}

// 'to be paid at the counter' is a promise; 'paid at the counter' alone would claim a payment made
const claimsCounterPayment = /(?<!to be )paid at the counter/i

describe('one story per status', () => {
  it.each(cases.map((entry) => [`${entry.story} (${entry.payment.mode})`, entry] as const))('%s: the list and the booking page tell the same sentence, and the payment agrees', async (_, entry) => {
    signInDriver()
    const summary = makeBookingSummary({ status: entry.status, story: entry.story, currency: 'USD', price: 300 })
    const booking = makeBooking({ ...summary, status: entry.status, story: entry.story, currency: 'USD', price: 300, payment: entry.payment })
    answers(summary, booking)

    const list = await renderApp('/bookings')
    // the page's own table, not the placeholder shown while the page loads
    await screen.findByRole('heading', { level: 1, name: 'My bookings' })
    const table = await screen.findByRole('table', { name: 'Your bookings' })
    const row = (await within(table).findByText(entry.sentence, {}, { timeout: 30_000 })).closest('tr')!
    expect(within(row).getByText(entry.chip)).toBeVisible()
    expect(within(row).getByText(entry.sentence)).toBeVisible()
    list.unmount()

    await renderApp(`/booking?b=${booking.id}`)
    await screen.findByRole('heading', { level: 1, name: `Booking ${booking.reference}` })
    const status = screen.getByRole('region', { name: 'Status' })
    expect(within(status).getByText(entry.sentence)).toBeVisible()
    const payment = screen.getByRole('region', { name: 'Payment' })
    expect(within(payment).getByText(entry.headline)).toBeVisible()
    for (const [label, value] of Object.entries(entry.amounts)) expect(amountOf(payment, label)).toBe(value)
    // a cancelled booking or an ended payment has nothing due at the counter: no such line at all
    if (!('Due at the counter' in entry.amounts)) expect(amountOf(payment, 'Due at the counter')).toBeNull()
    expect(within(payment).queryByText(/refunded as the booking’s cancellation terms give/) !== null).toBe(entry.refund === true)
    expect(document.body.textContent).not.toMatch(claimsCounterPayment)
  })

  it('tells the sentence in French and Spanish, with the same word for the supplier as the rest of the page', async () => {
    signInDriver()
    const summary = makeBookingSummary({ status: 'pending', story: 'pending', currency: 'USD', price: 300 })
    answers(summary, makeBooking({ ...summary, payment: counter('atCounter', 300) }))
    localStorage.setItem('bc-fe-language', 'fr')
    const french = await renderApp('/bookings?l=fr')
    // the page's own table, not the placeholder shown while the page loads
    await screen.findByRole('heading', { level: 1, name: 'Mes réservations' })
    expect(
      await within(await screen.findByRole('table', { name: 'Vos réservations' })).findByText(
        'Réservation enregistrée, à payer au comptoir à la prise en charge ; le loueur doit encore la confirmer.',
      ),
    ).toBeVisible()
    french.unmount()
    localStorage.setItem('bc-fe-language', 'es')
    await renderApp('/bookings?l=es')
    await screen.findByRole('heading', { level: 1, name: 'Mis reservas' })
    expect(
      await within(await screen.findByRole('table', { name: 'Sus reservas' })).findByText(
        'Reservada, se paga en el mostrador al recoger el coche; el proveedor aún tiene que confirmarla.',
      ),
    ).toBeVisible()
  })
})
