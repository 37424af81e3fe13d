// Car offers as the server answers searchCars: amounts already converted and marked up.
import type { components } from '../../../openapi/schema'
import { zeroFilterCounts } from '../../../src/server/search-index/filter-counts'

type CarOffer = components['schemas']['CarOffer']
type Car = components['schemas']['Car']
type CarOfferPage = components['schemas']['CarOfferPage']

export const sunrise = { id: '00000000-0000-4000-8000-0000000000a1', fullName: 'Sunrise Rentals', avatar: '/images/suppliers/sunrise.png' }
export const atlas = { id: '00000000-0000-4000-8000-0000000000a2', fullName: 'Atlas Cars', avatar: '/images/suppliers/atlas.png' }

let sequence = 0

export function makeCar(overrides: Partial<Car> = {}): Car {
  const n = ++sequence
  return {
    id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
    name: `Car ${n}`,
    supplier: sunrise,
    minimumAge: 21,
    locations: [],
    dailyPrice: 40,
    discountedDailyPrice: null,
    biWeeklyPrice: null,
    discountedBiWeeklyPrice: null,
    weeklyPrice: null,
    discountedWeeklyPrice: null,
    monthlyPrice: null,
    discountedMonthlyPrice: null,
    isDateBasedPrice: false,
    dateBasedPrices: [],
    deposit: 500,
    available: true,
    fullyBooked: false,
    comingSoon: false,
    fuelType: 'diesel',
    gearbox: 'automatic',
    aircon: true,
    image: `/images/cars/car-${n}.png`,
    seats: 5,
    doors: 4,
    fuelPolicy: 'fullToFull',
    mileage: -1,
    cancellation: -1,
    amendments: 0,
    theftProtection: 10,
    collisionDamageWaiver: 12,
    fullInsurance: 20,
    additionalDriver: 5,
    range: 'midi',
    multimedia: ['bluetooth', 'appleCarPlay'],
    rating: 4.6,
    ratingCount: 41,
    trips: 128,
    co2: null,
    ...overrides,
  }
}

export function makeOffer(overrides: Partial<CarOffer> = {}, car: Partial<Car> = {}): CarOffer {
  return {
    car: makeCar(car),
    paymentOptions: ['payAtCounter'],
    freeCancellationUntil: null,
    days: 3,
    currency: 'USD',
    totalPrice: 132,
    pricePerDay: 44,
    deposit: 500,
    extras: { cancellation: -1, amendments: 0, theftProtection: 11, collisionDamageWaiver: 13.2, fullInsurance: 22, additionalDriver: 5.5 },
    ...overrides,
  }
}

/** The page's own offers counted per range, gearbox and free cancellation (what a page of them would give). */
export function countsOf(rows: CarOffer[]): CarOfferPage['filterCounts'] {
  const counts = zeroFilterCounts()
  for (const group of [counts.minRating, counts.seats, counts.maxDeposit]) group.any = rows.length
  for (const { car, extras } of rows) {
    counts.ranges[car.range] += 1
    counts.gearboxes[car.gearbox] += 1
    if (extras.cancellation === 0) counts.freeCancellation++
  }
  return counts
}

export function makePage(rows: CarOffer[], overrides: Partial<CarOfferPage> = {}): CarOfferPage {
  return {
    filterCounts: countsOf(rows),
    total: rows.length,
    unbookable: 0,
    rows,
    currency: 'USD',
    ratesAvailable: true,
    depositThresholds: [
      { maxDeposit: 250, amount: 250 },
      { maxDeposit: 500, amount: 500 },
      { maxDeposit: 750, amount: 750 },
    ],
    ...overrides,
  }
}
