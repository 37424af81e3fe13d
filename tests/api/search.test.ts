// searchCars and getSupplierCounts against the real app on the seeded database. The oracle for the
// filters is the unfiltered result (every matching car at one location) filtered in JS.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { agreedPrice, carMoney } from './support/money'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../openapi/schema.js'
import { convertAmount } from '../../src/domain/currency.js'
import { extraKinds, type Currency } from '../../src/domain/enums.js'
import { fromCents, toCents } from '../../src/domain/money.js'
import { offerAmounts, offerAmountsIn, rentalDays, type OfferAmounts, type PricingCar } from '../../src/domain/price.js'
import { localToInstant } from '../../src/domain/search-query.js'
import { bookings, carLocations, cars, locations, users } from '../../src/server/db/schema.js'
import { ExchangeRatesUnavailable, type ExchangeRatesService } from '../../src/server/integrations/exchange-rates/index.js'
import { recommendedRank } from '../../src/server/search-index/recommended.js'
import { DEMO_DRIVER_EMAIL } from '../../src/server/seed/build-demo-data.js'
import { zeroFilterCounts } from '../../src/server/search-index/filter-counts.js'
import { buildTestApp } from './support/app.js'
import { atPlaces, placeTime } from './support/payments.js'

type CarSearch = components['schemas']['CarSearch']
type CarOffer = components['schemas']['CarOffer']
type CarOfferPage = components['schemas']['CarOfferPage']
type SupplierCount = components['schemas']['SupplierCount']

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
const RATES = { USD: 1, EUR: 0.9, GBP: 0.8, AUD: 1.5 } satisfies Record<Currency, number>
const DAY = 86_400_000
/** 10:00 UTC, `days` from today (instants, as the answers give them; requests send the wall times at the places). */
const daysAhead = (days: number) => {
  const day = new Date(Date.now() + days * DAY)
  day.setUTCHours(10, 0, 0, 0)
  return day
}
const at = (days: number, hours = 0) => new Date(daysAhead(days).getTime() + hours * 3_600_000).toISOString()
// Past the seeded bookings and date-based prices (within 150 days) and within the booking horizon,
// so that only this file's bookings matter.
const START = 200
const FROM = at(START)
const TO = at(START + 5)

/** Rates that a test can switch off; counts how often they were asked. */
const rates = {
  down: false,
  asked: 0,
  service: {
    async latest() {
      rates.asked++
      if (rates.down) throw new ExchangeRatesUnavailable('No data returned for rate fetch.', 'RATE_DATA_EMPTY', [])
      return { base: 'USD' as const, rates: RATES, fetchedAt: new Date(), source: 'test' }
    },
    async convert() {
      throw new Error('not used by the search')
    },
  } satisfies ExchangeRatesService,
}

let app: FastifyInstance
let busy: string // the location with the most cars
let all: CarOffer[] // every offer at `busy` over [FROM, TO), default order
let markups: Map<string, number>
/** Every place's time zone, by id. */
let zones: Map<string, string>
/** The zone of `busy`. */
let busyZone: string

const db = () => app.database.db
/** The zone of a place (an unknown one: busy's, the request is refused anyway). */
const zoneOf = (place: string) => zones.get(place) ?? busyZone
/** [FROM, TO) at the places, unless `extra` gives its own `from` and `to` (wall times). */
const criteria = (extra: Partial<CarSearch> = {}): CarSearch => {
  const period = atPlaces({ from: FROM, to: TO }, { pickUp: zoneOf(extra.pickUpLocation ?? busy), dropOff: zoneOf(extra.dropOffLocation ?? busy) })
  return { pickUpLocation: busy, dropOffLocation: busy, ...period, ...extra }
}

async function post<T>(url: string, body: unknown) {
  const response = await app.inject({ method: 'POST', url, payload: body as object })
  return { status: response.statusCode, body: response.json<T>() }
}
const search = (body: Partial<CarSearch> = {}, page = 1, size = 100) => post<CarOfferPage>(`/api/search-cars/${page}/${size}`, criteria(body))
const ids = (rows: CarOffer[]) => rows.map((row) => row.car.id)
const isCar = (offer: CarOffer) => ['mini', 'midi', 'maxi'].includes(offer.car.range)

/** The search with `filter`, compared with the unfiltered offers that satisfy `keep`. */
async function expectFilter(filter: Partial<CarSearch>, keep: (offer: CarOffer) => boolean) {
  const expected = all.filter(keep)
  const { status, body } = await search(filter)
  expect(status).toBe(200)
  expect(body.total).toBe(expected.length)
  expect(ids(body.rows)).toEqual(ids(expected))
  return expected.length
}

beforeAll(async () => {
  app = await buildTestApp({}, { exchangeRates: rates.service })
  const [top] = await db()
    .select({ locationId: carLocations.locationId, n: count() })
    .from(carLocations)
    .groupBy(carLocations.locationId)
    .orderBy(desc(count()), carLocations.locationId)
    .limit(1)
  busy = top!.locationId
  zones = new Map((await db().select({ id: locations.id, timeZone: locations.timeZone }).from(locations)).map((place) => [place.id, place.timeZone]))
  busyZone = zones.get(busy)!
  const first = await search()
  expect(first.status).toBe(200)
  all = first.body.rows
  expect(first.body.total).toBe(all.length)
  expect(all.length).toBeGreaterThan(20)
  expect(all.length).toBeLessThanOrEqual(100)
  const suppliers = await db().select({ id: users.id, rate: users.priceChangeRate }).from(users).where(eq(users.type, 'supplier'))
  markups = new Map(suppliers.map((supplier) => [supplier.id, supplier.rate]))
})
afterAll(async () => {
  await app?.close()
})
afterEach(() => {
  rates.down = false
})

describe('which cars are offered', () => {
  it('offers exactly the available cars of the pick-up location that can be paid (no provider here: at the counter)', async () => {
    const expected = await db()
      .select({ id: cars.id })
      .from(carLocations)
      .innerJoin(cars, eq(cars.id, carLocations.carId))
      .innerJoin(users, eq(users.id, cars.supplierId))
      .where(and(eq(carLocations.locationId, busy), eq(cars.availability, 'available'), eq(users.payLater, true)))
    expect(new Set(ids(all))).toEqual(new Set(expected.map((row) => row.id)))
    for (const offer of all) {
      expect(offer.car.available).toBe(true)
      expect(offer.car.locations.map((location) => location.id)).toContain(busy)
      expect(offer.paymentOptions).toEqual(['payAtCounter'])
    }
  })

  it('keeps fully booked and coming-soon cars, with their flags', async () => {
    const [special] = await db()
      .select({ id: cars.id, locationId: carLocations.locationId, fullyBooked: cars.fullyBooked })
      .from(cars)
      .innerJoin(carLocations, eq(carLocations.carId, cars.id))
      .where(and(eq(cars.availability, 'available'), sql`(${cars.fullyBooked} OR ${cars.comingSoon})`))
      .limit(1)
    const { body } = await search({ pickUpLocation: special!.locationId, dropOffLocation: special!.locationId })
    const offer = body.rows.find((row) => row.car.id === special!.id)
    expect(offer).toBeDefined()
    expect(offer!.car.fullyBooked || offer!.car.comingSoon).toBe(true)
  })

  it('reads the pick-up on the pick-up place\'s clock and the drop-off on the drop-off place\'s', async () => {
    // a car serving two places whose clocks differ, the drop-off place's behind (west of) the pick-up's
    const served = await db()
      .select({ car: cars.id, place: locations.id, timeZone: locations.timeZone })
      .from(cars)
      .innerJoin(carLocations, eq(carLocations.carId, cars.id))
      .innerJoin(locations, eq(locations.id, carLocations.locationId))
      .where(and(eq(cars.availability, 'available'), eq(cars.comingSoon, false), eq(cars.fullyBooked, false)))
      .orderBy(cars.id, locations.id)
    const behind = (a: { timeZone: string }, b: { timeZone: string }) => localToInstant('2030-01-15T10:00', b.timeZone) > localToInstant('2030-01-15T10:00', a.timeZone)
    const pair = served.flatMap((a) => served.filter((b) => b.car === a.car && behind(a, b)).map((b) => [a, b] as const)).at(0)
    expect(pair, 'a seeded car serves places of two zones').toBeDefined()
    const [pickUp, dropOff] = pair!
    // 10:00 to 10:00 three days later on the clocks: the drop-off place's 10:00 comes hours after the pick-up place's
    const day = FROM.slice(0, 10)
    const back = at(START + 3).slice(0, 10)
    const when = { from: `${day}T10:00`, to: `${back}T10:00` }
    const answer = await search({ pickUpLocation: pickUp.place, dropOffLocation: dropOff.place, ...when, includeUnbookable: true })
    expect(answer.status).toBe(200)
    const offer = answer.body.rows.find((row) => row.car.id === pickUp.car)!
    expect(offer, 'the car is offered').toBeDefined()
    expect(rentalDays(localToInstant(when.from, pickUp.timeZone), localToInstant(when.to, dropOff.timeZone))).toBe(4)
    expect(offer.days).toBe(4)
    // the same wall times, back at the pick-up place: three days
    const sameClock = await search({ pickUpLocation: pickUp.place, dropOffLocation: pickUp.place, ...when, includeUnbookable: true })
    expect(sameClock.body.rows.find((row) => row.car.id === pickUp.car)!.days).toBe(3)
  })

  it('for a one-way rental, offers only cars that serve the drop-off location too', async () => {
    const counts = new Map<string, number>()
    for (const offer of all) for (const location of offer.car.locations) if (location.id !== busy) counts.set(location.id, (counts.get(location.id) ?? 0) + 1)
    const [dropOff] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!
    const { body } = await search({ dropOffLocation: dropOff })
    expect(body.total).toBe(counts.get(dropOff))
    expect(ids(body.rows)).toEqual(ids(all.filter((offer) => offer.car.locations.some((location) => location.id === dropOff))))
  })
})

describe('availability over the half-open period [from, to)', () => {
  let created: string[] = []
  afterEach(async () => {
    if (created.length) await db().delete(bookings).where(inArray(bookings.id, created))
    created = []
  })

  async function book(from: string, to: string, status: 'paid' | 'cancelled' | 'void' | 'pending', expiresAt: Date | null = null) {
    const car = all[0]!.car
    const [driver] = await db().select({ id: users.id }).from(users).where(eq(users.email, DEMO_DRIVER_EMAIL))
    const [row] = await db()
      .insert(bookings)
      .values({
        supplierId: car.supplier.id,
        carId: car.id,
        driverId: driver!.id,
        pickUpLocationId: busy,
        dropOffLocationId: busy,
        from: new Date(from),
        to: new Date(to),
        status,
        ...agreedPrice(100),
        expiresAt,
      })
      .returning({ id: bookings.id })
    created.push(row!.id)
    return car.id
  }
  const offered = async (carId: string) => ids((await search()).body.rows).includes(carId)

  it('leaves out a car with an overlapping booking', async () => {
    const carId = await book(at(START + 4, -1), at(START + 10), 'paid')
    expect(await offered(carId)).toBe(false)
    expect((await search()).body.total).toBe(all.length - 1)
  })

  it('offers a car booked back to back on either side', async () => {
    const carId = await book(at(START - 5), FROM, 'paid')
    await book(TO, at(START + 8), 'pending')
    expect(await offered(carId)).toBe(true)
  })

  it('offers a car whose overlapping booking is cancelled', async () => {
    expect(await offered(await book(FROM, TO, 'cancelled'))).toBe(true)
  })

  it('lets an unpaid (void) booking block only until it expires', async () => {
    const carId = await book(FROM, TO, 'void', new Date(Date.now() - 60_000))
    expect(await offered(carId)).toBe(true)
    await db().update(bookings).set({ expiresAt: new Date(Date.now() + 3_600_000) }).where(eq(bookings.id, created[0]!))
    expect(await offered(carId)).toBe(false)
    await db().update(bookings).set({ expiresAt: null }).where(eq(bookings.id, created[0]!))
    expect(await offered(carId)).toBe(false)
  })
})

describe("the offers' trust figures", () => {
  it("give each car's rating with the number of ratings behind it: none for a new car, never more than its trips", async () => {
    for (const { car } of all) {
      expect(Number.isInteger(car.ratingCount)).toBe(true)
      expect(car.rating === null).toBe(car.ratingCount === 0)
      expect(car.ratingCount).toBeLessThanOrEqual(car.trips)
    }
    expect(all.some((offer) => offer.car.ratingCount > 1)).toBe(true)
    const [newCar] = await db().select({ id: cars.id }).from(cars).where(and(eq(cars.ratingCount, 0), eq(cars.availability, 'available'))).limit(1)
    const got = await app.inject({ method: 'GET', url: `/api/car/${newCar!.id}/en` })
    expect(got.json()).toMatchObject({ rating: null, ratingCount: 0, trips: 0 })
  })
})

describe('filters', () => {
  const hasAny = <T>(values: T[]) => values.length > 0

  it('suppliers: any of the chosen; an empty list matches nothing', async () => {
    const chosen = [...new Set(all.map((offer) => offer.car.supplier.id))].slice(0, 2)
    expect(await expectFilter({ suppliers: chosen }, (offer) => chosen.includes(offer.car.supplier.id))).toBeGreaterThan(0)
    expect(await expectFilter({ suppliers: [] }, () => false)).toBe(0)
    expect(await expectFilter({ suppliers: [UNKNOWN_ID] }, () => false)).toBe(0)
  })

  it('ranges', async () => {
    const carRanges = ['mini', 'midi', 'maxi'] as const
    expect(await expectFilter({ ranges: [...carRanges] }, (offer) => (carRanges as readonly string[]).includes(offer.car.range))).toBeGreaterThan(0)
    // asking for caravans lists them with the cars (the recommended order puts other ranges back unless asked for)
    const ranges = [all[0]!.car.range, 'caravan' as const]
    const { body } = await search({ ranges })
    const expected = all.filter((offer) => ranges.includes(offer.car.range))
    expect(body.total).toBe(expected.length)
    expect(new Set(ids(body.rows))).toEqual(new Set(ids(expected)))
  })

  it('minimum rating; 0 keeps the unrated cars', async () => {
    expect(await expectFilter({ minRating: 4.2 }, (offer) => offer.car.rating !== null && offer.car.rating >= 4.2)).toBeGreaterThan(0)
    await expectFilter({ minRating: 0 }, () => true)
  })

  it('minimum seats', async () => {
    expect(await expectFilter({ seats: 5 }, (offer) => offer.car.seats >= 5)).toBeGreaterThan(0)
    await expectFilter({ seats: 7 }, (offer) => offer.car.seats >= 7)
  })

  it('car specs: air conditioning, more than four doors, more than five seats, together', async () => {
    expect(await expectFilter({ carSpecs: { aircon: true } }, (offer) => offer.car.aircon)).toBeGreaterThan(0)
    expect(await expectFilter({ carSpecs: { moreThanFourDoors: true } }, (offer) => offer.car.doors > 4)).toBeGreaterThan(0)
    await expectFilter({ carSpecs: { moreThanFiveSeats: true } }, (offer) => offer.car.seats > 5)
    await expectFilter(
      { carSpecs: { aircon: true, moreThanFourDoors: true, moreThanFiveSeats: false } },
      (offer) => offer.car.aircon && offer.car.doors > 4,
    )
  })

  it('multimedia: the car has every chosen kind', async () => {
    expect(await expectFilter({ multimedia: ['bluetooth'] }, (offer) => offer.car.multimedia.includes('bluetooth'))).toBeGreaterThan(0)
    await expectFilter(
      { multimedia: ['bluetooth', 'appleCarPlay'] },
      (offer) => offer.car.multimedia.includes('bluetooth') && offer.car.multimedia.includes('appleCarPlay'),
    )
    await expectFilter({ multimedia: [] }, () => true)
  })

  it('fuel types, gearboxes and fuel policies: any of the chosen', async () => {
    const fuels = [all[0]!.car.fuelType, 'electric' as const]
    expect(await expectFilter({ fuelTypes: fuels }, (offer) => fuels.includes(offer.car.fuelType))).toBeGreaterThan(0)
    expect(await expectFilter({ gearboxes: ['manual'] }, (offer) => offer.car.gearbox === 'manual')).toBeGreaterThan(0)
    await expectFilter({ gearboxes: ['manual', 'automatic'] }, () => true)
    expect(await expectFilter({ fuelPolicies: ['fullToFull', 'FullToEmpty'] }, (offer) => ['fullToFull', 'FullToEmpty'].includes(offer.car.fuelPolicy))).toBeGreaterThan(0)
    await expectFilter({ fuelTypes: [] }, () => false)
  })

  it('mileage: limited, unlimited, both, neither', async () => {
    expect(await expectFilter({ mileageKinds: ['unlimited'] }, (offer) => offer.car.mileage === -1)).toBeGreaterThan(0)
    expect(await expectFilter({ mileageKinds: ['limited'] }, (offer) => offer.car.mileage > 0)).toBeGreaterThan(0)
    await expectFilter({ mileageKinds: ['limited', 'unlimited'] }, () => true)
    await expectFilter({ mileageKinds: [] }, () => false)
  })

  it('maximum deposit, inclusive', async () => {
    for (const maxDeposit of [250, 500, 750] as const) await expectFilter({ maxDeposit }, (offer) => offer.car.deposit <= maxDeposit)
    expect(all.some((offer) => offer.car.deposit <= 500)).toBe(true)
  })

  it('combines filters', async () => {
    expect(hasAny(all)).toBe(true)
    await expectFilter(
      { gearboxes: ['automatic'], mileageKinds: ['unlimited'], maxDeposit: 750, carSpecs: { aircon: true } },
      (offer) => offer.car.gearbox === 'automatic' && offer.car.mileage === -1 && offer.car.deposit <= 750 && offer.car.aircon,
    )
  })
})

describe('free cancellation and the counts beside the filters', () => {
  const freeCancellation = (offer: CarOffer) => offer.extras.cancellation === 0
  const add = (counts: object, key: string) => ((counts as Record<string, number>)[key]! += 1)
  /** The counts the answer should give over `offers` (the offers one group's filter was left out of). */
  const countsOver = (offers: CarOffer[]) => {
    const counts = zeroFilterCounts()
    for (const { car, paymentOptions, extras } of offers) {
      add(counts.ranges, car.range)
      add(counts.minRating, 'any')
      for (const rating of [3, 4, 4.5]) if (car.rating !== null && car.rating >= rating) add(counts.minRating, String(rating))
      add(counts.seats, 'any')
      for (const seats of [2, 4, 5, 7, 9]) if (car.seats >= seats) add(counts.seats, String(seats))
      if (car.aircon) add(counts.carSpecs, 'aircon')
      if (car.doors > 4) add(counts.carSpecs, 'moreThanFourDoors')
      if (car.seats > 5) add(counts.carSpecs, 'moreThanFiveSeats')
      for (const kind of car.multimedia) add(counts.multimedia, kind)
      add(counts.fuelTypes, car.fuelType)
      add(counts.gearboxes, car.gearbox)
      add(counts.mileageKinds, car.mileage === -1 ? 'unlimited' : 'limited')
      add(counts.fuelPolicies, car.fuelPolicy)
      add(counts.maxDeposit, 'any')
      for (const threshold of [250, 500, 750]) if (car.deposit <= threshold) add(counts.maxDeposit, String(threshold))
      if (paymentOptions.includes('payAtCounter')) add(counts.payment, 'payAtCounter')
      if (paymentOptions.includes('payDeposit') || paymentOptions.includes('payInFull')) add(counts.payment, 'payOnline')
      if (extras.cancellation === 0) counts.freeCancellation++
    }
    return counts
  }

  it('free cancellation: only the offers whose cancellation option is included; false does not restrict', async () => {
    const free = await expectFilter({ freeCancellation: true }, freeCancellation)
    expect(free).toBeGreaterThan(0)
    expect(free).toBeLessThan(all.length)
    const { body } = await search({ freeCancellation: true })
    expect(body.rows.every((offer) => offer.freeCancellationUntil !== null)).toBe(true)
    await expectFilter({ freeCancellation: false }, () => true)
  })

  it('count the offers of every option of an unfiltered search', async () => {
    const { body } = await search()
    expect(body.filterCounts).toEqual(countsOver(all))
  })

  it("count each group's options with the other groups' filters but not its own: an option's count is the total it would give", async () => {
    const gearbox = all[0]!.car.gearbox
    const range = all.find((offer) => offer.car.gearbox === gearbox)!.car.range
    const filters: Partial<CarSearch> = { gearboxes: [gearbox], ranges: [range], freeCancellation: true }
    const { body } = await search(filters)
    const ofGearbox = all.filter((offer) => offer.car.gearbox === gearbox)
    const ofRange = all.filter((offer) => offer.car.range === range)
    expect(body.filterCounts.ranges).toEqual(countsOver(ofGearbox.filter(freeCancellation)).ranges)
    expect(body.filterCounts.gearboxes).toEqual(countsOver(ofRange.filter(freeCancellation)).gearboxes)
    expect(body.filterCounts.freeCancellation).toBe(countsOver(ofGearbox.filter((offer) => offer.car.range === range)).freeCancellation)
    const inAll = countsOver(ofGearbox.filter((offer) => offer.car.range === range && freeCancellation(offer)))
    expect(body.filterCounts.fuelTypes).toEqual(inAll.fuelTypes)
    expect(body.filterCounts.maxDeposit).toEqual(inAll.maxDeposit)
    expect(body.filterCounts.maxDeposit.any ?? 0).toBe(body.total)
    // what a shopper reads beside an option is what choosing it gives
    for (const [other, count] of Object.entries(body.filterCounts.ranges)) {
      expect((await search({ ...filters, ranges: [other as typeof range] })).body.total, other).toBe(count)
    }
    expect((await search({ ...filters, freeCancellation: undefined })).body.total).toBe(
      countsOver(ofGearbox.filter((offer) => offer.car.range === range)).ranges[range],
    )
  })
})

describe('names in the asked language', () => {
  it('names the cars\' locations in the search\'s language', async () => {
    const french = await search({ language: 'fr' }, 1, 5)
    const english = await search({ language: 'en' }, 1, 5)
    expect(ids(french.body.rows)).toEqual(ids(english.body.rows))
    const names = (page: CarOfferPage) => page.rows.flatMap((row) => row.car.locations.map((l) => l.name)).join('|')
    expect(names(french.body)).not.toBe(names(english.body))
  })
})

describe('sorting', () => {
  type Key = (offer: CarOffer) => number | null
  const canBeChosen = (offer: CarOffer) => !offer.car.comingSoon && !offer.car.fullyBooked && offer.paymentOptions.length > 0
  /** The cars that can be chosen first, then the others; each part in the order of `key`. */
  function expectSorted(rows: CarOffer[], key: Key, direction: 1 | -1) {
    const firstOther = rows.findIndex((offer) => !canBeChosen(offer))
    if (firstOther >= 0) expect(rows.slice(firstOther).every((offer) => !canBeChosen(offer)), 'cars that cannot be chosen come last').toBe(true)
    for (let i = 1; i < rows.length; i++) {
      if (i === firstOther) continue
      const [a, b] = [key(rows[i - 1]!), key(rows[i]!)]
      if (a === b) expect(rows[i - 1]!.car.id < rows[i]!.car.id, 'ties broken by id').toBe(true)
      else if (a === null) throw new Error('a car without a value sorted before one with it')
      else if (b !== null) expect((b - a) * direction).toBeGreaterThan(0)
    }
  }
  const price: Key = (offer) => offer.totalPrice
  const rating: Key = (offer) => offer.car.rating
  const deposit: Key = (offer) => offer.deposit

  const recommended: Key = (offer) => recommendedRank(offer.car, offer.totalPrice, undefined)

  it('recommended by default: cars before scooters, buses, trucks and caravans, then by rating confidence and price', async () => {
    expectSorted(all, recommended, 1)
    expect(ids((await search({ sort: 'recommended' })).body.rows)).toEqual(ids(all))
    const chosen = all.filter(canBeChosen)
    const firstOther = chosen.findIndex((offer) => !isCar(offer))
    expect(firstOther).toBeGreaterThan(0)
    expect(chosen.slice(firstOther).every((offer) => !isCar(offer))).toBe(true)
    // not the price order any more, where a cheap scooter comes before dearer cars
    const cheapest = (await search({ sort: 'price' })).body.rows.filter(canBeChosen)
    expect(cheapest.findIndex((offer) => !isCar(offer))).toBeLessThan(firstOther)
  })

  it('opens no airport search of the seed on a scooter (or a bus, truck or caravan)', async () => {
    const airports = await db().select({ id: locations.id }).from(locations).where(sql`${locations.names}->>'en' LIKE '%Airport%'`)
    expect(airports.length).toBeGreaterThan(5)
    let searched = 0
    for (const { id } of airports) {
      const { status, body } = await search({ pickUpLocation: id, dropOffLocation: id }, 1, 15)
      expect(status).toBe(200)
      if (!body.rows.some(isCar)) continue
      searched++
      expect(isCar(body.rows[0]!), `first offer at ${id}: ${body.rows[0]!.car.range}`).toBe(true)
    }
    expect(searched).toBeGreaterThan(5)
  })

  it('by total price, cheapest first unless asked otherwise', async () => {
    const cheapest = (await search({ sort: 'price' })).body.rows
    expectSorted(cheapest, price, 1)
    expect(ids((await search({ sort: 'price', order: 'asc' })).body.rows)).toEqual(ids(cheapest))
    expectSorted((await search({ sort: 'price', order: 'desc' })).body.rows, price, -1)
  })

  it('by rating, best first by default, unrated last in both orders', async () => {
    const best = (await search({ sort: 'rating' })).body.rows
    expectSorted(best, rating, -1)
    expect(ids((await search({ sort: 'rating', order: 'desc' })).body.rows)).toEqual(ids(best))
    const worst = (await search({ sort: 'rating', order: 'asc' })).body.rows
    expectSorted(worst, rating, 1)
    expect(all.some((offer) => offer.car.rating === null && canBeChosen(offer))).toBe(true)
  })

  it('by deposit, both orders', async () => {
    expectSorted((await search({ sort: 'deposit' })).body.rows, deposit, 1)
    expectSorted((await search({ sort: 'deposit', order: 'desc' })).body.rows, deposit, -1)
  })

  it('puts the cars that cannot be chosen now (coming soon, fully booked, no payment option) after the others, in every order', async () => {
    // the place with the most such cars
    const places = new Map<string, number>()
    const special = await db()
      .select({ locationId: carLocations.locationId })
      .from(cars)
      .innerJoin(carLocations, eq(carLocations.carId, cars.id))
      .where(and(eq(cars.availability, 'available'), sql`(${cars.fullyBooked} OR ${cars.comingSoon})`))
    for (const { locationId } of special) places.set(locationId, (places.get(locationId) ?? 0) + 1)
    const [place] = [...places.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]!
    const at = { pickUpLocation: place, dropOffLocation: place, includeUnbookable: true }
    for (const [order, key, direction] of [
      [{}, recommended, 1],
      [{ sort: 'price', order: 'asc' }, price, 1],
      [{ sort: 'price', order: 'desc' }, price, -1],
      [{ sort: 'rating', order: 'desc' }, rating, -1],
      [{ sort: 'deposit', order: 'asc' }, deposit, 1],
    ] as const) {
      const { rows } = (await search({ ...at, ...order })).body
      expect(rows.some((offer) => !canBeChosen(offer))).toBe(true)
      expect(canBeChosen(rows[0]!), JSON.stringify(order)).toBe(true)
      expectSorted(rows, key, direction)
    }
  })
})

describe('paging', () => {
  it('pages through the same order without overlap; the last page is partial', async () => {
    const size = 7
    const pages = Math.ceil(all.length / size)
    const seen: CarOffer[] = []
    for (let page = 1; page <= pages; page++) {
      const { body } = await search({}, page, size)
      expect(body.total).toBe(all.length)
      seen.push(...body.rows)
    }
    expect(ids(seen)).toEqual(ids(all))
    expect((await search({}, pages, size)).body.rows).toHaveLength(all.length - (pages - 1) * size)
  })

  it('answers a page beyond the end with no rows and the right total', async () => {
    expect((await search({}, 1000, 15)).body).toMatchObject({ total: all.length, rows: [] })
  })

  it('accepts size 1 and size 100', async () => {
    const one = await search({}, 2, 1)
    expect(one.status).toBe(200)
    expect(ids(one.body.rows)).toEqual([all[1]!.car.id])
    const hundred = await search({}, 1, 100)
    expect(hundred.body.rows).toHaveLength(Math.min(100, all.length))
  })
})

describe('prices', () => {
  /** The offer's car as the price rules read it: its contract decimals in cents, with its supplier's markup. */
  const pricingCar = (offer: CarOffer): PricingCar => ({
    ...carMoney(offer.car),
    dateBasedPrices: offer.car.dateBasedPrices.map((price) => ({ ...price, dailyPrice: toCents(price.dailyPrice) })),
    priceChangeRate: markups.get(offer.car.supplier.id)!,
  })
  /** Offer amounts (cents) as the contract's decimals; an option's -1 and 0 kept. */
  const asContract = ({ days, totalPrice, pricePerDay, deposit, extras }: OfferAmounts) => ({
    days,
    totalPrice: fromCents(totalPrice),
    pricePerDay: fromCents(pricePerDay),
    deposit: fromCents(deposit),
    extras: Object.fromEntries(extraKinds.map((kind) => [kind, extras[kind] <= 0 ? extras[kind] : fromCents(extras[kind])])),
  })

  it('are the domain offerAmounts of each car for the period, in USD by default', async () => {
    expect(markups.size).toBeGreaterThan(0)
    for (const offer of all) {
      const expected = asContract(offerAmounts(pricingCar(offer), { from: new Date(FROM), to: new Date(TO), timeZone: busyZone }))
      expect({ days: offer.days, totalPrice: offer.totalPrice, pricePerDay: offer.pricePerDay, deposit: offer.deposit, extras: offer.extras }).toEqual(expected)
      expect(offer.currency).toBe('USD')
      expect(offer.days).toBe(5)
      expect(offer.freeCancellationUntil).toBe(expected.extras.cancellation === 0 ? at(START - 1) : null)
    }
    expect(all.some((offer) => offer.freeCancellationUntil !== null)).toBe(true)
  })

  it('follow the date-based prices near today', async () => {
    const [dated] = await db()
      .select({ locationId: carLocations.locationId, timeZone: locations.timeZone })
      .from(cars)
      .innerJoin(carLocations, eq(carLocations.carId, cars.id))
      .innerJoin(locations, eq(locations.id, carLocations.locationId))
      .where(and(eq(cars.isDateBasedPrice, true), eq(cars.availability, 'available')))
      .limit(1)
    const day = new Date()
    day.setUTCHours(10, 0, 0, 0)
    const from = new Date(day.getTime() + 5 * 86_400_000)
    const to = new Date(from.getTime() + 9 * 86_400_000 + 3_600_000)
    const { status, body } = await search({ pickUpLocation: dated!.locationId, dropOffLocation: dated!.locationId, ...atPlaces({ from, to }, dated!.timeZone) })
    expect(status).toBe(200)
    const datedOffers = body.rows.filter((offer) => offer.car.isDateBasedPrice)
    expect(datedOffers.length).toBeGreaterThan(0)
    for (const offer of body.rows) {
      expect(offer.days).toBe(10)
      expect(offer.totalPrice).toBe(fromCents(offerAmounts(pricingCar(offer), { from, to, timeZone: dated!.timeZone }).totalPrice))
    }
  })

  it('are priced in the asked currency line by line as the checkout prices, with the deposit thresholds', async () => {
    const usd = new Map(all.map((offer) => [offer.car.id, offer]))
    const asked = rates.asked
    const { body } = await search({ currency: 'EUR' })
    expect(rates.asked).toBe(asked + 1)
    expect(body).toMatchObject({ currency: 'EUR', ratesAvailable: true, total: all.length })
    expect(body.depositThresholds).toEqual([
      { maxDeposit: 250, amount: 225 },
      { maxDeposit: 500, amount: 450 },
      { maxDeposit: 750, amount: 675 },
    ])
    for (const offer of body.rows) {
      const base = usd.get(offer.car.id)!
      expect(offer.currency).toBe('EUR')
      const inEuros = asContract(offerAmountsIn(offerAmounts(pricingCar(base), { from: new Date(FROM), to: new Date(TO), timeZone: busyZone }), RATES.EUR))
      expect({ days: offer.days, totalPrice: offer.totalPrice, pricePerDay: offer.pricePerDay, deposit: offer.deposit, extras: offer.extras }).toEqual(inEuros)
      // within a cent a day of the converted dollar total (each unit is priced in euros on its own)
      expect(Math.abs(offer.totalPrice - convertAmount(base.totalPrice, RATES.EUR))).toBeLessThanOrEqual(0.01 * offer.days)
      expect(offer.car.dailyPrice).toBe(base.car.dailyPrice) // the car keeps its stored USD values
    }
  })

  it('needs no rates for USD', async () => {
    const asked = rates.asked
    const { body } = await search({ currency: 'USD' })
    expect(rates.asked).toBe(asked)
    expect(body).toMatchObject({ currency: 'USD', ratesAvailable: true })
    expect(body.depositThresholds.map((threshold) => threshold.amount)).toEqual([250, 500, 750])
  })

  it('fall back to USD with ratesAvailable false when no rates can be had', async () => {
    rates.down = true
    const { status, body } = await search({ currency: 'GBP' })
    expect(status).toBe(200)
    expect(body).toMatchObject({ currency: 'USD', ratesAvailable: false, total: all.length })
    expect(body.rows.map((offer) => [offer.currency, offer.totalPrice])).toEqual(all.map((offer) => ['USD', offer.totalPrice]))
    expect(body.depositThresholds.map((threshold) => threshold.amount)).toEqual([250, 500, 750])
  })
})

describe('supplier counts', () => {
  const counts = (body: Partial<CarSearch> = {}) => post<SupplierCount[]>('/api/supplier-counts', criteria(body))

  it('count the matching cars per supplier, summing to the search total', async () => {
    const { status, body } = await counts()
    expect(status).toBe(200)
    expect(body.reduce((sum, entry) => sum + entry.count, 0)).toBe(all.length)
    for (const entry of body) {
      expect(Object.keys(entry.supplier).sort()).toEqual(['avatar', 'fullName', 'id'])
      expect(entry.count).toBe(all.filter((offer) => offer.car.supplier.id === entry.supplier.id).length)
    }
  })

  it('apply the other filters but not the suppliers filter, and keep chosen suppliers listed', async () => {
    const filters: Partial<CarSearch> = { gearboxes: ['automatic'] }
    const filtered = await search(filters)
    const otherSupplier = await db().select({ id: users.id }).from(users).where(eq(users.type, 'supplier'))
    const absent = otherSupplier.map((s) => s.id).find((id) => !all.some((offer) => offer.car.supplier.id === id))!
    const chosen = [filtered.body.rows[0]!.car.supplier.id, absent]
    const { body } = await counts({ ...filters, suppliers: chosen })
    expect(body.reduce((sum, entry) => sum + entry.count, 0)).toBe(filtered.body.total)
    expect(body.find((entry) => entry.supplier.id === absent)?.count).toBe(0)
    const withSuppliers = await search({ ...filters, suppliers: chosen })
    expect(withSuppliers.body.total).toBe(body.filter((entry) => chosen.includes(entry.supplier.id)).reduce((sum, entry) => sum + entry.count, 0))
  })
})

describe('bad input answers 400 VALIDATION_ERROR', () => {
  const rejects = async (url: string, body: unknown, message?: RegExp) => {
    const response = await post<{ code: string; message: string }>(url, body)
    expect(response.status, JSON.stringify(body)).toBe(400)
    expect(response.body.code).toBe('VALIDATION_ERROR')
    if (message) expect(response.body.message).toMatch(message)
  }

  it('unknown enum values, wrong types and missing fields', async () => {
    await rejects('/api/search-cars/1/15', criteria({ ranges: ['limo' as never] }))
    await rejects('/api/search-cars/1/15', criteria({ sort: 'name' as never }))
    await rejects('/api/search-cars/1/15', criteria({ order: 'up' as never }))
    await rejects('/api/search-cars/1/15', criteria({ currency: 'JPY' as never }))
    await rejects('/api/search-cars/1/15', criteria({ maxDeposit: 300 as never }))
    await rejects('/api/search-cars/1/15', criteria({ minRating: 6 }))
    await rejects('/api/search-cars/1/15', { pickUpLocation: busy, ...atPlaces({ from: FROM, to: TO }, busyZone) })
    await rejects('/api/search-cars/1/15', criteria({ from: 'tomorrow' }))
  })

  it('ids that are not uuids, and unknown places', async () => {
    await rejects('/api/search-cars/1/15', criteria({ pickUpLocation: 'paris' }))
    await rejects('/api/search-cars/1/15', criteria({ suppliers: ['x'] }))
    await rejects('/api/search-cars/1/15', criteria({ pickUpLocation: UNKNOWN_ID }), /Unknown pick-up location/)
    await rejects('/api/search-cars/1/15', criteria({ dropOffLocation: UNKNOWN_ID }), /Unknown drop-off location/)
  })

  it('a period that ends before it starts, is too short, or starts in the past', async () => {
    const backwards = atPlaces({ from: TO, to: FROM }, busyZone)
    await rejects('/api/search-cars/1/15', criteria(backwards), /drop-off time must be after the pick-up time/)
    await rejects('/api/search-cars/1/15', criteria({ to: placeTime(FROM, busyZone) }), /after the pick-up time/)
    await rejects('/api/search-cars/1/15', criteria({ to: placeTime(at(START, 0.5), busyZone) }), /at least 1 hour after/)
    const yesterday = new Date(Math.floor((Date.now() - 86_400_000) / 60_000) * 60_000)
    await rejects('/api/search-cars/1/15', criteria({ from: placeTime(yesterday, busyZone) }), /pick-up time must be at least 1 hour from now/)
    await rejects('/api/supplier-counts', criteria(backwards), /after the pick-up time/)
  })

  it('a wall time of no calendar (the contract\'s pattern lets it through), and an instant where a wall time is asked', async () => {
    const year = new Date(FROM).getUTCFullYear() + 1
    for (const url of ['/api/search-cars/1/15', '/api/supplier-counts']) {
      await rejects(url, criteria({ from: `${year}-02-30T10:00`, to: `${year}-03-02T10:00` }), /real dates and times/)
      await rejects(url, criteria({ to: `${year}-04-31T10:00` }), /real dates and times/)
      await rejects(url, criteria({ from: '2026-12-01T10:00:00Z', to: '2026-12-04T10:00:00Z' }))
      await rejects(url, criteria({ from: FROM, to: TO }))
    }
  })

  it('page 0, size 0, size 101 and huge numbers', async () => {
    for (const [page, size] of [[0, 15], [1, 0], [1, 101], [1, 1e9], [1e12, 15], [-1, 15], ['one', 15]]) {
      await rejects(`/api/search-cars/${page}/${size}`, criteria())
    }
  })
})
