// Which indexed cars a search matches: the places, the period (no blocking booking overlaps it)
// and the filters. The rules are those of the search's documentation (src/server/search-index/offers.ts):
// lists match any of their values and an empty list matches nothing; multimedia needs every chosen
// kind; minRating 0 does not restrict, above 0 unrated cars are left out.
import { UNLIMITED_MILEAGE } from '../../domain/enums.js'
import { toCents } from '../../domain/money.js'
import type { CarSearch } from './offers.js'
import type { BlockingPeriod, IndexedCar } from './snapshot.js'

type Test = (car: IndexedCar) => boolean

/** One predicate for the search's filters, built once per search (absent filters cost nothing per car). */
export function filterOf(search: CarSearch): Test {
  const tests: Test[] = []
  const anyOf = <T>(values: readonly T[] | undefined, valueOf: (car: IndexedCar) => T) => {
    if (values === undefined) return
    const allowed = new Set(values)
    tests.push((car) => allowed.has(valueOf(car)))
  }
  if (search.dropOffLocation !== search.pickUpLocation) tests.push((car) => car.locationIds.has(search.dropOffLocation))
  anyOf(search.suppliers, (car) => car.supplierId)
  anyOf(search.ranges, (car) => car.range)
  const { minRating, seats, maxDeposit } = search
  if (minRating) tests.push((car) => car.rating !== null && car.rating >= minRating)
  if (seats !== undefined) tests.push((car) => car.seats >= seats)
  const specs = search.carSpecs ?? {}
  if (specs.aircon) tests.push((car) => car.aircon)
  if (specs.moreThanFourDoors) tests.push((car) => car.doors > 4)
  if (specs.moreThanFiveSeats) tests.push((car) => car.seats > 5)
  const multimedia = search.multimedia ?? []
  if (multimedia.length) tests.push((car) => multimedia.every((kind) => car.multimedia.includes(kind)))
  anyOf(search.fuelTypes, (car) => car.fuelType)
  anyOf(search.gearboxes, (car) => car.gearbox)
  anyOf(search.mileageKinds, (car) => (car.mileage === UNLIMITED_MILEAGE ? 'unlimited' : 'limited'))
  anyOf(search.fuelPolicies, (car) => car.fuelPolicy)
  if (maxDeposit !== undefined) {
    // the threshold is in dollars, a car's deposit in cents
    const maxCents = toCents(maxDeposit)
    tests.push((car) => car.deposit <= maxCents)
  }
  if (tests.length === 0) return () => true
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
