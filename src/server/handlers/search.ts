import type { FastifyInstance } from 'fastify'
import { DEPOSIT_FILTER_THRESHOLDS } from '../../domain/constants.js'
import { convertAmount } from '../../domain/currency.js'
import { BASE_CURRENCY, DEFAULT_LANGUAGE } from '../../domain/enums.js'
import { freeCancellationUntil } from '../../domain/payment-options.js'
import { currentSettings } from '../catalogue-memo.js'
import { AppError } from '../errors.js'
import { offerPageJson } from '../offer-page-json.js'
import { carOffer, pricingCurrency, type Pricing } from '../offer-pricing.js'
import { periodAtPlaces, validatePeriod } from '../rental-period.js'
import { searchAmounts, searchPeriod } from '../search-index/index.js'
import { filterCounts, type FilterCounts } from '../search-index/filter-counts.js'
import { groupTests } from '../search-index/matching.js'
import { countsBySupplier, offeredCandidates, OfferOrder, type CarSearch, type OfferCandidate } from '../search-index/offers.js'
import { usableGateway } from '../usable-gateway.js'
import type { Handlers } from './types.js'

export const searchHandlers = {
  async searchCars(request, reply) {
    const { server } = request
    const { search, timeZone } = await settled(server, request.body)
    const pricing = await pricingCurrency(server.exchangeRates, search.currency ?? BASE_CURRENCY, request.log)
    const { page, size } = request.params
    // The answer as it was sent, kept under all it depends on (the search, the page, the rate and the
    // index's version): a page asked again (paging back, a reload, a shared link) is not priced,
    // built or serialised again. Serialised by the route's own response schema, the allow-list, each
    // car's card once (offer-page-json.ts). Kept as the bytes sent: Fastify need neither measure nor
    // encode a string of some 25 KiB for each answer.
    const { json } = await rememberAtVersion(server, 'answer', { search, page, size, pricing }, async () => ({
      json: Buffer.from(offerPageJson(reply, await offerPage(server, search, timeZone, pricing, page, size))),
    }))
    return reply.type('application/json; charset=utf-8').send(json)
  },

  async getSupplierCounts(request) {
    const { server } = request
    const { search } = await settled(server, request.body)
    // the same cars as the search without its suppliers filter (and the same payment rule)
    const { offered } = offeredCandidates(await rememberMatching(server, { ...search, suppliers: undefined }), search)
    const counts = countsBySupplier(offered, search.suppliers)
    const suppliers = await server.searchIndex.suppliers(counts.keys())
    return suppliers.map(({ order: _order, ...supplier }) => ({ supplier, count: counts.get(supplier.id) ?? 0 }))
  },
} satisfies Handlers

/** One page of the search's offers, priced in the asked currency. */
async function offerPage(server: FastifyInstance, search: CarSearch, timeZone: string, pricing: Pricing, page: number, size: number) {
  const offered = await rememberOffered(server, search)
  const pageRows = offered.order.slice((page - 1) * size, page * size)
  const period = searchPeriod({ from: new Date(search.from), to: new Date(search.to), timeZone })
  const cards = await server.searchIndex.carCards(pageRows.map(({ car }) => car.id), search.language ?? DEFAULT_LANGUAGE)
  const { currency, rate } = pricing
  return {
    total: offered.order.total,
    unbookable: offered.unbookable,
    rows: pageRows.flatMap((row, index) => {
      const car = cards[index]
      if (car?.id !== row.car.id) return []
      const amounts = searchAmounts(row.car, period)
      const offer = { car, amounts, paymentOptions: row.paymentOptions, freeCancellationUntil: freeCancellationUntil(period.from, amounts.extras.cancellation) }
      return [carOffer(offer, currency, rate)]
    }),
    currency,
    ratesAvailable: pricing.ratesAvailable,
    depositThresholds: DEPOSIT_FILTER_THRESHOLDS.map((maxDeposit) => ({ maxDeposit, amount: convertAmount(maxDeposit, rate) })),
    filterCounts: offered.counts,
  }
}

/**
 * What the search offers in its order, remembered under what decides it and the index's version
 * (any change heard of makes a new one), so paging, currency and language re-use the work.
 */
function rememberOffered(server: FastifyInstance, search: CarSearch): Promise<{ order: OfferOrder; unbookable: number; counts: FilterCounts }> {
  const { currency: _currency, language: _language, ...deciding } = search
  return rememberAtVersion(server, 'offered', deciding, async () => {
    const matching = await rememberMatching(server, search)
    const { offered, unbookable } = offeredCandidates(matching, search)
    // The counts beside the filters read the cars of the places and period without filters: the
    // same matching when the search has none (the usual new search), else one shared by every
    // filter choice of the same criteria.
    const { pickUpLocation, dropOffLocation, from, to } = search
    const unfiltered = hasFilters(search) ? await rememberMatching(server, { pickUpLocation, dropOffLocation, from, to }) : matching
    return { order: new OfferOrder(offered, search), unbookable, counts: filterCounts(unfiltered, search) }
  }, ({ order }) => order.total)
}

/** Whether anything of the search restricts its cars beyond the places and period. */
function hasFilters(search: CarSearch): boolean {
  return groupTests(search).length > 0 || search.payment !== undefined
}

/** Every car matching the places, period and filters, priced, with its payment options; the Payment filter and order come after. */
function rememberMatching(server: FastifyInstance, search: CarSearch): Promise<OfferCandidate[]> {
  const { sort: _sort, order: _order, currency: _currency, language: _language, payment: _payment, includeUnbookable: _include, ...matching } = search
  return rememberAtVersion(server, 'matching', matching, () => server.searchIndex.candidates(search, usableGateway(server)), (candidates) => candidates.length)
}

function rememberAtVersion<V extends object>(server: FastifyInstance, kind: string, key: object, load: () => Promise<V>, offers?: (value: V) => number): Promise<V> {
  return server.searchCache.remember(kind, { ...key, version: server.searchIndex.version }, load, offers)
}

/**
 * The search with its period as instants (ISO), from the wall times at its places, and the pick-up
 * place's time zone (its dates price date-based cars): every change
 * committed before this request has been heard (src/server/changes.ts), so no search shows a car as
 * free once its booking was confirmed to anyone; both places exist; the period follows the rules.
 */
async function settled(server: FastifyInstance, search: CarSearch): Promise<{ search: CarSearch; timeZone: string }> {
  await server.changes.sync()
  const zones = await placeZones(server, search)
  const { from, to } = validatePeriod(periodAtPlaces(search, zones), await currentSettings(server))
  return { search: { ...search, from: from.toISOString(), to: to.toISOString() }, timeZone: zones.pickUp }
}

const invalid = (message: string) => new AppError('VALIDATION_ERROR', 400, message)
/** Both places' time zones; 400 when one is not a known location. */
async function placeZones(server: FastifyInstance, search: CarSearch): Promise<{ pickUp: string; dropOff: string }> {
  const pickUp = await server.searchIndex.placeTimeZone(search.pickUpLocation)
  if (!pickUp) throw invalid('Unknown pick-up location')
  const dropOff = await server.searchIndex.placeTimeZone(search.dropOffLocation)
  if (!dropOff) throw invalid('Unknown drop-off location')
  return { pickUp, dropOff }
}
