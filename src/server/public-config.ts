import {
  BOOKINGS_PAGE_SIZE,
  BOOKINGS_PAGE_SIZE_MOBILE,
  CARS_PAGE_SIZE,
  DEPOSIT_FILTER_THRESHOLDS,
  MINIMUM_LOCATIONS,
  PAGE_SIZE,
} from '../domain/constants.js'
import { currencySymbol } from '../domain/currency.js'
import { BASE_CURRENCY, DEFAULT_LANGUAGE, currencies, languages } from '../domain/enums.js'
import type { ServerConfig } from './config.js'
import type { Settings } from './db/queries/settings.js'

/** The settings the SPA may know: no secret ever, only public keys of configured providers. */
export function publicConfig(config: ServerConfig, settings: Settings) {
  return {
    minimumPickUpHours: settings.minimumPickUpHours,
    minimumRentalHours: settings.minimumRentalHours,
    minimumDriverAge: settings.minimumDriverAge,
    paymentGateway: config.paymentGateway,
    stripePublishableKey: config.paymentGateway === 'Stripe' ? config.stripePublishableKey : null,
    paypalClientId: config.paymentGateway === 'PayPal' ? config.paypalClientId : null,
    socialSignInProviders: config.socialSignInProviders,
    recaptchaSiteKey: config.recaptchaSiteKey,
    analyticsId: config.analyticsId,
    baseCurrency: BASE_CURRENCY,
    currencies: currencies.map((code) => ({ code, symbol: currencySymbol(code) })),
    languages: [...languages],
    defaultLanguage: DEFAULT_LANGUAGE,
    pageSize: PAGE_SIZE,
    carsPageSize: CARS_PAGE_SIZE,
    bookingsPageSize: BOOKINGS_PAGE_SIZE,
    bookingsPageSizeMobile: BOOKINGS_PAGE_SIZE_MOBILE,
    paginationMode: settings.paginationMode,
    hideSuppliers: settings.hideSuppliers,
    languageFromIp: settings.languageFromIp,
    minimumLocations: MINIMUM_LOCATIONS,
    depositFilterThresholds: [...DEPOSIT_FILTER_THRESHOLDS],
  }
}
