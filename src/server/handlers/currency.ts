import { AppError } from '../errors.js'
import { ExchangeRatesUnavailable } from '../integrations/exchange-rates/index.js'
import type { Handlers } from './types.js'

/** Rates move slowly; browsers and proxies may reuse an answer for a few minutes. */
const RATES_CACHE_CONTROL = 'public, max-age=300'

export const currencyHandlers = {
  async getExchangeRates(request, reply) {
    try {
      const snapshot = await request.server.exchangeRates.latest()
      reply.header('cache-control', RATES_CACHE_CONTROL)
      return {
        base: snapshot.base,
        rates: { ...snapshot.rates },
        fetchedAt: snapshot.fetchedAt.toISOString(),
        source: snapshot.source,
      }
    } catch (error) {
      if (error instanceof ExchangeRatesUnavailable) {
        request.log.warn({ err: error, failures: error.failures }, 'no exchange-rate provider answered')
        throw new AppError('SERVICE_UNAVAILABLE', 503, error.message)
      }
      throw error
    }
  },
} satisfies Handlers
