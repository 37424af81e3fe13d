import type { AppRouteName } from './routes'

/**
 * The routes a search engine may list (sitemap.xml): pages anyone can open without an account or
 * a booking. The others (account, bookings, checkout, one-time links) are for a signed-in driver
 * or a link from an e-mail, and robots.txt asks crawlers to keep out of them.
 */
export const indexedRoutes = [
  'home',
  'locations',
  'suppliers',
  'about',
  'tos',
  'privacy',
  'cookiePolicy',
  'faq',
  'contact',
] as const satisfies readonly AppRouteName[]

export const notIndexedRoutes = [
  'settings',
  'checkout',
  'checkoutSession',
  'bookings',
  'booking',
  'notifications',
  'activate',
  'resetPassword',
  'newsletterConfirm',
  'newsletterUnsubscribe',
] as const satisfies readonly AppRouteName[]
