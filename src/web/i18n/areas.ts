import type { Language } from '../../domain/enums'

/** A page's texts: one catalogue area, loaded with the pages that show it (the frame has the rest). */
export type Area = 'searchForm' | 'searchResults' | 'settings' | 'checkout' | 'payment' | 'bookings'

type AreaMessages = Readonly<Record<string, string>>

const pick = (module: { messages: AreaMessages }) => module.messages

/** One chunk per area and language, so a page downloads only its areas in the active language. */
export const AREA_LOADERS: Record<Area, Record<Language, () => Promise<AreaMessages>>> = {
  searchForm: {
    en: () => import('./search-form/en').then(pick),
    fr: () => import('./search-form/fr').then(pick),
    es: () => import('./search-form/es').then(pick),
  },
  searchResults: {
    en: () => import('./search-results/en').then(pick),
    fr: () => import('./search-results/fr').then(pick),
    es: () => import('./search-results/es').then(pick),
  },
  settings: {
    en: () => import('./settings/en').then(pick),
    fr: () => import('./settings/fr').then(pick),
    es: () => import('./settings/es').then(pick),
  },
  checkout: {
    en: () => import('./checkout/en').then(pick),
    fr: () => import('./checkout/fr').then(pick),
    es: () => import('./checkout/es').then(pick),
  },
  payment: {
    en: () => import('./payment/en').then(pick),
    fr: () => import('./payment/fr').then(pick),
    es: () => import('./payment/es').then(pick),
  },
  bookings: {
    en: () => import('./bookings/en').then(pick),
    fr: () => import('./bookings/fr').then(pick),
    es: () => import('./bookings/es').then(pick),
  },
}

/** The catalogue folder of each area (read by the build's size check and the coverage test). */
export const AREA_FOLDERS: Record<Area, string> = {
  searchForm: 'search-form',
  searchResults: 'search-results',
  settings: 'settings',
  checkout: 'checkout',
  payment: 'payment',
  bookings: 'bookings',
}

/**
 * The areas each routed page shows (its lazy parts included), keyed like Vite's manifest. Pages
 * not listed need only the frame. tests/unit/catalogue-areas.test.ts checks this against the
 * ids each page's modules use.
 */
export const PAGE_AREAS: Readonly<Record<string, readonly Area[]>> = {
  'pages/home/HomePage.tsx': ['searchForm'],
  'pages/search/SearchPage.tsx': ['searchForm', 'searchResults'],
  'pages/checkout/CheckoutPage.tsx': ['checkout', 'payment', 'searchResults'],
  'pages/checkout-session/CheckoutSessionPage.tsx': ['checkout', 'payment'],
  'pages/bookings/BookingsPage.tsx': ['bookings', 'searchResults', 'searchForm'],
  'pages/booking/BookingPage.tsx': ['bookings', 'searchResults', 'searchForm'],
  'pages/settings/SettingsPage.tsx': ['settings'],
}
