// The analytics consent banner, the cookie policy's consent control and its page title.
// The cookie policy's long text is in ../content/cookie-policy (it loads with the page).
export const messages = {
  'pageTitle.cookiePolicy': 'Cookie policy',

  'consent.banner.label': 'Analytics consent',
  'consent.banner.text':
    'May we measure visits with Google Analytics, which sets its own cookies? It helps us improve Keyturn; the site works the same either way. <policyLink>Cookie policy</policyLink>',
  'consent.accept': 'Accept analytics',
  'consent.reject': 'Reject analytics',
  'consent.control.label': 'Your analytics choice',
  'consent.state.granted': 'You accepted analytics.',
  'consent.state.denied': 'You rejected analytics.',
  'consent.state.undecided': 'You have not chosen yet: analytics stays off until you accept it.',
  'consent.notConfigured': 'This site does not use analytics at the moment, so there is nothing to choose.',
  'consent.footerLink': 'Cookie settings',
} as const
