import { DEPOSIT_FILTER_THRESHOLDS } from '../../domain/constants.js'
import { convertAmount } from '../../domain/currency.js'
import { BASE_CURRENCY } from '../../domain/enums.js'
import type { AppDb } from '../db/index.js'
import { existingLocationIds, offerPage, pricedCandidates, supplierCounts, type CarSearch } from '../db/queries/search.js'
import { readSettings } from '../db/queries/settings.js'
import { AppError } from '../errors.js'
import { carOffer, pricingCurrency } from '../offer-pricing.js'
import { validatePeriod } from '../rental-period.js'
import type { Handlers } from './types.js'

export const searchHandlers = {
  async searchCars(request) {
    const { db } = request.server.database
    const { searchCache } = request.server
    const search = request.body
    validatePeriod(search, await searchCache.remember('settings', null, () => readSettings(db)))
    // the same places, period and filters: paging, sorting, currency and language re-use the pricing
    const { sort, order, currency: _currency, language, ...matching } = search
    const [pricing, priced] = await Promise.all([
      pricingCurrency(request.server.exchangeRates, search.currency ?? BASE_CURRENCY, request.log),
      searchCache.remember('priced', matching, async () => {
        await ensurePlacesExist(db, search)
        return pricedCandidates(db, search)
      }),
    ])
    const page = await offerPage(db, priced, { sort, order, language }, request.params)
    const { currency, rate } = pricing
    return {
      total: page.total,
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
    const { sort: _sort, order: _order, currency: _currency, language: _language, ...matching } = search
    return searchCache.remember('supplierCounts', matching, async () => {
      await ensurePlacesExist(db, search)
      return supplierCounts(db, search)
    })
  },
} satisfies Handlers

const invalid = (message: string) => new AppError('VALIDATION_ERROR', 400, message)
/** Both places must be known locations. */
async function ensurePlacesExist(db: AppDb, search: CarSearch): Promise<void> {
  const known = await existingLocationIds(db, [search.pickUpLocation, search.dropOffLocation])
  if (!known.has(search.pickUpLocation)) throw invalid('Unknown pick-up location')
  if (!known.has(search.dropOffLocation)) throw invalid('Unknown drop-off location')
}
