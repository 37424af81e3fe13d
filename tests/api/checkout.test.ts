// Booking creation (POST /api/checkout) against the real app: the server's price, the spec §5 rules,
// the guest account, and one car never booked twice (the exclusion constraint, on PGlite and on
// PostgreSQL when DATABASE_URL is set).
import { mkdir, rm } from 'node:fs/promises'
import { carMoney } from './support/money'
import { agreedPrice } from './support/money'
import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { components } from '../../openapi/schema.js'
import { extraKinds } from '../../src/domain/enums.js'
import { fromCents } from '../../src/domain/money.js'
import { rentalPrice, type PricingCar } from '../../src/domain/price.js'
import { hashPassword } from '../../src/server/auth/passwords.js'
import { loadBookableCar } from '../../src/server/db/queries/bookings.js'
import { updateSettings } from '../../src/server/db/queries/settings.js'
import { additionalDrivers, bookings, carLocations, cars, notifications, users } from '../../src/server/db/schema.js'
import { buildTestApp } from './support/app.js'
import { birthDateYearsAgo } from './support/session.js'
import { multipart, recordingMailer, samplePdf, signIn } from './support/user-data.js'
import { atPlaces, FAR_HORIZON_DAYS, zoneOf } from './support/payments.js'

type CheckoutBody = components['schemas']['CheckoutBody']
type CheckoutResult = components['schemas']['CheckoutResult']

const DATA_DIR = 'tests/.artifacts/checkout-test-data'
const mailer = recordingMailer()
let app: FastifyInstance
let carId: string
let supplierId: string
let location: string
let otherLocation: string
let pricing: PricingCar
let driver: { userId: string; cookie: string; email: string }

const db = () => app.database.db
let caller = 0
const inject = (options: InjectOptions, cookie?: string) =>
  app.inject({ remoteAddress: `10.5.${Math.floor(++caller / 250) % 250}.${(caller % 250) + 1}`, ...options, headers: { ...options.headers, ...(cookie ? { cookie } : {}) } })

const DAY = 86_400_000
/** The zones of the car's two places (`location`, `otherLocation`). */
let zone: string
let otherZone: string
/** A period of instants as the wall times at `location` a request sends. */
const at = (when: { from: string; to: string }) => atPlaces(when, zone)
/** A period far in the future: day `offset` of the year 2101 at 10:00 UTC, `days` long, as instants. */
function period(offset: number, days = 3, hours = 0) {
  const from = new Date(Date.UTC(2101, 0, 1, 10) + offset * DAY)
  return { from: from.toISOString(), to: new Date(from.getTime() + days * DAY + hours * 3_600_000).toISOString() }
}
/** A period starting `days` days from now, on the hour (age rules count on the pick-up day), as instants. */
function soon(days: number, length = 2) {
  const from = new Date(Math.ceil((Date.now() + days * DAY) / 3_600_000) * 3_600_000)
  return { from: from.toISOString(), to: new Date(from.getTime() + length * DAY).toISOString() }
}
const noOptions = { cancellation: false, amendments: false, theftProtection: false, collisionDamageWaiver: false, fullInsurance: false, additionalDriver: false }

function body(overrides: Partial<CheckoutBody> & Record<string, unknown> = {}): CheckoutBody {
  return {
    car: carId,
    pickUpLocation: location,
    dropOffLocation: location,
    ...at(period(0)),
    options: noOptions,
    payment: 'payAtCounter',
    language: 'en',
    currency: 'USD',
    ...overrides,
  }
}
const visitor = (overrides: Partial<CheckoutBody['driver'] & object> = {}) => ({
  fullName: 'Guest Driver',
  email: `guest-${randomUUID().slice(0, 8)}@example.com`,
  phone: '+33 6 12 34 56 78',
  birthDate: birthDateYearsAgo(30),
  ...overrides,
})

const checkout = (payload: object, cookie?: string) => inject({ method: 'POST', url: '/api/checkout', payload }, cookie)
const bookingsOf = (id: string) => db().select().from(bookings).where(eq(bookings.carId, id))
const activeBookingsOf = async (id: string) => (await bookingsOf(id)).filter((row) => row.status !== 'cancelled')

async function createDriver(fields: { birthDate?: string; license?: string | null } = {}) {
  const email = `checkout-${randomUUID().slice(0, 8)}@keyturn.example`
  const password = 'Checkout-driver-2026'
  await db()
    .insert(users)
    .values({ fullName: 'Signed Driver', email, verified: true, passwordHash: await hashPassword(password), birthDate: fields.birthDate ?? birthDateYearsAgo(35), license: fields.license ?? null })
  return { ...(await signIn(app, email, password)), email }
}

async function setSupplier(changes: Partial<typeof users.$inferInsert>) {
  await db().update(users).set(changes).where(eq(users.id, supplierId))
}

beforeAll(async () => {
  await rm(DATA_DIR, { recursive: true, force: true })
  await mkdir(DATA_DIR, { recursive: true })
  app = await buildTestApp({ DATA_DIR }, { mailer, botCheck: { enabled: true, verify: async (token) => token === 'human' } })
  // an available car serving at least two places; its supplier allows paying at the counter
  const rows = await db()
    .select({ id: cars.id, supplierId: cars.supplierId, locationId: carLocations.locationId })
    .from(cars)
    .innerJoin(carLocations, eq(carLocations.carId, cars.id))
    .where(and(eq(cars.availability, 'available'), eq(cars.comingSoon, false), eq(cars.fullyBooked, false), eq(cars.isDateBasedPrice, false)))
    .orderBy(cars.id, carLocations.locationId)
  const byCar = new Map<string, string[]>()
  for (const row of rows) byCar.set(row.id, [...(byCar.get(row.id) ?? []), row.locationId])
  const [id, places] = [...byCar].find(([, list]) => list.length >= 2)!
  carId = id
  supplierId = rows.find((row) => row.id === id)!.supplierId
  location = places[0]!
  otherLocation = places[1]!
  zone = await zoneOf(db(), location)
  otherZone = await zoneOf(db(), otherLocation)
  await setSupplier({ payLater: true, licenseRequired: false, blacklisted: false })
  await db().update(cars).set(carMoney({ minimumAge: 21, cancellation: 12, amendments: 0, theftProtection: 7.5, additionalDriver: 9, fullInsurance: -1 })).where(eq(cars.id, carId))
  await updateSettings(db(), { minimumPickUpHours: 1, minimumRentalHours: 1, minimumDriverAge: 21, bookingHorizonDays: FAR_HORIZON_DAYS })
  pricing = (await loadBookableCar(db(), carId))!.pricing
  driver = await createDriver()
})
afterAll(async () => {
  await app?.close()
  await rm(DATA_DIR, { recursive: true, force: true })
})
beforeEach(() => {
  mailer.sent.length = 0
})

describe('the price is the server’s', () => {
  it('ignores an amount sent by the client and stores rentalPrice of the stored car', async () => {
    const options = { ...noOptions, cancellation: true, theftProtection: true }
    const when = period(10, 8)
    const response = await checkout({ ...body({ ...at(when), options }), price: 0.01, amount: 1, totalPrice: 1, deposit: 0 }, driver.cookie)
    expect(response.statusCode, response.body).toBe(200)
    const result = response.json<CheckoutResult>()
    // the options the car includes (0) are on, as stored: their lines say so, free
    const included = Object.fromEntries(extraKinds.filter((kind) => pricing[kind] === 0).map((kind) => [kind, true]))
    expect(included).toMatchObject({ amendments: true })
    const priced = rentalPrice(pricing, { from: new Date(when.from), to: new Date(when.to), timeZone: zone }, { ...options, ...included })
    const expected = priced.total
    expect(expected).toBeGreaterThan(100)
    expect(result).toMatchObject({ status: 'pending', payment: 'payAtCounter', gateway: null, price: fromCents(expected), deposit: fromCents(pricing.deposit), amountDue: 0, paymentAmount: 0, paymentCurrency: 'USD', clientSecret: null, payPalOrderId: null })
    expect(result.sessionId).toMatch(/^[A-Za-z0-9_-]{20,}$/)
    const [row] = await db().select().from(bookings).where(eq(bookings.id, result.bookingId))
    // stored in cents with the lines it was priced at
    expect(row!.priceLines).toEqual(priced.lines)
    expect(row).toMatchObject({ price: expected, currency: 'USD', depositAmount: pricing.deposit, status: 'pending', isPayLater: true, driverId: driver.userId, checkoutReference: result.sessionId, expiresAt: null, paymentAmount: null, paymentCurrency: null, guestAccount: false })
    // chosen options stored; the included one (amendments = 0) is on although not asked
    expect(row).toMatchObject({ cancellation: true, theftProtection: true, amendments: true, fullInsurance: false, additionalDriver: false })
  })

  it('refuses an unavailable option (-1)', async () => {
    const response = await checkout(body({ ...at(period(20)), options: { ...noOptions, fullInsurance: true } }), driver.cookie)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' })
    expect(response.json().message).toContain('fullInsurance')
  })

  it('needs the additional driver’s details when that option is on, and stores them', async () => {
    const options = { ...noOptions, additionalDriver: true }
    const missing = await checkout(body({ ...at(period(22)), options }), driver.cookie)
    expect(missing.statusCode).toBe(400)
    const young = await checkout(body({ ...at(soon(3)), options, additionalDriver: visitor({ birthDate: birthDateYearsAgo(19) }) }), driver.cookie)
    expect(young.statusCode).toBe(400)
    expect(young.json().code).toBe('DRIVER_TOO_YOUNG')
    const second = visitor({ fullName: 'Second Driver' })
    const ok = await checkout(body({ ...at(period(22)), options, additionalDriver: second }), driver.cookie)
    expect(ok.statusCode, ok.body).toBe(200)
    const { bookingId, price } = ok.json<CheckoutResult>()
    expect(price).toBe(fromCents(rentalPrice(pricing, { from: new Date(period(22).from), to: new Date(period(22).to), timeZone: zone }, options).total))
    const [stored] = await db().select().from(additionalDrivers).where(eq(additionalDrivers.bookingId, bookingId))
    expect(stored).toMatchObject({ fullName: 'Second Driver', email: second.email, birthDate: second.birthDate })
  })
})

describe('after booking', () => {
  it('notifies the supplier, mails the driver and the search no longer offers the car', async () => {
    const when = period(30, 2)
    const search = () => inject({ method: 'POST', url: '/api/search-cars/1/100', payload: { pickUpLocation: location, dropOffLocation: location, ...at(when) } })
    const before = await search()
    expect(before.statusCode, before.body).toBe(200)
    expect(before.json().rows.map((row: { car: { id: string } }) => row.car.id)).toContain(carId)

    const response = await checkout(body(at(when)), driver.cookie)
    expect(response.statusCode, response.body).toBe(200)
    const { bookingId, sessionId } = response.json<CheckoutResult>()
    const notes = await db().select().from(notifications).where(eq(notifications.bookingId, bookingId))
    // the supplier's and the driver's notifications (issue 9), both unread
    expect(notes.map((note) => note.userId).sort()).toEqual([supplierId, driver.userId].sort())
    expect(notes.every((note) => !note.isRead)).toBe(true)
    expect(mailer.sent).toHaveLength(1)
    expect(mailer.sent[0]).toMatchObject({ to: driver.email })
    expect(mailer.sent[0]!.text).toContain('You will pay at the counter')
    expect(mailer.sent[0]!.text).toContain(`/checkout-session/${sessionId}`)
    // the driver's notification is not e-mailed again: the confirmation says it

    const after = await search()
    expect(after.json().rows.map((row: { car: { id: string } }) => row.car.id)).not.toContain(carId)
  })
})

describe('one car, one booking at a time', () => {
  it('20 concurrent checkouts over overlapping periods: exactly 1 success, 19 × 409', async () => {
    const drivers = await Promise.all(Array.from({ length: 4 }, () => createDriver()))
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const when = period(40 + (index % 3), 3, index % 5) // all overlap day 42
        return checkout(body(at(when)), drivers[index % drivers.length]!.cookie)
      }),
    )
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({ code: 'BOOKING_CONFLICT', message: 'This car is no longer available for these dates', requestId: expect.any(String) })
    }
    const held = (await activeBookingsOf(carId)).filter((row) => row.from < new Date(period(45).from) && row.to > new Date(period(40).from))
    expect(held).toHaveLength(1)
  })

  it('back-to-back periods both succeed (half-open)', async () => {
    const first = period(60, 2)
    const second = { from: first.to, to: period(64).from }
    const a = await checkout(body(at(first)), driver.cookie)
    const b = await checkout(body(at(second)), driver.cookie)
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200])
  })

  it('a guest account is not created when the booking conflicts', async () => {
    const when = period(70, 2)
    expect((await checkout(body(at(when)), driver.cookie)).statusCode).toBe(200)
    const guest = visitor()
    const response = await checkout(body({ ...at(when), driver: guest, recaptchaToken: 'human' }))
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('BOOKING_CONFLICT')
    expect(await db().select().from(users).where(eq(users.email, guest.email))).toHaveLength(0)
    expect(mailer.sent).toHaveLength(1) // only the first booking's confirmation
  })

  it('an unpaid booking whose payment window passed does not block; an open one does', async () => {
    const expired = period(80, 3)
    const open = period(90, 3)
    const base = { supplierId, carId, driverId: driver.userId, pickUpLocationId: location, dropOffLocationId: location, ...agreedPrice(100), status: 'void' as const }
    const [stale] = await db()
      .insert(bookings)
      .values({ ...base, from: new Date(expired.from), to: new Date(expired.to), expiresAt: new Date(Date.now() - 60_000) })
      .returning()
    await db().insert(bookings).values({ ...base, from: new Date(open.from), to: new Date(open.to), expiresAt: new Date(Date.now() + 30 * 60_000) })

    const freed = await checkout(body(at(expired)), driver.cookie)
    expect(freed.statusCode, freed.body).toBe(200)
    const [old] = await db().select().from(bookings).where(eq(bookings.id, stale!.id))
    expect(old!.status).toBe('cancelled')

    const held = await checkout(body(at(open)), driver.cookie)
    expect(held.statusCode).toBe(409)
    expect(held.json().code).toBe('BOOKING_CONFLICT')
  })
})

describe('spec §5 rules', () => {
  it('the period follows the settings', async () => {
    // on the whole minute: a wall time has no seconds
    const soon = new Date(Math.floor((Date.now() + 20 * 60_000) / 60_000) * 60_000)
    const tooSoon = await checkout(body(at({ from: soon.toISOString(), to: new Date(soon.getTime() + 3 * DAY).toISOString() })), driver.cookie)
    expect(tooSoon.statusCode).toBe(400)
    expect(tooSoon.json().message).toBe('The pick-up time must be at least 1 hour from now')

    const backwards = await checkout(body(at({ from: period(100).to, to: period(100).from })), driver.cookie)
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().message).toBe('The drop-off time must be after the pick-up time')

    await updateSettings(db(), { minimumRentalHours: 5, minimumPickUpHours: 48 })
    try {
      const short = period(100, 0, 4)
      const tooShort = await checkout(body(at(short)), driver.cookie)
      expect(tooShort.statusCode).toBe(400)
      expect(tooShort.json().message).toBe('The drop-off time must be at least 5 hours after the pick-up time')
      const inADay = new Date(Math.floor((Date.now() + DAY) / 60_000) * 60_000)
      const notAhead = await checkout(body(at({ from: inADay.toISOString(), to: new Date(inADay.getTime() + 3 * DAY).toISOString() })), driver.cookie)
      expect(notAhead.json().message).toBe('The pick-up time must be at least 48 hours from now')
      const exact = await checkout(body(at(period(100, 0, 5))), driver.cookie)
      expect(exact.statusCode, exact.body).toBe(200)
    } finally {
      await updateSettings(db(), { minimumRentalHours: 1, minimumPickUpHours: 1 })
    }
  })

  it('takes wall times at the places: one of no calendar, or an instant, is 400 VALIDATION_ERROR and books nothing', async () => {
    const before = (await activeBookingsOf(carId)).length
    const impossible = await checkout(body({ from: '2101-02-30T10:00', to: '2101-03-03T10:00' }), driver.cookie)
    expect(impossible.statusCode).toBe(400)
    expect(impossible.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'from and to must be real dates and times', requestId: expect.any(String) })
    for (const when of [
      { from: '2101-12-01T10:00:00Z', to: '2101-12-04T10:00:00Z' },
      { from: '2101-12-01T10:00:00.000Z', to: '2101-12-04T10:00' },
      { from: '2101-12-01T10:00+01:00', to: '2101-12-04T10:00' },
    ]) {
      const instant = await checkout(body(when), driver.cookie)
      expect(instant.statusCode, JSON.stringify(when)).toBe(400)
      expect(instant.json().code).toBe('VALIDATION_ERROR')
    }
    expect(await activeBookingsOf(carId)).toHaveLength(before)
  })

  it('the driver must be old enough for the car (at least the settings’ 21)', async () => {
    const young = await createDriver({ birthDate: birthDateYearsAgo(20) })
    const refused = await checkout(body(at(soon(6))), young.cookie)
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({ code: 'DRIVER_TOO_YOUNG', message: 'The driver must be at least 21 years old', requestId: expect.any(String) })

    await db().update(cars).set({ minimumAge: 25 }).where(eq(cars.id, carId))
    try {
      const guest = await checkout(body({ ...at(soon(6)), driver: visitor({ birthDate: birthDateYearsAgo(24) }), recaptchaToken: 'human' }))
      expect(guest.statusCode).toBe(400)
      expect(guest.json()).toEqual({ code: 'DRIVER_TOO_YOUNG', message: 'The driver must be at least 25 years old', requestId: expect.any(String) })
      const old = await checkout(body({ ...at(soon(6)), driver: visitor({ birthDate: birthDateYearsAgo(25, -1) }), recaptchaToken: 'human' }))
      expect(old.statusCode, old.body).toBe(200)
    } finally {
      await db().update(cars).set({ minimumAge: 21 }).where(eq(cars.id, carId))
    }
  })

  it("a licence is needed when the supplier requires one: the account's, or a temporary upload", async () => {
    await setSupplier({ licenseRequired: true })
    try {
      const refused = await checkout(body(at(period(120))), driver.cookie)
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toEqual({ code: 'LICENSE_REQUIRED', message: "Driver's license is required", requestId: expect.any(String) })
      const gone = await checkout(body({ ...at(period(120)), license: `${randomUUID()}.pdf` }), driver.cookie)
      expect(gone.json().code).toBe('LICENSE_REQUIRED')

      const upload = await inject({ method: 'POST', url: '/api/create-license', ...multipart('file', 'licence.pdf', samplePdf()) })
      expect(upload.statusCode, upload.body).toBe(200)
      const guest = visitor()
      const ok = await checkout(body({ ...at(period(120)), driver: guest, license: upload.json().file, recaptchaToken: 'human' }))
      expect(ok.statusCode, ok.body).toBe(200)
      const [account] = await db().select().from(users).where(eq(users.email, guest.email))
      expect(account!.license).toMatch(/\.pdf$/)
      expect(account!.license).not.toBe(upload.json().file)

      const licensed = await createDriver({ license: 'stored-licence.pdf' })
      expect((await checkout(body(at(period(125))), licensed.cookie)).statusCode).toBe(200)
    } finally {
      await setSupplier({ licenseRequired: false })
    }
  })

  it('the car must exist, be bookable and serve the places', async () => {
    const unknown = await checkout(body({ ...at(period(130)), car: randomUUID() }), driver.cookie)
    expect(unknown.statusCode).toBe(404)
    const [elsewhere] = await db()
      .select({ id: sql<string>`l.id` })
      .from(sql`locations l`)
      .where(sql`NOT EXISTS (SELECT 1 FROM car_locations c WHERE c.location_id = l.id AND c.car_id = ${carId})`)
      .limit(1)
    const notServed = await checkout(body({ ...at(period(130)), pickUpLocation: elsewhere!.id }), driver.cookie)
    expect(notServed.statusCode).toBe(400)
    const noDropOff = await checkout(body({ ...at(period(130)), dropOffLocation: elsewhere!.id }), driver.cookie)
    expect(noDropOff.statusCode).toBe(400)
    // one way: the drop-off time is read on the drop-off place's clock
    const oneWay = await checkout(body({ ...atPlaces(period(130), { pickUp: zone, dropOff: otherZone }), dropOffLocation: otherLocation }), driver.cookie)
    expect(oneWay.statusCode, oneWay.body).toBe(200)
    const [kept] = await db().select().from(bookings).where(eq(bookings.id, oneWay.json().bookingId))
    expect([kept!.from.toISOString(), kept!.to.toISOString()]).toEqual([period(130).from, period(130).to])
    await db().update(cars).set({ comingSoon: true }).where(eq(cars.id, carId))
    try {
      const soon = await checkout(body(at(period(135))), driver.cookie)
      expect(soon.statusCode).toBe(400)
    } finally {
      await db().update(cars).set({ comingSoon: false }).where(eq(cars.id, carId))
    }
  })

  it('payment at the counter only when the supplier allows it; online payment is not available without a gateway', async () => {
    await setSupplier({ payLater: false })
    try {
      // no gateway either: no way to pay this car at all
      const counter = await checkout(body(at(period(140))), driver.cookie)
      expect(counter.statusCode).toBe(409)
      expect(counter.json().code).toBe('NO_PAYMENT_OPTION')
    } finally {
      await setSupplier({ payLater: true })
    }
    for (const payment of ['payDeposit', 'payInFull'] as const) {
      const online = await checkout(body({ ...at(period(140)), payment }), driver.cookie)
      expect(online.statusCode).toBe(400)
      expect(online.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Online payment is not available', requestId: expect.any(String) })
    }
    expect((await activeBookingsOf(carId)).filter((row) => row.from.getTime() === new Date(period(140).from).getTime())).toHaveLength(0)
  })
})

describe('a visitor books', () => {
  it('creates an unverified guest account without a password and mails the activation in the booking language', async () => {
    const guest = visitor({ email: `Guest-${randomUUID().slice(0, 8)}@Example.com` })
    const response = await checkout(body({ ...at(period(150)), driver: guest, recaptchaToken: 'human', language: 'fr' }))
    expect(response.statusCode, response.body).toBe(200)
    const [account] = await db().select().from(users).where(eq(users.email, guest.email.toLowerCase()))
    expect(account).toMatchObject({ type: 'user', verified: false, passwordHash: null, language: 'fr', fullName: 'Guest Driver', birthDate: guest.birthDate })
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, response.json().bookingId))
    expect(booking!.driverId).toBe(account!.id)
    expect(mailer.sent.map((mail) => mail.subject)).toEqual(['Votre compte Keyturn pour votre réservation', expect.stringContaining('Votre réservation Keyturn')])
    expect(mailer.sent[0]!.text).toContain('/activate?')
    expect(mailer.sent.every((mail) => mail.to === account!.email)).toBe(true)
  })

  it('an address already registered answers 409 EMAIL_ALREADY_REGISTERED and writes nothing', async () => {
    const response = await checkout(body({ ...at(period(160)), driver: visitor({ email: driver.email.toUpperCase() }), recaptchaToken: 'human' }))
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('EMAIL_ALREADY_REGISTERED')
    expect((await activeBookingsOf(carId)).filter((row) => row.from.getTime() === new Date(period(160).from).getTime())).toHaveLength(0)
  })

  it('needs the driver details and passes the bot check', async () => {
    const noDriver = await checkout(body({ ...at(period(170)), recaptchaToken: 'human' }))
    expect(noDriver.statusCode).toBe(400)
    const bot = await checkout(body({ ...at(period(170)), driver: visitor() }))
    expect(bot.statusCode).toBe(400)
    expect(bot.json().code).toBe('RECAPTCHA_ERROR')
  })
})

describe('online payment with a configured gateway', () => {
  it('books void with the payment window and the charged amount even when Stripe cannot be reached (clientSecret null)', async () => {
    const stripe = await buildTestApp(
      { DATA_DIR, PAYMENT_GATEWAY: 'Stripe', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_API_URL: 'http://127.0.0.1:9' },
      { mailer, botCheck: { enabled: true, verify: async (token) => token === 'human' } },
    )
    try {
      // a fresh copy of the database: the same supplier rules as above
      await stripe.database.db.update(users).set({ payLater: true, licenseRequired: false, blacklisted: false }).where(eq(users.id, supplierId))
      await updateSettings(stripe.database.db, { bookingHorizonDays: FAR_HORIZON_DAYS })
      // paying a deposit online needs 0 < deposit < price: the seed car's deposit is a week's rent or more
      const when = period(180)
      // in whole dollars: half the price (cents)
      const deposit = Math.floor(rentalPrice(pricing, { from: new Date(when.from), to: new Date(when.to), timeZone: zone }).total / 200)
      await stripe.database.db.update(cars).set(carMoney({ deposit })).where(eq(cars.id, carId))
      const response = await stripe.inject({
        method: 'POST',
        url: '/api/checkout',
        payload: body({ ...at(when), payment: 'payDeposit', driver: visitor(), recaptchaToken: 'human' }),
      })
      expect(response.statusCode, response.body).toBe(200)
      const result = response.json<CheckoutResult>()
      expect(result).toMatchObject({ status: 'void', gateway: 'Stripe', payment: 'payDeposit', amountDue: deposit, paymentAmount: deposit, paymentCurrency: 'USD', clientSecret: null, payPalOrderId: null })
      expect(result.sessionId).toMatch(/^ck_/)
      const [row] = await stripe.database.db.select().from(bookings).where(eq(bookings.id, result.bookingId))
      expect(row).toMatchObject({ status: 'void', isDeposit: true, paymentGateway: 'Stripe', guestAccount: true, paymentAmount: deposit * 100 })
      expect(row!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000)
      // the activation only: the confirmation waits for the payment
      expect(mailer.sent.map((mail) => mail.subject)).toEqual(['Your Keyturn account for your booking'])
    } finally {
      await stripe.close()
    }
  })

  it('refuses paying a deposit online when the seed car’s deposit is not less than the price, before writing anything', async () => {
    const stripe = await buildTestApp(
      { DATA_DIR, PAYMENT_GATEWAY: 'Stripe', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_API_URL: 'http://127.0.0.1:9' },
      { mailer, botCheck: { enabled: true, verify: async (token) => token === 'human' } },
    )
    try {
      await stripe.database.db.update(users).set({ payLater: true, licenseRequired: false, blacklisted: false }).where(eq(users.id, supplierId))
      await updateSettings(stripe.database.db, { bookingHorizonDays: FAR_HORIZON_DAYS })
      const when = period(190, 2)
      expect(pricing.deposit).toBeGreaterThanOrEqual(rentalPrice(pricing, { from: new Date(when.from), to: new Date(when.to), timeZone: zone }).total)
      const usersBefore = (await stripe.database.db.select({ id: users.id }).from(users)).length
      const guest = visitor()
      const response = await stripe.inject({ method: 'POST', url: '/api/checkout', payload: body({ ...at(when), payment: 'payDeposit', driver: guest, recaptchaToken: 'human' }) })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Paying a deposit online is not available for this booking', requestId: expect.any(String) })
      expect(await stripe.database.db.select().from(bookings).where(eq(bookings.carId, carId)).then((rows) => rows.filter((row) => row.from.getTime() === new Date(when.from).getTime()))).toHaveLength(0)
      expect((await stripe.database.db.select({ id: users.id }).from(users)).length).toBe(usersBefore)
      expect(mailer.sent).toHaveLength(0)
    } finally {
      await stripe.close()
    }
  })
})
