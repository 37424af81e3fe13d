import { Suspense } from 'react'
import { Route, Switch, useLocation } from 'wouter'
import { appRouteOf, appRoutes, type AppRouteName } from '../../domain/routes'
import { withPageMessages } from '../i18n/catalogues'
import { lazyPage } from '../platform/lazy-page'
import { useConfig } from './config-context'
import { PageErrorBoundary } from './error-handling'
import { TopProgressBar } from './TopProgressBar'

// Every page is its own chunk (withPageMessages: with its catalogue areas). Pages not built yet are
// simply not registered (spec §2 grows with the issues); unknown paths get the not-found page.
const HomePage = lazyPage(withPageMessages('pages/home/HomePage.tsx', () => import('../pages/home/HomePage')))
const SearchPage = lazyPage(withPageMessages('pages/search/SearchPage.tsx', () => import('../pages/search/SearchPage')))
const NotFoundPage = lazyPage(() => import('../pages/not-found/NotFoundPage'))
const LocationsPage = lazyPage(() => import('../pages/locations/LocationsPage'))
const SuppliersPage = lazyPage(() => import('../pages/suppliers/SuppliersPage'))
const SignInPage = lazyPage(() => import('../pages/auth/SignInPage'))
const SignUpPage = lazyPage(() => import('../pages/auth/SignUpPage'))
const ActivatePage = lazyPage(() => import('../pages/auth/ActivatePage'))
const ForgotPasswordPage = lazyPage(() => import('../pages/auth/ForgotPasswordPage'))
const ResetPasswordPage = lazyPage(() => import('../pages/auth/ResetPasswordPage'))
const SettingsPage = lazyPage(withPageMessages('pages/settings/SettingsPage.tsx', () => import('../pages/settings/SettingsPage')))
const CheckoutSessionPage = lazyPage(withPageMessages('pages/checkout-session/CheckoutSessionPage.tsx', () => import('../pages/checkout-session/CheckoutSessionPage')))
const CheckoutPage = lazyPage(withPageMessages('pages/checkout/CheckoutPage.tsx', () => import('../pages/checkout/CheckoutPage')))
const BookingsPage = lazyPage(withPageMessages('pages/bookings/BookingsPage.tsx', () => import('../pages/bookings/BookingsPage')))
const BookingPage = lazyPage(withPageMessages('pages/booking/BookingPage.tsx', () => import('../pages/booking/BookingPage')))
const NotificationsPage = lazyPage(() => import('../pages/notifications/NotificationsPage'))
const AboutPage = lazyPage(() => import('../pages/about/AboutPage'))
const TosPage = lazyPage(() => import('../pages/tos/TosPage'))
const PrivacyPage = lazyPage(() => import('../pages/privacy/PrivacyPage'))
const FaqPage = lazyPage(() => import('../pages/faq/FaqPage'))
const CookiePolicyPage = lazyPage(() => import('../pages/cookie-policy/CookiePolicyPage'))
const ContactPage = lazyPage(() => import('../pages/contact/ContactPage'))
const NewsletterConfirmPage = lazyPage(() => import('../pages/newsletter/NewsletterConfirmPage'))
const NewsletterUnsubscribePage = lazyPage(() => import('../pages/newsletter/NewsletterUnsubscribePage'))

const pages: Record<AppRouteName, { preload: () => Promise<void> }> = {
  home: HomePage,
  search: SearchPage,
  locations: LocationsPage,
  suppliers: SuppliersPage,
  signIn: SignInPage,
  signUp: SignUpPage,
  activate: ActivatePage,
  forgotPassword: ForgotPasswordPage,
  resetPassword: ResetPasswordPage,
  settings: SettingsPage,
  checkoutSession: CheckoutSessionPage,
  checkout: CheckoutPage,
  bookings: BookingsPage,
  booking: BookingPage,
  notifications: NotificationsPage,
  about: AboutPage,
  tos: TosPage,
  privacy: PrivacyPage,
  faq: FaqPage,
  cookiePolicy: CookiePolicyPage,
  contact: ContactPage,
  newsletterConfirm: NewsletterConfirmPage,
  newsletterUnsubscribe: NewsletterUnsubscribePage,
}

/**
 * Loads the page of `pathname` (its code and its catalogue areas) before the app's first render, so
 * the first paint shows it: the server already asked for its chunks with the page (modulepreload).
 */
export function preloadPage(pathname: string): Promise<void> {
  const route = appRouteOf(pathname)
  return (route ? pages[route] : NotFoundPage).preload()
}

export function AppRoutes() {
  const [location] = useLocation()
  const { hideSuppliers } = useConfig()
  return (
    <PageErrorBoundary resetKey={location}>
      <Suspense fallback={<TopProgressBar />}>
        <Switch>
          <Route path={appRoutes.home} component={HomePage} />
          <Route path={appRoutes.search} component={SearchPage} />
          <Route path={appRoutes.locations} component={LocationsPage} />
          <Route path={appRoutes.signIn} component={SignInPage} />
          <Route path={appRoutes.signUp} component={SignUpPage} />
          <Route path={appRoutes.activate} component={ActivatePage} />
          <Route path={appRoutes.forgotPassword} component={ForgotPasswordPage} />
          <Route path={appRoutes.resetPassword} component={ResetPasswordPage} />
          <Route path={appRoutes.settings} component={SettingsPage} />
          <Route path={appRoutes.checkoutSession} component={CheckoutSessionPage} />
          <Route path={appRoutes.checkout} component={CheckoutPage} />
          <Route path={appRoutes.bookings} component={BookingsPage} />
          <Route path={appRoutes.booking} component={BookingPage} />
          <Route path={appRoutes.notifications} component={NotificationsPage} />
          <Route path={appRoutes.about} component={AboutPage} />
          <Route path={appRoutes.tos} component={TosPage} />
          <Route path={appRoutes.privacy} component={PrivacyPage} />
          <Route path={appRoutes.faq} component={FaqPage} />
          <Route path={appRoutes.cookiePolicy} component={CookiePolicyPage} />
          <Route path={appRoutes.contact} component={ContactPage} />
          <Route path={appRoutes.newsletterConfirm} component={NewsletterConfirmPage} />
          <Route path={appRoutes.newsletterUnsubscribe} component={NewsletterUnsubscribePage} />
          {/* Spec §2: the suppliers page exists only while the hide-suppliers setting is off. */}
          {hideSuppliers ? null : <Route path={appRoutes.suppliers} component={SuppliersPage} />}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </PageErrorBoundary>
  )
}
