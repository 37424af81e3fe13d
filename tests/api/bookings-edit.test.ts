// Editing a booking (issue 9): the quote (old and new price, nothing written) and the edit itself —
// dates, options and additional driver — repriced by the server; availability re-checked (an overlap
// is 409 BOOKING_CONFLICT, the exclusion constraint); the spec §5 rules and the booking limits; the
// rules of edit per status from the bookingStatus machine; a paid booking's difference settled at the
// counter; ownership; and nothing changed when it fails.
import { and, eq } from 'drizzle-orm'
import { carMoney } from './support/money'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allowsAction } from '../../src/domain/booking-status.js'
import { bookingStatuses, type BookingStatus } from '../../src/domain/enums.js'
import { additionalDrivers, cars, notifications } from '../../src/server/db/schema.js'
import { birthDateYearsAgo } from './support/session.js'
import { atPlaces, bookingsFixture, dayOf, DAY, errorOf, HOUR, noOptions, ok, TIERED, type BookingsFixture, type Driver, type Schemas } from './support/my-bookings.js'

type Quote = Schemas['BookingEditQuote']
type EditResult = Schemas['BookingEditResult']

const YEAR = 2112
let f: BookingsFixture
let driver: Driver
let other: Driver
let slot = 0
/** A fresh stretch of 20 days of the far future for each test's bookings. */
const nextStretch = () => (slot += 20)

beforeAll(async () => {
  f = await bookingsFixture()
  driver = await f.createDriver('es')
  other = await f.createDriver()
})
afterAll(async () => {
  await f?.app.close()
})

const amendable = { ...noOptions, amendments: true }
/** 3 days with amendments on the tiered car: (270 + 20) × 1.1 */
const THREE_DAYS_PRICE = 319

/** The wall times at the tiered car's place (where its bookings here are) of days `start` and `start + days` of YEAR at 10:00 UTC. */
const period = (start: number, days: number) => atPlaces({ from: dayOf(YEAR, start), to: dayOf(YEAR, start + days) }, f.tieredCar.timeZone)
/** `ms` from now, down to the whole minute (a wall time has no seconds). */
const fromNow = (ms: number) => new Date(Math.floor((Date.now() + ms) / 60_000) * 60_000)
const editBody = (start: number, days: number, extra: object = {}) => ({ ...period(start, days), options: amendable, currency: 'USD', ...extra })
const quote = (id: string, body: object, who: Driver = driver) => f.inject({ method: 'POST', url: `/api/booking-edit-quote/${id}`, payload: body }, who.cookie)
const edit = (id: string, body: object, who: Driver | null = driver) => f.inject({ method: 'POST', url: `/api/edit-booking/${id}`, payload: body }, who?.cookie)

async function bookAmendable(start: number, fields: Partial<Parameters<BookingsFixture['book']>[1]> = {}) {
  return f.book(driver.userId, { status: 'reserved', from: dayOf(YEAR, start), to: dayOf(YEAR, start + 3), price: THREE_DAYS_PRICE, options: { amendments: true }, ...fields })
}

/** The booking row without its update time, to compare before and after a refused change. */
const snapshot = async (id: string) => {
  const { updatedAt: _ignored, ...rest } = await f.row(id)
  return rest
}

describe('quote', () => {
  it('answers the old and the new price, the breakdown and how it is settled, and writes nothing', async () => {
    const start = nextStretch()
    const booking = await bookAmendable(start)
    const before = await snapshot(booking.id)
    const answer = ok<Quote>(await quote(booking.id, editBody(start, 7)))
    // a week 600 and amendments 20, each with the 10 % markup inside: 660 + 22 = 682
    expect(answer).toMatchObject({ currency: 'USD', oldPrice: 319, newPrice: 682, difference: 363, days: 7, settlement: 'atCounter', dueAtCounter: 682 })
    expect(answer.priceBreakdown).toMatchObject({
      currency: 'USD',
      rentalLines: [{ kind: 'week', quantity: 1, unitPrice: 660, amount: 660 }],
      // the included collision damage waiver is listed, free
      options: [
        { option: 'amendments', quantity: 1, unitPrice: 22, amount: 22 },
        { option: 'collisionDamageWaiver', included: true, quantity: 7, unitPrice: 0, amount: 0 },
      ],
      total: 682,
    })
    expect(await snapshot(booking.id)).toEqual(before)
    // a booking is repriced in its own currency, whatever the page's
    const inEuros = ok<Quote>(await quote(booking.id, editBody(start, 7, { currency: 'EUR' })))
    expect(inEuros).toMatchObject({ currency: 'USD', oldPrice: 319, newPrice: 682, difference: 363 })
  })

  it("answers 404 for another driver's booking", async () => {
    const start = nextStretch()
    const booking = await bookAmendable(start)
    errorOf(await quote(booking.id, editBody(start, 4), other), 404, 'NOT_FOUND')
    errorOf(await edit(booking.id, editBody(start, 4), other), 404, 'NOT_FOUND')
    expect((await f.row(booking.id)).to.toISOString()).toBe(dayOf(YEAR, start + 3).toISOString())
    errorOf(await edit(booking.id, editBody(start, 4), null), 401, 'UNAUTHORIZED')
  })
})

describe('edit', () => {
  it('changes the dates and reprices (pay at the counter: the new price is paid there), and tells the driver', async () => {
    const start = nextStretch()
    const booking = await bookAmendable(start)
    const result = ok<EditResult>(await edit(booking.id, editBody(start + 1, 7)))
    expect(result.quote).toMatchObject({ oldPrice: 319, newPrice: 682, settlement: 'atCounter' })
    expect(result.booking).toMatchObject({ id: booking.id, from: dayOf(YEAR, start + 1).toISOString(), to: dayOf(YEAR, start + 8).toISOString(), price: 682, days: 7 })
    // the new lines are stored (cents), and add up to the new price
    const row = await f.row(booking.id)
    expect(row).toMatchObject({ price: 68_200, status: 'reserved', paidOnlineAmount: null })
    expect(row.priceLines).toEqual([
      { kind: 'week', quantity: 1, unitAmount: 66_000, amount: 66_000 },
      { kind: 'option', option: 'amendments', basis: 'perBooking', included: false, quantity: 1, unitAmount: 2_200, amount: 2_200 },
      { kind: 'option', option: 'collisionDamageWaiver', basis: 'perDay', included: true, quantity: 7, unitAmount: 0, amount: 0 },
    ])
    const notes = await f.app.database.db.select().from(notifications).where(and(eq(notifications.userId, driver.userId), eq(notifications.bookingId, booking.id)))
    expect(notes).toHaveLength(1)
    expect(notes[0]!.message).toContain(booking.reference)
    expect(notes[0]!.message).toContain('ha sido modificada') // the driver's language (es)
  })

  it('an included additional-driver option is a right, not a second driver: dates change without one', async () => {
    const start = nextStretch()
    const { db } = f.app.database
    await db.update(cars).set({ additionalDriver: 0 }).where(eq(cars.id, f.tieredCar.id))
    try {
      const booking = await bookAmendable(start, { options: { amendments: true, additionalDriver: true } })
      const result = ok<EditResult>(await edit(booking.id, editBody(start + 1, 3)))
      expect(result.booking).toMatchObject({ from: dayOf(YEAR, start + 1).toISOString(), additionalDriver: null })
      expect(result.booking.options.additionalDriver).toBe(true)
    } finally {
      await db.update(cars).set(carMoney({ additionalDriver: TIERED.additionalDriver })).where(eq(cars.id, f.tieredCar.id))
    }
  })

  it('changes the options and the additional driver; included options stay on', async () => {
    const start = nextStretch()
    const booking = await bookAmendable(start)
    const sam = { fullName: ' Sam Second ', email: 'Sam@Example.com', phone: '+34 600 000 001', birthDate: birthDateYearsAgo(30) }
    const result = ok<EditResult>(
      await edit(booking.id, editBody(start, 3, { options: { ...amendable, theftProtection: true, additionalDriver: true }, additionalDriver: sam })),
    )
    // (270 + 20 + 7.5 × 3 + 5 × 3) × 1.1 = 360.25
    expect(result.quote.newPrice).toBe(360.25)
    expect(result.booking.options).toEqual({ ...amendable, theftProtection: true, additionalDriver: true, collisionDamageWaiver: true })
    expect(result.booking.additionalDriver).toEqual({ fullName: 'Sam Second', email: 'sam@example.com', phone: '+34 600 000 001', birthDate: sam.birthDate })
    // the additional driver removed with the option
    const back = ok<EditResult>(await edit(booking.id, editBody(start, 3)))
    expect(back.booking.additionalDriver).toBeNull()
    expect(back.quote).toMatchObject({ oldPrice: 360.25, newPrice: THREE_DAYS_PRICE })
    expect(await f.app.database.db.select().from(additionalDrivers).where(eq(additionalDrivers.bookingId, booking.id))).toEqual([])
  })

  it('a booking paid online: nothing charged or refunded online, the difference is settled at the counter', async () => {
    const start = nextStretch()
    const booking = await bookAmendable(start, { status: 'paid', payment: 'payInFull', paymentAmount: THREE_DAYS_PRICE, paymentCurrency: 'USD' })
    // 2 days: (200 + 20) × 1.1 = 242: 77 less, refunded at the counter
    const shorter = ok<EditResult>(await edit(booking.id, editBody(start, 2)))
    expect(shorter.quote).toMatchObject({ oldPrice: 319, newPrice: 242, difference: -77, settlement: 'differenceAtCounter', dueAtCounter: -77 })
    expect(shorter.booking.payment).toEqual({ mode: 'payInFull', state: 'paidInFull', paidOnline: 319, dueAtCounter: -77, charged: { amount: 319, currency: 'USD' } })
    expect(await f.row(booking.id)).toMatchObject({ paidOnlineAmount: 31_900, paymentAmount: 31_900, status: 'paid' })
    // longer again: what was paid online does not move
    const longer = ok<EditResult>(await edit(booking.id, editBody(start, 7)))
    expect(longer.quote).toMatchObject({ oldPrice: 242, newPrice: 682, settlement: 'differenceAtCounter', dueAtCounter: 363 })
    const note = await f.app.database.db.select().from(notifications).where(eq(notifications.bookingId, booking.id))
    expect(note.every((n) => n.message.includes('mostrador'))).toBe(true)
    // the same price: unchanged
    expect(ok<Quote>(await quote(booking.id, editBody(start, 7))).settlement).toBe('unchanged')
  })

  it('a deposit paid online: the deposit stays paid, the rest at the counter', async () => {
    const start = nextStretch()
    const booking = await bookAmendable(start, { status: 'deposit', payment: 'payDeposit' })
    const result = ok<EditResult>(await edit(booking.id, editBody(start, 7)))
    expect(result.quote).toMatchObject({ settlement: 'differenceAtCounter', dueAtCounter: 682 - 250 })
    expect(result.booking.payment).toMatchObject({ state: 'depositPaid', paidOnline: 250, dueAtCounter: 432 })
  })
})

describe('availability', () => {
  it('an overlap with another booking of the car is 409 BOOKING_CONFLICT, for the quote and the edit, and nothing changes', async () => {
    const start = nextStretch()
    const booking = await bookAmendable(start)
    await f.book(other.userId, { status: 'paid', from: dayOf(YEAR, start + 5), to: dayOf(YEAR, start + 8), payment: 'payInFull' })
    const before = await snapshot(booking.id)
    errorOf(await quote(booking.id, editBody(start, 7)), 409, 'BOOKING_CONFLICT')
    errorOf(await edit(booking.id, editBody(start, 7)), 409, 'BOOKING_CONFLICT')
    expect(await snapshot(booking.id)).toEqual(before)
    expect(await f.app.database.db.select().from(notifications).where(eq(notifications.bookingId, booking.id))).toEqual([])
    // back-to-back fits (half-open periods)
    ok<EditResult>(await edit(booking.id, editBody(start + 1, 4)))
  })

  it('an unpaid booking whose payment window passed does not hold the car: it is released', async () => {
    const start = nextStretch()
    const booking = await bookAmendable(start)
    const stale = await f.book(other.userId, { status: 'void', from: dayOf(YEAR, start + 4), to: dayOf(YEAR, start + 6), payment: 'payInFull', expiresAt: new Date(Date.now() - HOUR) })
    ok<EditResult>(await edit(booking.id, editBody(start, 7)))
    expect((await f.row(stale.id)).status).toBe('cancelled')
  })

  it('an unpaid booking whose payment is open holds the car', async () => {
    const start = nextStretch()
    const booking = await bookAmendable(start)
    await f.book(other.userId, { status: 'void', from: dayOf(YEAR, start + 4), to: dayOf(YEAR, start + 6), payment: 'payInFull', expiresAt: new Date(Date.now() + HOUR) })
    errorOf(await quote(booking.id, editBody(start, 7)), 409, 'BOOKING_CONFLICT')
    errorOf(await edit(booking.id, editBody(start, 7)), 409, 'BOOKING_CONFLICT')
  })
})

describe('the rules of edit', () => {
  it.each(bookingStatuses)('from %s: as the machine says', async (status: BookingStatus) => {
    const start = nextStretch()
    const payment = status === 'deposit' ? 'payDeposit' : status === 'paid' || status === 'void' ? 'payInFull' : 'payAtCounter'
    const booking = await bookAmendable(start, { status, payment, expiresAt: status === 'void' ? new Date(Date.now() + HOUR) : null })
    const facts = { started: false, ended: false, paymentOpen: status === 'void', amendmentsAvailable: true, cancellationAvailable: false, cancelRequested: false, rated: false, deleted: false }
    const allowed = allowsAction(status, facts, 'edit')
    const response = await edit(booking.id, editBody(start, 4))
    if (allowed) expect(ok<EditResult>(response).booking.to).toBe(dayOf(YEAR, start + 4).toISOString())
    else {
      errorOf(response, 409, 'CONFLICT')
      expect(response.json().message).toContain('STATUS_NOT_ALLOWED')
      expect((await f.row(booking.id)).to.toISOString()).toBe(dayOf(YEAR, start + 3).toISOString())
    }
    expect(allowed).toBe(['pending', 'deposit', 'paid', 'reserved'].includes(status))
  })

  it('is refused without the amendments option, after pick-up and once a cancel request was sent', async () => {
    const start = nextStretch()
    const without = await f.book(driver.userId, { status: 'reserved', from: dayOf(YEAR, start), to: dayOf(YEAR, start + 2) })
    const requested = await bookAmendable(start + 5, { cancelRequest: true })
    const started = await f.book(driver.userId, { status: 'reserved', carId: f.datedCar.id, from: new Date(Date.now() - HOUR), to: new Date(Date.now() + 2 * DAY) })
    for (const [booking, reason, body] of [
      [without, 'NO_AMENDMENTS_OPTION', editBody(start, 3)],
      [requested, 'CANCEL_ALREADY_REQUESTED', editBody(start + 5, 4)],
      [started, 'PICK_UP_PASSED', { ...atPlaces({ from: fromNow(2 * HOUR), to: fromNow(3 * DAY) }, f.datedCar.timeZone), options: noOptions, currency: 'USD' }],
    ] as const) {
      for (const response of [await quote(booking.id, body), await edit(booking.id, body)]) {
        errorOf(response, 409, 'CONFLICT')
        expect(response.json().message).toContain(reason)
      }
    }
  })

  it('is allowed when the car includes the amendments option', async () => {
    const from = new Date(Date.UTC(YEAR, 5, 1, 10))
    const booking = await f.book(driver.userId, { status: 'pending', carId: f.datedCar.id, from, to: new Date(from.getTime() + 2 * DAY), price: 160 })
    const body = { ...atPlaces({ from, to: new Date(from.getTime() + 3 * DAY) }, f.datedCar.timeZone), options: noOptions, currency: 'USD' }
    // 3 days at 80, both options included
    expect(ok<EditResult>(await edit(booking.id, body)).quote).toMatchObject({ oldPrice: 160, newPrice: 240, settlement: 'atCounter' })
  })
})

describe('validation (spec §5 and the booking limits); nothing changes when it fails', () => {
  it('refuses a bad period, a rental too long, an option the car does not offer, a missing or too young additional driver', async () => {
    const start = nextStretch()
    const booking = await bookAmendable(start)
    const before = await snapshot(booking.id)
    const cases: [object, string, string][] = [
      [{ ...editBody(start, 3), to: period(start, 0).to }, 'VALIDATION_ERROR', 'The drop-off time must be after the pick-up time'],
      [{ ...editBody(start, 3), ...atPlaces({ from: fromNow(10 * 60_000), to: fromNow(2 * DAY) }, f.tieredCar.timeZone) }, 'VALIDATION_ERROR', 'The pick-up time must be at least 1 hour from now'],
      [editBody(start, 91), 'RENTAL_TOO_LONG', ''],
      [editBody(start, 3, { options: { ...amendable, fullInsurance: true } }), 'VALIDATION_ERROR', 'fullInsurance'],
      [editBody(start, 3, { options: { ...amendable, additionalDriver: true } }), 'VALIDATION_ERROR', 'Additional driver'],
      [
        editBody(start, 3, { options: { ...amendable, additionalDriver: true }, additionalDriver: { fullName: 'Young', email: 'young@example.com', phone: '+34 600 000 002', birthDate: `${YEAR - 18}-12-31` } }), // 17 at pick-up
        'DRIVER_TOO_YOUNG',
        '21',
      ],
      [{ ...editBody(start, 3), currency: undefined }, 'VALIDATION_ERROR', ''],
      [{ ...editBody(start, 3), from: 'tomorrow' }, 'VALIDATION_ERROR', ''],
      // a wall time of no calendar (the contract's pattern lets it through) and an instant where a wall time is asked
      [{ ...editBody(start, 3), from: `${YEAR}-02-30T10:00` }, 'VALIDATION_ERROR', 'real dates and times'],
      [{ ...editBody(start, 3), to: `${YEAR}-13-01T10:00` }, 'VALIDATION_ERROR', 'real dates and times'],
      [{ ...editBody(start, 3), from: dayOf(YEAR, start).toISOString() }, 'VALIDATION_ERROR', ''],
      [{ ...editBody(start, 3), to: `${period(start, 3).to}:00Z` }, 'VALIDATION_ERROR', ''],
    ]
    for (const [body, code, message] of cases) {
      for (const response of [await quote(booking.id, body), await edit(booking.id, body)]) {
        errorOf(response, 400, code)
        expect(response.json().message).toContain(message)
      }
    }
    expect(await snapshot(booking.id)).toEqual(before)
    expect(await f.app.database.db.select().from(notifications).where(eq(notifications.bookingId, booking.id))).toEqual([])
  })
})
