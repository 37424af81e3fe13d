/**
 * The SPA's registered routes (spec §2), shared by the web router and the server,
 * which answers 404 (with the SPA's not-found page) for any other path.
 * Routes whose pages are not built yet are simply absent.
 */
export const appRoutes = {
  home: '/',
  search: '/search',
  locations: '/locations',
  suppliers: '/suppliers',
  signIn: '/sign-in',
  signUp: '/sign-up',
  activate: '/activate',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  settings: '/settings',
  checkout: '/checkout',
  checkoutSession: '/checkout-session/:sessionId',
  bookings: '/bookings',
  booking: '/booking',
  notifications: '/notifications',
  about: '/about',
  tos: '/tos',
  privacy: '/privacy',
  faq: '/faq',
  cookiePolicy: '/cookie-policy',
  contact: '/contact',
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
} as const

export type AppRoute = (typeof appRoutes)[keyof typeof appRoutes]

export type AppRouteName = keyof typeof appRoutes

const routePatterns = (Object.entries(appRoutes) as [AppRouteName, AppRoute][]).map(([name, route]) => ({
  name,
  // A parameter (wouter's `:name`, or `{name}`) is one path segment.
  pattern: new RegExp(`^${route.replace(/\{[^}]+\}|:[A-Za-z]+/g, '[^/]+')}/?$`),
}))

/** The name of the registered route a path belongs to, or null (the not-found page). */
export function appRouteOf(pathname: string): AppRouteName | null {
  return routePatterns.find(({ pattern }) => pattern.test(pathname))?.name ?? null
}

export function isAppRoute(pathname: string): boolean {
  return appRouteOf(pathname) !== null
}
