import { publicConstants } from '../domain/public-constants.js'
import type { ServerConfig } from './config.js'
import type { Settings } from './db/queries/settings.js'

/** The settings the SPA may know: no secret ever, only public keys of configured providers. */
export function publicConfig(config: ServerConfig, settings: Settings) {
  return {
    minimumPickUpHours: settings.minimumPickUpHours,
    minimumRentalHours: settings.minimumRentalHours,
    minimumDriverAge: settings.minimumDriverAge,
    maximumRentalDays: settings.maximumRentalDays,
    bookingHorizonDays: settings.bookingHorizonDays,
    guestConfirmationHours: settings.guestConfirmationHours,
    paymentGateway: config.paymentGateway,
    stripePublishableKey: config.paymentGateway === 'Stripe' ? config.stripePublishableKey : null,
    paypalClientId: config.paymentGateway === 'PayPal' ? config.paypalClientId : null,
    socialSignInProviders: config.socialSignInProviders,
    // public client ids: the browser needs them to load each provider's sign-in SDK
    socialSignInClientIds: {
      google: config.socialSignIn.google.clientId,
      apple: config.socialSignIn.apple.clientId,
      facebook: config.socialSignIn.facebook.clientId,
    },
    recaptchaSiteKey: config.recaptchaSiteKey,
    analyticsId: config.analyticsId,
    ...publicConstants,
    paginationMode: settings.paginationMode,
    hideSuppliers: settings.hideSuppliers,
    languageFromIp: settings.languageFromIp,
    contactEmail: config.contactEmail,
  }
}
