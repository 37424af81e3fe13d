import type { ServerConfig } from '../config.js'
import type { PaymentGateway, SocialSignInProvider } from '../../domain/enums.js'

export interface CspSources {
  script: string[]
  connect: string[]
  frame: string[]
  img: string[]
}

/** What each third party needs when (and only when) it is configured. */
const providerSources: Record<'analytics' | 'recaptcha' | SocialSignInProvider | PaymentGateway, Partial<CspSources>> = {
  analytics: {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://www.google-analytics.com', 'https://*.google-analytics.com'],
  },
  recaptcha: {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/'],
  },
  google: {
    script: ['https://accounts.google.com/gsi/client'],
    connect: ['https://accounts.google.com/gsi/'],
    frame: ['https://accounts.google.com/gsi/'],
    img: ['https://*.googleusercontent.com'],
  },
  apple: {
    script: ['https://appleid.cdn-apple.com'],
    frame: ['https://appleid.apple.com'],
  },
  // Stripe.js and its Payment Element (Stripe's CSP guide)
  Stripe: {
    script: ['https://js.stripe.com'],
    frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    connect: ['https://api.stripe.com', 'https://merchant-ui-api.stripe.com'],
    img: ['https://*.stripe.com'],
  },
  // The PayPal JavaScript SDK and its buttons (PayPal's CSP guide), live and sandbox
  PayPal: {
    script: ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com', 'https://www.sandbox.paypal.com'],
    frame: ['https://www.paypal.com', 'https://*.paypal.com', 'https://www.sandbox.paypal.com'],
    connect: ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com', 'https://www.sandbox.paypal.com'],
    img: ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com', 'https://www.sandbox.paypal.com'],
  },
  facebook: {
    script: ['https://connect.facebook.net'],
    frame: ['https://www.facebook.com', 'https://web.facebook.com'],
    connect: ['https://graph.facebook.com'],
    img: ['https://*.fbcdn.net', 'https://platform-lookaside.fbsbx.com'],
  },
}

/** The extra CSP sources of the configured third parties, on top of our own ('self'). */
export function thirdPartySources(config: ServerConfig): CspSources {
  const enabled = [
    ...(config.analyticsId ? (['analytics'] as const) : []),
    ...(config.recaptchaSiteKey ? (['recaptcha'] as const) : []),
    ...config.socialSignInProviders,
    ...(config.paymentGateway ? [config.paymentGateway] : []),
  ]
  const pick = (kind: keyof CspSources) => [...new Set(enabled.flatMap((name) => providerSources[name][kind] ?? []))]
  return { script: pick('script'), connect: pick('connect'), frame: pick('frame'), img: pick('img') }
}
