// The search's data in memory, kept current: a search costs no database round trip. The database
// stays the authority: the checkout checks availability there (exclusion constraint) and prices
// from its own rows. Changes arrive as notifications (migration 0012, src/server/changes.ts) from
// every writer, this server or another on the same PostgreSQL; a search first waits for those
// committed before it, so the driver's next search sees their booking at once.
import type { Language, PaymentGateway } from '../../domain/enums.js'
import type { PaymentMode } from '../../domain/booking-status.js'
import { depositPayable, paymentOptions } from '../../domain/payment-options.js'
import { offerAmounts, rentalDays, type OfferAmounts, type RentalPeriod } from '../../domain/price.js'
import { placeDate } from '../place-clock.js'
import type { ChangeListener } from '../changes.js'
import type { AppDb } from '../db/index.js'
import { getCars, type Car } from '../db/queries/catalogue.js'
import { filterOf, isFree } from './matching.js'
import { PlaceCars } from './place-cars.js'
import type { CarSearch, OfferCandidate } from './offers.js'
import { loadBlockingPeriods, loadCatalogue, NO_PERIODS, type BlockingPeriod, type CatalogueSnapshot, type IndexedCar, type IndexedSupplier } from './snapshot.js'

/** Beyond this many changed cars, reading every car's bookings at once is cheaper than by id. */
const FULL_RELOAD_AT = 500

/**
 * The catalogue, each car with its blocking periods (car.blocking), and the places' cars laid out
 * for the search's loop (place-cars.ts), made as searches need them and dropped when the periods of
 * one of their cars are read again.
 */
type Loaded = { catalogue: CatalogueSnapshot; places: Map<string, PlaceCars> }

export class SearchIndex implements ChangeListener {
  private loaded: Loaded | null = null
  private loading: Promise<Loaded> | null = null
  private changedCars = new Set<string>()
  /** Cars whose periods a refresh is reading at this moment. */
  private refreshingCars = new Set<string>()
  private refreshing: Promise<void> | null = null
  /** Display cards per language, filled on demand (cars change only with the catalogue). */
  private cards = new Map<Language, Map<string, Car>>()
  /** Goes up with every change heard of: results remembered under an older version are not used. */
  version = 0
  private catalogueVersion = 0
  /** When the oldest change not yet read was heard (null: none waiting): the index's refresh lag. */
  private pendingSince: number | null = null

  constructor(private readonly db: AppDb) {}

  /** The bookings of these cars changed: their blocking periods are read again before the next search. */
  bookingsChanged(carIds: readonly string[]): void {
    for (const id of carIds) this.changedCars.add(id)
    this.pendingSince ??= Date.now()
    this.version++
  }

  /** Cars, places, suppliers or settings changed: everything is read again before the next search. */
  catalogueChanged(): void {
    this.loaded = null
    this.loading = null
    this.cards.clear()
    this.pendingSince ??= Date.now()
    this.catalogueVersion++
    this.version++
  }

  /** Loads the index and reads every change heard so far, as a search does first (readiness asks it). */
  async ensureCurrent(): Promise<void> {
    await this.current()
  }

  /**
   * For readiness and metrics: whether the catalogue is in memory, how many cars it holds, and since
   * when a change has waited to be read (the index reads changes when a search next needs them).
   */
  status(): { loaded: boolean; cars: number; pendingSince: number | null } {
    return { loaded: this.loaded !== null, cars: this.loaded?.catalogue.carsById.size ?? 0, pendingSince: this.pendingSince }
  }

  /**
   * The indexed data, current as of every change this server heard of before the call: a refresh
   * already running may have started before it, so a second one follows when changes remain.
   */
  private async current(): Promise<Loaded> {
    for (let round = 0; ; round++) {
      const loaded = this.loaded ?? (await this.load())
      if (this.changedCars.size === 0 && this.loaded === loaded) this.pendingSince = null
      if (this.changedCars.size === 0 || round === 2) return loaded
      await (this.refreshing ??= this.refreshChangedCars(loaded).finally(() => (this.refreshing = null)))
    }
  }

  private load(): Promise<Loaded> {
    const loading = (this.loading ??= (async () => {
      // bookings changed while loading are read again after: the set is taken now
      this.changedCars.clear()
      const [catalogue, periods] = await Promise.all([loadCatalogue(this.db), loadBlockingPeriods(this.db)])
      attachPeriods(catalogue, periods)
      return { catalogue, places: new Map() }
    })())
    return loading.then(
      (loaded) => {
        if (this.loading === loading) this.loaded = loaded
        return loaded
      },
      (error: unknown) => {
        if (this.loading === loading) this.loading = null
        throw error
      },
    )
  }

  private async refreshChangedCars(loaded: Loaded): Promise<void> {
    const ids = [...this.changedCars]
    this.changedCars.clear()
    for (const id of ids) this.refreshingCars.add(id)
    try {
      const all = ids.length > FULL_RELOAD_AT
      const periods = await loadBlockingPeriods(this.db, all ? undefined : ids)
      attachPeriods(loaded.catalogue, periods, all)
      if (all) loaded.places.clear()
      else for (const id of periods.keys()) for (const place of loaded.catalogue.carsById.get(id)?.locationIds ?? []) loaded.places.delete(place)
    } catch (error) {
      for (const id of ids) this.changedCars.add(id)
      throw error
    } finally {
      for (const id of ids) this.refreshingCars.delete(id)
    }
  }

  /**
   * False when the index knows a blocking booking of this car over [from, to): a checkout can be
   * refused at once, before its quote and transaction (the database still decides every other case).
   * Unknown cars (not offerable) answer true: the checkout's own checks explain those.
   */
  async mayBeFree(carId: string, from: Date, to: Date, now = Date.now()): Promise<boolean> {
    // Not worth a refresh (a query per checkout on the database's one thread under load, issue 11):
    // a car whose bookings changed since they were read, or are being read again, is the database's
    // to decide; the others' periods are current.
    const changing = () => this.changedCars.has(carId) || this.refreshingCars.has(carId)
    if (changing()) return true
    const car = (this.loaded ?? (await this.load())).catalogue.carsById.get(carId)
    // (asked again: the load may have taken a while)
    if (!car || changing()) return true
    return isFree(car.blocking, from.getTime(), to.getTime(), now)
  }

  /** The place's time zone; undefined when there is no such place. */
  async placeTimeZone(id: string): Promise<string | undefined> {
    return (await this.current()).catalogue.placeZones.get(id)
  }

  /**
   * placeTimeZone without reading the bookings changed meanwhile: a zone is catalogue data, which a
   * catalogue change reloads anyway. For the checkout's early refusal (mayBeFree): each checkout made
   * the index read the periods the checkouts before it changed, a query per checkout under load
   * (issue 26), for nothing it used.
   */
  async placeTimeZoneAsLoaded(id: string): Promise<string | undefined> {
    return (this.loaded ?? (await this.load())).catalogue.placeZones.get(id)
  }

  /**
   * Every car the search matches (places, filters, free over the period), with its total price for
   * the period (src/domain/price, the checkout's own rule) and how it can be paid with `gateway`.
   */
  async candidates(search: CarSearch, gateway: PaymentGateway | null, now = Date.now()): Promise<OfferCandidate[]> {
    const { catalogue, places } = await this.current()
    const from = new Date(search.from)
    const to = new Date(search.to)
    const fromMs = from.getTime()
    const toMs = to.getTime()
    const matches = filterOf(search)
    const timeZone = catalogue.placeZones.get(search.pickUpLocation)
    // no such place: no car is there either
    if (!timeZone) return []
    const period = searchPeriod({ from, to, timeZone })
    const options = paymentOptionLists(gateway)
    const place = placeCars(places, catalogue, search.pickUpLocation)
    const { cars, dated } = place
    const kept = place.keptCandidates(period.days, gateway)
    const candidates: OfferCandidate[] = []
    for (let index = 0; index < cars.length; index++) {
      if (!place.isFree(index, fromMs, toMs, now) || (matches && !matches(cars[index]!))) continue
      candidates.push(dated[index] ? pricedCandidate(cars[index]!, period, options) : (kept[index] ??= keptCandidate(cars[index]!, period, options)))
    }
    return candidates
  }

  /** The suppliers of these ids, in the suppliers' order (name, accents and case folded). */
  async suppliers(ids: Iterable<string>): Promise<IndexedSupplier[]> {
    const { suppliers } = (await this.current()).catalogue
    return [...new Set(ids)].flatMap((id) => suppliers.get(id) ?? []).sort((a, b) => a.order - b.order)
  }

  /** The display cards of these cars in `language`, in the order of `ids`; read once, then from memory. */
  async carCards(ids: readonly string[], language: Language): Promise<Car[]> {
    const missing = ids.filter((id) => !this.cards.get(language)?.has(id))
    let fresh = new Map<string, Car>()
    if (missing.length > 0) {
      const catalogueAt = this.catalogueVersion
      fresh = new Map((await getCars(this.db, missing, language)).map((car) => [car.id, car]))
      // a catalogue change during the read may have made them stale: used this once, not kept
      if (this.catalogueVersion === catalogueAt) {
        const kept = this.cards.get(language) ?? new Map<string, Car>()
        for (const [id, car] of fresh) kept.set(id, car)
        this.cards.set(language, kept)
      }
    }
    const kept = this.cards.get(language)
    return ids.flatMap((id) => fresh.get(id) ?? kept?.get(id) ?? [])
  }
}

/** The place's cars laid out for the search's loop, made on first need. */
function placeCars(places: Map<string, PlaceCars>, catalogue: CatalogueSnapshot, id: string): PlaceCars {
  return places.get(id) ?? places.set(id, new PlaceCars(catalogue.carsByPlace.get(id) ?? [])).get(id)!
}

/** A car with its total for the period and how it can be paid (the search's own rules). */
function pricedCandidate(car: IndexedCar, period: SearchPeriod, options: PaymentOptionLists): OfferCandidate {
  const { totalPrice } = searchAmounts(car, period)
  return { car, totalPrice, paymentOptions: options.of(car, totalPrice) }
}

/**
 * Without date-based prices a car's candidate depends on the rental's length (and the gateway) alone:
 * kept on the car per length, a new search makes no object per car it offers (issue 11: less garbage
 * to collect under load).
 */
function keptCandidate(car: IndexedCar, period: SearchPeriod, options: PaymentOptionLists): OfferCandidate {
  const kept = car.candidatesByDays[period.days]
  if (kept && kept.gateway === options.gateway) return kept.candidate
  const candidate = pricedCandidate(car, period, options)
  car.candidatesByDays[period.days] = { gateway: options.gateway, candidate }
  return candidate
}

/**
 * The payment options depend only on pay-later and whether the deposit can be paid apart (the gateway
 * is the search's): one shared, read-only list per pair rather than one per car, and the same lists
 * from one search to the next (the filter counts know each list's slots by the list itself).
 */
class PaymentOptionLists {
  private readonly lists: PaymentMode[][] = []
  constructor(readonly gateway: PaymentGateway | null) {}

  of(car: IndexedCar, totalPrice: number): PaymentMode[] {
    const kind = (car.payLater ? 1 : 0) + (depositPayable(car.deposit, totalPrice) ? 2 : 0)
    return (this.lists[kind] ??= paymentOptions({ payLater: car.payLater, deposit: car.deposit, price: totalPrice }, this.gateway))
  }
}

const listsByGateway = new Map<PaymentGateway | null, PaymentOptionLists>()
const paymentOptionLists = (gateway: PaymentGateway | null) => listsByGateway.get(gateway) ?? listsByGateway.set(gateway, new PaymentOptionLists(gateway)).get(gateway)!

/** Each car's periods on the car itself (all of them, or those read again; the others keep theirs). */
function attachPeriods(catalogue: CatalogueSnapshot, periods: ReadonlyMap<string, readonly BlockingPeriod[]>, all = true): void {
  if (all) for (const car of catalogue.carsById.values()) car.blocking = periods.get(car.id) ?? NO_PERIODS
  else for (const [id, carPeriods] of periods) {
    const car = catalogue.carsById.get(id)
    if (car) car.blocking = carPeriods
  }
}

/** Date-based amounts kept per car: a few recent pick-up days and lengths are what visitors search. */
const KEPT_DATED_AMOUNTS = 64

/** A search's period with what every car's amounts are looked up by, worked out once per search. */
export interface SearchPeriod extends RentalPeriod {
  days: number
  /** The pick-up day at the pick-up place (yyyy-mm-dd) with the length: the key of date-based amounts. */
  datedKey: string
}

export function searchPeriod(period: RentalPeriod): SearchPeriod {
  const days = rentalDays(period.from, period.to)
  return { ...period, days, datedKey: `${placeDate(period.from, period.timeZone)}/${days}` }
}

/**
 * offerAmounts(car, period), the reference itself, kept per car: without date-based prices they
 * depend on the number of days alone (tiers, markup and extras; a search has no options), with them
 * on the pick-up's date at the pick-up place too (each rental day is a date from it on). The property
 * test (tests/api/search-price-property.test.ts) holds this to the reference on random cars and periods.
 */
export function searchAmounts(car: IndexedCar, period: SearchPeriod): OfferAmounts {
  const { days, datedKey } = period
  if (!car.pricing.isDateBasedPrice) return (car.amountsByDays[days] ??= offerAmounts(car.pricing, period))
  const known = car.datedAmounts.get(datedKey)
  if (known) return known
  if (car.datedAmounts.size >= KEPT_DATED_AMOUNTS) car.datedAmounts.clear()
  const amounts = offerAmounts(car.pricing, period)
  car.datedAmounts.set(datedKey, amounts)
  return amounts
}
