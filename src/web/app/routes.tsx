import { lazy, Suspense } from 'react'
import { Route, Switch, useLocation } from 'wouter'
import { appRoutes } from '../../domain/routes'
import { withPageMessages } from '../i18n/catalogues'
import { useConfig } from './config-context'
import { PageErrorBoundary } from './error-handling'
import { TopProgressBar } from './TopProgressBar'

// Every page is its own chunk (withPageMessages: with its catalogue areas). Pages not built yet are
// simply not registered (spec §2 grows with the issues); unknown paths get the not-found page.
const HomePage = lazy(withPageMessages('pages/home/HomePage.tsx', () => import('../pages/home/HomePage')))
const SearchPage = lazy(withPageMessages('pages/search/SearchPage.tsx', () => import('../pages/search/SearchPage')))
const NotFoundPage = lazy(() => import('../pages/not-found/NotFoundPage'))
const LocationsPage = lazy(() => import('../pages/locations/LocationsPage'))
const SuppliersPage = lazy(() => import('../pages/suppliers/SuppliersPage'))
const SignInPage = lazy(() => import('../pages/auth/SignInPage'))
const SignUpPage = lazy(() => import('../pages/auth/SignUpPage'))
const ActivatePage = lazy(() => import('../pages/auth/ActivatePage'))
const ForgotPasswordPage = lazy(() => import('../pages/auth/ForgotPasswordPage'))
const ResetPasswordPage = lazy(() => import('../pages/auth/ResetPasswordPage'))
const SettingsPage = lazy(withPageMessages('pages/settings/SettingsPage.tsx', () => import('../pages/settings/SettingsPage')))
const CheckoutSessionPage = lazy(withPageMessages('pages/checkout-session/CheckoutSessionPage.tsx', () => import('../pages/checkout-session/CheckoutSessionPage')))
const CheckoutPage = lazy(withPageMessages('pages/checkout/CheckoutPage.tsx', () => import('../pages/checkout/CheckoutPage')))
const BookingsPage = lazy(withPageMessages('pages/bookings/BookingsPage.tsx', () => import('../pages/bookings/BookingsPage')))
const BookingPage = lazy(withPageMessages('pages/booking/BookingPage.tsx', () => import('../pages/booking/BookingPage')))
const NotificationsPage = lazy(() => import('../pages/notifications/NotificationsPage'))
const AboutPage = lazy(() => import('../pages/about/AboutPage'))
const TosPage = lazy(() => import('../pages/tos/TosPage'))
const PrivacyPage = lazy(() => import('../pages/privacy/PrivacyPage'))
const FaqPage = lazy(() => import('../pages/faq/FaqPage'))
const CookiePolicyPage = lazy(() => import('../pages/cookie-policy/CookiePolicyPage'))
const ContactPage = lazy(() => import('../pages/contact/ContactPage'))
const NewsletterConfirmPage = lazy(() => import('../pages/newsletter/NewsletterConfirmPage'))
const NewsletterUnsubscribePage = lazy(() => import('../pages/newsletter/NewsletterUnsubscribePage'))

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
