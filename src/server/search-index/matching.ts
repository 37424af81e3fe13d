// Which indexed cars a search matches: the places, the period (no blocking booking overlaps it)
// and the filters. The rules are those of the search's documentation (src/server/search-index/offers.ts):
// lists match any of their values and an empty list matches nothing; multimedia needs every chosen
// kind; minRating 0 does not restrict, above 0 unrated cars are left out.
import { UNLIMITED_MILEAGE } from '../../domain/enums.js'
import { toCents } from '../../domain/money.js'
import type { CarSearch } from './offers.js'
import type { BlockingPeriod, IndexedCar } from './snapshot.js'

type Test = (car: IndexedCar) => boolean

/** The filters read on the car itself (the Payment filter reads its price: offers.ts). */
export type CarFilterGroup =
  | 'suppliers'
  | 'ranges'
  | 'minRating'
  | 'seats'
  | 'carSpecs'
  | 'multimedia'
  | 'fuelTypes'
  | 'gearboxes'
  | 'mileageKinds'
  | 'fuelPolicies'
  | 'maxDeposit'
  | 'freeCancellation'

export type GroupTest = { group: CarFilterGroup; test: Test }

export const mileageKindOf = (car: IndexedCar) => (car.mileage === UNLIMITED_MILEAGE ? 'unlimited' : 'limited')
/** The cancellation option is included (extra value 0): cancelled in time, the booking is refunded. */
export const cancelsFree = (car: IndexedCar) => car.pricing.cancellation === 0

/** The search's filters that restrict, one test per group (absent filters are not listed). */
export function groupTests(search: CarSearch): GroupTest[] {
  const tests: GroupTest[] = []
  const add = (group: CarFilterGroup, test: Test) => tests.push({ group, test })
  const anyOf = <T>(group: CarFilterGroup, values: readonly T[] | undefined, valueOf: (car: IndexedCar) => T) => {
    if (values === undefined) return
    const allowed = new Set(values)
    add(group, (car) => allowed.has(valueOf(car)))
  }
  anyOf('suppliers', search.suppliers, (car) => car.supplierId)
  anyOf('ranges', search.ranges, (car) => car.range)
  const { minRating, seats, maxDeposit } = search
  if (minRating) add('minRating', (car) => car.rating !== null && car.rating >= minRating)
  if (seats !== undefined) add('seats', (car) => car.seats >= seats)
  const specs = search.carSpecs ?? {}
  if (specs.aircon || specs.moreThanFourDoors || specs.moreThanFiveSeats) {
    add('carSpecs', (car) => (!specs.aircon || car.aircon) && (!specs.moreThanFourDoors || car.doors > 4) && (!specs.moreThanFiveSeats || car.seats > 5))
  }
  const multimedia = search.multimedia ?? []
  if (multimedia.length) add('multimedia', (car) => multimedia.every((kind) => car.multimedia.includes(kind)))
  anyOf('fuelTypes', search.fuelTypes, (car) => car.fuelType)
  anyOf('gearboxes', search.gearboxes, (car) => car.gearbox)
  anyOf('mileageKinds', search.mileageKinds, mileageKindOf)
  anyOf('fuelPolicies', search.fuelPolicies, (car) => car.fuelPolicy)
  if (maxDeposit !== undefined) {
    // the threshold is in dollars, a car's deposit in cents
    const maxCents = toCents(maxDeposit)
    add('maxDeposit', (car) => car.deposit <= maxCents)
  }
  if (search.freeCancellation) add('freeCancellation', cancelsFree)
  return tests
}

/** A one-way rental's car must be allowed back at the drop-off place. */
export function placesTest(search: Pick<CarSearch, 'pickUpLocation' | 'dropOffLocation'>): Test | null {
  return search.dropOffLocation !== search.pickUpLocation ? (car) => car.locationIds.has(search.dropOffLocation) : null
}

/**
 * One predicate for the search's places and filters, built once per search; null when nothing
 * restricts (absent filters cost nothing per car).
 */
export function filterOf(search: CarSearch): Test | null {
  const tests: Test[] = groupTests(search).map(({ test }) => test)
  const places = placesTest(search)
  if (places) tests.unshift(places)
  if (tests.length === 0) return null
  return (car) => tests.every((test) => test(car))
}

/**
 * Half-open periods overlap when each starts before the other ends; an expired unpaid booking holds
 * nothing. `periods` are by start: none after one that starts once [from, to) has ended can overlap.
 */
export function isFree(periods: readonly BlockingPeriod[] | undefined, from: number, to: number, now: number): boolean {
  if (!periods) return true
  for (const period of periods) {
    if (period.from >= to) return true
    if (period.to > from && period.until > now) return false
  }
  return true
}
