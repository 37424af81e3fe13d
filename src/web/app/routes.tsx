import { Suspense, useEffect } from 'react'
import { Route, Switch, useLocation } from 'wouter'
import { appRouteOf, appRoutes, type AppRouteName } from '../../domain/routes'
import type { Language } from '../../domain/enums'
import { PAGE_AREAS, type Area } from '../i18n/area-pages'
import { withPageMessages } from '../i18n/catalogues'
import { loadAboutText } from '../i18n/content/about'
import { loadCookiePolicyText } from '../i18n/content/cookie-policy'
import { loadFaqText } from '../i18n/content/faq'
import type { PageText } from '../i18n/content/page-text'
import { loadPrivacyText } from '../i18n/content/privacy'
import { loadTosText } from '../i18n/content/tos'
import { lazyPage, type LazyPage } from '../platform/lazy-page'
import { useConfig } from './config-context'
import { PageErrorBoundary } from './error-handling'
import { TopProgressBar } from './TopProgressBar'

// Every page is its own chunk (withPageMessages: with its catalogue areas), one per route of the
// domain's list (spec §2 grows with the issues); unknown paths get the not-found page.
const pages: Record<AppRouteName, LazyPage<object>> = {
  home: lazyPage(withPageMessages('pages/home/HomePage.tsx', () => import('../pages/home/HomePage'))),
  search: lazyPage(withPageMessages('pages/search/SearchPage.tsx', () => import('../pages/search/SearchPage'))),
  locations: lazyPage(() => import('../pages/locations/LocationsPage')),
  suppliers: lazyPage(() => import('../pages/suppliers/SuppliersPage')),
  signIn: lazyPage(() => import('../pages/auth/SignInPage')),
  signUp: lazyPage(() => import('../pages/auth/SignUpPage')),
  activate: lazyPage(() => import('../pages/auth/ActivatePage')),
  forgotPassword: lazyPage(() => import('../pages/auth/ForgotPasswordPage')),
  resetPassword: lazyPage(() => import('../pages/auth/ResetPasswordPage')),
  settings: lazyPage(withPageMessages('pages/settings/SettingsPage.tsx', () => import('../pages/settings/SettingsPage'))),
  checkoutSession: lazyPage(withPageMessages('pages/checkout-session/CheckoutSessionPage.tsx', () => import('../pages/checkout-session/CheckoutSessionPage'))),
  checkout: lazyPage(withPageMessages('pages/checkout/CheckoutPage.tsx', () => import('../pages/checkout/CheckoutPage'))),
  bookings: lazyPage(withPageMessages('pages/bookings/BookingsPage.tsx', () => import('../pages/bookings/BookingsPage'))),
  booking: lazyPage(withPageMessages('pages/booking/BookingPage.tsx', () => import('../pages/booking/BookingPage'))),
  notifications: lazyPage(() => import('../pages/notifications/NotificationsPage')),
  about: lazyPage(() => import('../pages/about/AboutPage')),
  tos: lazyPage(() => import('../pages/tos/TosPage')),
  privacy: lazyPage(() => import('../pages/privacy/PrivacyPage')),
  faq: lazyPage(() => import('../pages/faq/FaqPage')),
  cookiePolicy: lazyPage(() => import('../pages/cookie-policy/CookiePolicyPage')),
  contact: lazyPage(() => import('../pages/contact/ContactPage')),
  newsletterConfirm: lazyPage(() => import('../pages/newsletter/NewsletterConfirmPage')),
  newsletterUnsubscribe: lazyPage(() => import('../pages/newsletter/NewsletterUnsubscribePage')),
}
const NotFoundPage = lazyPage(withPageMessages('pages/not-found/NotFoundPage.tsx', () => import('../pages/not-found/NotFoundPage')))

/** The catalogue areas the page of `pathname` shows at once (what a server-rendered page is rendered with). */
export function pageAreasOf(pathname: string): readonly Area[] {
  const route = appRouteOf(pathname)
  if (!route) return PAGE_AREAS['pages/not-found/NotFoundPage.tsx'] ?? []
  const name = route[0]!.toUpperCase() + route.slice(1)
  const module = Object.keys(PAGE_AREAS).find((key) => name && key.toLowerCase().endsWith(`/${name.toLowerCase()}page.tsx`))
  return module ? PAGE_AREAS[module]! : []
}

// The content pages' long texts, which they load with themselves (ContentPage).
const pageTexts: Partial<Record<AppRouteName, (language: Language) => Promise<PageText>>> = {
  about: loadAboutText,
  tos: loadTosText,
  privacy: loadPrivacyText,
  faq: loadFaqText,
  cookiePolicy: loadCookiePolicyText,
}

/**
 * Loads the page of `pathname` (its code, its catalogue areas and, given one, its text in `language`) before
 * the app's first render, so the first paint shows it and a server-rendered page hydrates at once
 * (a part still loading then would be rendered again, its HTML thrown away): the server already
 * asked for its chunks with the page (modulepreload).
 */
export async function preloadPage(pathname: string, language?: Language): Promise<void> {
  const route = appRouteOf(pathname)
  await Promise.all([(route ? pages[route] : NotFoundPage).preload(), route && language && pageTexts[route]?.(language)])
}

export function AppRoutes() {
  const [location] = useLocation()
  const { hideSuppliers } = useConfig()
  return (
    <PageErrorBoundary resetKey={location}>
      <Suspense fallback={<TopProgressBar />}>
        <Switch>
          {(Object.keys(appRoutes) as AppRouteName[])
            // Spec §2: the suppliers page exists only while the hide-suppliers setting is off.
            .filter((route) => !(route === 'suppliers' && hideSuppliers))
            .map((route) => (
              <Route key={route} path={appRoutes[route]} component={pages[route]} />
            ))}
          <Route component={NotFoundPage} />
        </Switch>
        <PageHydrated />
      </Suspense>
    </PageErrorBoundary>
  )
}

/**
 * Marks `<html data-hydrated>` once the page's part of the tree is live (hydrated, or rendered in
 * the browser): from then on its controls answer. Styles and tests may wait for it.
 */
function PageHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return null
}
