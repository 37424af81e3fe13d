import type { FastifyBaseLogger } from 'fastify'
import { DEPOSIT_FILTER_THRESHOLDS } from '../../domain/constants.js'
import { convertAmount } from '../../domain/currency.js'
import { BASE_CURRENCY, type Currency } from '../../domain/enums.js'
import type { AppDb } from '../db/index.js'
import { existingLocationIds, offerPage, pricedCandidates, supplierCounts, type CarSearch, type PricedOffer } from '../db/queries/search.js'
import { readSettings, type Settings } from '../db/queries/settings.js'
import { AppError } from '../errors.js'
import type { ExchangeRatesService } from '../integrations/exchange-rates/index.js'
import type { Handlers } from './types.js'

const HOUR_MS = 3_600_000
/** Slack on "pick-up at least N hours ahead" for the time between the form's check and this request, and clock skew. */
const PICK_UP_GRACE_MS = 5 * 60_000

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
const hours = (count: number) => `${count} hour${count === 1 ? '' : 's'}`

/** Rules the schema cannot say: the period (spec §5 with the configured hours). */
function validatePeriod(search: CarSearch, settings: Settings): void {
  const from = Date.parse(search.from)
  const to = Date.parse(search.to)
  if (Number.isNaN(from) || Number.isNaN(to)) throw invalid('from and to must be date-times')
  if (to <= from) throw invalid('The drop-off time must be after the pick-up time')
  if (to - from < settings.minimumRentalHours * HOUR_MS) {
    throw invalid(`The drop-off time must be at least ${hours(settings.minimumRentalHours)} after the pick-up time`)
  }
  if (from < Date.now() + settings.minimumPickUpHours * HOUR_MS - PICK_UP_GRACE_MS) {
    throw invalid(`The pick-up time must be at least ${hours(settings.minimumPickUpHours)} from now`)
  }
}

/** Both places must be known locations. */
async function ensurePlacesExist(db: AppDb, search: CarSearch): Promise<void> {
  const known = await existingLocationIds(db, [search.pickUpLocation, search.dropOffLocation])
  if (!known.has(search.pickUpLocation)) throw invalid('Unknown pick-up location')
  if (!known.has(search.dropOffLocation)) throw invalid('Unknown drop-off location')
}

type Pricing = { currency: Currency; rate: number; ratesAvailable: boolean }

/** The asked currency with its rate, or the base currency when no rate can be had (prices still show). */
async function pricingCurrency(service: ExchangeRatesService, asked: Currency, log: FastifyBaseLogger): Promise<Pricing> {
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

/** -1 (unavailable) and 0 (included) are meanings, not amounts: they are not converted. */
const convertExtra = (amount: number, rate: number) => (amount <= 0 ? amount : convertAmount(amount, rate))

function carOffer({ car, amounts }: PricedOffer, currency: Currency, rate: number) {
  return {
    car,
    days: amounts.days,
    currency,
    totalPrice: convertAmount(amounts.totalPrice, rate),
    pricePerDay: convertAmount(amounts.pricePerDay, rate),
    deposit: convertAmount(amounts.deposit, rate),
    extras: {
      cancellation: convertExtra(amounts.extras.cancellation, rate),
      amendments: convertExtra(amounts.extras.amendments, rate),
      theftProtection: convertExtra(amounts.extras.theftProtection, rate),
      collisionDamageWaiver: convertExtra(amounts.extras.collisionDamageWaiver, rate),
      fullInsurance: convertExtra(amounts.extras.fullInsurance, rate),
      additionalDriver: convertExtra(amounts.extras.additionalDriver, rate),
    },
  }
}
