// The counts beside the filters' options (facet counts, as shops show them): for each option, how
// many offers the search would give with it. Each group's counts apply every other group's filter
// of the search but not its own, so they read as "choose this and you get N". One pass over the
// search's cars without filters: a car failing no filter counts in every group, a car failing
// exactly one counts in that group only, a car failing two or more counts nowhere.
import type { components } from '../../../openapi/schema'
import { DEPOSIT_FILTER_THRESHOLDS } from '../../domain/constants.js'
import { toCents } from '../../domain/money.js'
import { matchesPaymentFilter, paymentFilters } from '../../domain/payment-options.js'
import { MIN_RATING_CHOICES, MIN_SEATS_CHOICES } from '../../domain/filter-choices.js'
import { cancelsFree, groupTests, mileageKindOf, type CarFilterGroup } from './matching.js'
import type { CarSearch, OfferCandidate } from './offers.js'

export type FilterCounts = components['schemas']['FilterCounts']
type CountedGroup = Exclude<CarFilterGroup, 'suppliers'> | 'payment'
type Counts = Record<string, number>

/** The radio groups' "no restriction" option. */
const ANY = 'any'
const depositCents = DEPOSIT_FILTER_THRESHOLDS.map((threshold) => [String(threshold), toCents(threshold)] as const)
const ratingKeys = MIN_RATING_CHOICES.map((rating) => [String(rating), rating] as const)
const seatKeys = MIN_SEATS_CHOICES.map((seats) => [String(seats), seats] as const)

const bump = (counts: Counts, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1
}

/** Adds an offer to the options of `group` it would match. */
const countIn: Record<CountedGroup, (offer: OfferCandidate, counts: FilterCounts) => void> = {
  ranges: ({ car }, counts) => bump(counts.ranges, car.range),
  minRating: ({ car }, counts) => {
    bump(counts.minRating, ANY)
    if (car.rating === null) return
    for (const [key, rating] of ratingKeys) if (car.rating >= rating) bump(counts.minRating, key)
  },
  seats: ({ car }, counts) => {
    bump(counts.seats, ANY)
    for (const [key, seats] of seatKeys) if (car.seats >= seats) bump(counts.seats, key)
  },
  carSpecs: ({ car }, counts) => {
    if (car.aircon) bump(counts.carSpecs, 'aircon')
    if (car.doors > 4) bump(counts.carSpecs, 'moreThanFourDoors')
    if (car.seats > 5) bump(counts.carSpecs, 'moreThanFiveSeats')
  },
  multimedia: ({ car }, counts) => {
    for (const kind of car.multimedia) bump(counts.multimedia, kind)
  },
  fuelTypes: ({ car }, counts) => bump(counts.fuelTypes, car.fuelType),
  gearboxes: ({ car }, counts) => bump(counts.gearboxes, car.gearbox),
  mileageKinds: ({ car }, counts) => bump(counts.mileageKinds, mileageKindOf(car)),
  fuelPolicies: ({ car }, counts) => bump(counts.fuelPolicies, car.fuelPolicy),
  maxDeposit: ({ car }, counts) => {
    bump(counts.maxDeposit, ANY)
    for (const [key, cents] of depositCents) if (car.deposit <= cents) bump(counts.maxDeposit, key)
  },
  payment: ({ paymentOptions }, counts) => {
    for (const way of paymentFilters) if (matchesPaymentFilter(paymentOptions, [way])) bump(counts.payment, way)
  },
  freeCancellation: ({ car }, counts) => {
    if (cancelsFree(car)) counts.freeCancellation++
  },
}
const countedGroups = Object.keys(countIn) as CountedGroup[]

function emptyCounts(): FilterCounts {
  return {
    ranges: {},
    minRating: {},
    seats: {},
    carSpecs: {},
    multimedia: {},
    fuelTypes: {},
    gearboxes: {},
    mileageKinds: {},
    fuelPolicies: {},
    maxDeposit: {},
    payment: {},
    freeCancellation: 0,
  }
}

/**
 * The counts of `search`'s filter options over `unfiltered`: the search's offers without any filter
 * (places and period only). Cars no payment option can pay for count only when the search lists them.
 */
export function filterCounts(unfiltered: readonly OfferCandidate[], search: CarSearch): FilterCounts {
  const counts = emptyCounts()
  const tests: { group: CarFilterGroup | 'payment'; test: (offer: OfferCandidate) => boolean }[] = groupTests(search).map(({ group, test }) => ({
    group,
    test: (offer) => test(offer.car),
  }))
  const { payment } = search
  if (payment !== undefined) tests.push({ group: 'payment', test: (offer) => matchesPaymentFilter(offer.paymentOptions, payment) })
  for (const offer of unfiltered) {
    if (!search.includeUnbookable && offer.paymentOptions.length === 0) continue
    let failed: CarFilterGroup | 'payment' | null = null
    let failures = 0
    for (const { group, test } of tests) {
      if (test(offer)) continue
      failed = group
      if (++failures > 1) break
    }
    if (failures === 0) for (const group of countedGroups) countIn[group](offer, counts)
    // its only failing filter is the supplier one: it counts nowhere here (getSupplierCounts counts suppliers)
    else if (failures === 1 && failed !== 'suppliers') countIn[failed!](offer, counts)
  }
  return counts
}
