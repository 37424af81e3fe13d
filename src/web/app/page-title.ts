import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { appRouteOf, type AppRouteName } from '../../domain/routes'
import type { MessageId } from '../i18n/en'

/**
 * The browser title of every route: its name, then the product ('Terms of Use · Keyturn'); the
 * home page keeps the product's own line. Where a page has a headline, the title borrows it.
 * A Record, so a route added to appRoutes without a title is a type error.
 */
export const PAGE_TITLES: Record<AppRouteName, MessageId> = {
  home: 'app.title',
  search: 'pageTitle.search',
  locations: 'locations.title',
  suppliers: 'suppliers.title',
  signIn: 'auth.signIn.title',
  signUp: 'auth.signUp.title',
  activate: 'auth.activate.title',
  forgotPassword: 'auth.forgot.title',
  resetPassword: 'auth.reset.title',
  settings: 'settings.pageTitle',
  checkout: 'checkout.pageTitle',
  checkoutSession: 'confirmation.pageTitle',
  bookings: 'bookings.pageTitle',
  booking: 'booking.tabTitle',
  notifications: 'notifications.pageTitle',
  about: 'pageTitle.about',
  tos: 'pageTitle.tos',
  privacy: 'pageTitle.privacy',
  faq: 'pageTitle.faq',
  cookiePolicy: 'pageTitle.cookiePolicy',
  contact: 'pageTitle.contact',
  newsletterConfirm: 'pageTitle.newsletterConfirm',
  newsletterUnsubscribe: 'pageTitle.newsletterUnsubscribe',
}

/** Sets document.title for `pathname` in the interface language (again when the language changes). */
export function usePageTitle(pathname: string, hideSuppliers: boolean): void {
  const intl = useIntl()
  useEffect(() => {
    document.title = pageTitle(pathname, hideSuppliers, intl.formatMessage)
  }, [pathname, hideSuppliers, intl])
}

/** The browser title of `pathname` (the server writes it into the page's head, the browser keeps it). */
export function pageTitle(pathname: string, hideSuppliers: boolean, format: ReturnType<typeof useIntl>['formatMessage']): string {
  const route = appRouteOf(pathname)
  // Spec §2: with the hide-suppliers setting on, /suppliers is the not-found page.
  const shown = route === 'suppliers' && hideSuppliers ? null : route
  if (shown === 'home') return format({ id: PAGE_TITLES.home })
  const page = format({ id: shown ? PAGE_TITLES[shown] : 'pageTitle.notFound' })
  return format({ id: 'pageTitle.format' }, { page })
}
