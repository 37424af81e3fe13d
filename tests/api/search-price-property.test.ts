// Issue 11: the search prices from memory with totals kept per car and rental length
// (src/server/search-index/index.ts) and shows page rows through offerAmounts. This property test
// compares what POST /api/search-cars answers with the reference function of src/domain/price,
// applied to PricingCars built straight from the generated values (not through server code), on
// random cars and periods: tiers (some missing), discounts, date-based prices with overlapping
// ranges, supplier markups, extras and deposits. Several periods of the same length but other
// pick-up days hit the same kept totals, and cars added between searches must show at once. Each
// scenario's place has its own time zone (issue 23): the search gets the wall times at the place,
// and date-based prices follow the place's calendar, which is not the UTC one.
import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../openapi/schema.js'
import { carRanges, fuelPolicies, fuelTypes, gearboxes, type ExtraKind } from '../../src/domain/enums.js'
import { fromCents } from '../../src/domain/money.js'
import { offerAmounts, type DatePrice, type PricingCar } from '../../src/domain/price.js'
import { instantToLocal, localToInstant } from '../../src/domain/search-query.js'
import { updateSettings } from '../../src/server/db/queries/settings.js'
import { carDatePrices, carLocations, cars, countries, locations, users } from '../../src/server/db/schema.js'
import { buildTestApp } from './support/app.js'
import { atPlaces } from './support/payments.js'

type CarOfferPage = components['schemas']['CarOfferPage']

const DAY = 86_400_000
const QUARTER_HOUR = 900_000
const SEED = 20_110_011
const RUNS = 25
const HORIZON_DAYS = 365
const MAXIMUM_RENTAL_DAYS = 90

/** Midnight UTC of today: periods and date ranges are days counted from it. */
const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate())
const dateAfter = (days: number) => new Date(today + days * DAY).toISOString().slice(0, 10)

// ---- generated data ----

/** An amount between two dollar figures, in whole cents as the database stores it. */
const cents = (min: number, max: number) => fc.integer({ min: Math.round(min * 100), max: Math.round(max * 100) })
/** A markup in percent with two decimals, as numeric(6,2) stores it. */
const percent = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((value) => value / 100)
const maybe = (amount: fc.Arbitrary<number>) => fc.option(amount, { nil: null, freq: 3 })
/** -1 unavailable, 0 included, or a price. */
const extra = fc.oneof(fc.constant(-1), fc.constant(0), cents(0.01, 80))

/** Ranges of up to 6 weeks over the next 200 days: they overlap each other and the periods. */
const dateRange: fc.Arbitrary<DatePrice> = fc
  .record({ start: fc.integer({ min: 0, max: 200 }), length: fc.integer({ min: 0, max: 40 }), dailyPrice: cents(1, 500) })
  .map(({ start, length, dailyPrice }) => ({ startDate: dateAfter(start), endDate: dateAfter(start + length), dailyPrice }))

const generatedCar: fc.Arbitrary<PricingCar> = fc.record({
  dailyPrice: cents(1, 400),
  discountedDailyPrice: maybe(cents(1, 400)),
  biWeeklyPrice: maybe(cents(1, 1_200)),
  discountedBiWeeklyPrice: maybe(cents(1, 1_200)),
  weeklyPrice: maybe(cents(1, 2_500)),
  discountedWeeklyPrice: maybe(cents(1, 2_500)),
  monthlyPrice: maybe(cents(1, 9_000)),
  discountedMonthlyPrice: maybe(cents(1, 9_000)),
  isDateBasedPrice: fc.boolean(),
  // also stored for cars priced by tiers, where the search must ignore them
  dateBasedPrices: fc.array(dateRange, { maxLength: 4 }),
  deposit: cents(0, 3_000),
  priceChangeRate: percent(0, 25),
  cancellation: extra,
  amendments: extra,
  theftProtection: extra,
  collisionDamageWaiver: extra,
  fullInsurance: extra,
  additionalDriver: extra,
} satisfies Record<keyof PricingCar, fc.Arbitrary<unknown>>)

type Period = { from: Date; to: Date }

/**
 * A pick-up at a random quarter hour 2 to 150 days ahead, 1 to 90 rental days long (the last day
 * partly used), and the same length picked up `shift` days later at another hour: the same kept
 * total for tier-priced cars, another pick-up day for date-based ones.
 */
const periodPair: fc.Arbitrary<Period[]> = fc
  .record({
    startDay: fc.integer({ min: 2, max: 150 }),
    startQuarter: fc.integer({ min: 0, max: 95 }),
    days: fc.integer({ min: 1, max: MAXIMUM_RENTAL_DAYS }),
    lastDayQuarters: fc.integer({ min: 1, max: 96 }),
    shift: fc.integer({ min: 1, max: 30 }),
    shiftedQuarter: fc.integer({ min: 0, max: 95 }),
  })
  .map(({ startDay, startQuarter, days, lastDayQuarters, shift, shiftedQuarter }) => {
    const length = (days - 1) * DAY + lastDayQuarters * QUARTER_HOUR
    const first = today + startDay * DAY + startQuarter * QUARTER_HOUR
    const second = today + (startDay + shift) * DAY + shiftedQuarter * QUARTER_HOUR
    return [first, second].map((from) => ({ from: new Date(from), to: new Date(from + length) }))
  })

/**
 * The place's zone: real IANA zones far from UTC either way, with and without daylight saving, and
 * with offsets of half and three quarters of an hour.
 */
const placeZone = fc.constantFrom('Europe/Paris', 'Australia/Sydney', 'America/Los_Angeles', 'Pacific/Auckland', 'Asia/Kolkata', 'Asia/Kathmandu', 'America/St_Johns', 'UTC')

const scenario = fc.record({
  timeZone: placeZone,
  cars: fc.array(generatedCar, { minLength: 2, maxLength: 6 }),
  /** A copy of the first car (same prices and markup): a tie the car ids must break. */
  twin: fc.boolean(),
  periods: fc.array(periodPair, { minLength: 1, maxLength: 3 }).map((pairs) => pairs.flat()),
  /** Cars inserted between searches: the catalogue change notification must show them at once. */
  lateCars: fc.array(generatedCar, { minLength: 1, maxLength: 2 }),
})

// ---- the test ----

describe('search prices equal the reference price function (issue 11 property test)', () => {
  let app: FastifyInstance
  let countryId: string

  beforeAll(async () => {
    app = await buildTestApp()
    await updateSettings(app.database.db, { minimumPickUpHours: 1, minimumRentalHours: 1, maximumRentalDays: MAXIMUM_RENTAL_DAYS, bookingHorizonDays: HORIZON_DAYS })
    const [country] = await app.database.db.select({ id: countries.id }).from(countries).limit(1)
    countryId = country!.id
  })
  afterAll(async () => {
    await app?.close()
  })

  /** A place of its own, on the clock of `timeZone`: no other car is there. */
  const insertPlace = async (timeZone: string) => {
    const name = `Property test ${randomUUID().slice(0, 8)}`
    const [place] = await app.database.db
      .insert(locations)
      .values({ countryId, names: { en: name, fr: name, es: name }, latitude: 10, longitude: 10, timeZone })
      .returning({ id: locations.id })
    return place!.id
  }

  /** The car at `place`, from a supplier of its own (the markup is the supplier's) who takes payment at the counter. */
  const insertCar = async (place: string, car: PricingCar): Promise<string> => {
    const db = app.database.db
    const [supplier] = await db
      .insert(users)
      .values({ type: 'supplier', fullName: `Supplier ${randomUUID().slice(0, 8)}`, email: `supplier-${randomUUID()}@keyturn.example`, verified: true, payLater: true, priceChangeRate: car.priceChangeRate })
      .returning({ id: users.id })
    const { dateBasedPrices, priceChangeRate: _markup, ...prices } = car
    const [row] = await db
      .insert(cars)
      .values({ ...prices, supplierId: supplier!.id, name: 'Property test car', image: 'car.jpg', fuelType: fuelTypes[0], gearbox: gearboxes[0], seats: 5, doors: 4, fuelPolicy: fuelPolicies[0], mileage: -1, range: carRanges[0] })
      .returning({ id: cars.id })
    await db.insert(carLocations).values({ carId: row!.id, locationId: place })
    if (dateBasedPrices.length > 0) await db.insert(carDatePrices).values(dateBasedPrices.map((price) => ({ ...price, carId: row!.id })))
    return row!.id
  }

  const search = async (place: string, timeZone: string, period: Period): Promise<CarOfferPage> => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/search-cars/1/100',
      payload: { pickUpLocation: place, dropOffLocation: place, ...atPlaces(period, timeZone), sort: 'price' },
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<CarOfferPage>()
  }

  /** The page must be exactly the reference amounts of every car, cheapest first, ties by car id. */
  const expectReferencePrices = async (place: string, timeZone: string, period: Period, inserted: ReadonlyMap<string, PricingCar>) => {
    const page = await search(place, timeZone, period)
    const expected = [...inserted].map(([id, car]) => {
      const { days, totalPrice, pricePerDay, deposit, extras } = offerAmounts(car, { ...period, timeZone })
      // the contract's decimals; an option's -1 and 0 are meanings, kept
      const optionAmounts = Object.fromEntries(Object.entries(extras).map(([kind, cents]) => [kind, cents <= 0 ? cents : fromCents(cents)]))
      return { id, days, totalPrice: fromCents(totalPrice), pricePerDay: fromCents(pricePerDay), deposit: fromCents(deposit), extras: optionAmounts as Record<ExtraKind, number> }
    })
    expected.sort((a, b) => a.totalPrice - b.totalPrice || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    const shown = page.rows.map(({ car, days, totalPrice, pricePerDay, deposit, extras }) => ({ id: car.id, days, totalPrice, pricePerDay, deposit, extras }))
    const context = `period ${period.from.toISOString()} → ${period.to.toISOString()} at a place of ${timeZone}`
    expect(page.total, context).toBe(inserted.size)
    expect(shown, context).toEqual(expected)
  }

  it('shows each car at exactly offerAmounts(car, { from, to, timeZone }), in price order, with cars added between searches', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ timeZone, cars: generated, twin, periods, lateCars }) => {
        // an instant in the second pass of an hour repeated by a daylight-saving change has no wall time of its own
        const ownWallTime = (instant: Date) => localToInstant(instantToLocal(instant, timeZone), timeZone).getTime() === instant.getTime()
        fc.pre(periods.every(({ from, to }) => ownWallTime(from) && ownWallTime(to)))
        const place = await insertPlace(timeZone)
        const inserted = new Map<string, PricingCar>()
        for (const car of twin ? [...generated, generated[0]!] : generated) inserted.set(await insertCar(place, car), car)
        // periods of equal length (different pick-up days) one after the other: the kept totals are reused
        for (const period of periods) await expectReferencePrices(place, timeZone, period, inserted)
        for (const car of lateCars) inserted.set(await insertCar(place, car), car)
        for (const period of periods) await expectReferencePrices(place, timeZone, period, inserted)
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    )
  }, 120_000)
})
