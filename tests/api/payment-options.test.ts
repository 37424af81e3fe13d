// How each offer can be paid with this installation (issue 14), against the real app on three
// configurations — no provider, Stripe, PayPal — each on its own copy of the seeded database: the
// search's paymentOptions for every combination of supplier rules (pays at the counter or not;
// deposit below the price or not), unbookable cars left out and counted, shown on request, the
// Payment filter, the supplier counts, and the price quote and checkout refusing what cannot be paid.
import { randomUUID } from 'node:crypto'
import { carMoney } from './support/money'
import { and, count, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../openapi/schema.js'
import type { PaymentMode } from '../../src/domain/booking-status.js'
import { hashPassword } from '../../src/server/auth/passwords.js'
import { updateSettings } from '../../src/server/db/queries/settings.js'
import { bookings, carLocations, cars, users } from '../../src/server/db/schema.js'
import { UNREACHABLE_URL } from '../fixtures/server-environment.js'
import { buildTestApp } from './support/app.js'
import { atPlaces, zoneOf } from './support/payments.js'
import { birthDateYearsAgo } from './support/session.js'
import { signIn } from './support/user-data.js'

type CarSearch = components['schemas']['CarSearch']
type CarOfferPage = components['schemas']['CarOfferPage']
type SupplierCount = components['schemas']['SupplierCount']
type CheckoutPrice = components['schemas']['CheckoutPrice']

const DAY = 86_400_000
/** 10:00 UTC, `days` from today: past the seeded bookings and date prices, within the booking horizon. */
function daysAhead(days: number): string {
  const day = new Date(Date.now() + days * DAY)
  day.setUTCHours(10, 0, 0, 0)
  return day.toISOString()
}
// 3 days at 100 a day, no markup: every test car's price is 300 (instants; requests send `atPlace`)
const PERIOD = { from: daysAhead(240), to: daysAhead(243) }
/** PERIOD as the wall times at the chosen place a request sends. */
let atPlace: { from: string; to: string }
const noOptions = { cancellation: false, amendments: false, theftProtection: false, collisionDamageWaiver: false, fullInsurance: false, additionalDriver: false }

const configurations = {
  none: {},
  Stripe: { PAYMENT_GATEWAY: 'Stripe', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_API_URL: UNREACHABLE_URL },
  PayPal: { PAYMENT_GATEWAY: 'PayPal', PAYPAL_CLIENT_ID: 'client', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_API_URL: UNREACHABLE_URL },
} as const
type Configuration = keyof typeof configurations

/** The four supplier-rule combinations, each a car at `place`; its supplier's payLater and its deposit set here. */
type Combination = 'counterLowDeposit' | 'counterHighDeposit' | 'onlineLowDeposit' | 'onlineHighDeposit'
const rules: Record<Combination, { payLater: boolean; deposit: number }> = {
  counterLowDeposit: { payLater: true, deposit: 150 },
  counterHighDeposit: { payLater: true, deposit: 300 }, // not below the price of 300
  onlineLowDeposit: { payLater: false, deposit: 150 },
  onlineHighDeposit: { payLater: false, deposit: 300 },
}
const expectedOptions: Record<Configuration, Record<Combination, PaymentMode[]>> = {
  none: { counterLowDeposit: ['payAtCounter'], counterHighDeposit: ['payAtCounter'], onlineLowDeposit: [], onlineHighDeposit: [] },
  Stripe: {
    counterLowDeposit: ['payAtCounter', 'payDeposit', 'payInFull'],
    counterHighDeposit: ['payAtCounter', 'payInFull'],
    onlineLowDeposit: ['payDeposit', 'payInFull'],
    onlineHighDeposit: ['payInFull'],
  },
  PayPal: {
    counterLowDeposit: ['payAtCounter', 'payDeposit', 'payInFull'],
    counterHighDeposit: ['payAtCounter', 'payInFull'],
    onlineLowDeposit: ['payDeposit', 'payInFull'],
    onlineHighDeposit: ['payInFull'],
  },
}
const combinations = Object.keys(rules) as Combination[]

let place: string
let counterSupplier: string
let onlineSupplier: string
const carOf = {} as Record<Combination, string>
const apps = {} as Record<Configuration, FastifyInstance>
const drivers = {} as Record<Configuration, string>

/** Two suppliers with at least two plain cars each at one place: one pays at the counter, the other not. */
async function chooseCars(app: FastifyInstance) {
  const plain = and(eq(cars.availability, 'available'), eq(cars.comingSoon, false), eq(cars.fullyBooked, false))
  const perSupplier = await app.database.db
    .select({ locationId: carLocations.locationId, supplierId: cars.supplierId, n: count() })
    .from(carLocations)
    .innerJoin(cars, eq(cars.id, carLocations.carId))
    .where(plain)
    .groupBy(carLocations.locationId, cars.supplierId)
    .orderBy(carLocations.locationId, cars.supplierId)
  const enough = perSupplier.filter((row) => row.n >= 2)
  const chosen = enough.find((row) => enough.filter((other) => other.locationId === row.locationId).length >= 2)!
  place = chosen.locationId
  const [first, second] = enough.filter((row) => row.locationId === place)
  counterSupplier = first!.supplierId
  onlineSupplier = second!.supplierId
  for (const [supplierId, names] of [
    [counterSupplier, ['counterLowDeposit', 'counterHighDeposit']],
    [onlineSupplier, ['onlineLowDeposit', 'onlineHighDeposit']],
  ] as const) {
    const ids = await app.database.db
      .select({ id: cars.id })
      .from(cars)
      .innerJoin(carLocations, eq(carLocations.carId, cars.id))
      .where(and(plain, eq(cars.supplierId, supplierId), eq(carLocations.locationId, place)))
      .orderBy(cars.id)
      .limit(2)
    names.forEach((name, index) => (carOf[name] = ids[index]!.id))
  }
}

/** The same supplier rules and prices on an app's own copy of the database, and a signed-in driver. */
async function prepare(app: FastifyInstance): Promise<string> {
  const db = app.database.db
  const supplierRules = { licenseRequired: false, blacklisted: false, priceChangeRate: 0 }
  await db.update(users).set({ ...supplierRules, payLater: true }).where(eq(users.id, counterSupplier))
  await db.update(users).set({ ...supplierRules, payLater: false }).where(eq(users.id, onlineSupplier))
  for (const combination of combinations) {
    await db
      .update(cars)
      .set(carMoney({
        deposit: rules[combination].deposit,
        minimumAge: 21,
        isDateBasedPrice: false,
        dailyPrice: 100,
        discountedDailyPrice: null,
        biWeeklyPrice: null,
        discountedBiWeeklyPrice: null,
        weeklyPrice: null,
        discountedWeeklyPrice: null,
        monthlyPrice: null,
        discountedMonthlyPrice: null,
        theftProtection: 10,
        cancellation: combination === 'counterLowDeposit' ? 0 : -1,
      }))
      .where(eq(cars.id, carOf[combination]))
  }
  await updateSettings(db, { minimumPickUpHours: 1, minimumRentalHours: 1, minimumDriverAge: 21 })
  const email = `payer-${randomUUID().slice(0, 8)}@keyturn.example`
  await db.insert(users).values({ fullName: 'Paying Driver', email, verified: true, passwordHash: await hashPassword('Payment-driver-2026'), birthDate: birthDateYearsAgo(35), language: 'en' })
  return (await signIn(app, email, 'Payment-driver-2026')).cookie
}

beforeAll(async () => {
  for (const name of Object.keys(configurations) as Configuration[]) apps[name] = await buildTestApp(configurations[name])
  await chooseCars(apps.none)
  atPlace = atPlaces(PERIOD, await zoneOf(apps.none.database.db, place))
  for (const name of Object.keys(apps) as Configuration[]) drivers[name] = await prepare(apps[name])
})
afterAll(async () => {
  for (const app of Object.values(apps)) await app?.close()
})

let caller = 0
const post = (app: FastifyInstance, url: string, payload: object, cookie?: string) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: `10.14.${Math.floor(++caller / 250) % 250}.${(caller % 250) + 1}`, headers: cookie ? { cookie } : {} })
const criteria = (extra: Partial<CarSearch> = {}): CarSearch => ({ pickUpLocation: place, dropOffLocation: place, ...atPlace, ...extra })
async function search(app: FastifyInstance, extra: Partial<CarSearch> = {}): Promise<CarOfferPage> {
  const response = await post(app, '/api/search-cars/1/100', criteria(extra))
  expect(response.statusCode, response.body).toBe(200)
  return response.json<CarOfferPage>()
}
async function supplierCounts(app: FastifyInstance, extra: Partial<CarSearch> = {}): Promise<Map<string, number>> {
  const response = await post(app, '/api/supplier-counts', criteria(extra))
  expect(response.statusCode, response.body).toBe(200)
  return new Map(response.json<SupplierCount[]>().map((entry) => [entry.supplier.id, entry.count]))
}
const quote = (app: FastifyInstance, car: string, options = noOptions) =>
  post(app, '/api/checkout-price', { car, pickUpLocation: place, dropOffLocation: place, ...atPlace, options, language: 'en', currency: 'USD' })
const ids = (page: CarOfferPage) => page.rows.map((row) => row.car.id)
const sum = (counts: Map<string, number>) => [...counts.values()].reduce((total, n) => total + n, 0)

describe('each offer says how it can be paid', () => {
  for (const configuration of Object.keys(configurations) as Configuration[]) {
    it(`with ${configuration === 'none' ? 'no payment provider' : configuration}: for every combination of supplier rules`, async () => {
      const page = await search(apps[configuration], { includeUnbookable: true })
      for (const combination of combinations) {
        const offer = page.rows.find((row) => row.car.id === carOf[combination])
        expect(offer, combination).toBeDefined()
        expect(offer!.totalPrice).toBe(300)
        expect(offer!.paymentOptions, combination).toEqual(expectedOptions[configuration][combination])
        // the price quote answers the same options for the same price (no options chosen)
        const quoted = await quote(apps[configuration], carOf[combination])
        if (expectedOptions[configuration][combination].length === 0) {
          expect(quoted.statusCode, combination).toBe(409)
          expect(quoted.json().code).toBe('NO_PAYMENT_OPTION')
        } else {
          expect(quoted.statusCode, quoted.body).toBe(200)
          const price = quoted.json<CheckoutPrice>()
          expect(price.paymentOptions, combination).toEqual(expectedOptions[configuration][combination])
          expect(price.offer.paymentOptions).toEqual(expectedOptions[configuration][combination])
        }
      }
    })
  }

  it('a provider configured without its client (keys) counts as none', async () => {
    const withoutClient = await buildTestApp(configurations.Stripe, { payments: { stripe: null, paypal: null } })
    try {
      await prepare(withoutClient)
      const page = await search(withoutClient, { includeUnbookable: true })
      for (const combination of combinations) {
        expect(page.rows.find((row) => row.car.id === carOf[combination])!.paymentOptions, combination).toEqual(expectedOptions.none[combination])
      }
    } finally {
      await withoutClient.close()
    }
  })

  it('the price quote decides the deposit with the chosen options’ price', async () => {
    // deposit 300, price 300: no deposit online; with theft protection (3 × 10) the price is 330
    const plain = (await quote(apps.Stripe, carOf.onlineHighDeposit)).json<CheckoutPrice>()
    expect(plain.paymentOptions).toEqual(['payInFull'])
    const withOption = await quote(apps.Stripe, carOf.onlineHighDeposit, { ...noOptions, theftProtection: true })
    expect(withOption.statusCode, withOption.body).toBe(200)
    expect(withOption.json<CheckoutPrice>()).toMatchObject({ price: 330, depositPayable: true, paymentOptions: ['payDeposit', 'payInFull'] })
    // the offer stays as the search showed it
    expect(withOption.json<CheckoutPrice>().offer.paymentOptions).toEqual(['payInFull'])
  })

  it('the free-cancellation deadline: 24 hours before pick-up where the cancellation option is included, else null', async () => {
    const page = await search(apps.none, { includeUnbookable: true })
    const offer = (combination: Combination) => page.rows.find((row) => row.car.id === carOf[combination])!
    expect(offer('counterLowDeposit').freeCancellationUntil).toBe(daysAhead(239))
    expect(offer('counterHighDeposit').freeCancellationUntil).toBeNull()
  })
})

describe('cars that cannot be paid are left out and counted', () => {
  it('by default: not in the rows nor the total, counted in unbookable; shown (and counted) with includeUnbookable', async () => {
    const app = apps.none
    const offered = await search(app)
    const everything = await search(app, { includeUnbookable: true })
    expect(offered.unbookable).toBeGreaterThanOrEqual(2)
    expect(everything.unbookable).toBe(offered.unbookable)
    expect(everything.total).toBe(offered.total + offered.unbookable)
    expect(offered.rows.every((row) => row.paymentOptions.length > 0)).toBe(true)
    expect(everything.rows.filter((row) => row.paymentOptions.length === 0)).toHaveLength(offered.unbookable)
    expect(ids(offered)).toEqual(ids(everything).filter((id) => everything.rows.find((row) => row.car.id === id)!.paymentOptions.length > 0))
    expect(ids(offered)).not.toContain(carOf.onlineLowDeposit)
    expect(ids(everything)).toEqual(expect.arrayContaining([carOf.onlineLowDeposit, carOf.onlineHighDeposit]))
  })

  it('with a provider every car can be paid: nothing is left out', async () => {
    for (const app of [apps.Stripe, apps.PayPal]) {
      const offered = await search(app)
      expect(offered.unbookable).toBe(0)
      expect(ids(offered)).toEqual(ids(await search(app, { includeUnbookable: true })))
    }
  })

  it('the supplier counts follow the same rule', async () => {
    const app = apps.none
    const offered = await supplierCounts(app)
    expect(sum(offered)).toBe((await search(app)).total)
    expect(offered.has(onlineSupplier)).toBe(false)
    const everything = await supplierCounts(app, { includeUnbookable: true })
    expect(sum(everything)).toBe((await search(app, { includeUnbookable: true })).total)
    expect(everything.get(onlineSupplier)).toBeGreaterThanOrEqual(2)
    // a chosen supplier stays listed (0) so it can be unticked
    expect((await supplierCounts(app, { suppliers: [onlineSupplier] })).get(onlineSupplier)).toBe(0)
    expect((await search(app, { suppliers: [onlineSupplier] })).total).toBe(0)
  })
})

describe('the Payment filter', () => {
  const payableWith = (page: CarOfferPage, wanted: (options: PaymentMode[]) => boolean) => ids(page).filter((id) => wanted(page.rows.find((row) => row.car.id === id)!.paymentOptions))

  it('at the counter, online, or either, with a provider', async () => {
    const app = apps.Stripe
    const all = await search(app)
    const atCounter = await search(app, { payment: ['payAtCounter'] })
    expect(ids(atCounter)).toEqual(payableWith(all, (options) => options.includes('payAtCounter')))
    expect(ids(atCounter)).toContain(carOf.counterHighDeposit)
    expect(ids(atCounter)).not.toContain(carOf.onlineLowDeposit)
    expect(atCounter.total).toBeLessThan(all.total)
    const online = await search(app, { payment: ['payOnline'] })
    expect(ids(online)).toEqual(ids(all))
    expect(ids(await search(app, { payment: ['payAtCounter', 'payOnline'] }))).toEqual(ids(all))
    expect((await search(app, { payment: [] })).total).toBe(0)
    // the supplier counts apply it too
    const counts = await supplierCounts(app, { payment: ['payAtCounter'] })
    expect(sum(counts)).toBe(atCounter.total)
    expect(counts.has(onlineSupplier)).toBe(false)
  })

  it('without a provider, nothing can be paid online; an unbookable car never matches', async () => {
    const app = apps.none
    expect(await search(app, { payment: ['payOnline'], includeUnbookable: true })).toMatchObject({ total: 0, rows: [], unbookable: 0 })
    const atCounter = await search(app, { payment: ['payAtCounter'], includeUnbookable: true })
    expect(ids(atCounter)).toEqual(ids(await search(app)))
  })

  it('is in the contract: an unknown way answers 400', async () => {
    const response = await post(apps.none, '/api/search-cars/1/10', criteria({ payment: ['cash' as never] }))
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('VALIDATION_ERROR')
  })
})

describe('the checkout refuses a car or a way that cannot be paid, before writing anything', () => {
  const checkout = (configuration: Configuration, combination: Combination, payment: PaymentMode) =>
    post(apps[configuration], '/api/checkout', { car: carOf[combination], pickUpLocation: place, dropOffLocation: place, ...atPlace, options: noOptions, payment, language: 'en', currency: 'USD' }, drivers[configuration])
  const bookingsOf = async (configuration: Configuration) =>
    (await apps[configuration].database.db.select({ id: bookings.id }).from(bookings).where(inArray(bookings.carId, Object.values(carOf)))).length

  it('409 NO_PAYMENT_OPTION for a car no configured option can pay for', async () => {
    for (const payment of ['payAtCounter', 'payDeposit', 'payInFull'] as const) {
      const response = await checkout('none', 'onlineLowDeposit', payment)
      expect(response.statusCode, payment).toBe(409)
      expect(response.json()).toEqual({ code: 'NO_PAYMENT_OPTION', message: 'This car cannot be paid for with the payment options available here', requestId: expect.any(String) })
    }
    expect(await bookingsOf('none')).toBe(0)
  })

  it('400 for a way that is not among the car’s options', async () => {
    const refused = async (configuration: Configuration, combination: Combination, payment: PaymentMode, message: string) => {
      const response = await checkout(configuration, combination, payment)
      expect(response.statusCode, `${configuration} ${combination} ${payment}`).toBe(400)
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message, requestId: expect.any(String) })
    }
    await refused('none', 'counterLowDeposit', 'payInFull', 'Online payment is not available')
    await refused('none', 'counterLowDeposit', 'payDeposit', 'Online payment is not available')
    await refused('Stripe', 'onlineLowDeposit', 'payAtCounter', 'Payment at the counter is not available for this car')
    await refused('PayPal', 'onlineHighDeposit', 'payDeposit', 'Paying a deposit online is not available for this booking')
    for (const configuration of ['none', 'Stripe', 'PayPal'] as const) expect(await bookingsOf(configuration)).toBe(0)
  })

  it('books a way that is among the options', async () => {
    const counter = await checkout('none', 'counterHighDeposit', 'payAtCounter')
    expect(counter.statusCode, counter.body).toBe(200)
    expect(counter.json()).toMatchObject({ status: 'pending', payment: 'payAtCounter', gateway: null })
    const deposit = await checkout('PayPal', 'onlineLowDeposit', 'payDeposit')
    expect(deposit.statusCode, deposit.body).toBe(200)
    expect(deposit.json()).toMatchObject({ status: 'void', payment: 'payDeposit', gateway: 'PayPal', amountDue: 150 })
  })
})
