// Browser tab titles (document.title) of the routes that have no page heading to borrow, and
// the content pages' headings (their long text loads with the page, these are needed at once).
export const messages = {
  'pageTitle.format': '{page} · Keyturn',
  'pageTitle.search': 'Search results',
  'pageTitle.notFound': 'Page not found',
  'pageTitle.about': 'About Keyturn',
  'pageTitle.tos': 'Terms of Use',
  'pageTitle.privacy': 'Privacy policy',
  'pageTitle.faq': 'Frequently asked questions',
  // Tab titles (and the account menu's entry) of pages whose own texts load with the page.
  'bookings.menu': 'Bookings',
  'bookings.pageTitle': 'My bookings',
  'booking.tabTitle': 'Booking',
  'checkout.pageTitle': 'Book your car',
  'confirmation.pageTitle': 'Booking confirmation',
  'settings.pageTitle': 'Settings',
} as const
