// /booking?b={id} (issue 9): what a booking is, its calendar file, the edit with the server's quote
// (old and new price) before confirming, the cancel request with its terms, delete, and the rating
// after the trip — against typed doubles of the API.
import { screen, waitFor, within } from '@testing-library/react'
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import type { components } from '../../openapi/schema'
import { daysFromNow, makeBooking, signInDriver, type Booking } from './support/booking-fixtures'
import { http } from './support/handlers'
import { amountOf, lineLabels, priceTable } from './support/price-table'
import { renderApp } from './support/render-app'
import { inRuntimeZone } from './support/runtime-zone'
import { server } from './support/server'
import { wholeText } from './support/text'

type Car = components['schemas']['Car']
type EditBody = components['schemas']['BookingEdit']

const allow = (actions: Partial<Booking['actions']>) => ({ edit: false, cancel: false, delete: false, rate: false, ...actions })

/** The booking answers `booking` for its id, 404 for any other; each answer in turn when several. */
function bookingDouble(...answers: Booking[]) {
  let call = 0
  server.use(
    http.get('/api/booking/{id}/{language}', ({ params, response }) => {
      const booking = answers[Math.min(call, answers.length - 1)]!
      if (params.id !== booking.id) return response(404).json({ code: 'NOT_FOUND', message: 'Not found' })
      call += 1
      return response(200).json(booking)
    }),
  )
}

const car = {
  id: 'c0000000-0000-4000-8000-000000000001',
  cancellation: 0,
  amendments: 0,
  theftProtection: 9,
  collisionDamageWaiver: -1,
  fullInsurance: 15,
  additionalDriver: 5,
} as unknown as Car

async function openBooking(booking: Booking, ...later: Booking[]) {
  signInDriver()
  bookingDouble(booking, ...later)
  const view = await renderApp(`/booking?b=${booking.id}`)
  await screen.findByRole('heading', { level: 1, name: `Booking ${booking.reference}` })
  return view
}

const section = (name: string) => screen.getByRole('region', { name })

/** An instant as the wall time 'YYYY-MM-DDTHH:mm' a clock in Paris reads. */
const atParis = (instant: string) => Temporal.Instant.from(instant).toZonedDateTimeISO('Europe/Paris').toPlainDateTime().toString({ smallestUnit: 'minute' })

describe('/booking', () => {
  it('sends a visitor to sign in and back to this booking', async () => {
    const id = '00000000-0000-4000-8000-0000000000aa'
    await renderApp(`/booking?b=${id}`)
    await waitFor(() => expect(window.location.pathname).toBe('/sign-in'))
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe(`/booking?b=${id}`)
  })

  it('shows the not-found page for a booking that is not the driver’s (404) and for a broken id', async () => {
    signInDriver()
    bookingDouble(makeBooking())
    const { unmount } = await renderApp('/booking?b=00000000-0000-4000-8000-0000000000ff')
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to see here!' })).toBeVisible()
    unmount()
    await renderApp('/booking?b=not-an-id')
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to see here!' })).toBeVisible()
  })

  it('shows the car, supplier, places and times, days, status and its meaning, options, drivers, payment and the price breakdown', async () => {
    const booking = makeBooking({
      freeCancellationUntil: daysFromNow(9),
      additionalDriver: { fullName: 'Sam Second', email: 'sam@keyturn.example', phone: null, birthDate: '1991-02-03' },
    })
    await openBooking(booking)
    expect(screen.getByRole('img', { name: 'Fiat 500' })).toBeVisible()
    expect(screen.getByText(wholeText('Fiat 500 or similar'))).toBeVisible()
    expect(screen.getByText('Supplied by Sunrise Rentals')).toBeVisible()
    expect(within(section('Trip')).getByText(/^Paris Orly Airport, /)).toBeVisible()
    expect(within(section('Trip')).getByText(/^Lyon Part-Dieu, /)).toBeVisible()
    expect(within(section('Trip')).getByText('4 days')).toBeVisible()
    expect(within(section('Status')).getByText('Paid')).toBeVisible()
    expect(within(section('Status')).getByText('Confirmed and paid online.')).toBeVisible()
    expect(within(section('Status')).getByText(/^Free cancellation until /)).toBeVisible()
    expect(within(section('Options')).getByText('Theft protection')).toBeVisible()
    expect(within(section('Drivers')).getByText('Sam Second')).toBeVisible()
    expect(within(section('Payment')).getByText('Paid in full online')).toBeVisible()
    const price = priceTable(section('Price breakdown'))
    // the lines it was agreed at, the markup inside each unit price: no markup line, no subtotal
    expect(lineLabels(price)).toEqual([
      'Rental, by duration',
      '3 days at the 3-day rate of $192',
      '1 day × $69',
      'Cancellation',
      'Amendments',
      'Theft protection: 4 days × $9.75',
      'Total',
      'Deposit',
    ])
    expect(amountOf(price, '3 days at the 3-day rate of $192')).toHaveTextContent('$192')
    expect(amountOf(price, '1 day × $69')).toHaveTextContent('$69')
    expect(amountOf(price, 'Amendments')).toHaveTextContent('Included')
    expect(amountOf(price, 'Theft protection: 4 days × $9.75')).toHaveTextContent('$39')
    expect(amountOf(price, 'Total')).toHaveTextContent(/^\$300$/)
    expect(amountOf(price, 'Deposit')).toHaveTextContent('$500')
    expect(within(price).queryByText(/markup|subtotal/i)).toBeNull()
    expect(within(price).queryByText(/^≈/)).toBeNull()
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `/api/booking/${booking.id}/ics?language=en`)
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('download')
    // Nothing allowed, nothing offered.
    for (const name of ['Edit booking', 'Request cancellation', 'Delete booking']) expect(screen.queryByRole('button', { name })).toBeNull()
  })

  it('a booking made before its lines were kept shows its agreed price as one line', async () => {
    await openBooking(
      makeBooking({
        priceBreakdown: {
          currency: 'USD',
          days: 4,
          pricing: 'agreed',
          rentalLines: [{ kind: 'agreed', quantity: 1, unitPrice: 300, amount: 300 }],
          options: [],
          total: 300,
          deposit: 0,
        },
      }),
    )
    const price = priceTable(section('Price breakdown'))
    expect(lineLabels(price)).toEqual(['Agreed price', 'Total', 'Deposit'])
    expect(amountOf(price, 'Agreed price')).toHaveTextContent('$300')
    expect(within(price).queryByText(/×/)).toBeNull()
    expect(amountOf(price, 'Total')).toHaveTextContent('$300')
    expect(amountOf(price, 'Deposit')).toHaveTextContent('None')
  })

  it('shows a booking agreed in euros in euros, with its total in the header’s dollars once, marked approximate', async () => {
    localStorage.setItem('bc-fe-currency', 'USD')
    const booking = makeBooking({
      currency: 'EUR',
      approximately: { amount: 325.5, currency: 'USD' },
      priceBreakdown: { ...makeBooking().priceBreakdown, currency: 'EUR' },
      payment: { mode: 'payDeposit', state: 'depositPaid', paidOnline: 50, dueAtCounter: 250, charged: { amount: 50, currency: 'EUR' } },
    })
    await openBooking(booking)
    const price = priceTable(section('Price breakdown'))
    expect(amountOf(price, '3 days at the 3-day rate of 192 €')).toHaveTextContent('192 €')
    expect(amountOf(price, 'Theft protection: 4 days × 9.75 €')).toHaveTextContent('39 €')
    const total = amountOf(price, 'Total')
    expect(within(total).getByText('300 €')).toBeVisible()
    expect(within(total).getByText("≈ $325.50 at today's rate")).toBeVisible()
    expect(screen.getAllByText(/≈/)).toHaveLength(1)
    expect(amountOf(price, 'Deposit')).toHaveTextContent('500 €')
    const payment = within(section('Payment'))
    expect(payment.getByText('Paid online', { selector: 'dt' }).nextElementSibling).toHaveTextContent('50 €')
    expect(payment.getByText('Due at the counter', { selector: 'dt' }).nextElementSibling).toHaveTextContent('250 €')
    expect(screen.queryByText(/exchange rates are unavailable/)).toBeNull()
  })

  it('says why there is no total in the header’s currency when the exchange rates are unavailable', async () => {
    localStorage.setItem('bc-fe-currency', 'USD')
    await openBooking(makeBooking({ currency: 'EUR', ratesAvailable: false, approximately: null, priceBreakdown: { ...makeBooking().priceBreakdown, currency: 'EUR' } }))
    const price = section('Price breakdown')
    expect(amountOf(priceTable(price), 'Total')).toHaveTextContent('300 €')
    expect(within(price).getByText('The total in USD is not shown: exchange rates are unavailable right now.')).toBeVisible()
    expect(within(price).queryByText(/≈/)).toBeNull()
  })

  it('edits: the server’s old and new price side by side, the difference settled at the counter, then confirmed', async () => {
    const booking = makeBooking({ actions: allow({ edit: true }) })
    const quote = {
      currency: 'USD' as const,
      ratesAvailable: true,
      oldPrice: 300,
      newPrice: 375,
      difference: 75,
      days: 5,
      priceBreakdown: booking.priceBreakdown,
      settlement: 'differenceAtCounter' as const,
      dueAtCounter: 75,
    }
    const quoted: EditBody[] = []
    const saved: EditBody[] = []
    server.use(
      http.get('/api/car/{id}/{language}', ({ response }) => response(200).json(car)),
      http.post('/api/booking-edit-quote/{id}', async ({ request, response }) => {
        quoted.push(await request.json())
        return response(200).json(quote)
      }),
      http.post('/api/edit-booking/{id}', async ({ request, response }) => {
        saved.push(await request.json())
        return response(200).json({ quote, booking: { ...booking, price: 375 } })
      }),
    )
    const { user } = await openBooking(booking)
    await user.click(screen.getByRole('button', { name: 'Edit booking' }))
    const edit = await screen.findByRole('region', { name: 'Edit the booking' })
    await user.click(await within(edit).findByRole('checkbox', { name: 'Full insurance' }))
    expect(within(edit).getByRole('checkbox', { name: 'Cancellation (included)' })).toBeDisabled()
    await user.click(within(edit).getByRole('button', { name: 'See the new price' }))
    expect(await within(edit).findByTestId('edit-old-price')).toHaveTextContent('$300')
    expect(within(edit).getByTestId('edit-new-price')).toHaveTextContent('$375')
    expect(within(edit).getByText('This booking was paid online: the difference of $75 is paid at the counter. Nothing is charged to your card.')).toBeVisible()
    // the booking's times as wall times at its places (both in Paris), whatever the visitor's zone
    expect(quoted[0]).toMatchObject({ from: atParis(booking.from), to: atParis(booking.to), options: { ...booking.options, fullInsurance: true }, currency: 'USD', language: 'en' })
    await user.click(within(edit).getByRole('button', { name: 'Confirm the changes' }))
    expect(await screen.findByText('Your booking was changed. New price: $375.')).toBeVisible()
    expect(saved).toEqual(quoted)
    expect(screen.queryByRole('region', { name: 'Edit the booking' })).toBeNull()
  })

  it('prices an edit in the booking’s own currency, whatever the header’s', async () => {
    localStorage.setItem('bc-fe-currency', 'USD')
    const booking = makeBooking({ currency: 'EUR', approximately: { amount: 325.5, currency: 'USD' }, actions: allow({ edit: true }) })
    const quote = {
      currency: 'EUR' as const,
      ratesAvailable: true,
      oldPrice: 300,
      newPrice: 375,
      difference: 75,
      days: 5,
      priceBreakdown: { ...booking.priceBreakdown, currency: 'EUR' as const },
      settlement: 'differenceAtCounter' as const,
      dueAtCounter: 75,
    }
    server.use(
      http.get('/api/car/{id}/{language}', ({ response }) => response(200).json(car)),
      http.post('/api/booking-edit-quote/{id}', ({ response }) => response(200).json(quote)),
      http.post('/api/edit-booking/{id}', ({ response }) => response(200).json({ quote, booking: { ...booking, price: 375 } })),
    )
    const { user } = await openBooking(booking)
    await user.click(screen.getByRole('button', { name: 'Edit booking' }))
    const edit = await screen.findByRole('region', { name: 'Edit the booking' })
    await user.click(await within(edit).findByRole('checkbox', { name: 'Full insurance' }))
    await user.click(within(edit).getByRole('button', { name: 'See the new price' }))
    expect(await within(edit).findByTestId('edit-old-price')).toHaveTextContent('300 €')
    expect(within(edit).getByTestId('edit-new-price')).toHaveTextContent('375 €')
    expect(within(edit).getByText('+75 €')).toBeVisible()
    expect(within(edit).queryByText(/\$/)).toBeNull()
    await user.click(within(edit).getByRole('button', { name: 'Confirm the changes' }))
    expect(await screen.findByText('Your booking was changed. New price: 375 €.')).toBeVisible()
  })

  it('the edit says when a typed date was corrected, as the search form does', async () => {
    const booking = makeBooking({ actions: allow({ edit: true }) })
    server.use(http.get('/api/car/{id}/{language}', ({ response }) => response(200).json(car)))
    const { user } = await openBooking(booking)
    await user.click(screen.getByRole('button', { name: 'Edit booking' }))
    const edit = await screen.findByRole('region', { name: 'Edit the booking' })
    const pickUp = await within(edit).findByRole('textbox', { name: 'Pick-up date' })
    // three days ago, year first (a form of every language): today is the earliest a pick-up may be
    const past = Temporal.Now.plainDateISO().subtract({ days: 3 }).toString().replaceAll('-', '/')
    await user.clear(pickUp)
    await user.type(pickUp, `${past}{Enter}`)
    const note = await within(edit).findByText('The pick-up date was in the past; we set it to today')
    expect(note).toBeVisible()
    expect(pickUp).toHaveAccessibleDescription(expect.stringContaining('The pick-up date was in the past; we set it to today'))
  })

  it('says clearly when the car is taken over the new dates (409), keeping the changes', async () => {
    const booking = makeBooking({ actions: allow({ edit: true }) })
    server.use(
      http.get('/api/car/{id}/{language}', ({ response }) => response(200).json(car)),
      http.post('/api/booking-edit-quote/{id}', ({ response }) => response(409).json({ code: 'BOOKING_CONFLICT', message: 'Conflict' })),
    )
    const { user } = await openBooking(booking)
    await user.click(screen.getByRole('button', { name: 'Edit booking' }))
    const edit = await screen.findByRole('region', { name: 'Edit the booking' })
    await user.click(await within(edit).findByRole('checkbox', { name: 'Full insurance' }))
    await user.click(within(edit).getByRole('button', { name: 'See the new price' }))
    expect(await within(edit).findByRole('alert')).toHaveTextContent('The car is already booked over these dates. Please choose other dates.')
    expect(within(edit).getByRole('checkbox', { name: 'Full insurance' })).toBeChecked()
  })

  it('opens the edit form straight away from the list’s edit link', async () => {
    const booking = makeBooking({ actions: allow({ edit: true }) })
    server.use(http.get('/api/car/{id}/{language}', ({ response }) => response(200).json(car)))
    signInDriver()
    bookingDouble(booking)
    await renderApp(`/booking?b=${booking.id}&action=edit`)
    expect(await screen.findByRole('region', { name: 'Edit the booking' })).toBeVisible()
  })

  it('asks before a cancel request, with the terms of this booking, then says by when its supplier answers', async () => {
    const booking = makeBooking({ from: daysFromNow(10), actions: allow({ cancel: true }) })
    let cancelled = 0
    server.use(
      http.post('/api/cancel-booking/{id}', ({ params, response }) => {
        if (params.id === booking.id) cancelled += 1
        return response(200).json({ status: 'ok' })
      }),
    )
    const { user } = await openBooking(booking, { ...booking, cancelRequest: true, cancelRequestedAt: new Date().toISOString(), actions: allow({}) })
    await user.click(screen.getByRole('button', { name: 'Request cancellation' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Request the cancellation of this booking?' })
    expect(within(dialog).getByText(/^Free cancellation until .+ \(24 hours before pick-up\): /)).toBeVisible()
    expect(within(dialog).getByText(`${booking.supplier.fullName} finishes the cancellation and answers you within 48 hours.`)).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Request cancellation' }))
    expect(await screen.findByText(`Cancel requested. ${booking.supplier.fullName} answers within 48 hours to finish the cancellation.`)).toBeVisible()
    expect(cancelled).toBe(1)
    expect(within(section('Status')).getByText('Cancel requested')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Request cancellation' })).toBeNull()
  })

  it('tells what a paid booking gets back: in full before the deadline, less a fee the supplier may keep after it', async () => {
    const paid = { mode: 'payInFull', state: 'paidInFull', paidOnline: 320, dueAtCounter: 0, charged: { amount: 320, currency: 'USD' } } as const
    const early = makeBooking({ from: daysFromNow(10), payment: paid, actions: allow({ cancel: true }) })
    const { user, unmount } = await openBooking(early)
    await user.click(screen.getByRole('button', { name: 'Request cancellation' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Request the cancellation of this booking?' })
    expect(within(dialog).getByText(/^Free cancellation until .+ \(24 hours before pick-up\): the \$320 you paid online is refunded in full\.$/)).toBeVisible()
    unmount()
    const late = makeBooking({ from: new Date(Date.now() + 5 * 3_600_000).toISOString(), payment: paid, actions: allow({ cancel: true }) })
    const second = await openBooking(late)
    await second.user.click(screen.getByRole('button', { name: 'Request cancellation' }))
    const lateDialog = await screen.findByRole('alertdialog', { name: 'Request the cancellation of this booking?' })
    expect(within(lateDialog).getByText(`Pick-up is less than 24 hours away: ${late.supplier.fullName} may keep a cancellation fee from the $320 you paid online.`)).toBeVisible()
  })

  it('keeps the booking when the driver goes back from the cancel dialog', async () => {
    const booking = makeBooking({ actions: allow({ cancel: true }) })
    let cancelled = 0
    server.use(http.post('/api/cancel-booking/{id}', ({ response }) => ((cancelled += 1), response(200).json({ status: 'ok' }))))
    const { user } = await openBooking(booking)
    await user.click(screen.getByRole('button', { name: 'Request cancellation' }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Keep the booking' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(cancelled).toBe(0)
  })

  it('deletes a cancelled booking after confirming', async () => {
    const booking = makeBooking({ status: 'cancelled', actions: allow({ delete: true }) })
    let deleted = 0
    server.use(http.post('/api/delete-booking/{id}', ({ response }) => ((deleted += 1), response(200).json({ status: 'ok' }))))
    const { user } = await openBooking(booking)
    await user.click(screen.getByRole('button', { name: 'Delete booking' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this booking?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('The booking was deleted from your list.')).toBeVisible()
    expect(deleted).toBe(1)
    expect(screen.getByRole('link', { name: 'Back to my bookings' })).toHaveAttribute('href', '/bookings')
  })

  it('rates the car after the trip, 1 to 5 with a comment, once', async () => {
    const booking = makeBooking({ from: daysFromNow(-6), to: daysFromNow(-2), actions: allow({ rate: true }) })
    let sent: unknown = null
    server.use(
      http.post('/api/rate-booking/{id}', async ({ request, response }) => {
        sent = await request.json()
        return response(200).json({ rating: { rating: 4, comment: 'Clean and quiet', createdAt: new Date().toISOString() }, carRating: 4.3, carTrips: 12 })
      }),
    )
    const { user } = await openBooking(booking, { ...booking, actions: allow({}), rating: { rating: 4, comment: 'Clean and quiet', createdAt: new Date().toISOString() } })
    const rate = section('Rate your trip')
    expect(within(rate).getByRole('button', { name: 'Send my rating' })).toBeDisabled()
    await user.click(within(rate).getByRole('radio', { name: '4 stars' }))
    await user.type(within(rate).getByRole('textbox', { name: 'Comment (optional)' }), 'Clean and quiet')
    await user.click(within(rate).getByRole('button', { name: 'Send my rating' }))
    expect(await screen.findByText('Thank you for your rating.')).toBeVisible()
    expect(sent).toEqual({ rating: 4, comment: 'Clean and quiet' })
    expect(within(section('Rate your trip')).getByText('Your rating: 4 out of 5')).toBeVisible()
  })
})

describe('/booking times', () => {
  // 09:00 UTC in December: 10:00 in Paris and Lyon, where the car is picked up and dropped off
  const parisBooking = (overrides: Partial<Booking> = {}) =>
    makeBooking({ from: '2030-12-01T09:00:00.000Z', to: '2030-12-05T09:00:00.000Z', freeCancellationUntil: '2030-11-30T09:00:00.000Z', ...overrides })

  it.each(['America/New_York', 'Asia/Tokyo'])('a driver whose clock reads otherwise (%s) reads the places’ times, and whose they are, once', (zone) =>
    inRuntimeZone(zone, async () => {
      await openBooking(parisBooking())
      const trip = section('Trip')
      expect(within(trip).getByText('Paris Orly Airport, Dec 1, 2030, 10:00 AM')).toBeVisible()
      expect(within(trip).getByText('Lyon Part-Dieu, Dec 5, 2030, 10:00 AM')).toBeVisible()
      expect(within(trip).getByText('Times at the pick-up place: Central European Time')).toBeVisible()
      expect(screen.getAllByText(/Central European Time/)).toHaveLength(1)
      // a deadline counted from the pick-up is read on the same clock
      expect(within(section('Status')).getByText('Free cancellation until Nov 30, 2030, 10:00 AM')).toBeVisible()
    }),
  )

  it('a driver on the places’ clock gets no note', () =>
    inRuntimeZone('Europe/Paris', async () => {
      await openBooking(parisBooking())
      expect(within(section('Trip')).getByText('Paris Orly Airport, Dec 1, 2030, 10:00 AM')).toBeVisible()
      expect(screen.queryByText(/Times at the pick-up place|Central European Time/)).toBeNull()
    }),
  )

  it('places on two clocks: each time names its own', () =>
    inRuntimeZone('Europe/Paris', async () => {
      await openBooking(parisBooking({ dropOffLocation: { id: 'd0000000-0000-4000-8000-000000000003', name: 'Los Angeles Airport', timeZone: 'America/Los_Angeles' } }))
      const trip = section('Trip')
      // the pick-up is on the driver's own clock; the drop-off, at 01:00 in Los Angeles, says whose
      expect(within(trip).getByText('Paris Orly Airport, Dec 1, 2030, 10:00 AM')).toBeVisible()
      expect(within(trip).getByText('Los Angeles Airport, Dec 5, 2030, 1:00 AM (Pacific Time)')).toBeVisible()
      expect(within(trip).queryByText(/Times at the pick-up place/)).toBeNull()
    }),
  )

  it('the edit form shows and sends the places’ wall times, and says whose clock they are on', () =>
    inRuntimeZone('Asia/Tokyo', async () => {
      const booking = parisBooking({ actions: allow({ edit: true }) })
      const quoted: EditBody[] = []
      server.use(
        http.get('/api/car/{id}/{language}', ({ response }) => response(200).json(car)),
        http.post('/api/booking-edit-quote/{id}', async ({ request, response }) => {
          quoted.push(await request.json())
          return response(400).json({ code: 'VALIDATION_ERROR', message: 'Refused' })
        }),
      )
      const { user } = await openBooking(booking)
      await user.click(screen.getByRole('button', { name: 'Edit booking' }))
      const edit = await screen.findByRole('region', { name: 'Edit the booking' })
      const pickUpDate = await within(edit).findByRole('textbox', { name: 'Pick-up date' })
      expect(pickUpDate).toHaveValue('12/01/2030')
      expect(pickUpDate).toHaveAccessibleDescription('Time at the pick-up place')
      expect(within(edit).getByRole('combobox', { name: 'Pick-up time' })).toHaveTextContent('10:00 AM')
      expect(within(edit).getByRole('combobox', { name: 'Drop-off time' })).toHaveAccessibleDescription('Time at the drop-off place')
      expect(within(edit).getByText('Time at the pick-up place')).toBeVisible()
      expect(within(edit).getByText('Time at the drop-off place')).toBeVisible()
      await user.click(within(edit).getByRole('button', { name: 'See the new price' }))
      await waitFor(() => expect(quoted).toHaveLength(1))
      expect(quoted[0]).toMatchObject({ from: '2030-12-01T10:00', to: '2030-12-05T10:00' })
    }),
  )
})
