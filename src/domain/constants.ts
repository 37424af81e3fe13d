// Business constants of spec §9, with names that say what they limit.
// Server (config answer, validation) and SPA (paging, forms) read them from here.
import type { Language, PaginationMode } from './enums'

/** Rows per page of the generic lists (locations, notifications…). */
export const PAGE_SIZE = 30
/** Car offers per page of the search results. */
export const CARS_PAGE_SIZE = 15
/** Bookings per page on a wide screen… */
export const BOOKINGS_PAGE_SIZE = 20
/** …and on a mobile screen (see MOBILE_MAX_WIDTH). */
export const BOOKINGS_PAGE_SIZE_MOBILE = 10

/** "Mobile means width 960 or less" (CSS pixels). */
export const MOBILE_MAX_WIDTH = 960
export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_MAX_WIDTH
}
export function bookingsPageSizeFor(width: number): number {
  return isMobileWidth(width) ? BOOKINGS_PAGE_SIZE_MOBILE : BOOKINGS_PAGE_SIZE
}

/** The spec allows infinite scroll or classic; classic is the configured one. */
export const PAGINATION_MODE: PaginationMode = 'classic'

export const MINIMUM_DRIVER_AGE = 21
/** A country is offered in the country picker only with at least this many locations. */
export const MINIMUM_LOCATIONS = 4
/** Drop-off must be at least this many hours after pick-up. */
export const MINIMUM_RENTAL_HOURS = 1
/** Pick-up must be at least this many hours in the future. */
export const MINIMUM_PICKUP_HOURS = 1
/** Booking limits (defaults of the settings row): the longest rental, in days… */
export const MAXIMUM_RENTAL_DAYS = 90
/** …and how far ahead a rental may end, in days from now (one year). */
export const BOOKING_HORIZON_DAYS = 365
/** Pay-at-the-counter bookings a guest account may hold until its e-mail is confirmed (default of the settings)… */
export const GUEST_PAY_AT_COUNTER_LIMIT = 2
/** …and the hours after which an unconfirmed guest's pay-at-the-counter booking is released. */
export const GUEST_CONFIRMATION_HOURS = 24

/** Deposit filter choices, in the base currency (USD). */
export const DEPOSIT_FILTER_THRESHOLDS = [250, 500, 750] as const

export const CAR_IMAGE_SIZE = { width: 300, height: 200 } as const
export const SUPPLIER_IMAGE_SIZE = { width: 60, height: 30 } as const

/** Toasts close by themselves after this delay. */
export const TOAST_DURATION_MS = 5000
/** "The validation e-mail link expires after one day." */
export const VALIDATION_LINK_LIFETIME_HOURS = 24
/** Cancelling at least this long before the rental may give a full refund; less may incur a fee. */
export const FULL_REFUND_NOTICE_HOURS = 24
/**
 * Hours within which a supplier answers a cancel request (spec §4: the supplier finishes it). The
 * spec is silent; two days is what Keyturn asks of its suppliers, and what the driver is told.
 */
export const CANCEL_ANSWER_HOURS = 48

/** Exchange-rate cache: off by default; duration in seconds when on. */
export const RATE_CACHE_DEFAULTS = { isRatesCaching: false, ratesCacheDuration: 3600 } as const

export const THEME_SPACING_PX = 8
export const THEME_FONT_SIZE_PX = 14

/** Choosing the language from the visitor's country is off unless configured. */
export const LANGUAGE_FROM_IP_DEFAULT = false

/** Browser storage keys, spelt exactly as the spec spells them. */
export const STORAGE_KEYS = {
  user: 'bc-fe-user',
  language: 'bc-fe-language',
  currency: 'bc-fe-currency',
  stayConnected: 'bc-fe-stay-connected',
  mode: 'mode',
  colorScheme: 'color-scheme',
} as const

/** Keyturn's own browser storage key (not the spec's): the visitor's analytics choice, named on /cookie-policy. */
export const ANALYTICS_CONSENT_KEY = 'bc-fe-analytics-consent'

/**
 * The browser-kept preferences that change a page's HTML: mirrored in cookies of the same names, so
 * the server renders a page in the visitor's language, currency and colour mode, with the consent
 * banner only for a visitor who has not answered it (issue 22).
 */
export const MIRRORED_PREFERENCES = [STORAGE_KEYS.language, STORAGE_KEYS.currency, STORAGE_KEYS.mode, ANALYTICS_CONSENT_KEY] as const

/** Country (ISO 3166 alpha-2) to language, used by the language-from-IP lookup. */
export const COUNTRY_LANGUAGE = {
  FR: 'fr',
  MA: 'fr',
  US: 'en',
  GB: 'en',
  AU: 'en',
} as const satisfies Record<string, Language>
