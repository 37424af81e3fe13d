import type { Database } from './db/index.js'
import type { ServerConfig } from './config.js'
import type { CountryLookup } from './integrations/country-lookup.js'
import type { ExchangeRatesService } from './integrations/exchange-rates/index.js'
import type { SearchCache } from './search-cache.js'
import type { ChangeFeed } from './changes.js'
import type { CatalogueMemo } from './catalogue-memo.js'
import type { SearchIndex } from './search-index/index.js'
import type { Outbox } from './integrations/mail/outbox.js'
import type { BotCheck } from './integrations/bot-check.js'
import type { SocialSignIn } from './integrations/social-sign-in/index.js'
import type { SessionInfo } from './auth/session.js'
import type { PaymentProviders } from './integrations/payments/index.js'
import type { Metrics } from './observability/metrics.js'

/** What every handler can reach through `request.server`. */
declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig
    database: Database
    countryLookup: CountryLookup
    exchangeRates: ExchangeRatesService
    searchCache: SearchCache
    /** What changed in the data kept in memory, from the database's notifications and this server's writes. */
    changes: ChangeFeed
    /** The search's data in memory (src/server/search-index). */
    searchIndex: SearchIndex
    /** Catalogue answers (settings, places, suppliers…) kept between changes. */
    catalogueMemo: CatalogueMemo
    startedAt: number
    /** E-mail, through the transactional outbox (integrations/mail/outbox.ts). */
    mailer: Outbox
    botCheck: BotCheck
    socialSignIn: SocialSignIn
    /** The configured online payment provider's client (the other is null; both null without one). */
    payments: PaymentProviders
    /** Prometheus metrics (observability/metrics.ts); null when METRICS_PORT is not set. */
    metrics: Metrics | null
    /** Signs and verifies session cookies (SESSION_SECRET or DATA_DIR/session-secret). */
    sessionKey: Uint8Array
  }
  interface FastifyRequest {
    /** Set by plugins/authentication.ts: a live session of a non-suspended user, or null. */
    session: SessionInfo | null
    /** The unparsed JSON body, kept for the Stripe webhook only (its signature covers these bytes). */
    rawBody?: string
  }
}
