import type { Database } from './db/index.js'
import type { ServerConfig } from './config.js'
import type { CountryLookup } from './integrations/country-lookup.js'
import type { ExchangeRatesService } from './integrations/exchange-rates/index.js'
import type { SearchCache } from './search-cache.js'

/** What every handler can reach through `request.server`. */
declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig
    database: Database
    countryLookup: CountryLookup
    exchangeRates: ExchangeRatesService
    searchCache: SearchCache
    startedAt: number
  }
}
