// The booking page's data (GET /api/booking/{id}/{language}) and its calendar file
// (GET /api/booking/{id}/ics): ownership (404 for anything not the driver's), the transparent price
// breakdown computed by the server, the payment with its amounts, the options, the drivers, the
// free-cancellation deadline, the actions and why the others are refused; the .ics content (RFC 5545).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localToInstant } from '../../src/domain/search-query.js'
import { additionalDrivers, cars } from '../../src/server/db/schema.js'
import { carMoney } from './support/money.js'
import { recordingMailer } from './support/user-data.js'
import { atPlaces, bookingsFixture, dayOf, DAY, errorOf, HOUR, ok, TIERED, type BookingsFixture, type Driver, type Schemas } from './support/my-bookings.js'

type Booking = Schemas['Booking']

const YEAR = 2110
let f: BookingsFixture
let driver: Driver
let other: Driver
const mailer = recordingMailer()

beforeAll(async () => {
  f = await bookingsFixture({}, { mailer, mailDelivery: 'beforeReply' })
  driver = await f.createDriver()
  other = await f.createDriver()
})
afterAll(async () => {
  await f?.app.close()
})

const view = (id: string, who: Driver | null = driver, query = '') =>
  f.inject({ method: 'GET', url: `/api/booking/${id}/en${query}` }, who?.cookie)
const calendar = (id: string, who: Driver | null = driver, query = '') =>
  f.inject({ method: 'GET', url: `/api/booking/${id}/ics${query}` }, who?.cookie)

describe('ownership', () => {
  it("answers 404 for another driver's booking, a deleted one and an unknown id, alike; 401 without a session; 400 for a malformed id", async () => {
    const own = await f.book(driver.userId, { status: 'paid', from: dayOf(YEAR, 300), to: dayOf(YEAR, 302), payment: 'payInFull' })
    const deleted = await f.book(driver.userId, { status: 'cancelled', from: dayOf(YEAR, 303), to: dayOf(YEAR, 304), deletedByDriver: true })
    ok<Booking>(await view(own.id))
    const foreign = await view(own.id, other)
    errorOf(foreign, 404, 'NOT_FOUND')
    const unknown = await view('00000000-0000-4000-8000-000000000000')
    errorOf(unknown, 404, 'NOT_FOUND')
    // never revealing that it exists (each answer has its own request id)
    const { requestId: _foreignId, ...foreignBody } = foreign.json()
    const { requestId: _unknownId, ...unknownBody } = unknown.json()
    expect(foreignBody).toEqual(unknownBody)
    errorOf(await view(deleted.id), 404, 'NOT_FOUND')
    errorOf(await view(own.id, null), 401, 'UNAUTHORIZED')
    errorOf(await view('not-a-uuid'), 400, 'VALIDATION_ERROR')
    errorOf(await calendar(own.id, other), 404, 'NOT_FOUND')
    errorOf(await calendar(deleted.id), 404, 'NOT_FOUND')
    errorOf(await calendar(own.id, null), 401, 'UNAUTHORIZED')
  })
})

describe('price breakdown: the lines stored at booking', () => {
  it('rental by tier (a week and a 3-day block), each option per day or per booking, the included one free, the markup inside each unit, the deposit', async () => {
    // the supplier's 10 % markup inside every unit: a week 600 → 660, 3 days 270 → 297, theft protection
    // 7.5 → 8.25 a day × 10 = 82.50, cancellation 12 → 13.20, collision damage waiver included (0): 1052.70
    const booking = await f.book(driver.userId, {
      status: 'reserved',
      from: dayOf(YEAR, 100),
      to: dayOf(YEAR, 110),
      price: 1052.7,
      options: { theftProtection: true, cancellation: true, collisionDamageWaiver: true },
    })
    const answer = ok<Booking>(await view(booking.id))
    expect(answer.days).toBe(10)
    expect(answer.priceBreakdown).toEqual({
      currency: 'USD',
      days: 10,
      pricing: 'tiers',
      rentalLines: [
        { kind: 'week', quantity: 1, unitPrice: 660, amount: 660 },
        { kind: 'threeDays', quantity: 1, unitPrice: 297, amount: 297 },
      ],
      options: [
        { option: 'cancellation', basis: 'perBooking', included: false, unitPrice: 13.2, quantity: 1, amount: 13.2 },
        { option: 'theftProtection', basis: 'perDay', included: false, unitPrice: 8.25, quantity: 10, amount: 82.5 },
        { option: 'collisionDamageWaiver', basis: 'perDay', included: true, unitPrice: 0, quantity: 10, amount: 0 },
      ],
      total: 1052.7,
      deposit: TIERED.deposit,
    })
    expect(answer.price).toBe(1052.7)
  })

  it("stays as agreed when the car's rates change afterwards", async () => {
    const booking = await f.book(driver.userId, { status: 'reserved', from: dayOf(YEAR, 112), to: dayOf(YEAR, 113), price: 110 })
    await f.app.database.db.update(cars).set(carMoney({ dailyPrice: 999 })).where(eq(cars.id, f.tieredCar.id))
    try {
      const answer = ok<Booking>(await view(booking.id))
      expect(answer.price).toBe(110)
      expect(answer.priceBreakdown.rentalLines).toEqual([{ kind: 'day', quantity: 1, unitPrice: 110, amount: 110 }])
    } finally {
      await f.app.database.db.update(cars).set(carMoney({ dailyPrice: TIERED.daily })).where(eq(cars.id, f.tieredCar.id))
    }
  })

  it("another currency: the amounts stay in the booking's own, with an approximate total in the asked one", async () => {
    const booking = await f.book(driver.userId, { status: 'reserved', from: dayOf(YEAR, 120), to: dayOf(YEAR, 121), price: 110 })
    const answer = ok<Booking>(await view(booking.id, driver, '?currency=EUR'))
    expect(answer).toMatchObject({ currency: 'USD', ratesAvailable: true, price: 110, deposit: 250, approximately: { amount: 55, currency: 'EUR' } })
    expect(answer.priceBreakdown).toMatchObject({ currency: 'USD', total: 110, deposit: 250, rentalLines: [{ kind: 'day', quantity: 1, unitPrice: 110, amount: 110 }] })
    expect(answer.payment).toMatchObject({ paidOnline: 0, dueAtCounter: 110 })
    expect(ok<Booking>(await view(booking.id)).approximately).toBeNull()
  })

  it('rental by date: runs of days at one daily price', async () => {
    // 1 to 5 March 2110: 1 March 80, 2–3 March 120 (the range), 4 March 80
    const from = new Date(Date.UTC(2110, 2, 1, 10))
    const booking = await f.book(driver.userId, { status: 'pending', carId: f.datedCar.id, from, to: new Date(from.getTime() + 4 * DAY), price: 400 })
    const answer = ok<Booking>(await view(booking.id))
    expect(answer.priceBreakdown).toMatchObject({
      pricing: 'dates',
      days: 4,
      rentalLines: [
        { kind: 'dates', quantity: 1, unitPrice: 80, amount: 80, startDate: '2110-03-01', endDate: '2110-03-01' },
        { kind: 'dates', quantity: 2, unitPrice: 120, amount: 240, startDate: '2110-03-02', endDate: '2110-03-03' },
        { kind: 'dates', quantity: 1, unitPrice: 80, amount: 80, startDate: '2110-03-04', endDate: '2110-03-04' },
      ],
      total: 400,
    })
  })

  it('rental by date: the days are the pick-up place\'s calendar days', async () => {
    // late or early on 1 March on the place's clock, when it is another day in UTC
    const zone = f.datedCar.timeZone
    const found = ['2110-03-01T23:30', '2110-03-01T00:30'].map((local) => localToInstant(local, zone)).find((instant) => !instant.toISOString().startsWith('2110-03-01'))
    expect(found, `1 March on the clock of ${zone} is another day in UTC at some time`).toBeDefined()
    const from = found!
    // cancelled: it does not hold the car over the test above's days
    const booking = await f.book(driver.userId, { status: 'cancelled', carId: f.datedCar.id, from, to: new Date(from.getTime() + 2 * DAY), price: 200 })
    // 1 March at 80, 2 March at 120 (UTC days would give 28 February and 1 March, or 2 and 3 March)
    expect(ok<Booking>(await view(booking.id)).priceBreakdown).toMatchObject({
      days: 2,
      rentalLines: [
        { kind: 'dates', quantity: 1, unitPrice: 80, amount: 80, startDate: '2110-03-01', endDate: '2110-03-01' },
        { kind: 'dates', quantity: 1, unitPrice: 120, amount: 120, startDate: '2110-03-02', endDate: '2110-03-02' },
      ],
      total: 200,
    })
  })
})

describe('payment', () => {
  it('at the counter: nothing paid online, everything due at the counter', async () => {
    const booking = await f.book(driver.userId, { status: 'pending', from: dayOf(YEAR, 130), to: dayOf(YEAR, 132), price: 220 })
    expect(ok<Booking>(await view(booking.id)).payment).toEqual({ mode: 'payAtCounter', state: 'atCounter', paidOnline: 0, dueAtCounter: 220, charged: null })
  })

  it('deposit paid online: the deposit paid, the rest at the counter, what the provider charged', async () => {
    // a week (660 with the markup): the deposit (250) is less than the price, so it may be paid online
    const booking = await f.book(driver.userId, { status: 'deposit', from: dayOf(YEAR, 133), to: dayOf(YEAR, 140), price: 660, payment: 'payDeposit', paymentAmount: 250, paymentCurrency: 'USD' })
    const answer = ok<Booking>(await view(booking.id))
    expect(answer.payment).toEqual({
      mode: 'payDeposit',
      state: 'depositPaid',
      paidOnline: TIERED.deposit,
      dueAtCounter: 660 - TIERED.deposit,
      charged: { amount: 250, currency: 'USD' },
    })
    // what was paid online and what is due at the counter make the total
    expect(answer.payment.paidOnline + answer.payment.dueAtCounter).toBe(answer.price)
  })

  it('paid in full online: nothing left at the counter', async () => {
    const booking = await f.book(driver.userId, { status: 'paid', from: dayOf(YEAR, 144), to: dayOf(YEAR, 146), price: 220, payment: 'payInFull', paymentAmount: 220, paymentCurrency: 'USD' })
    expect(ok<Booking>(await view(booking.id)).payment).toEqual({ mode: 'payInFull', state: 'paidInFull', paidOnline: 220, dueAtCounter: 0, charged: { amount: 220, currency: 'USD' } })
  })

  it('an unpaid online booking: awaiting payment while its window is open, ended after', async () => {
    const open = await f.book(driver.userId, { status: 'void', from: dayOf(YEAR, 140), to: dayOf(YEAR, 141), payment: 'payInFull', expiresAt: new Date(Date.now() + HOUR) })
    const ended = await f.book(driver.userId, { status: 'void', from: dayOf(YEAR, 142), to: dayOf(YEAR, 143), payment: 'payInFull', expiresAt: new Date(Date.now() - HOUR) })
    expect(ok<Booking>(await view(open.id)).payment).toMatchObject({ state: 'awaitingPayment', paidOnline: 0, charged: null })
    expect(ok<Booking>(await view(ended.id)).payment).toMatchObject({ state: 'paymentEnded', paidOnline: 0, dueAtCounter: 0, charged: null })
    // one story each, in the view and in the list
    expect(ok<Booking>(await view(open.id)).story).toBe('awaitingPayment')
    expect(ok<Booking>(await view(ended.id)).story).toBe('paymentNotCompleted')
  })

  it('a cancelled booking has nothing left to pay; one cancelled after paying online still shows what it paid', async () => {
    const atCounter = await f.book(driver.userId, { status: 'cancelled', from: dayOf(YEAR, 160), to: dayOf(YEAR, 162), price: 220 })
    const paidOnline = await f.book(driver.userId, { status: 'cancelled', from: dayOf(YEAR, 163), to: dayOf(YEAR, 165), price: 220, payment: 'payInFull', paymentAmount: 220, paymentCurrency: 'USD' })
    expect(ok<Booking>(await view(atCounter.id))).toMatchObject({
      story: 'cancelled',
      payment: { mode: 'payAtCounter', state: 'cancelled', paidOnline: 0, dueAtCounter: 0, charged: null },
    })
    expect(ok<Booking>(await view(paidOnline.id))).toMatchObject({
      story: 'cancelled',
      payment: { mode: 'payInFull', state: 'cancelled', paidOnline: 220, dueAtCounter: 0, charged: { amount: 220, currency: 'USD' } },
    })
  })

  it('each status tells its own story, the same in the booking view and the list', async () => {
    const statuses = ['pending', 'reserved', 'deposit', 'paid', 'cancelled'] as const
    const made = new Map<string, string>()
    for (const [index, status] of statuses.entries()) {
      const payment = status === 'deposit' ? 'payDeposit' : status === 'paid' ? 'payInFull' : 'payAtCounter'
      const booking = await f.book(driver.userId, { status, payment, from: dayOf(YEAR, 170 + index * 3), to: dayOf(YEAR, 171 + index * 3), price: 110 })
      made.set(booking.id, status)
      expect(ok<Booking>(await view(booking.id)).story).toBe(status)
    }
    const list = ok<Schemas['BookingPage']>(await f.inject({ method: 'POST', url: '/api/bookings/1/100/en', payload: { userId: driver.userId } }, driver.cookie))
    const rows = list.rows.filter((row) => made.has(row.id))
    expect(rows).toHaveLength(statuses.length)
    for (const row of rows) expect(row.story).toBe(made.get(row.id))
  })
})

describe('the rest of the booking page', () => {
  it('the drivers, the options, the cancellation deadline, the actions and why the others are refused', async () => {
    const booking = await f.book(driver.userId, {
      status: 'reserved',
      from: dayOf(YEAR, 150),
      to: dayOf(YEAR, 152),
      options: { cancellation: true, additionalDriver: true },
      cancelRequest: false,
    })
    await f.app.database.db.insert(additionalDrivers).values({ bookingId: booking.id, fullName: 'Sam Second', email: 'sam@example.com', phone: '+33 6 00 00 00 01', birthDate: '1990-04-02' })
    const answer = ok<Booking>(await view(booking.id))
    expect(answer).toMatchObject({
      reference: booking.reference,
      status: 'reserved',
      pickUpLocation: { id: f.tieredCar.location, timeZone: f.tieredCar.timeZone },
      dropOffLocation: { id: f.tieredCar.location, timeZone: f.tieredCar.timeZone },
      driver: { fullName: 'Robin Renter', email: driver.email, phone: '+33 6 11 22 33 44' },
      additionalDriver: { fullName: 'Sam Second', email: 'sam@example.com', phone: '+33 6 00 00 00 01', birthDate: '1990-04-02' },
      options: { cancellation: true, amendments: false, theftProtection: false, collisionDamageWaiver: false, fullInsurance: false, additionalDriver: true },
      freeCancellationUntil: new Date(booking.from.getTime() - 24 * HOUR).toISOString(),
      amendmentsAvailable: false,
      cancellationAvailable: true,
      cancelRequest: false,
      cancelRequestedAt: null,
      actions: { edit: false, cancel: true, delete: false, rate: false },
      refusals: { edit: 'NO_AMENDMENTS_OPTION', cancel: null, delete: 'STATUS_NOT_ALLOWED', rate: 'DROP_OFF_NOT_PASSED' },
      rating: null,
    })
    const without = await f.book(driver.userId, { status: 'pending', from: dayOf(YEAR, 153), to: dayOf(YEAR, 154) })
    expect(ok<Booking>(await view(without.id))).toMatchObject({ additionalDriver: null, freeCancellationUntil: null, cancellationAvailable: false })
    await f.app.database.db.delete(additionalDrivers).where(eq(additionalDrivers.bookingId, booking.id))
  })
})

describe('calendar file (RFC 5545)', () => {
  it('two events, pick-up and drop-off, with the place and the reference, as an attachment', async () => {
    const booking = await f.book(driver.userId, { status: 'reserved', from: new Date(Date.UTC(YEAR, 6, 14, 9, 30)), to: new Date(Date.UTC(YEAR, 6, 17, 18, 0)) })
    const page = ok<Booking>(await view(booking.id))
    const response = await calendar(booking.id)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(response.headers['content-disposition']).toBe(`attachment; filename="keyturn-${booking.reference}.ics"`)
    const text = response.body
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '').includes('\n')).toBe(false) // every line ends with CRLF
    const unfolded = text.replace(/\r\n /g, '')
    const lines = unfolded.split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('VERSION:2.0')
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2)
    expect(lines).toContain('DTSTART:21100714T093000Z')
    expect(lines).toContain('DTSTART:21100717T180000Z')
    expect(lines.filter((l) => l.startsWith('SUMMARY:') && l.includes(booking.reference))).toHaveLength(2)
    expect(lines.some((l) => l.startsWith('SUMMARY:Pick-up'))).toBe(true)
    expect(lines.some((l) => l.startsWith('SUMMARY:Drop-off'))).toBe(true)
    const escapedPlace = page.pickUpLocation.name.replace(/,/g, '\\,').replace(/;/g, '\\;')
    expect(lines.filter((l) => l === `LOCATION:${escapedPlace}`)).toHaveLength(2)
    expect(new Set(lines.filter((l) => l.startsWith('UID:'))).size).toBe(2)
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
  })

  it('in the asked language', async () => {
    const booking = await f.book(driver.userId, { status: 'reserved', from: dayOf(YEAR, 160), to: dayOf(YEAR, 161) })
    const text = (await calendar(booking.id, driver, '?language=fr')).body.replace(/\r\n /g, '')
    expect(text).toContain('SUMMARY:Prise en charge')
    expect(text).toContain('SUMMARY:Restitution')
    expect(text).toContain(`Réservation ${booking.reference}`)
  })
})

describe('the confirmation e-mail carries the same calendar file', () => {
  it('a pay-at-counter checkout mails the booking with its .ics attached', async () => {
    mailer.sent.length = 0
    const from = dayOf(YEAR, 200)
    const checkout = await f.inject(
      {
        method: 'POST',
        url: '/api/checkout',
        payload: {
          car: f.tieredCar.id,
          pickUpLocation: f.tieredCar.location,
          dropOffLocation: f.tieredCar.location,
          ...atPlaces({ from, to: new Date(from.getTime() + 2 * DAY) }, f.tieredCar.timeZone),
          options: { cancellation: false, amendments: false, theftProtection: false, collisionDamageWaiver: false, fullInsurance: false, additionalDriver: false },
          payment: 'payAtCounter',
          language: 'en',
          currency: 'USD',
        },
      },
      driver.cookie,
    )
    const { bookingId, reference } = ok<Schemas['CheckoutResult']>(checkout)
    const message = mailer.sent.find((sent) => sent.to === driver.email)
    expect(message?.attachments).toHaveLength(1)
    const [attachment] = message!.attachments!
    expect(attachment).toMatchObject({ filename: `keyturn-${reference}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' })
    // the very file the booking page downloads, but for its time stamp
    const downloaded = (await calendar(bookingId)).body
    const withoutStamps = (text: string) => text.replace(/DTSTAMP:\d{8}T\d{6}Z/g, '')
    expect(withoutStamps(attachment!.content)).toBe(withoutStamps(downloaded))
  })
})
