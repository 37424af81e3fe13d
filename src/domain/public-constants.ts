import {
  BOOKINGS_PAGE_SIZE,
  BOOKINGS_PAGE_SIZE_MOBILE,
  CARS_PAGE_SIZE,
  DEPOSIT_FILTER_THRESHOLDS,
  MINIMUM_LOCATIONS,
  PAGE_SIZE,
} from './constants'
import { currencySymbol } from './currency'
import { BASE_CURRENCY, DEFAULT_LANGUAGE, currencies, languages } from './enums'

/**
 * The fixed part of the public configuration (spec §9): what the server publishes in
 * GET /api/config and what the SPA falls back to when that call fails.
 */
export const publicConstants = {
  baseCurrency: BASE_CURRENCY,
  currencies: currencies.map((code) => ({ code, symbol: currencySymbol(code) })),
  languages: [...languages],
  defaultLanguage: DEFAULT_LANGUAGE,
  pageSize: PAGE_SIZE,
  carsPageSize: CARS_PAGE_SIZE,
  bookingsPageSize: BOOKINGS_PAGE_SIZE,
  bookingsPageSizeMobile: BOOKINGS_PAGE_SIZE_MOBILE,
  minimumLocations: MINIMUM_LOCATIONS,
  depositFilterThresholds: [...DEPOSIT_FILTER_THRESHOLDS],
}
