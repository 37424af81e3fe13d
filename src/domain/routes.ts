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
} as const

export type AppRoute = (typeof appRoutes)[keyof typeof appRoutes]

const routePatterns: RegExp[] = Object.values(appRoutes).map(
  // A parameter (wouter's `:name`, or `{name}`) is one path segment.
  (route) => new RegExp(`^${route.replace(/\{[^}]+\}|:[A-Za-z]+/g, '[^/]+')}/?$`),
)

export function isAppRoute(pathname: string): boolean {
  return routePatterns.some((pattern) => pattern.test(pathname))
}
