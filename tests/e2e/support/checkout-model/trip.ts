// The car and the week a path books: a car like the model's (model.ts: paid at the counter or
// online, deposit payable online, theft protection by the day, an additional driver included, a
// licence required or not), on the first page of its place's search results, for a week of its
// own (paths never compete for a car, nor with the other e2e files' days).
import { checkoutPath } from '../../../../src/domain/search-query.js'
import { placeTimes } from '../place-times.js'

export interface Trip {
  carId: string
  carName: string
  /** The search results the visitor chooses the car from, and where that leads. */
  searchPath: string
  checkoutPath: string
  period: { pickUpLocation: string; dropOffLocation: string; from: string; to: string }
}

const NO_OPTIONS = { cancellation: false, amendments: false, theftProtection: false, collisionDamageWaiver: false, fullInsurance: false, additionalDriver: false }
/** As the search page asks (src/domain/search-query.ts toCarSearch): its first page of 15. */
const SEARCH = { sort: 'recommended', order: 'asc', currency: 'USD' }

type Offer = { car: { id: string; name: string; fullyBooked?: boolean; comingSoon?: boolean }; extras: Record<string, number>; paymentOptions: string[] }
type Quote = { paymentOptions: string[]; licenseRequired: boolean; depositPayable: boolean; payLater: boolean }

/** Days ahead of each path's week: clear of the other files' (1–50, 150–156, 200–243, 320 days ahead). */
export function weekOf(index: number): number {
  const first = [245, 253, 261, 269, 277, 285, 293, 301, 309, 60, 68, 76, 84, 92, 100, 108, 116, 124, 132, 140]
  const days = first[index]
  if (days === undefined) throw new Error(`no week left for path ${index + 1}: add some`)
  return days
}

async function post<T>(serverUrl: string, path: string, body: unknown): Promise<T | null> {
  const response = await fetch(`${serverUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify(body),
  })
  return response.status === 200 ? ((await response.json()) as T) : null
}

let places: { id: string }[] | null = null

/** A car like the model's, free for the week starting `daysAhead` days from now. */
export async function findTrip(serverUrl: string, daysAhead: number, licenseRequired: boolean): Promise<Trip> {
  const { from, to } = placeTimes(daysAhead, 7)
  places ??= (await (await fetch(`${serverUrl}/api/locations-with-position/en`)).json()) as { id: string }[]
  for (const place of places) {
    const period = { pickUpLocation: place.id, dropOffLocation: place.id, from, to }
    const results = await post<{ rows: Offer[] }>(serverUrl, '/api/search-cars/1/15', { ...period, ...SEARCH })
    for (const offer of results?.rows ?? []) {
      const { car, extras } = offer
      if (car.fullyBooked || car.comingSoon || !(extras.theftProtection! > 0) || extras.additionalDriver !== 0) continue
      const quote = await post<Quote>(serverUrl, '/api/checkout-price', { ...period, car: car.id, options: NO_OPTIONS, language: 'en', currency: 'USD' })
      if (!quote || !quote.payLater || !quote.depositPayable || quote.licenseRequired !== licenseRequired) continue
      const search = new URLSearchParams({ pickUp: place.id, dropOff: place.id, from, to })
      return { carId: car.id, carName: car.name, searchPath: `/search?${search.toString()}`, checkoutPath: checkoutPath(car.id, period), period }
    }
  }
  throw new Error(`no car like the model's (licence required: ${licenseRequired}) ${daysAhead} days ahead`)
}

/** Another visitor books the trip's car for the same week first (the server then refuses the path's booking: 409). */
export async function bookElsewhere(serverUrl: string, trip: Trip): Promise<void> {
  const email = `elsewhere-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@keyturn.example`
  const booked = await post<{ bookingId: string }>(serverUrl, '/api/checkout', {
    ...trip.period,
    car: trip.carId,
    options: NO_OPTIONS,
    driver: { fullName: 'Quick Elsewhere', email, phone: '+33 6 99 88 77 66', birthDate: '1985-03-02' },
    payment: 'payAtCounter',
    language: 'en',
    currency: 'USD',
  })
  if (!booked) throw new Error('the other visitor could not book the car')
}
