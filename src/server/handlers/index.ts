import type { FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify'
import { notImplemented } from '../errors.js'
import { botCheckHandlers } from './bot-check.js'
import { bookingHandlers } from './bookings.js'
import { catalogueHandlers } from './catalogue.js'
import { checkoutHandlers } from './checkout.js'
import { checkoutPriceHandlers } from './checkout-price.js'
import { paypalPaymentHandlers } from './paypal-payments.js'
import { stripePaymentHandlers } from './stripe-payments.js'
import { licenseHandlers } from './license.js'
import { newsletterHandlers } from './newsletter.js'
import { notificationHandlers } from './notifications.js'
import { userHandlers } from './user.js'
import { currencyHandlers } from './currency.js'
import { searchHandlers } from './search.js'
import { sessionHandlers } from './session.js'
import { systemHandlers } from './system.js'

/** Every implemented operation, by operationId; the others answer 501 NOT_IMPLEMENTED. */
export const implementedHandlers: Record<string, RouteHandlerMethod> = {
  ...systemHandlers,
  ...catalogueHandlers,
  ...currencyHandlers,
  ...searchHandlers,
  ...sessionHandlers,
  ...userHandlers,
  ...licenseHandlers,
  ...botCheckHandlers,
  ...checkoutHandlers,
  ...checkoutPriceHandlers,
  ...stripePaymentHandlers,
  ...paypalPaymentHandlers,
  ...bookingHandlers,
  ...notificationHandlers,
  ...newsletterHandlers,
} as unknown as Record<string, RouteHandlerMethod>

/**
 * Operations limited per client address (RATE_LIMIT_MAX requests per RATE_LIMIT_WINDOW_SECONDS, each
 * operation counted on its own); beyond, 429 RATE_LIMITED "Too many requests, please try again in N seconds".
 */
export const rateLimitedOperations: ReadonlySet<string> = new Set([
  'signIn',
  'signUp',
  'socialSignIn',
  'resend',
  'resendLink',
  'sendEmail',
  'subscribeNewsletter',
  'confirmNewsletterSubscription',
  'unsubscribeNewsletter',
  // may mail a confirmation to a not yet activated account's address
  'updateNewsletterSubscription',
  // a password oracle and an anonymous upload
  'checkPassword',
  'changePassword',
  'createLicense',
  // an account-enumeration oracle
  'validateEmail',
  // holding cars and sending e-mails (their own limits: CHECKOUT_RATE_LIMIT_MAX, PRICE_RATE_LIMIT_MAX)
  'checkout',
  'getCheckoutPrice',
])

/** The limit of an operation: its own for checkout and the price quote, RATE_LIMIT_MAX for the others. */
function maxOf(operationId: string): (request: FastifyRequest) => number {
  if (operationId === 'checkout') return (request) => request.server.config.checkoutRateLimitMax
  if (operationId === 'getCheckoutPrice') return (request) => request.server.config.priceRateLimitMax
  return (request) => request.server.config.rateLimitMax
}

export function resolveOperation(operationId: string): RouteHandlerMethod | RouteOptions {
  const handler = implementedHandlers[operationId] ?? notImplemented(operationId)
  if (!rateLimitedOperations.has(operationId)) return handler
  const rateLimit = { max: maxOf(operationId), timeWindow: (request: FastifyRequest) => request.server.config.rateLimitWindowSeconds * 1000 }
  return { handler, config: { rateLimit } } as unknown as RouteOptions
}
