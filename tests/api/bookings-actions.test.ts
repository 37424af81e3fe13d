// The driver's actions on a booking (issue 9): cancel request, delete, their bulk forms, and the rating
// after the trip. The rules per status come from the bookingStatus machine: every status is tried and
// the API must agree with the machine; another driver's booking is 404 (bulk: NOT_FOUND); a refused
// action writes nothing; the car's rating and trips follow the renters' ratings and the search shows them.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allowsAction } from '../../src/domain/booking-status.js'
import { bookingStatuses, type BookingStatus } from '../../src/domain/enums.js'
import { bookingRatings, bookings, cars, notifications, users } from '../../src/server/db/schema.js'
import { recordingMailer } from './support/user-data.js'
import { atPlaces, bookingsFixture, dayOf, DAY, errorOf, HOUR, ok, type BookingsFixture, type Driver, type Schemas } from './support/my-bookings.js'

type Bulk = Schemas['BulkBookingResult']

const YEAR = 2111
let f: BookingsFixture
let driver: Driver
let other: Driver
let slot = 0
const mailer = recordingMailer()
/** A fresh period of the far future for each booking (the exclusion constraint holds per car). */
const future = (days = 2) => {
  const from = dayOf(YEAR, (slot += days + 1))
  return { from, to: new Date(from.getTime() + days * DAY) }
}
/** A period that ended: years ago, each its own. */
let pastSlot = 0
const past = (days = 2) => {
  const from = dayOf(2001, (pastSlot += days + 1))
  return { from, to: new Date(from.getTime() + days * DAY) }
}

beforeAll(async () => {
  f = await bookingsFixture({}, { mailer, mailDelivery: 'beforeReply' })
  driver = await f.createDriver('fr')
  other = await f.createDriver()
})
afterAll(async () => {
  await f?.app.close()
})

const post = (url: string, who: Driver | null = driver, payload?: object) =>
  f.inject({ method: 'POST', url, ...(payload ? { payload } : {}) }, who?.cookie)
const cancel = (id: string, who: Driver | null = driver) => post(`/api/cancel-booking/${id}`, who)
const remove = (id: string, who: Driver | null = driver) => post(`/api/delete-booking/${id}`, who)
const rate = (id: string, body: object, who: Driver | null = driver) => post(`/api/rate-booking/${id}`, who, body)
const getBooking = (id: string, who: Driver = driver) => f.inject({ method: 'GET', url: `/api/booking/${id}/en` }, who.cookie)

/** The facts the fixture's booking of `status` has for each action (future, option bought, payment ended). */
const factsFor = (overrides: Partial<Parameters<typeof allowsAction>[1]> = {}) => ({
  started: false,
  ended: false,
  paymentOpen: false,
  amendmentsAvailable: false,
  cancellationAvailable: true,
  cancelRequested: false,
  rated: false,
  deleted: false,
  ...overrides,
})

const onlineOf = (status: BookingStatus) => (status === 'deposit' ? 'payDeposit' : status === 'paid' || status === 'void' ? 'payInFull' : 'payAtCounter')

describe('ownership: another driver gets 404 on each action, and nothing changes', () => {
  it('cancel request, delete and rate', async () => {
    const cancellable = await f.book(driver.userId, { status: 'reserved', ...future(), options: { cancellation: true } })
    const deletable = await f.book(driver.userId, { status: 'cancelled', ...future() })
    const ratable = await f.book(driver.userId, { status: 'paid', ...past(), payment: 'payInFull' })
    errorOf(await cancel(cancellable.id, other), 404, 'NOT_FOUND')
    errorOf(await remove(deletable.id, other), 404, 'NOT_FOUND')
    errorOf(await rate(ratable.id, { rating: 5 }, other), 404, 'NOT_FOUND')
    expect((await f.row(cancellable.id)).cancelRequest).toBe(false)
    expect((await f.row(deletable.id)).deletedByDriver).toBe(false)
    expect(await f.app.database.db.select().from(bookingRatings).where(eq(bookingRatings.bookingId, ratable.id))).toEqual([])
    for (const response of [await cancel(cancellable.id, null), await remove(deletable.id, null), await rate(ratable.id, { rating: 5 }, null)])
      errorOf(response, 401, 'UNAUTHORIZED')
    errorOf(await cancel('00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND')
  })
})

describe('cancel request', () => {
  it.each(bookingStatuses)('from %s: as the machine says', async (status) => {
    const online = onlineOf(status)
    const booking = await f.book(driver.userId, {
      status,
      ...future(),
      payment: online,
      options: { cancellation: true },
      // an unpaid booking with its payment still open
      expiresAt: status === 'void' ? new Date(Date.now() + HOUR) : null,
    })
    const allowed = allowsAction(status, factsFor({ paymentOpen: status === 'void' }), 'cancel')
    const response = await cancel(booking.id)
    if (allowed) {
      expect(ok(response)).toEqual({ status: 'ok' })
      const row = await f.row(booking.id)
      expect(row.cancelRequest).toBe(true)
      expect(row.cancelRequestedAt).toBeInstanceOf(Date)
      expect(row.status).toBe(status) // the status is the supplier's to change
    } else {
      errorOf(response, 409, 'CONFLICT')
      expect((await f.row(booking.id)).cancelRequest).toBe(false)
    }
    expect(allowed).toBe(status !== 'cancelled')
  })

  it('tells the driver, in their language, by when the supplier answers; the booking shows it', async () => {
    const booking = await f.book(driver.userId, { status: 'paid', ...future(), payment: 'payInFull', options: { cancellation: true } })
    ok(await cancel(booking.id))
    const notes = await f.app.database.db.select().from(notifications).where(and(eq(notifications.userId, driver.userId), eq(notifications.bookingId, booking.id)))
    expect(notes).toHaveLength(1)
    expect(notes[0]!.message).toContain(booking.reference)
    expect(notes[0]!.message).toContain("Votre demande d'annulation")
    expect(notes[0]!.message).toMatch(/vous répond sous 48 heures pour finaliser l'annulation\.$/)
    expect(notes[0]!.isRead).toBe(false)
    const page = ok<Schemas['Booking']>(await getBooking(booking.id))
    expect(page).toMatchObject({ cancelRequest: true, actions: { cancel: false, edit: false }, refusals: { cancel: 'CANCEL_ALREADY_REQUESTED' } })
    expect(page.cancelRequestedAt).not.toBeNull()
  })

  it('also goes out by e-mail when the driver turned e-mail notifications on, and not otherwise', async () => {
    const db = f.app.database.db
    for (const enabled of [true, false]) {
      await db.update(users).set({ enableEmailNotifications: enabled }).where(eq(users.id, driver.userId))
      const booking = await f.book(driver.userId, { status: 'reserved', ...future(), options: { cancellation: true } })
      mailer.sent.length = 0
      ok(await cancel(booking.id))
      const mails = mailer.sent.filter((mail) => mail.to === driver.email)
      if (enabled) {
        expect(mails).toHaveLength(1)
        expect(mails[0]!.text).toContain(booking.reference)
        expect(mails[0]!.text).toContain(`/booking?b=${booking.id}`)
      } else expect(mails).toEqual([])
    }
  })

  it('is refused once requested, once started, without the cancellation option, and for an unpaid booking whose payment ended', async () => {
    const requested = await f.book(driver.userId, { status: 'reserved', ...future(), options: { cancellation: true }, cancelRequest: true })
    const started = await f.book(driver.userId, { status: 'reserved', from: new Date(Date.now() - HOUR), to: new Date(Date.now() + 3 * DAY), options: { cancellation: true } })
    const withoutOption = await f.book(driver.userId, { status: 'reserved', ...future() })
    const ended = await f.book(driver.userId, { status: 'void', ...future(), payment: 'payInFull', options: { cancellation: true }, expiresAt: new Date(Date.now() - HOUR) })
    for (const [booking, reason] of [
      [requested, 'CANCEL_ALREADY_REQUESTED'],
      [started, 'PICK_UP_PASSED'],
      [withoutOption, 'NO_CANCELLATION_OPTION'],
      [ended, 'PAYMENT_ENDED'],
    ] as const) {
      const response = await cancel(booking.id)
      errorOf(response, 409, 'CONFLICT')
      expect(response.json().message).toContain(reason)
    }
    const before = await f.app.database.db.select().from(notifications).where(eq(notifications.bookingId, withoutOption.id))
    expect(before).toEqual([]) // a refused request leaves no notification
  })

  it('is allowed when the car includes the cancellation option', async () => {
    const booking = await f.book(driver.userId, { status: 'pending', carId: f.datedCar.id, ...future() })
    expect(ok(await cancel(booking.id))).toEqual({ status: 'ok' })
  })
})

describe('delete', () => {
  it.each(bookingStatuses)('from %s: as the machine says (an unpaid booking once its payment ended)', async (status) => {
    const booking = await f.book(driver.userId, { status, ...future(), payment: onlineOf(status), expiresAt: status === 'void' ? new Date(Date.now() - HOUR) : null })
    const allowed = allowsAction(status, factsFor({ paymentOpen: false }), 'delete')
    const response = await remove(booking.id)
    if (allowed) {
      expect(ok(response)).toEqual({ status: 'ok' })
      // gone from the driver's list and page, the record stays for the supplier
      errorOf(await getBooking(booking.id), 404, 'NOT_FOUND')
      const row = await f.row(booking.id)
      expect(row).toMatchObject({ deletedByDriver: true, status })
      errorOf(await remove(booking.id), 404, 'NOT_FOUND')
    } else {
      errorOf(response, 409, 'CONFLICT')
      expect((await f.row(booking.id)).deletedByDriver).toBe(false)
    }
    expect(allowed).toBe(status === 'cancelled' || status === 'void')
  })

  it('refuses an unpaid booking whose payment is still open', async () => {
    const open = await f.book(driver.userId, { status: 'void', ...future(), payment: 'payInFull', expiresAt: new Date(Date.now() + HOUR) })
    const response = await remove(open.id)
    errorOf(response, 409, 'CONFLICT')
    expect(response.json().message).toContain('PAYMENT_OPEN')
  })

  it('removes it from the list', async () => {
    const lister = await f.createDriver()
    const kept = await f.book(lister.userId, { status: 'paid', ...future(), payment: 'payInFull' })
    const gone = await f.book(lister.userId, { status: 'cancelled', ...future() })
    ok(await remove(gone.id, lister))
    const page = ok<Schemas['BookingPage']>(await post('/api/bookings/1/20/en', lister, { userId: lister.userId }))
    expect(page.rows.map((r) => r.id)).toEqual([kept.id])
  })
})

describe('bulk cancel request and bulk delete', () => {
  it('applies each to the rows that allow it and says why the others were refused', async () => {
    const cancellable = await f.book(driver.userId, { status: 'reserved', ...future(), options: { cancellation: true } })
    const noOption = await f.book(driver.userId, { status: 'paid', ...future(), payment: 'payInFull' })
    const cancelled = await f.book(driver.userId, { status: 'cancelled', ...future(), options: { cancellation: true } })
    const foreign = await f.book(other.userId, { status: 'reserved', ...future(), options: { cancellation: true } })
    const unknown = '00000000-0000-4000-8000-000000000001'
    const result = ok<Bulk>(await post('/api/cancel-bookings', driver, { ids: [cancellable.id, noOption.id, cancelled.id, foreign.id, unknown] }))
    expect(result).toEqual({
      done: [cancellable.id],
      refused: [
        { id: noOption.id, reason: 'NO_CANCELLATION_OPTION' },
        { id: cancelled.id, reason: 'STATUS_NOT_ALLOWED' },
        { id: foreign.id, reason: 'NOT_FOUND' },
        { id: unknown, reason: 'NOT_FOUND' },
      ],
    })
    expect((await f.row(cancellable.id)).cancelRequest).toBe(true)
    expect((await f.row(foreign.id)).cancelRequest).toBe(false)
    // asked again: now refused because it was requested
    expect(ok<Bulk>(await post('/api/cancel-bookings', driver, { ids: [cancellable.id] }))).toEqual({ done: [], refused: [{ id: cancellable.id, reason: 'CANCEL_ALREADY_REQUESTED' }] })
  })

  it('bulk delete: cancelled and ended unpaid ones go, the others stay with their reason', async () => {
    const cancelled = await f.book(driver.userId, { status: 'cancelled', ...future() })
    const ended = await f.book(driver.userId, { status: 'void', ...future(), payment: 'payInFull', expiresAt: new Date(Date.now() - HOUR) })
    const open = await f.book(driver.userId, { status: 'void', ...future(), payment: 'payInFull', expiresAt: new Date(Date.now() + HOUR) })
    const paid = await f.book(driver.userId, { status: 'paid', ...future(), payment: 'payInFull' })
    const foreign = await f.book(other.userId, { status: 'cancelled', ...future() })
    const result = ok<Bulk>(await post('/api/delete-bookings', driver, { ids: [cancelled.id, ended.id, open.id, paid.id, foreign.id] }))
    expect(result).toEqual({
      done: [cancelled.id, ended.id],
      refused: [
        { id: open.id, reason: 'PAYMENT_OPEN' },
        { id: paid.id, reason: 'STATUS_NOT_ALLOWED' },
        { id: foreign.id, reason: 'NOT_FOUND' },
      ],
    })
    expect((await f.row(foreign.id)).deletedByDriver).toBe(false)
    expect((await f.row(paid.id)).deletedByDriver).toBe(false)
  })

  it('validates the list: not empty, ids, no duplicates; 401 without a session', async () => {
    errorOf(await post('/api/cancel-bookings', driver, { ids: [] }), 400, 'VALIDATION_ERROR')
    errorOf(await post('/api/delete-bookings', driver, { ids: ['nope'] }), 400, 'VALIDATION_ERROR')
    const id = '00000000-0000-4000-8000-000000000002'
    errorOf(await post('/api/delete-bookings', driver, { ids: [id, id] }), 400, 'VALIDATION_ERROR')
    errorOf(await post('/api/cancel-bookings', null, { ids: [id] }), 401, 'UNAUTHORIZED')
  })
})

describe('rating after the trip', () => {
  it.each(bookingStatuses)('from %s after drop-off: as the machine says', async (status) => {
    const booking = await f.book(driver.userId, { status, ...past(), payment: onlineOf(status), expiresAt: null })
    const allowed = allowsAction(status, factsFor({ started: true, ended: true }), 'rate')
    const response = await rate(booking.id, { rating: 4 })
    if (allowed) expect(ok<Schemas['RatingResult']>(response).rating).toMatchObject({ rating: 4, comment: null })
    else errorOf(response, 409, 'CONFLICT')
    expect(allowed).toBe(['pending', 'deposit', 'paid', 'reserved'].includes(status))
  })

  it("the car's rating becomes the mean of all its renters' ratings, its count of ratings and trips grow by one each; the search shows them", async () => {
    const db = f.app.database.db
    const car = f.datedCar.id
    // rated 2.0 by 2 of its 10 renters before
    await db.update(cars).set({ rating: 2.0, ratingCount: 2, trips: 10 }).where(eq(cars.id, car))
    const first = await f.book(driver.userId, { status: 'paid', carId: car, ...past(), payment: 'payInFull' })
    const second = await f.book(other.userId, { status: 'reserved', carId: car, ...past() })
    const one = ok<Schemas['RatingResult']>(await rate(first.id, { rating: 5, comment: '  Spotless car, kind staff.  ' }))
    expect(one).toMatchObject({ carRating: 3, carTrips: 11, rating: { rating: 5, comment: 'Spotless car, kind staff.' } })
    const two = ok<Schemas['RatingResult']>(await rate(second.id, { rating: 4 }, other))
    // (2 × 2.0 + 5 + 4) / 4 = 3.25, one decimal
    expect(two).toMatchObject({ carRating: 3.3, carTrips: 12 })
    // once per booking
    const again = await rate(first.id, { rating: 1 })
    errorOf(again, 409, 'CONFLICT')
    expect(again.json().message).toContain('ALREADY_RATED')
    expect((await db.select().from(cars).where(eq(cars.id, car)))[0]).toMatchObject({ rating: 3.3, ratingCount: 4, trips: 12 })
    // the booking page shows the driver's rating
    expect(ok<Schemas['Booking']>(await getBooking(first.id))).toMatchObject({ rating: { rating: 5, comment: 'Spotless car, kind staff.' }, actions: { rate: false }, refusals: { rate: 'ALREADY_RATED' } })
    // the search shows the new figures
    const from = new Date(Date.now() + 5 * DAY)
    from.setUTCHours(10, 0, 0, 0)
    const search = await f.inject({
      method: 'POST',
      url: '/api/search-cars/1/100',
      payload: { pickUpLocation: f.datedCar.location, dropOffLocation: f.datedCar.location, ...atPlaces({ from, to: new Date(from.getTime() + 2 * DAY) }, f.datedCar.timeZone), suppliers: [f.datedCar.supplierId], includeUnbookable: true },
    })
    const offer = ok<Schemas['CarOfferPage']>(search).rows.find((row) => row.car.id === car)
    expect(offer?.car).toMatchObject({ rating: 3.3, ratingCount: 4, trips: 12 })
  })

  it("gives a new car (no trips, no ratings) its first rating as it is", async () => {
    const db = f.app.database.db
    const car = f.datedCar.id
    await db.update(cars).set({ rating: null, ratingCount: 0, trips: 0 }).where(eq(cars.id, car))
    const booking = await f.book(driver.userId, { status: 'paid', carId: car, ...past(), payment: 'payInFull' })
    expect(ok<Schemas['RatingResult']>(await rate(booking.id, { rating: 4 }))).toMatchObject({ carRating: 4, carTrips: 1 })
    expect((await db.select().from(cars).where(eq(cars.id, car)))[0]).toMatchObject({ rating: 4, ratingCount: 1, trips: 1 })
  })

  it('is refused before the drop-off, and validates the rating and the comment', async () => {
    const ongoing = await f.book(driver.userId, { status: 'paid', carId: f.datedCar.id, from: new Date(Date.now() - DAY), to: new Date(Date.now() + DAY), payment: 'payInFull' })
    const response = await rate(ongoing.id, { rating: 5 })
    errorOf(response, 409, 'CONFLICT')
    expect(response.json().message).toContain('DROP_OFF_NOT_PASSED')
    const done = await f.book(driver.userId, { status: 'paid', ...past(), payment: 'payInFull' })
    for (const body of [{ rating: 0 }, { rating: 6 }, { rating: 3.5 }, {}, { rating: 3, comment: 'x'.repeat(1001) }]) errorOf(await rate(done.id, body), 400, 'VALIDATION_ERROR')
    expect(await f.app.database.db.select().from(bookingRatings).where(eq(bookingRatings.bookingId, done.id))).toEqual([])
    expect((await f.app.database.db.select().from(bookings).where(eq(bookings.id, done.id)))[0]!.status).toBe('paid')
  })
})
