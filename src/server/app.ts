import Fastify, { LogController, type FastifyInstance } from 'fastify'
import compress from '@fastify/compress'
import openapiGlue from 'fastify-openapi-glue'
import type { ServerConfig } from './config.js'
import type { Database } from './db/index.js'
import { answerFrameworkError, registerApiNotFound, registerErrorHandler } from './errors.js'
import { loggerOptions } from './logging.js'
import { implementedHandlers, resolveOperation } from './handlers/index.js'
import { createCountryLookup, type CountryLookup } from './integrations/country-lookup.js'
import { createExchangeRatesService, type ExchangeRatesService } from './integrations/exchange-rates/index.js'
import { createMailer, type Mailer } from './integrations/mail/index.js'
import { createOutbox, mailDomain, registerOutboxDelivery, type OutboxDelivery } from './integrations/mail/outbox.js'
import { createBotCheck, type BotCheck } from './integrations/bot-check.js'
import { createSocialSignIn, type SocialSignIn } from './integrations/social-sign-in/index.js'
import { createPaymentProviders, type PaymentProviders } from './integrations/payments/index.js'
import { registerSecurity } from './plugins/security.js'
import { registerAuthentication } from './plugins/authentication.js'
import { refuseDocumentBodies, registerUploads } from './plugins/uploads.js'
import { registerTempLicenseCleanup } from './files/cleanup.js'
import { registerPaymentExpiry } from './plugins/payment-expiry.js'
import { registerRawWebhookBody } from './plugins/raw-webhook-body.js'
import { registerWebApp } from './plugins/web-app.js'
import { registerSitemap } from './plugins/sitemap.js'
import { registerApiDocs } from './plugins/api-docs.js'
import './types.js'
import { contractPath, readContract } from './contract.js'
import { registerRequestContract } from './plugins/request-contract.js'
import { createSearchCache } from './search-cache.js'
import { ChangeFeed } from './changes.js'
import { CatalogueMemo } from './catalogue-memo.js'
import { SearchIndex } from './search-index/index.js'
import { registerRequestIdHeader, REQUEST_ID_LOG_LABEL, requestIdGenerator } from './observability/request-id.js'
import { createMetrics } from './observability/metrics.js'

export interface AppDependencies {
  config: ServerConfig
  database: Database
  /** Replaced by a local double in tests. */
  countryLookup?: CountryLookup
  /** Replaced by a stub in tests that do not exercise the rate providers. */
  exchangeRates?: ExchangeRatesService
  /** E-mail transport (SMTP_URL, else the outbox folder); tests may replace it. */
  mailer?: Mailer
  /** When the outbox's e-mails go out: after the request (default) or before it answers (in-process tests). */
  mailDelivery?: OutboxDelivery
  /** reCAPTCHA verification; tests may replace it. */
  botCheck?: BotCheck
  /** Social sign-in token verification; tests may replace it. */
  socialSignIn?: SocialSignIn
  /** Stripe / PayPal clients (built from the configuration by default). */
  payments?: PaymentProviders
  /** Serve the built SPA and the seeded images (off for API tests). */
  serveWebApp?: boolean
  logger?: boolean
  /** Where log lines go (standard output by default); tests read them. */
  logStream?: NodeJS.WritableStream
}

/** Assembles the API and, when asked, the SPA on one Fastify instance. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps
  const app = Fastify({
    logger: deps.logger === false ? false : loggerOptions(config.logLevel, deps.logStream),
    trustProxy: config.trustProxy,
    genReqId: requestIdGenerator(config.trustProxy),
    logController: new LogController({ requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
    bodyLimit: 1024 * 1024,
    // reCAPTCHA tokens travel as a path segment (spec §7) and run to a few thousand characters
    routerOptions: { maxParamLength: 5000 },
    frameworkErrors: answerFrameworkError,
    ajv: { customOptions: { removeAdditional: 'all', coerceTypes: 'array', useDefaults: true, allErrors: false } },
  })

  app.decorate('config', config)
  app.decorate('database', deps.database)
  app.decorate('countryLookup', deps.countryLookup ?? createCountryLookup(config.ipLookupUrl))
  app.decorate('exchangeRates', deps.exchangeRates ?? createExchangeRatesService(config, { logger: app.log }))
  app.decorate('searchCache', createSearchCache(config.searchCacheSeconds))
  const changes = new ChangeFeed(deps.database)
  app.decorate('changes', changes)
  app.decorate('searchIndex', new SearchIndex(deps.database.db))
  app.decorate('catalogueMemo', new CatalogueMemo())
  changes.subscribe(app.searchIndex)
  changes.subscribe(app.catalogueMemo)
  await changes.start()
  app.decorate('startedAt', Date.now())
  const mailTransport = deps.mailer ?? createMailer(config, app.log)
  app.decorate('mailer', createOutbox(deps.database.db, mailTransport, app.log, deps.mailDelivery ?? 'background', mailDomain(config.publicUrl)))
  app.decorate('botCheck', deps.botCheck ?? createBotCheck(config, app.log))
  app.decorate('socialSignIn', deps.socialSignIn ?? createSocialSignIn(config))
  app.decorate('payments', deps.payments ?? (await createPaymentProviders(config)))

  app.decorate('metrics', config.metricsPort === null ? null : createMetrics(app))
  registerErrorHandler(app)
  // first of the hooks: a reply refused by any later one carries the id too
  registerRequestIdHeader(app)
  await registerSecurity(app, config)
  await app.register(compress, { global: true, threshold: 1024 })
  await registerUploads(app)
  refuseDocumentBodies(app)
  await registerAuthentication(app)
  registerTempLicenseCleanup(app)
  registerPaymentExpiry(app)
  registerOutboxDelivery(app)
  registerRawWebhookBody(app)
  const contract = readContract()
  registerRequestContract(app, contract)
  await app.register(openapiGlue, {
    // a copy: the router annotates the schemas it is given
    specification: structuredClone(contract),
    operationResolver: resolveOperation,
  })
  registerSitemap(app, config)
  registerApiDocs(app, contractPath)
  if (deps.serveWebApp) await registerWebApp(app, config)
  else registerApiNotFound(app)

  app.addHook('onClose', async () => {
    await changes.close()
    await app.mailer.stop()
    if (!deps.mailer) app.mailer.close()
    await deps.database.close()
  })
  return app
}

export { implementedHandlers }
