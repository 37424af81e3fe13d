// The cars of one place laid out for a new search's loop over them (issue 26): their blocking periods
// in one flat array and their kept candidates side by side. The loop over hundreds of cars followed a
// few pointers per car (the car, its list of periods, each period, its kept candidate) into memory
// other requests had since filled with their own: a fifth of a new search, most of it waiting on
// memory. Read in order, the same work is a few times faster. Built when a search first needs the
// place, again after a change to the periods of one of its cars (search-index/index.ts).
import type { PaymentGateway } from '../../domain/enums.js'
import type { OfferCandidate } from './offers.js'
import type { IndexedCar } from './snapshot.js'

/** Numbers a period takes in `periods`: from, to, until (matching.ts's BlockingPeriod). */
const STRIDE = 3

export class PlaceCars {
  /** Car i's periods are periods[STRIDE × starts[i], STRIDE × starts[i + 1]), by start. */
  private readonly starts: Int32Array
  private readonly periods: Float64Array
  /** 1 for a car with date-based prices: its candidate depends on the dates, not kept. */
  readonly dated: Uint8Array
  /** Kept candidates by position, per rental length and gateway (`${days} ${gateway}`), filled as searches need them. */
  private readonly kept = new Map<string, (OfferCandidate | undefined)[]>()

  constructor(readonly cars: readonly IndexedCar[]) {
    this.starts = new Int32Array(cars.length + 1)
    let count = 0
    cars.forEach((car, index) => {
      this.starts[index] = count
      count += car.blocking.length
    })
    this.starts[cars.length] = count
    this.periods = new Float64Array(count * STRIDE)
    let at = 0
    for (const car of cars) {
      for (const { from, to, until } of car.blocking) {
        this.periods[at++] = from
        this.periods[at++] = to
        this.periods[at++] = until
      }
    }
    this.dated = Uint8Array.from(cars, (car) => (car.pricing.isDateBasedPrice ? 1 : 0))
  }

  /**
   * isFree (matching.ts) of car `index` over [from, to): half-open periods overlap when each starts
   * before the other ends; an expired unpaid booking holds nothing; none after one that starts once
   * [from, to) has ended can overlap.
   */
  isFree(index: number, from: number, to: number, now: number): boolean {
    const { periods } = this
    for (let at = this.starts[index]! * STRIDE, end = this.starts[index + 1]! * STRIDE; at < end; at += STRIDE) {
      if (periods[at]! >= to) return true
      if (periods[at + 1]! > from && periods[at + 2]! > now) return false
    }
    return true
  }

  /** The kept candidates of this length and gateway by position (empty until made: the caller fills them). */
  keptCandidates(days: number, gateway: PaymentGateway | null): (OfferCandidate | undefined)[] {
    const key = `${days} ${gateway}`
    return this.kept.get(key) ?? this.kept.set(key, new Array<OfferCandidate | undefined>(this.cars.length)).get(key)!
  }
}
