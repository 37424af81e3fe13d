// What the search reads, loaded from the database in a few set-based queries: the offerable cars
// with their pricing inputs, grouped by the places they serve; every supplier (for the supplier
// counts); the places; and each car's blocking bookings. src/server/search-index/index.ts keeps it
// current from the change notifications (migration 0012).
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { CarRange, FuelPolicy, FuelType, Gearbox, Multimedia, PaymentGateway } from '../../domain/enums.js'
import type { OfferCandidate } from './offers.js'
import type { DatePrice, OfferAmounts, PricingCar } from '../../domain/price.js'
import type { AppDb } from '../db/index.js'
import { pricingCarOf } from '../db/queries/pricing-car.js'
import { supplierLogoUrl, type SupplierSummary } from '../db/queries/catalogue.js'
import { bookings, carDatePrices, carLocations, cars, locations, users } from '../db/schema.js'

/** A car the search can offer, with what its filters, order and price read. */
export type IndexedCar = {
  id: string
  supplierId: string
  /** The places it serves (pick-up, and return for a one-way rental). */
  locationIds: ReadonlySet<string>
  range: CarRange
  rating: number | null
  /** How many renters' ratings the rating is the mean of (0: a new car). */
  ratingCount: number
  seats: number
  doors: number
  aircon: boolean
  multimedia: readonly Multimedia[]
  fuelType: FuelType
  gearbox: Gearbox
  mileage: number
  fuelPolicy: FuelPolicy
  deposit: number
  payLater: boolean
  /** Coming soon or fully booked: listed with its badge, but it cannot be chosen yet. */
  notYetBookable: boolean
  pricing: PricingCar
  /** Its search amounts per rental length in days, worked out once (searchAmounts in search-index/index.ts). */
  amountsByDays: OfferAmounts[]
  /** With date-based prices: its amounts per pick-up day and length, a few kept. */
  datedAmounts: Map<string, OfferAmounts>
  /**
   * Its blocking periods, by start (the index's periods of this car, search-index/index.ts): on the
   * car itself, the search's loop over hundreds of cars looks nothing up by id.
   */
  blocking: readonly BlockingPeriod[]
  /** Without date-based prices: its search candidate per rental length in days, with the gateway it was made for. */
  candidatesByDays: ({ gateway: PaymentGateway | null; candidate: OfferCandidate } | undefined)[]
}

export type IndexedSupplier = SupplierSummary & { /** Place in the suppliers' order (name, accents and case folded). */ order: number }

/** A booking that holds its car over [from, to) (ms) until `until` (an unpaid booking's expiry; else forever). */
export type BlockingPeriod = { from: number; to: number; until: number }
export const NO_PERIODS: readonly BlockingPeriod[] = []

export type CatalogueSnapshot = {
  carsByPlace: ReadonlyMap<string, readonly IndexedCar[]>
  /** The cars that can be offered at all, by id. */
  carsById: ReadonlyMap<string, IndexedCar>
  suppliers: ReadonlyMap<string, IndexedSupplier>
  /** Every place's time zone, by id (the places a search may name). */
  placeZones: ReadonlyMap<string, string>
}

/**
 * Cars of active (not suspended) suppliers that are 'available', by place: only these can ever be
 * offered, and any change to what decides it re-reads the catalogue.
 */
export async function loadCatalogue(db: AppDb): Promise<CatalogueSnapshot> {
  const [carRows, placeRows, datePriceRows, supplierRows, allPlaces] = await Promise.all([
    db
      .select({
        id: cars.id,
        supplierId: cars.supplierId,
        payLater: users.payLater,
        priceChangeRate: users.priceChangeRate,
        dailyPrice: cars.dailyPrice,
        discountedDailyPrice: cars.discountedDailyPrice,
        biWeeklyPrice: cars.biWeeklyPrice,
        discountedBiWeeklyPrice: cars.discountedBiWeeklyPrice,
        weeklyPrice: cars.weeklyPrice,
        discountedWeeklyPrice: cars.discountedWeeklyPrice,
        monthlyPrice: cars.monthlyPrice,
        discountedMonthlyPrice: cars.discountedMonthlyPrice,
        isDateBasedPrice: cars.isDateBasedPrice,
        deposit: cars.deposit,
        cancellation: cars.cancellation,
        amendments: cars.amendments,
        theftProtection: cars.theftProtection,
        collisionDamageWaiver: cars.collisionDamageWaiver,
        fullInsurance: cars.fullInsurance,
        additionalDriver: cars.additionalDriver,
        range: cars.range,
        rating: cars.rating,
        ratingCount: cars.ratingCount,
        seats: cars.seats,
        doors: cars.doors,
        aircon: cars.aircon,
        multimedia: cars.multimedia,
        fuelType: cars.fuelType,
        gearbox: cars.gearbox,
        mileage: cars.mileage,
        fuelPolicy: cars.fuelPolicy,
        comingSoon: cars.comingSoon,
        fullyBooked: cars.fullyBooked,
      })
      .from(cars)
      .innerJoin(users, eq(users.id, cars.supplierId))
      .where(and(eq(users.type, 'supplier'), eq(users.blacklisted, false), eq(cars.availability, 'available'))),
    db.select({ carId: carLocations.carId, locationId: carLocations.locationId }).from(carLocations),
    db
      .select({ carId: carDatePrices.carId, startDate: carDatePrices.startDate, endDate: carDatePrices.endDate, dailyPrice: carDatePrices.dailyPrice })
      .from(carDatePrices)
      .innerJoin(cars, and(eq(cars.id, carDatePrices.carId), eq(cars.isDateBasedPrice, true))),
    db
      .select({ id: users.id, fullName: users.fullName, avatar: users.avatar })
      .from(users)
      .where(eq(users.type, 'supplier'))
      .orderBy(sql`fold_text(${users.fullName})`, asc(users.id)),
    db.select({ id: locations.id, timeZone: locations.timeZone }).from(locations),
  ])

  const placesOf = groupBy(placeRows, (row) => row.carId, (row) => row.locationId)
  const datePricesOf = groupBy(datePriceRows, (row) => row.carId, ({ startDate, endDate, dailyPrice }): DatePrice => ({ startDate, endDate, dailyPrice }))
  const carsByPlace = new Map<string, IndexedCar[]>()
  const carsById = new Map<string, IndexedCar>()
  for (const row of carRows) {
    const car: IndexedCar = {
      id: row.id,
      supplierId: row.supplierId,
      locationIds: new Set(placesOf.get(row.id)),
      range: row.range,
      rating: row.rating,
      ratingCount: row.ratingCount,
      seats: row.seats,
      doors: row.doors,
      aircon: row.aircon,
      multimedia: row.multimedia,
      fuelType: row.fuelType,
      gearbox: row.gearbox,
      mileage: row.mileage,
      fuelPolicy: row.fuelPolicy,
      deposit: row.deposit,
      payLater: row.payLater,
      notYetBookable: row.comingSoon || row.fullyBooked,
      pricing: pricingCarOf(row, row.priceChangeRate, datePricesOf.get(row.id) ?? []),
      amountsByDays: [],
      datedAmounts: new Map(),
      blocking: NO_PERIODS,
      candidatesByDays: [],
    }
    carsById.set(car.id, car)
    for (const place of car.locationIds) {
      const atPlace = carsByPlace.get(place)
      if (atPlace) atPlace.push(car)
      else carsByPlace.set(place, [car])
    }
  }
  return {
    carsByPlace,
    carsById,
    suppliers: new Map(supplierRows.map((supplier, order) => [supplier.id, { ...supplier, avatar: supplierLogoUrl(supplier.avatar), order }])),
    placeZones: new Map(allPlaces.map((place) => [place.id, place.timeZone])),
  }
}

/** Bookings end this long before now at the earliest to matter: a search starts in the future (spec §5). */
const PAST_MARGIN = sql`interval '1 day'`

/**
 * The blocking bookings of the given cars (all cars when `carIds` is absent): any status but
 * cancelled, ending from yesterday on; an unpaid (void) one blocks until its expiry, if it has one.
 */
export async function loadBlockingPeriods(db: AppDb, carIds?: readonly string[]): Promise<Map<string, BlockingPeriod[]>> {
  const rows = await db
    .select({ carId: bookings.carId, from: bookings.from, to: bookings.to, status: bookings.status, expiresAt: bookings.expiresAt })
    .from(bookings)
    .where(
      and(
        ne(bookings.status, 'cancelled'),
        sql`${bookings.to} > now() - ${PAST_MARGIN}`,
        carIds ? inArray(bookings.carId, [...carIds]) : undefined,
      ),
    )
    // by start: isFree stops at the first period starting after the searched one ends
    .orderBy(bookings.from)
  const periods = groupBy(rows, (row) => row.carId, (row): BlockingPeriod => ({
    from: row.from.getTime(),
    to: row.to.getTime(),
    until: row.status === 'void' && row.expiresAt ? row.expiresAt.getTime() : Number.POSITIVE_INFINITY,
  }))
  for (const id of carIds ?? []) if (!periods.has(id)) periods.set(id, [])
  return periods
}

function groupBy<Row, Value>(rows: readonly Row[], keyOf: (row: Row) => string, valueOf: (row: Row) => Value): Map<string, Value[]> {
  const groups = new Map<string, Value[]>()
  for (const row of rows) {
    const key = keyOf(row)
    const group = groups.get(key)
    if (group) group.push(valueOf(row))
    else groups.set(key, [valueOf(row)])
  }
  return groups
}
