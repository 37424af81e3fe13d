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
} as const
