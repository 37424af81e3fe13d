// POST /api/checkout-price: the checkout page's summary, its lines priced exactly as the booking will
// be (src/server/checkout/quote.ts), in the asked currency as the search prices (src/server/offer-pricing.ts).
// Nothing is written; availability over the period is decided by the booking itself. A car no
// configured payment option can pay for answers 409 NO_PAYMENT_OPTION (from the quote), so the
// checkout never opens on it.
import type { components } from '../../../openapi/schema.js'
import { freeCancellationUntil, paymentOptions } from '../../domain/payment-options.js'
import { fromCents } from '../../domain/money.js'
import { offerAmounts } from '../../domain/price.js'
import { breakdownOf } from '../bookings/breakdown.js'
import { getCar, getLocation } from '../db/queries/catalogue.js'
import { AppError } from '../errors.js'
import { quoteRental } from '../checkout/quote.js'
import { carOffer, pricingCurrency } from '../offer-pricing.js'
import { usableGateway } from '../usable-gateway.js'
import { currentSettings } from '../catalogue-memo.js'
import type { Handlers } from './types.js'

type CheckoutPrice = components['schemas']['CheckoutPrice']

export const checkoutPriceHandlers = {
  async getCheckoutPrice(request) {
    const body = request.body
    const { db } = request.server.database
    const gateway = usableGateway(request.server)
    const pricing = await pricingCurrency(request.server.exchangeRates, body.currency, request.log)
    const quote = await quoteRental(db, body, gateway, await currentSettings(request.server), pricing)
    const [car, pickUp, dropOff] = await Promise.all([
      getCar(db, body.car, body.language),
      getLocation(db, body.pickUpLocation, body.language),
      getLocation(db, body.dropOffLocation, body.language),
    ])
    if (!car || !pickUp || !dropOff) throw new AppError('NOT_FOUND', 404)
    const { currency, rate } = pricing
    // the offer as the search showed it (no options chosen); the booking's own options below
    const amounts = offerAmounts(quote.car.pricing, { from: quote.from, to: quote.to, timeZone: quote.zones.pickUp })
    const offer = {
      car,
      amounts,
      paymentOptions: paymentOptions({ payLater: quote.car.supplier.payLater, deposit: amounts.deposit, price: amounts.totalPrice }, gateway),
      freeCancellationUntil: freeCancellationUntil(quote.from, amounts.extras.cancellation),
    }
    const result: CheckoutPrice = {
      offer: carOffer(offer, currency, rate),
      currency,
      price: fromCents(quote.price.total),
      breakdown: breakdownOf(quote.price.lines, quote.price.days, currency, quote.price.deposit),
      deposit: fromCents(quote.price.deposit),
      depositPayable: quote.depositPayable,
      minimumAge: quote.minimumAge,
      payLater: quote.car.supplier.payLater,
      paymentOptions: quote.paymentOptions,
      licenseRequired: quote.car.supplier.licenseRequired,
      pickUpLocation: { id: pickUp.id, name: pickUp.name, timeZone: pickUp.timeZone },
      dropOffLocation: { id: dropOff.id, name: dropOff.name, timeZone: dropOff.timeZone },
    }
    return result
  },
} satisfies Handlers
