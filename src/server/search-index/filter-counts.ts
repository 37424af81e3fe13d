// The counts beside the filters' options (facet counts, as shops show them): for each option, how
// many offers the search would give with it. Each group's counts apply every other group's filter
// of the search but not its own, so they read as "choose this and you get N". One pass over the
// search's cars without filters: a car failing no filter counts in every group, a car failing
// exactly one counts in that group only, a car failing two or more counts nowhere.
import type { components } from '../../../openapi/schema'
import { DEPOSIT_FILTER_THRESHOLDS } from '../../domain/constants.js'
import { toCents } from '../../domain/money.js'
import type { PaymentMode } from '../../domain/booking-status.js'
import { carRanges, fuelPolicies, fuelTypes, gearboxes, mileageKinds, multimediaKinds } from '../../domain/enums.js'
import { matchesPaymentFilter, paymentFilters } from '../../domain/payment-options.js'
import { MIN_RATING_CHOICES, MIN_SEATS_CHOICES } from '../../domain/filter-choices.js'
import { cancelsFree, groupTests, mileageKindOf, type CarFilterGroup } from './matching.js'
import type { CarSearch, OfferCandidate } from './offers.js'
import type { IndexedCar } from './snapshot.js'

export type FilterCounts = components['schemas']['FilterCounts']
type CountedGroup = Exclude<CarFilterGroup, 'suppliers'> | 'payment'
type Failing = CarFilterGroup | 'payment'

/** The radio groups' "no restriction" option. */
const ANY = 'any'
const FREE = 'free'

// Every option of every counted group is a slot of one array of counters: counting an offer is adding
// one to a few slots, found once per car (its attributes do not change while it is indexed) and once
// per list of payment options (shared by the cars: search-index/index.ts).
const slots: { group: CountedGroup; key: string }[] = []
const slotIds = new Map<string, number>()
const groupIds = new Map<CountedGroup, number>()
function register(group: CountedGroup, keys: readonly (string | number)[]) {
  if (!groupIds.has(group)) groupIds.set(group, groupIds.size)
  for (const key of keys) {
    slotIds.set(`${group} ${key}`, slots.length)
    slots.push({ group, key: String(key) })
  }
}
register('ranges', carRanges)
register('minRating', [ANY, ...MIN_RATING_CHOICES])
register('seats', [ANY, ...MIN_SEATS_CHOICES])
register('carSpecs', ['aircon', 'moreThanFourDoors', 'moreThanFiveSeats'])
register('multimedia', multimediaKinds)
register('fuelTypes', fuelTypes)
register('gearboxes', gearboxes)
register('mileageKinds', mileageKinds)
register('fuelPolicies', fuelPolicies)
register('maxDeposit', [ANY, ...DEPOSIT_FILTER_THRESHOLDS])
register('payment', paymentFilters)
register('freeCancellation', [FREE])
const depositCents = DEPOSIT_FILTER_THRESHOLDS.map((threshold) => [threshold, toCents(threshold)] as const)

/** The slots an offer counts in, and the group of each. */
type OfferSlots = { slots: Int32Array; groups: Uint8Array }

function slotsOf(entries: [CountedGroup, string | number][]): OfferSlots {
  const found = entries.flatMap(([group, key]) => {
    const id = slotIds.get(`${group} ${key}`)
    return id === undefined ? [] : [id]
  })
  return { slots: Int32Array.from(found), groups: Uint8Array.from(found, (id) => groupIds.get(slots[id]!.group)!) }
}

/** The options of the car's own attributes it matches (every group but Payment). */
function carEntries(car: IndexedCar): [CountedGroup, string | number][] {
  const entries: [CountedGroup, string | number][] = [
    ['ranges', car.range],
    ['minRating', ANY],
    ['seats', ANY],
    ['maxDeposit', ANY],
    ['fuelTypes', car.fuelType],
    ['gearboxes', car.gearbox],
    ['mileageKinds', mileageKindOf(car)],
    ['fuelPolicies', car.fuelPolicy],
  ]
  const { rating } = car
  if (rating !== null) for (const minimum of MIN_RATING_CHOICES) if (rating >= minimum) entries.push(['minRating', minimum])
  for (const minimum of MIN_SEATS_CHOICES) if (car.seats >= minimum) entries.push(['seats', minimum])
  if (car.aircon) entries.push(['carSpecs', 'aircon'])
  if (car.doors > 4) entries.push(['carSpecs', 'moreThanFourDoors'])
  if (car.seats > 5) entries.push(['carSpecs', 'moreThanFiveSeats'])
  for (const kind of car.multimedia) entries.push(['multimedia', kind])
  for (const [threshold, cents] of depositCents) if (car.deposit <= cents) entries.push(['maxDeposit', threshold])
  if (cancelsFree(car)) entries.push(['freeCancellation', FREE])
  return entries
}

const carSlots = new WeakMap<IndexedCar, OfferSlots>()
const paymentSlots = new WeakMap<readonly PaymentMode[], OfferSlots>()
const slotsOfCar = (car: IndexedCar) => carSlots.get(car) ?? carSlots.set(car, slotsOf(carEntries(car))).get(car)!
const slotsOfPayment = (options: readonly PaymentMode[]) =>
  paymentSlots.get(options) ??
  paymentSlots.set(options, slotsOf(paymentFilters.filter((way) => matchesPaymentFilter(options, [way])).map((way) => ['payment', way]))).get(options)!

// Offers that count in the same slots share a profile: a car's attributes and its payment options fall
// in a few hundred combinations, even at 10,000 cars. An offer that fails no filter adds one to its
// profile's tally, and the tallies are spread over the slots once at the end: one number read from each
// of hundreds of offers instead of a score of counters touched through three objects (issue 26).
const profiles: OfferSlots[] = []
const profileIds = new Map<string, number>()
/** A small number per list of payment options (the search index shares a few lists between all cars). */
const paymentListIds = new WeakMap<readonly PaymentMode[], number>()
let paymentLists = 0
/** Each car's profile per payment list id: a date-based car's candidate is new each search, its profile is not. */
const carProfiles = new WeakMap<IndexedCar, number[]>()

function profileOf(car: IndexedCar, options: readonly PaymentMode[]): number {
  let list = paymentListIds.get(options)
  if (list === undefined) paymentListIds.set(options, (list = paymentLists++))
  const known = carProfiles.get(car) ?? carProfiles.set(car, []).get(car)!
  return (known[list] ??= profileOfSlots(joined(slotsOfCar(car), slotsOfPayment(options))))
}
function profileOfSlots(joinedSlots: OfferSlots): number {
  const key = joinedSlots.slots.join(',')
  const known = profileIds.get(key)
  if (known !== undefined) return known
  profiles.push(joinedSlots)
  profileIds.set(key, profiles.length - 1)
  return profiles.length - 1
}

/** The offer's profile, kept on the candidate (a kept one serves many searches). */
const profileOfOffer = (offer: OfferCandidate): number => (offer.countProfile ??= profileOf(offer.car, offer.paymentOptions))

function joined(car: OfferSlots, payment: OfferSlots): OfferSlots {
  const slots = new Int32Array(car.slots.length + payment.slots.length)
  slots.set(car.slots)
  slots.set(payment.slots, car.slots.length)
  const groups = new Uint8Array(slots.length)
  groups.set(car.groups)
  groups.set(payment.groups, car.groups.length)
  return { slots, groups }
}

/** Offers per profile while one count runs, and the profiles it touched (reset before it returns). */
let tallies = new Int32Array(256)
const tallied: number[] = []

function tally(profile: number) {
  if (profile >= tallies.length) {
    const grown = new Int32Array(Math.max(profile + 1, tallies.length * 2))
    grown.set(tallies)
    tallies = grown
  }
  if (tallies[profile]!++ === 0) tallied.push(profile)
}

/** Each tallied profile's offers added to its slots; the tallies are cleared for the next count. */
function spreadTallies(counters: Int32Array) {
  for (const profile of tallied) {
    const count = tallies[profile]!
    const ids = profiles[profile]!.slots
    for (let index = 0; index < ids.length; index++) counters[ids[index]!]! += count
    tallies[profile] = 0
  }
  tallied.length = 0
}

function addGroup(counters: Int32Array, { slots: ids, groups }: OfferSlots, group: number) {
  for (let index = 0; index < ids.length; index++) if (groups[index] === group) counters[ids[index]!]!++
}

/**
 * The counts of `search`'s filter options over `unfiltered`: the search's offers without any filter
 * (places and period only). Cars no payment option can pay for count only when the search lists them.
 */
export function filterCounts(unfiltered: readonly OfferCandidate[], search: CarSearch): FilterCounts {
  const counters = new Int32Array(slots.length)
  const tests: { group: Failing; test: (offer: OfferCandidate) => boolean }[] = groupTests(search).map(({ group, test }) => ({
    group,
    test: (offer) => test(offer.car),
  }))
  const { payment } = search
  if (payment !== undefined) tests.push({ group: 'payment', test: (offer) => matchesPaymentFilter(offer.paymentOptions, payment) })
  // indexed loops: hundreds of offers a search, no iterator for each
  for (let index = 0; index < unfiltered.length; index++) {
    const offer = unfiltered[index]!
    if (!search.includeUnbookable && offer.paymentOptions.length === 0) continue
    let failed: Failing | null = null
    let failures = 0
    for (let t = 0; t < tests.length; t++) {
      if (tests[t]!.test(offer)) continue
      failed = tests[t]!.group
      if (++failures > 1) break
    }
    if (failures === 0) tally(profileOfOffer(offer))
    // its only failing filter is the supplier one: it counts nowhere here (getSupplierCounts counts suppliers)
    else if (failures === 1 && failed !== 'suppliers') addGroup(counters, profiles[profileOfOffer(offer)]!, groupIds.get(failed!)!)
  }
  spreadTallies(counters)
  return countsOf(counters)
}

/** Every option with no offer (tests build their expected counts on it). */
export const zeroFilterCounts = (): FilterCounts => countsOf(new Int32Array(slots.length))

/** Each group's options as slots first … first + keys.length − 1 (registered one group after another). */
const layout = [...groupIds.keys()].map((group) => {
  const first = slots.findIndex((slot) => slot.group === group)
  const keys = slots.filter((slot) => slot.group === group).map((slot) => slot.key)
  // keyed by amounts (the deposit's 250, 500, 750: array indexes to V8), a group built key by key holds
  // an array of holes up to the largest, 6 KiB, and the counts are kept with every remembered search
  // (issue 26); JSON.parse makes such a group compact
  const sparse = keys.some((key) => /^\d+$/.test(key) && Number(key) > 64)
  return { group, first, keys, sparse }
})

/** Every option of every group with its count, 0 included. */
function countsOf(counters: Int32Array): FilterCounts {
  const counts: Record<string, unknown> = {}
  for (const { group, first, keys, sparse } of layout) {
    if (group === 'freeCancellation') counts.freeCancellation = counters[first]
    else if (sparse) counts[group] = JSON.parse(`{${keys.map((key, index) => `${JSON.stringify(key)}:${counters[first + index]!}`).join(',')}}`)
    else {
      const values: Record<string, number> = {}
      keys.forEach((key, index) => (values[key] = counters[first + index]!))
      counts[group] = values
    }
  }
  return counts as FilterCounts
}
