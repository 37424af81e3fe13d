// Which catalogue areas each page loads: plain data, read by the SPA (areas.ts), the build's size
// check and the server's preload hints (src/server/web-chunks.ts) without the catalogues themselves.

/** A page's texts: one catalogue area, loaded with the pages that show it (the frame has the rest). */
export type Area = 'searchForm' | 'searchResults' | 'settings' | 'checkout' | 'payment' | 'bookings'

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
  'pages/not-found/NotFoundPage.tsx': ['searchForm'],
}
