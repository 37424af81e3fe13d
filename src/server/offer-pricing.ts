// Amounts in the visitor's currency: which currency and rate to use, and a priced car offer converted
// with them. Search, the checkout price and online payments all convert the same way.
import type { FastifyBaseLogger } from 'fastify'
import { BASE_CURRENCY, type Currency } from '../domain/enums.js'
import { fromCents } from '../domain/money.js'
import { offerAmountsIn } from '../domain/price.js'
import type { PricedOffer } from './search-index/offers.js'
import type { ExchangeRatesService } from './integrations/exchange-rates/index.js'

export type Pricing = { currency: Currency; rate: number; ratesAvailable: boolean }

/** The asked currency with its rate, or the base currency when no rate can be had (prices still show). */
export async function pricingCurrency(service: ExchangeRatesService, asked: Currency, log: FastifyBaseLogger): Promise<Pricing> {
  if (asked === BASE_CURRENCY) return { currency: BASE_CURRENCY, rate: 1, ratesAvailable: true }
  try {
    const rate = (await service.latest()).rates[asked]
    if (typeof rate === 'number' && Number.isFinite(rate) && rate > 0) return { currency: asked, rate, ratesAvailable: true }
    log.warn({ currency: asked }, 'no exchange rate for the asked currency; answering in USD')
  } catch (error) {
    log.warn({ err: error }, 'exchange rates unavailable; answering in USD')
  }
  return { currency: BASE_CURRENCY, rate: 1, ratesAvailable: false }
}

/** -1 (unavailable) and 0 (included) are meanings, not amounts. */
const extraAmount = (cents: number) => (cents <= 0 ? cents : fromCents(cents))

/**
 * A car with its amounts for the period (base currency) as the contract's CarOffer in `currency`:
 * priced in it line by line as the checkout prices (src/domain/price.ts), so the card's total is
 * the checkout's.
 */
export function carOffer({ car, amounts: base, paymentOptions, freeCancellationUntil }: PricedOffer, currency: Currency, rate: number) {
  const amounts = offerAmountsIn(base, rate)
  return {
    car,
    // the answer's own list: the search's is shared between searches (search-index/index.ts)
    paymentOptions: [...paymentOptions],
    freeCancellationUntil: freeCancellationUntil?.toISOString() ?? null,
    days: amounts.days,
    currency,
    totalPrice: fromCents(amounts.totalPrice),
    pricePerDay: fromCents(amounts.pricePerDay),
    deposit: fromCents(amounts.deposit),
    extras: {
      cancellation: extraAmount(amounts.extras.cancellation),
      amendments: extraAmount(amounts.extras.amendments),
      theftProtection: extraAmount(amounts.extras.theftProtection),
      collisionDamageWaiver: extraAmount(amounts.extras.collisionDamageWaiver),
      fullInsurance: extraAmount(amounts.extras.fullInsurance),
      additionalDriver: extraAmount(amounts.extras.additionalDriver),
    },
  }
}
