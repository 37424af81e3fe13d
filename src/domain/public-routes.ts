import type { AppRouteName } from './routes'

/**
 * The routes a search engine may list (sitemap.xml): pages anyone can open without an account or
 * a booking. The next ones (account, bookings, one-time links) are for a signed-in driver or a link
 * from an e-mail, and robots.txt asks crawlers to keep out of them. The checkout is neither: its
 * address is one visitor's car and dates, so it is not listed and the links to it ask crawlers not
 * to follow them (rel="nofollow"), but a crawler that reaches one finds an ordinary public page
 * (issue 12: it scores 100 in Lighthouse's SEO checks, which count a robots.txt exclusion against it).
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
  'checkoutSession',
  'bookings',
  'booking',
  'notifications',
  'activate',
  'resetPassword',
  'newsletterConfirm',
  'newsletterUnsubscribe',
] as const satisfies readonly AppRouteName[]
