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
  /** Port of GET /metrics (Prometheus), apart from the public one; null (METRICS_PORT unset): no metrics. */
  metricsPort: number | null
  /** Interface the metrics port listens on (METRICS_HOST, else HOST's). */
  metricsHost: string
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
  /** Server-side Stripe secrets (never logged, never sent to the SPA). */
  stripeSecretKey: string | null
  /** Signing secret of the webhook endpoint (whsec_…); without it webhooks are refused. */
  stripeWebhookSecret: string | null
  /** Stripe's API origin (a local double in tests); the SDK is pointed at its host, port and protocol. */
  stripeApiUrl: string
  paypalClientId: string | null
  paypalClientSecret: string | null
  /** PayPal REST origin: live in production, the sandbox otherwise (PAYPAL_API_URL overrides). */
  paypalApiUrl: string
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
  /** Signs the session cookies (SESSION_SECRET); null locally: a random secret kept in DATA_DIR/session-secret. */
  sessionSecret: string | null
  /** Address of the SPA as users reach it, for links in e-mails (no trailing slash). */
  publicUrl: string
  /** Requests per client address and time window on each rate-limited operation (sign-in, sign-up, resend…). */
  rateLimitMax: number
  rateLimitWindowSeconds: number
  /** Checkouts per client address and window (CHECKOUT_RATE_LIMIT_MAX): no script takes a fleet offline. */
  checkoutRateLimitMax: number
  /** Price quotes per client address and window (PRICE_RATE_LIMIT_MAX): the checkout page asks one per option change. */
  priceRateLimitMax: number
  /** Seconds between two sweeps of unpaid bookings whose payment window passed (and of unconfirmed guests' bookings). */
  paymentExpirySweepSeconds: number
  /** Where contact-form messages go (CONTACT_EMAIL). */
  contactEmail: string
  /** Outgoing mail: an SMTP URL (smtp://user:pass@host:port, smtps://…); null writes .eml files to DATA_DIR/outbox. */
  smtpUrl: string | null
  mailFrom: string
  /** reCAPTCHA v3 verification (bot check off when the secret is missing). */
  recaptchaSecretKey: string | null
  recaptchaVerifyUrl: string
  recaptchaMinScore: number
  /** Social sign-in verification: the provider's client id (null: not configured) and its key set. */
  socialSignIn: Record<SocialSignInProvider, { clientId: string | null; jwksUrl: string }>
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

function scoreVariable(env: Env, name: string, fallback: number): number {
  const value = nonEmpty(env[name])
  if (value === null) return fallback
  const score = Number(value)
  if (!Number.isFinite(score) || score < 0 || score > 1) throw new Error(`${name} must be a number between 0 and 1`)
  return score
}

/** An http(s) origin, without a trailing slash. */
function urlVariable(env: Env, name: string, fallback: string): string {
  const value = nonEmpty(env[name]) ?? fallback
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`${name} must be a URL`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL`)
  return value.replace(/\/+$/, '')
}

function nonNegativeSeconds(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback
  const seconds = Number(value)
  if (!Number.isFinite(seconds) || seconds < 0) throw new Error(`${name} must be a number of seconds (0 or more)`)
  return seconds
}

/** Required in production (a missing secret refuses to start); at least 32 characters when set. */
function sessionSecretVariable(env: Env): string | null {
  const secret = nonEmpty(env.SESSION_SECRET)
  if (secret === null) {
    if (env.NODE_ENV === 'production') throw new Error('SESSION_SECRET must be set in production')
    return null
  }
  if (secret.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters long')
  return secret
}

/** METRICS_PORT: off when unset; never the public port, so the metrics cannot reach the public internet through it. */
function metricsPortVariable(env: Env, publicPort: number): number | null {
  const value = nonEmpty(env.METRICS_PORT)
  if (value === null) return null
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('METRICS_PORT must be a port number')
  if (port === publicPort) throw new Error('METRICS_PORT must differ from PORT: the metrics are not served on the public port')
  return port
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data')
  const port = Number(env.PORT ?? 8080)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('PORT must be a port number')
  const host = env.HOST ?? 'localhost'
  return {
    port,
    host,
    metricsPort: metricsPortVariable(env, port),
    metricsHost: nonEmpty(env.METRICS_HOST) ?? host,
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
    stripeSecretKey: nonEmpty(env.STRIPE_SECRET_KEY),
    stripeWebhookSecret: nonEmpty(env.STRIPE_WEBHOOK_SECRET),
    stripeApiUrl: urlVariable(env, 'STRIPE_API_URL', 'https://api.stripe.com'),
    paypalClientId: nonEmpty(env.PAYPAL_CLIENT_ID),
    paypalClientSecret: nonEmpty(env.PAYPAL_CLIENT_SECRET),
    paypalApiUrl: urlVariable(env, 'PAYPAL_API_URL', env.NODE_ENV === 'production' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com'),
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
    sessionSecret: sessionSecretVariable(env),
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    rateLimitMax: positiveNumberVariable(env, 'RATE_LIMIT_MAX', 10),
    rateLimitWindowSeconds: positiveNumberVariable(env, 'RATE_LIMIT_WINDOW_SECONDS', 60),
    checkoutRateLimitMax: positiveNumberVariable(env, 'CHECKOUT_RATE_LIMIT_MAX', 10),
    priceRateLimitMax: positiveNumberVariable(env, 'PRICE_RATE_LIMIT_MAX', 60),
    paymentExpirySweepSeconds: positiveNumberVariable(env, 'PAYMENT_EXPIRY_SWEEP_SECONDS', 60),
    contactEmail: nonEmpty(env.CONTACT_EMAIL) ?? 'support@keyturn.example',
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Keyturn <no-reply@keyturn.example>',
    recaptchaSecretKey: nonEmpty(env.RECAPTCHA_SECRET_KEY),
    recaptchaVerifyUrl: nonEmpty(env.RECAPTCHA_VERIFY_URL) ?? 'https://www.google.com/recaptcha/api/siteverify',
    recaptchaMinScore: scoreVariable(env, 'RECAPTCHA_MIN_SCORE', 0.5),
    socialSignIn: {
      google: {
        clientId: nonEmpty(env.GOOGLE_CLIENT_ID),
        jwksUrl: nonEmpty(env.GOOGLE_JWKS_URL) ?? 'https://www.googleapis.com/oauth2/v3/certs',
      },
      apple: {
        clientId: nonEmpty(env.APPLE_CLIENT_ID),
        jwksUrl: nonEmpty(env.APPLE_JWKS_URL) ?? 'https://appleid.apple.com/auth/keys',
      },
      facebook: {
        clientId: nonEmpty(env.FACEBOOK_APP_ID),
        jwksUrl: nonEmpty(env.FACEBOOK_JWKS_URL) ?? 'https://limited.facebook.com/.well-known/oauth/openid/jwks/',
      },
    },
  }
}
