// What a checkout and its price preview both work out from the request, in one place: the period
// (spec §5 rules), the stored car (404 when unknown), whether it may be booked at those places, the
// driver's minimum age, the server's price for the chosen options and how it can be paid (the one
// rule of src/domain/payment-options.ts, as in the search; 409 NO_PAYMENT_OPTION when no way). The
// client never sends an amount; everything here comes from the stored rows and the settings.
import type { PaymentMode } from '../../domain/booking-status.js'
import { extraKinds, EXTRA_INCLUDED, type PaymentGateway } from '../../domain/enums.js'
import { depositPayable, paymentOptions } from '../../domain/payment-options.js'
import { rentalPrice, UnavailableExtraError, type RentalPeriod, type RentalPrice } from '../../domain/price.js'
import type { components } from '../../../openapi/schema.js'
import type { AppDb } from '../db/index.js'
import { loadBookableCar, type BookableCar } from '../db/queries/bookings.js'
import type { Settings } from '../db/queries/settings.js'
import { AppError } from '../errors.js'
import type { Pricing } from '../offer-pricing.js'
import { periodAtPlaces, validatePeriod } from '../rental-period.js'

type QuoteRequest = Pick<components['schemas']['CheckoutPriceBody'], 'car' | 'pickUpLocation' | 'dropOffLocation' | 'from' | 'to' | 'options'>

export type RentalQuote = {
  settings: Settings
  from: Date
  to: Date
  /** The time zones of the pick-up and drop-off places. */
  zones: { pickUp: string; dropOff: string }
  car: BookableCar
  /** The price for the chosen options, priced in `pricing`'s currency (cents). */
  price: RentalPrice
  pricing: Pricing
  /** The larger of the car's and the settings' minimum driver age. */
  minimumAge: number
  /** Paying the deposit online makes sense (0 < deposit < this price, as priced), whether or not a provider is configured. */
  depositPayable: boolean
  /** How this booking can be paid with the usable gateway; never empty. */
  paymentOptions: PaymentMode[]
}

export const invalid = (message: string) => new AppError('VALIDATION_ERROR', 400, message)

/**
 * `gateway`: the usable one (src/server/usable-gateway.ts); `settings`: the current ones (catalogue-memo.ts);
 * `pricing`: the currency the customer pays in, with its rate (offer-pricing.ts).
 */
export async function quoteRental(db: AppDb, request: QuoteRequest, gateway: PaymentGateway | null, settings: Settings, pricing: Pricing): Promise<RentalQuote> {
  const car = await loadBookableCar(db, request.car)
  if (!car) throw new AppError('NOT_FOUND', 404, 'Car not found')
  ensureBookable(car, request)
  // the car serves both places (just checked): their zones come with it
  const zones = { pickUp: car.placeZones.get(request.pickUpLocation)!, dropOff: car.placeZones.get(request.dropOffLocation)! }
  const { from, to } = validatePeriod(periodAtPlaces(request, zones), settings)
  // an option the car includes (0) is always on, as the booking stores it: its line says so
  const options = { ...request.options, ...Object.fromEntries(extraKinds.filter((kind) => car.pricing[kind] === EXTRA_INCLUDED).map((kind) => [kind, true])) }
  const price = priceOf(car, { from, to, timeZone: zones.pickUp }, options, pricing.rate)
  const ways = paymentOptions({ payLater: car.supplier.payLater, deposit: price.deposit, price: price.total }, gateway)
  if (ways.length === 0) throw new AppError('NO_PAYMENT_OPTION', 409)
  return {
    settings,
    from,
    to,
    zones,
    car,
    price,
    pricing,
    minimumAge: Math.max(car.minimumAge, settings.minimumDriverAge),
    depositPayable: depositPayable(price.deposit, price.total),
    paymentOptions: ways,
  }
}

/** Why a payment mode that is not among the booking's payment options is refused (400). */
export function paymentModeRefused(payment: PaymentMode, options: readonly PaymentMode[]): AppError {
  if (payment === 'payAtCounter') return invalid('Payment at the counter is not available for this car')
  // with a provider, paying in full online is always an option: the deposit is what is refused
  if (payment === 'payDeposit' && options.includes('payInFull')) return invalid('Paying a deposit online is not available for this booking')
  return invalid('Online payment is not available')
}

/**
 * A car that is unavailable, coming soon or fully booked, or whose supplier is suspended, answers
 * 400 (the search still lists coming-soon and fully-booked cars with their badge).
 */
function ensureBookable(car: BookableCar, request: QuoteRequest): void {
  const { supplier } = car
  if (supplier.type !== 'supplier' || supplier.blacklisted || car.availability !== 'available' || car.comingSoon || car.fullyBooked) {
    throw invalid('This car is not available for booking')
  }
  if (!car.locationIds.has(request.pickUpLocation)) throw invalid('This car is not offered at this pick-up location')
  if (!car.locationIds.has(request.dropOffLocation)) throw invalid('This car cannot be returned at this drop-off location')
}

function priceOf(car: BookableCar, period: RentalPeriod, options: QuoteRequest['options'], rate: number): RentalPrice {
  try {
    return rentalPrice(car.pricing, period, options, rate)
  } catch (error) {
    if (error instanceof UnavailableExtraError) throw invalid(error.message)
    throw error
  }
}
