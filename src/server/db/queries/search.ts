// The car search: which cars match a CarSearch (SQL), their prices for the period (src/domain/price),
// the order and the page, and the per-supplier counts for the supplier filter.
//
// Choices where the spec is silent:
// - A car is offered when its supplier is an active (not suspended) supplier, the car is
//   'available', it serves the pick-up location and, for a one-way rental, the drop-off location
//   too (it must be allowed to be returned there), and no blocking booking overlaps [from, to).
//   Blocking: any status but cancelled; a void (unpaid) booking only while its expires_at is in the
//   future or unset. Fully booked and coming-soon cars are offered: the card shows their badge.
// - Lists (suppliers, ranges, fuel types, gearboxes, mileage kinds, fuel policies) match any of their
//   values, an empty list matches nothing (the contract). Multimedia is a feature filter: the car must
//   have ALL the chosen kinds, as on travel sites (so an empty list does not restrict).
// - minRating 0 does not restrict (unrated cars stay); above 0, unrated cars are left out.
// - Order: asc when absent for price and deposit, desc when absent for rating (best first). Unrated
//   cars come last in either order; ties are broken by car id so pages never overlap.
// - Cars that cannot be booked now — coming soon, fully booked, or (when asked for) no payment
//   option — come after all those that can, in the same order: the first offer can always be chosen.
// - How an offer can be paid is the one rule of src/domain/payment-options.ts, with the usable
//   gateway. Cars no configured option can pay for are left out of the rows, the total and the
//   supplier counts unless includeUnbookable, and counted in `unbookable`. The Payment filter is
//   applied first: an unbookable car never matches it, so with a Payment filter `unbookable` is 0.
import { and, asc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm'
import type { components } from '../../../../openapi/schema'
import type { PaymentMode } from '../../../domain/booking-status'
import { DEFAULT_LANGUAGE, UNLIMITED_MILEAGE, type PaymentGateway } from '../../../domain/enums'
import { freeCancellationUntil, matchesPaymentFilter, paymentOptions } from '../../../domain/payment-options'
import { offerAmounts, rentalDays, type DatePrice, type OfferAmounts, type PricingCar } from '../../../domain/price'
import type { AppDb } from '../index'
import { pricingCarOf } from './pricing-car.js'
import { bookings, carLocations, cars, locations, users } from '../schema'
import { getCars, supplierLogoUrl, type Car, type SupplierSummary } from './catalogue'

export type CarSearch = components['schemas']['CarSearch']
export type SortKey = NonNullable<CarSearch['sort']>
export type SortOrder = NonNullable<CarSearch['order']>
/** A car of a search's page: its amounts for the period (base currency) and how it can be paid. */
export type PricedOffer = { car: Car; amounts: OfferAmounts; paymentOptions: PaymentMode[]; freeCancellationUntil: Date | null }
export type SupplierCount = { supplier: SupplierSummary; count: number }

const DAY_MS = 86_400_000

/** Absent order: cheapest / smallest deposit first, best rated first. */
export function sortOrder(search: Pick<CarSearch, 'sort' | 'order'>): { sort: SortKey; order: SortOrder } {
  const sort = search.sort ?? 'price'
  return { sort, order: search.order ?? (sort === 'rating' ? 'desc' : 'asc') }
}

/** A matching car with its amounts for the period: what sorting, paging and the payment rule need. */
export type PricedCandidate = {
  id: string
  supplierId: string
  rating: number | null
  payLater: boolean
  /** Coming soon or fully booked: listed with its badge, but it cannot be chosen yet. */
  notYetBookable: boolean
  amounts: OfferAmounts
}
/** A priced candidate with how it can be paid with this installation (empty: it cannot be booked). */
export type PayableCandidate = PricedCandidate & { paymentOptions: PaymentMode[] }

/** Every car matching the search (places, period, availability, filters), priced for the period. */
export async function pricedCandidates(db: AppDb, search: CarSearch): Promise<PricedCandidate[]> {
  const from = new Date(search.from)
  const to = new Date(search.to)
  const candidates = await db
    .select(pricingColumns(from, to))
    .from(carLocations)
    .innerJoin(cars, eq(cars.id, carLocations.carId))
    .innerJoin(users, eq(users.id, cars.supplierId))
    .where(and(...matchConditions(search)))
  return candidates.map((candidate) => ({
    id: candidate.id,
    supplierId: candidate.supplierId,
    rating: candidate.rating,
    payLater: candidate.payLater,
    notYetBookable: candidate.comingSoon || candidate.fullyBooked,
    amounts: offerAmounts(toPricingCar(candidate), from, to),
  }))
}

/**
 * The candidates the search offers, each with its payment options for `gateway` (the usable one):
 * the Payment filter applied, the unbookable ones left out unless asked, and how many those are.
 */
export function payableCandidates(
  priced: readonly PricedCandidate[],
  gateway: PaymentGateway | null,
  search: Pick<CarSearch, 'payment' | 'includeUnbookable'>,
): { offered: PayableCandidate[]; unbookable: number } {
  const matching = priced
    .map((candidate) => ({
      ...candidate,
      paymentOptions: paymentOptions({ payLater: candidate.payLater, deposit: candidate.amounts.deposit, price: candidate.amounts.totalPrice }, gateway),
    }))
    .filter((candidate) => matchesPaymentFilter(candidate.paymentOptions, search.payment))
  const bookable = matching.filter((candidate) => candidate.paymentOptions.length > 0)
  return { offered: search.includeUnbookable ? matching : bookable, unbookable: matching.length - bookable.length }
}

/** One page of the priced candidates in the search's order, with the full cars, and the total. */
export async function offerPage(
  db: AppDb,
  offered: readonly PayableCandidate[],
  search: Pick<CarSearch, 'from' | 'sort' | 'order' | 'language'>,
  page: { page: number; size: number },
): Promise<{ total: number; rows: PricedOffer[] }> {
  const pickUp = new Date(search.from)
  const sorted = [...offered].sort(comparator(sortOrder(search)))
  const start = (page.page - 1) * page.size
  const pageRows = sorted.slice(start, start + page.size)
  const carsById = new Map((await getCars(db, pageRows.map((row) => row.id), search.language ?? DEFAULT_LANGUAGE)).map((car) => [car.id, car]))
  return {
    total: sorted.length,
    rows: pageRows.flatMap((row) => {
      const car = carsById.get(row.id)
      if (!car) return []
      const { amounts, paymentOptions } = row
      return [{ car, amounts, paymentOptions, freeCancellationUntil: freeCancellationUntil(pickUp, amounts.extras.cancellation) }]
    }),
  }
}

/**
 * Offered cars per supplier: `offered` is what the search offers with the suppliers filter ignored;
 * suppliers chosen in it stay listed (0) so they can be unticked.
 */
export async function supplierCounts(db: AppDb, offered: readonly PricedCandidate[], chosen: readonly string[] | undefined): Promise<SupplierCount[]> {
  const counts = new Map<string, number>()
  for (const candidate of offered) counts.set(candidate.supplierId, (counts.get(candidate.supplierId) ?? 0) + 1)
  const listed = [...new Set([...counts.keys(), ...(chosen ?? [])])]
  if (listed.length === 0) return []
  const suppliers = await db
    .select({ id: users.id, fullName: users.fullName, avatar: users.avatar })
    .from(users)
    .where(and(inArray(users.id, listed), eq(users.type, 'supplier')))
    .orderBy(sql`fold_text(${users.fullName})`, asc(users.id))
  return suppliers.map((supplier) => ({
    supplier: { ...supplier, avatar: supplierLogoUrl(supplier.avatar) },
    count: counts.get(supplier.id) ?? 0,
  }))
}

/** Which of these location ids exist (one cheap query for the search's validation). */
export async function existingLocationIds(db: AppDb, ids: readonly string[]): Promise<Set<string>> {
  const rows = await db.select({ id: locations.id }).from(locations).where(inArray(locations.id, [...ids]))
  return new Set(rows.map((row) => row.id))
}

/** The WHERE of a search over car_locations ⋈ cars ⋈ users (the supplier). */
function matchConditions(search: CarSearch): (SQL | undefined)[] {
  const from = new Date(search.from).toISOString()
  const to = new Date(search.to).toISOString()
  return [
    eq(carLocations.locationId, search.pickUpLocation),
    search.dropOffLocation === search.pickUpLocation
      ? undefined
      : sql`EXISTS (SELECT 1 FROM car_locations drop_off WHERE drop_off.car_id = ${cars.id} AND drop_off.location_id = ${search.dropOffLocation})`,
    eq(users.type, 'supplier'),
    eq(users.blacklisted, false),
    eq(cars.availability, 'available'),
    // Half-open periods overlap when each starts before the other ends (bookings_blocking_idx serves it).
    sql`NOT EXISTS (SELECT 1 FROM ${bookings} WHERE ${bookings.carId} = ${cars.id} AND ${bookings.status} <> 'cancelled'
      AND ${bookings.to} > ${from}::timestamptz AND ${bookings.from} < ${to}::timestamptz
      AND (${bookings.status} <> 'void' OR ${bookings.expiresAt} IS NULL OR ${bookings.expiresAt} > now()))`,
    ...filterConditions(search),
  ]
}

function filterConditions(search: CarSearch): (SQL | undefined)[] {
  const anyOf = <T>(column: Parameters<typeof inArray>[0], values: readonly T[] | undefined) =>
    values === undefined ? undefined : values.length === 0 ? sql`false` : inArray(column, [...values])
  const specs = search.carSpecs ?? {}
  const mileage = search.mileageKinds
  return [
    anyOf(cars.supplierId, search.suppliers),
    anyOf(cars.range, search.ranges),
    search.minRating ? gte(cars.rating, search.minRating) : undefined,
    search.seats === undefined ? undefined : gte(cars.seats, search.seats),
    specs.aircon ? eq(cars.aircon, true) : undefined,
    specs.moreThanFourDoors ? sql`${cars.doors} > 4` : undefined,
    specs.moreThanFiveSeats ? sql`${cars.seats} > 5` : undefined,
    search.multimedia?.length ? sql`${cars.multimedia} @> ARRAY[${sql.join(search.multimedia.map((kind) => sql`${kind}`), sql`, `)}]::multimedia[]` : undefined,
    anyOf(cars.fuelType, search.fuelTypes),
    anyOf(cars.gearbox, search.gearboxes),
    mileage === undefined || (mileage.includes('limited') && mileage.includes('unlimited'))
      ? undefined
      : mileage.includes('unlimited')
        ? eq(cars.mileage, UNLIMITED_MILEAGE)
        : mileage.includes('limited')
          ? ne(cars.mileage, UNLIMITED_MILEAGE)
          : sql`false`,
    anyOf(cars.fuelPolicy, search.fuelPolicies),
    search.maxDeposit === undefined ? undefined : lte(cars.deposit, search.maxDeposit),
  ]
}

/** Only what pricing and sorting need; date prices only for the days of the period. */
function pricingColumns(from: Date, to: Date) {
  const firstDay = from.toISOString().slice(0, 10)
  const lastDay = new Date(from.getTime() + (rentalDays(from, to) - 1) * DAY_MS).toISOString().slice(0, 10)
  return {
    id: cars.id,
    supplierId: cars.supplierId,
    payLater: users.payLater,
    dailyPrice: cars.dailyPrice,
    discountedDailyPrice: cars.discountedDailyPrice,
    biWeeklyPrice: cars.biWeeklyPrice,
    discountedBiWeeklyPrice: cars.discountedBiWeeklyPrice,
    weeklyPrice: cars.weeklyPrice,
    discountedWeeklyPrice: cars.discountedWeeklyPrice,
    monthlyPrice: cars.monthlyPrice,
    discountedMonthlyPrice: cars.discountedMonthlyPrice,
    isDateBasedPrice: cars.isDateBasedPrice,
    dateBasedPrices: sql<DatePrice[] | null>`CASE WHEN ${cars.isDateBasedPrice} THEN (
      SELECT json_agg(json_build_object('startDate', d.start_date, 'endDate', d.end_date, 'dailyPrice', d.daily_price))
      FROM car_date_prices d WHERE d.car_id = ${cars.id} AND d.start_date <= ${lastDay}::date AND d.end_date >= ${firstDay}::date) END`,
    deposit: cars.deposit,
    rating: cars.rating,
    comingSoon: cars.comingSoon,
    fullyBooked: cars.fullyBooked,
    priceChangeRate: users.priceChangeRate,
    cancellation: cars.cancellation,
    amendments: cars.amendments,
    theftProtection: cars.theftProtection,
    collisionDamageWaiver: cars.collisionDamageWaiver,
    fullInsurance: cars.fullInsurance,
    additionalDriver: cars.additionalDriver,
  }
}

type Candidate = Omit<PricingCar, 'dateBasedPrices'> & { id: string; rating: number | null; dateBasedPrices: DatePrice[] | null }

function toPricingCar(candidate: Candidate): PricingCar {
  return pricingCarOf(candidate, candidate.priceChangeRate, candidate.dateBasedPrices ?? [])
}

type Sortable = PayableCandidate

const canBeChosen = (row: Sortable) => !row.notYetBookable && row.paymentOptions.length > 0

function comparator({ sort, order }: { sort: SortKey; order: SortOrder }): (a: Sortable, b: Sortable) => number {
  const direction = order === 'asc' ? 1 : -1
  const key = (row: Sortable): number | null =>
    sort === 'price' ? row.amounts.totalPrice : sort === 'deposit' ? row.amounts.deposit : row.rating
  return (a, b) => {
    if (canBeChosen(a) !== canBeChosen(b)) return canBeChosen(a) ? -1 : 1
    const ka = key(a)
    const kb = key(b)
    if (ka !== kb) {
      if (ka === null) return 1
      if (kb === null) return -1
      return (ka - kb) * direction
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
  }
}
