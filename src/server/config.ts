import path from 'node:path'
import { paymentGateways, socialSignInProviders, type PaymentGateway, type SocialSignInProvider } from '../domain/enums.js'

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
  }
}
