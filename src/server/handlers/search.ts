import { DEPOSIT_FILTER_THRESHOLDS } from '../../domain/constants.js'
import { convertAmount } from '../../domain/currency.js'
import { BASE_CURRENCY } from '../../domain/enums.js'
import type { AppDb } from '../db/index.js'
import {
  existingLocationIds,
  offerPage,
  payableCandidates,
  pricedCandidates,
  supplierCounts,
  type CarSearch,
  type PricedCandidate,
} from '../db/queries/search.js'
import { readSettings } from '../db/queries/settings.js'
import { AppError } from '../errors.js'
import { carOffer, pricingCurrency } from '../offer-pricing.js'
import { validatePeriod } from '../rental-period.js'
import type { SearchCache } from '../search-cache.js'
import { usableGateway } from '../usable-gateway.js'
import type { Handlers } from './types.js'

export const searchHandlers = {
  async searchCars(request) {
    const { db } = request.server.database
    const { searchCache } = request.server
    const search = request.body
    validatePeriod(search, await searchCache.remember('settings', null, () => readSettings(db)))
    const [pricing, priced] = await Promise.all([
      pricingCurrency(request.server.exchangeRates, search.currency ?? BASE_CURRENCY, request.log),
      rememberPriced(db, searchCache, search),
    ])
    // the payment rule is applied to the remembered priced cars: toggling it does not price again
    const { offered, unbookable } = payableCandidates(priced, usableGateway(request.server), search)
    const page = await offerPage(db, offered, search, request.params)
    const { currency, rate } = pricing
    return {
      total: page.total,
      unbookable,
      rows: page.rows.map((offer) => carOffer(offer, currency, rate)),
      currency,
      ratesAvailable: pricing.ratesAvailable,
      depositThresholds: DEPOSIT_FILTER_THRESHOLDS.map((maxDeposit) => ({ maxDeposit, amount: convertAmount(maxDeposit, rate) })),
    }
  },

  async getSupplierCounts(request) {
    const { db } = request.server.database
    const { searchCache } = request.server
    const search = request.body
    validatePeriod(search, await searchCache.remember('settings', null, () => readSettings(db)))
    const { sort: _sort, order: _order, currency: _currency, language: _language, ...counted } = search
    return searchCache.remember('supplierCounts', counted, async () => {
      // the same cars as the search without its suppliers filter (and the same payment rule)
      const priced = await rememberPriced(db, searchCache, { ...search, suppliers: undefined })
      const { offered } = payableCandidates(priced, usableGateway(request.server), search)
      return supplierCounts(db, offered, search.suppliers)
    })
  },
} satisfies Handlers

/**
 * Every car matching the places, period and filters, priced: remembered under what decides them, so
 * paging, sorting, currency, language and the payment rule re-use the pricing.
 */
function rememberPriced(db: AppDb, searchCache: SearchCache, search: CarSearch): Promise<PricedCandidate[]> {
  const { sort: _sort, order: _order, currency: _currency, language: _language, payment: _payment, includeUnbookable: _include, ...matching } = search
  return searchCache.remember('priced', matching, async () => {
    await ensurePlacesExist(db, search)
    return pricedCandidates(db, search)
  })
}

const invalid = (message: string) => new AppError('VALIDATION_ERROR', 400, message)
/** Both places must be known locations. */
async function ensurePlacesExist(db: AppDb, search: CarSearch): Promise<void> {
  const known = await existingLocationIds(db, [search.pickUpLocation, search.dropOffLocation])
  if (!known.has(search.pickUpLocation)) throw invalid('Unknown pick-up location')
  if (!known.has(search.dropOffLocation)) throw invalid('Unknown drop-off location')
}
