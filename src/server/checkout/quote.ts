// What a checkout and its price preview both work out from the request, in one place: the period
// (spec §5 rules), the stored car (404 when unknown), whether it may be booked at those places, the
// driver's minimum age and the server's price for the chosen options. The client never sends an
// amount; everything here comes from the stored rows and the settings.
import { rentalPrice, UnavailableExtraError, type PriceBreakdown } from '../../domain/price.js'
import type { components } from '../../../openapi/schema.js'
import type { AppDb } from '../db/index.js'
import { loadBookableCar, type BookableCar } from '../db/queries/bookings.js'
import { readSettings, type Settings } from '../db/queries/settings.js'
import { AppError } from '../errors.js'
import { validatePeriod } from '../rental-period.js'

type QuoteRequest = Pick<components['schemas']['CheckoutPriceBody'], 'car' | 'pickUpLocation' | 'dropOffLocation' | 'from' | 'to' | 'options'>

export type RentalQuote = {
  settings: Settings
  from: Date
  to: Date
  car: BookableCar
  price: PriceBreakdown
  /** The larger of the car's and the settings' minimum driver age. */
  minimumAge: number
  /** Paying the deposit online is offered (depositPayable of the car's deposit and this price). */
  depositPayable: boolean
}

export const invalid = (message: string) => new AppError('VALIDATION_ERROR', 400, message)

export async function quoteRental(db: AppDb, request: QuoteRequest): Promise<RentalQuote> {
  const settings = await readSettings(db)
  const { from, to } = validatePeriod(request, settings)
  const car = await loadBookableCar(db, request.car)
  if (!car) throw new AppError('NOT_FOUND', 404, 'Car not found')
  ensureBookable(car, request)
  const price = priceOf(car, from, to, request.options)
  return { settings, from, to, car, price, minimumAge: Math.max(car.minimumAge, settings.minimumDriverAge), depositPayable: depositPayable(car.deposit, price.total) }
}

/**
 * "Pay the deposit online" charges the deposit now and the rest at the counter: it only makes sense
 * when 0 < deposit < price (both in the base currency, the price with the chosen options). The
 * checkout refuses payDeposit otherwise, and the price preview tells the page (CheckoutPrice.depositPayable).
 */
export function depositPayable(deposit: number, price: number): boolean {
  return deposit > 0 && deposit < price
}

export const depositNotPayable = () => invalid('Paying a deposit online is not available for this booking')

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

function priceOf(car: BookableCar, from: Date, to: Date, options: QuoteRequest['options']): PriceBreakdown {
  try {
    return rentalPrice(car.pricing, from, to, options)
  } catch (error) {
    if (error instanceof UnavailableExtraError) throw invalid(error.message)
    throw error
  }
}
