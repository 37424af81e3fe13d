// The driver's bookings list (issue 9, POST /api/bookings/{page}/{size}/{language}): only the driver's
// own visible bookings, newest pick-up first, every filter and paging edge, prices converted by the
// server, and the actions each row allows (the bookingStatus machine). Plus the demo driver's data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { placeDate } from '../../src/domain/price.js'
import { localToInstant } from '../../src/domain/search-query.js'
import { DEMO_DRIVER, signIn } from './support/user-data.js'
import { bookingsFixture, dayOf, DAY, errorOf, ok, type BookingsFixture, type Driver, type Schemas } from './support/my-bookings.js'

type Page = Schemas['BookingPage']

const YEAR = 2110
let f: BookingsFixture
let driver: Driver
/** The driver's bookings, by name, newest pick-up first below. */
const made: Record<string, Awaited<ReturnType<BookingsFixture['book']>>> = {}

beforeAll(async () => {
  f = await bookingsFixture()
  driver = await f.createDriver()
  const other = await f.createDriver()
  const at = (offset: number, days = 2) => ({ from: dayOf(YEAR, offset), to: dayOf(YEAR, offset + days) })
  // priced as the checkout prices (2 days of the tiered car: 2 × 110 with its markup)
  made.pending = await f.book(driver.userId, { status: 'pending', ...at(10), price: 220 })
  made.reserved = await f.book(driver.userId, { status: 'reserved', ...at(20), price: 233.2, options: { cancellation: true } })
  made.paid = await f.book(driver.userId, { status: 'paid', ...at(30), price: 220, payment: 'payInFull' })
  made.deposit = await f.book(driver.userId, { status: 'deposit', ...at(40, 7), price: 660, payment: 'payDeposit' })
  made.cancelled = await f.book(driver.userId, { status: 'cancelled', ...at(50), price: 220 })
  made.void = await f.book(driver.userId, { status: 'void', ...at(60), price: 220, payment: 'payInFull', expiresAt: new Date(Date.now() - 1000) })
  made.dated = await f.book(driver.userId, { status: 'pending', carId: f.datedCar.id, ...at(15), price: 160 })
  // neither of these may show: deleted by the driver, and another driver's
  made.deleted = await f.book(driver.userId, { status: 'cancelled', ...at(70), deletedByDriver: true })
  made.others = await f.book(other.userId, { status: 'paid', ...at(80), payment: 'payInFull' })
})
afterAll(async () => {
  await f?.app.close()
})

const list = (body: object, { page = 1, size = 20, language = 'en', who = driver } = {}) =>
  f.inject({ method: 'POST', url: `/api/bookings/${page}/${size}/${language}`, payload: { userId: who.userId, ...body } }, who.cookie)

const ids = (page: Page) => page.rows.map((row) => row.id)
const VISIBLE = ['void', 'cancelled', 'deposit', 'paid', 'reserved', 'dated', 'pending'] // newest pick-up first

describe('who sees what', () => {
  it('answers 401 without a session and 403 for another user id', async () => {
    errorOf(await f.inject({ method: 'POST', url: '/api/bookings/1/20/en', payload: { userId: driver.userId } }), 401, 'UNAUTHORIZED')
    const other = await f.createDriver()
    errorOf(await f.inject({ method: 'POST', url: '/api/bookings/1/20/en', payload: { userId: driver.userId } }, other.cookie), 403, 'FORBIDDEN')
  })

  it("lists only the driver's own bookings they did not delete, newest pick-up first", async () => {
    const page = ok<Page>(await list({}))
    expect(page.total).toBe(VISIBLE.length)
    expect(ids(page)).toEqual(VISIBLE.map((name) => made[name]!.id))
    expect(ids(page)).not.toContain(made.deleted!.id)
    expect(ids(page)).not.toContain(made.others!.id)
  })

  it('shows per row the car, supplier, driver, places, dates, status, reference, price and cancel request', async () => {
    const row = ok<Page>(await list({})).rows.find((r) => r.id === made.reserved!.id)!
    expect(row).toMatchObject({
      reference: made.reserved!.reference,
      car: { id: f.tieredCar.id, name: f.tieredCar.name },
      supplier: { id: f.tieredCar.supplierId, fullName: f.tieredCar.supplierName },
      driverName: 'Robin Renter',
      pickUpLocation: { id: f.tieredCar.location, timeZone: f.tieredCar.timeZone },
      dropOffLocation: { id: f.tieredCar.location, timeZone: f.tieredCar.timeZone },
      from: made.reserved!.from.toISOString(),
      to: made.reserved!.to.toISOString(),
      status: 'reserved',
      story: 'reserved',
      currency: 'USD',
      price: 233.2,
      cancelRequest: false,
      // cancellation bought: free until 24 hours before pick-up
      freeCancellationUntil: new Date(made.reserved!.from.getTime() - DAY).toISOString(),
    })
    expect(row.car.image).toMatch(/^\/images\/cars\//)
    expect(Object.keys(row).sort()).toEqual(
      ['actions', 'cancelRequest', 'car', 'currency', 'driverName', 'dropOffLocation', 'freeCancellationUntil', 'from', 'id', 'price', 'pickUpLocation', 'reference', 'status', 'story', 'supplier', 'to'].sort(),
    )
  })

  it('says which actions each row allows, from the machine', async () => {
    const rows = ok<Page>(await list({})).rows
    const actions = (name: string) => rows.find((r) => r.id === made[name]!.id)!.actions
    expect(actions('reserved')).toEqual({ edit: false, cancel: true, delete: false, rate: false }) // cancellation bought, no amendments
    expect(actions('pending')).toEqual({ edit: false, cancel: false, delete: false, rate: false }) // no option bought
    expect(actions('dated')).toEqual({ edit: true, cancel: true, delete: false, rate: false }) // both options included with the car
    expect(actions('cancelled')).toEqual({ edit: false, cancel: false, delete: true, rate: false })
    expect(actions('void')).toEqual({ edit: false, cancel: false, delete: true, rate: false }) // its payment ended
  })
})

describe("prices in each booking's own currency", () => {
  it('shows each row at the price agreed, in the currency it was agreed in, whatever the page asks', async () => {
    const page = ok<Page>(await list({ currency: 'EUR' }))
    expect(page).toMatchObject({ currency: 'EUR', ratesAvailable: true })
    expect(page.rows.find((r) => r.id === made.paid!.id)).toMatchObject({ currency: 'USD', price: 220 })
  })

  it('answers in USD when no currency is asked', async () => {
    const page = ok<Page>(await list({}))
    expect(page.currency).toBe('USD')
    expect(page.rows.find((r) => r.id === made.paid!.id)).toMatchObject({ currency: 'USD', price: 220 })
  })

  it('refuses a currency that is not supported', async () => {
    errorOf(await list({ currency: 'JPY' }), 400, 'VALIDATION_ERROR')
  })
})

describe('filters', () => {
  it('by status: one, several, and an empty list that matches nothing', async () => {
    expect(ids(ok<Page>(await list({ statuses: ['paid'] })))).toEqual([made.paid!.id])
    expect(ids(ok<Page>(await list({ statuses: ['pending', 'cancelled'] })))).toEqual([made.cancelled!.id, made.dated!.id, made.pending!.id])
    expect(ok<Page>(await list({ statuses: [] }))).toMatchObject({ total: 0, rows: [] })
    errorOf(await list({ statuses: ['lost'] }), 400, 'VALIDATION_ERROR')
  })

  it('by supplier', async () => {
    expect(ids(ok<Page>(await list({ suppliers: [f.datedCar.supplierId] })))).toEqual([made.dated!.id])
    expect(ok<Page>(await list({ suppliers: [f.tieredCar.supplierId] })).total).toBe(VISIBLE.length - 1)
    expect(ok<Page>(await list({ suppliers: [] })).total).toBe(0)
    errorOf(await list({ suppliers: ['not-a-uuid'] }), 400, 'VALIDATION_ERROR')
  })

  it('by pick-up date range, both bounds included (the pick-up place\'s calendar days)', async () => {
    const day = (offset: number) => placeDate(dayOf(YEAR, offset), f.tieredCar.timeZone)
    expect(ids(ok<Page>(await list({ from: day(30), to: day(40) })))).toEqual([made.deposit!.id, made.paid!.id])
    expect(ids(ok<Page>(await list({ from: day(31) })))).toEqual([made.void!.id, made.cancelled!.id, made.deposit!.id])
    expect(ids(ok<Page>(await list({ to: day(15) })))).toEqual([made.dated!.id, made.pending!.id])
    expect(ok<Page>(await list({ from: day(41), to: day(49) })).total).toBe(0)
    errorOf(await list({ from: '2110-13-45' }), 400, 'VALIDATION_ERROR')
  })

  it('by pick-up date: the date on the pick-up place\'s calendar, not the UTC one', async () => {
    const night = await f.createDriver()
    // 00:30 on the place's clock on a summer day: another calendar day in UTC there (London: 23:30Z the day before)
    const from = localToInstant(`${YEAR}-07-02T00:30`, f.tieredCar.timeZone)
    const utcDay = from.toISOString().slice(0, 10)
    expect(utcDay, `a place whose clock is not UTC in July (${f.tieredCar.timeZone})`).not.toBe(`${YEAR}-07-02`)
    const booking = await f.book(night.userId, { status: 'pending', from, to: new Date(from.getTime() + 2 * DAY) })
    const found = async (body: object) => ids(ok<Page>(await list(body, { who: night })))
    expect(await found({ from: `${YEAR}-07-02`, to: `${YEAR}-07-02` })).toEqual([booking.id])
    expect(await found({ from: utcDay, to: utcDay })).toEqual([])
    expect(await found({ to: utcDay })).toEqual([])
    expect(await found({ from: `${YEAR}-07-02` })).toEqual([booking.id])
  })

  it('by keyword: the booking reference as typed (any case, spaces, dashes), or its beginning', async () => {
    const reference = made.deposit!.reference
    expect(ids(ok<Page>(await list({ keyword: reference })))).toEqual([made.deposit!.id])
    const typed = `${reference.slice(0, 4).toLowerCase()}-${reference.slice(4).toLowerCase()} `
    expect(ids(ok<Page>(await list({ keyword: typed })))).toEqual([made.deposit!.id])
    expect(ids(ok<Page>(await list({ keyword: reference.slice(0, 6) })))).toContain(made.deposit!.id)
  })

  it('by keyword: part of the car name, ignoring case', async () => {
    const part = f.datedCar.name.split(' ').at(-1)!.toUpperCase()
    const page = ok<Page>(await list({ keyword: part }))
    expect(ids(page)).toContain(made.dated!.id)
    for (const row of page.rows) expect(row.car.name.toUpperCase()).toContain(part)
  })

  it('by keyword: part of the place name in the asked language, ignoring accents', async () => {
    const fr = ok<Page>(await list({}, { language: 'fr' })).rows.find((r) => r.id === made.dated!.id)!
    const place = fr.pickUpLocation.name
    const plain = place.normalize('NFD').replace(/[\u0300-\u036f]/g, '').slice(0, 5)
    expect(ids(ok<Page>(await list({ keyword: plain }, { language: 'fr' })))).toContain(made.dated!.id)
  })

  it('a blank keyword does not restrict; an unknown one matches nothing; a keyword over 100 characters is refused', async () => {
    expect(ok<Page>(await list({ keyword: '   ' })).total).toBe(VISIBLE.length)
    expect(ok<Page>(await list({ keyword: 'zz-no-such-car-zz' })).total).toBe(0)
    errorOf(await list({ keyword: 'x'.repeat(101) }), 400, 'VALIDATION_ERROR')
  })

  it('combines filters', async () => {
    expect(ids(ok<Page>(await list({ statuses: ['pending'], suppliers: [f.tieredCar.supplierId] })))).toEqual([made.pending!.id])
  })
})

describe('paging', () => {
  it('pages through in order, the total over all pages', async () => {
    const first = ok<Page>(await list({}, { page: 1, size: 3 }))
    const second = ok<Page>(await list({}, { page: 2, size: 3 }))
    const third = ok<Page>(await list({}, { page: 3, size: 3 }))
    expect([first.total, second.total, third.total]).toEqual([7, 7, 7])
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual(VISIBLE.map((name) => made[name]!.id))
    expect(third.rows).toHaveLength(1)
  })

  it('answers an empty page beyond the end, still with the total', async () => {
    expect(ok<Page>(await list({}, { page: 9, size: 20 }))).toMatchObject({ total: 7, rows: [] })
  })

  it('accepts sizes 1 and 100 and refuses 0, 101 and page 0', async () => {
    expect(ok<Page>(await list({}, { size: 1 })).rows).toHaveLength(1)
    expect(ok<Page>(await list({}, { size: 100 })).rows).toHaveLength(7)
    errorOf(await list({}, { size: 0 }), 400, 'VALIDATION_ERROR')
    errorOf(await list({}, { size: 101 }), 400, 'VALIDATION_ERROR')
    errorOf(await list({}, { page: 0 }), 400, 'VALIDATION_ERROR')
  })

  it('orders the same pick-up time newest created first', async () => {
    const twin = await f.createDriver()
    const first = await f.book(twin.userId, { status: 'cancelled', from: dayOf(YEAR, 90), to: dayOf(YEAR, 91) })
    const second = await f.book(twin.userId, { status: 'cancelled', from: dayOf(YEAR, 90), to: dayOf(YEAR, 91) })
    expect(ids(ok<Page>(await list({}, { who: twin })))).toEqual([second.id, first.id])
  })
})

describe('the demo driver', () => {
  it('has bookings in every status, one ratable, one with a cancel request and one editable', async () => {
    const demo = await signIn(f.app, DEMO_DRIVER.email, DEMO_DRIVER.password)
    const page = ok<Page>(await f.inject({ method: 'POST', url: '/api/bookings/1/100/en', payload: { userId: demo.userId } }, demo.cookie))
    expect(new Set(page.rows.map((r) => r.status))).toEqual(new Set(['void', 'pending', 'deposit', 'paid', 'reserved', 'cancelled']))
    expect(page.rows.some((r) => r.actions.rate)).toBe(true)
    expect(page.rows.some((r) => r.cancelRequest)).toBe(true)
    expect(page.rows.some((r) => r.actions.edit)).toBe(true)
    expect(page.rows.some((r) => r.actions.delete)).toBe(true)
    expect(page.rows.some((r) => r.actions.cancel)).toBe(true)
  })
})
