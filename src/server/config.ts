import path from 'node:path'
import { paymentGateways, socialSignInProviders, type PaymentGateway, type SocialSignInProvider } from '../domain/enums.js'
import { OPEN_ER_API_URL } from './integrations/exchange-rates/providers/open-er-api.js'
import { EXCHANGERATE_API_URL } from './integrations/exchange-rates/providers/exchangerate-api.js'
import { FIXER_API_URL } from './integrations/exchange-rates/providers/fixer.js'

/**
 * Infrastructure and provider configuration, read once from the environment.
 * Business settings (minimum hours, hide-suppliers…) live in the `settings` table.
 * Providers that are not configured stay null: they are hidden, never faked.
 */
export interface ServerConfig {
  port: number
  host: string
  dataDir: string
  imagesDir: string
  distDir: string
  databaseUrl: string | null
  logLevel: string
  production: boolean
  /** Behind a reverse proxy: client address and protocol come from X-Forwarded-* headers. */
  trustProxy: boolean
  /** Template with an `{ip}` placeholder; answers a two-letter code as text or JSON. */
  ipLookupUrl: string
  analyticsId: string | null
  paymentGateway: PaymentGateway | null
  stripePublishableKey: string | null
  paypalClientId: string | null
  recaptchaSiteKey: string | null
  socialSignInProviders: SocialSignInProvider[]
  /** Origins allowed to send mutating requests besides the server's own. */
  trustedOrigins: string[]
  /** Public primary exchange-rate provider (open.er-api.com format, base currency in the path). */
  exchangeRatesUrl: string
  /** Seconds a search's priced cars stay in memory for paging, sorting and currency changes (0: off). */
  searchCacheSeconds: number
  /** Keyed fallbacks, tried in this order and only when their key is set. */
  exchangeRateApiUrl: string
  exchangeRateApiKey: string | null
  fixerApiUrl: string
  fixerApiKey: string | null
  /** Spec §5 rate cache options: off by default, 3600 s. */
  ratesCaching: boolean
  ratesCacheDuration: number
}

type Env = Record<string, string | undefined>

const nonEmpty = (value: string | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null)

function chosenPaymentGateway(env: Env): PaymentGateway | null {
  const wanted = nonEmpty(env.PAYMENT_GATEWAY) ?? 'Stripe'
  if (!(paymentGateways as readonly string[]).includes(wanted)) {
    throw new Error(`PAYMENT_GATEWAY must be one of ${paymentGateways.join(', ')}`)
  }
  const configured: Record<PaymentGateway, boolean> = {
    Stripe: nonEmpty(env.STRIPE_PUBLISHABLE_KEY) !== null && nonEmpty(env.STRIPE_SECRET_KEY) !== null,
    PayPal: nonEmpty(env.PAYPAL_CLIENT_ID) !== null && nonEmpty(env.PAYPAL_CLIENT_SECRET) !== null,
  }
  return configured[wanted as PaymentGateway] ? (wanted as PaymentGateway) : null
}

const socialClientIdVariables: Record<SocialSignInProvider, string> = {
  facebook: 'FACEBOOK_APP_ID',
  apple: 'APPLE_CLIENT_ID',
  google: 'GOOGLE_CLIENT_ID',
}

function booleanVariable(env: Env, name: string, fallback: boolean): boolean {
  const value = nonEmpty(env[name])
  if (value === null) return fallback
  if (value !== 'true' && value !== 'false') throw new Error(`${name} must be true or false`)
  return value === 'true'
}

function positiveNumberVariable(env: Env, name: string, fallback: number): number {
  const value = nonEmpty(env[name])
  if (value === null) return fallback
  const number = Number(value)
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a positive number`)
  return number
}

function nonNegativeSeconds(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback
  const seconds = Number(value)
  if (!Number.isFinite(seconds) || seconds < 0) throw new Error(`${name} must be a number of seconds (0 or more)`)
  return seconds
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data')
  const port = Number(env.PORT ?? 8080)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('PORT must be a port number')
  return {
    port,
    host: env.HOST ?? 'localhost',
    dataDir,
    imagesDir: path.join(dataDir, 'images'),
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    logLevel: env.LOG_LEVEL ?? 'info',
    production: env.NODE_ENV === 'production',
    trustProxy: env.TRUST_PROXY === 'true',
    ipLookupUrl: nonEmpty(env.IP_LOOKUP_URL) ?? 'https://ipapi.co/{ip}/country/',
    analyticsId: nonEmpty(env.ANALYTICS_ID),
    paymentGateway: chosenPaymentGateway(env),
    stripePublishableKey: nonEmpty(env.STRIPE_PUBLISHABLE_KEY),
    paypalClientId: nonEmpty(env.PAYPAL_CLIENT_ID),
    recaptchaSiteKey: nonEmpty(env.RECAPTCHA_SITE_KEY),
    socialSignInProviders: socialSignInProviders.filter((p) => nonEmpty(env[socialClientIdVariables[p]]) !== null),
    trustedOrigins: (env.TRUSTED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    exchangeRatesUrl: nonEmpty(env.EXCHANGE_RATES_URL) ?? OPEN_ER_API_URL,
    searchCacheSeconds: nonNegativeSeconds(env.SEARCH_CACHE_SECONDS, 30, 'SEARCH_CACHE_SECONDS'),
    exchangeRateApiUrl: nonEmpty(env.EXCHANGERATE_API_URL) ?? EXCHANGERATE_API_URL,
    exchangeRateApiKey: nonEmpty(env.EXCHANGERATE_API_KEY),
    fixerApiUrl: nonEmpty(env.FIXER_API_URL) ?? FIXER_API_URL,
    fixerApiKey: nonEmpty(env.FIXER_API_KEY),
    ratesCaching: booleanVariable(env, 'RATES_CACHING', false),
    ratesCacheDuration: positiveNumberVariable(env, 'RATES_CACHE_DURATION', 3600),
  }
}
