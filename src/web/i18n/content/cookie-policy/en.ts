// The cookie policy (/cookie-policy) in en. Loaded with the page only (see ../page-text.ts).
export const messages = {
  'cookiePolicy.intro':
    'This page lists every cookie and every browser-storage entry Keyturn sets, what each is for and how long it lasts. Only one is optional: analytics, which stays off unless you accept it.',
  'cookiePolicy.contents': 'On this page',

  'cookiePolicy.what.heading': 'Cookies and browser storage',
  'cookiePolicy.what.p1':
    'A cookie is a small file your browser keeps for a website and sends back with each visit. Browser storage (local storage and session storage) is similar, but it stays in your browser and is never sent to us by itself. We use both only for what is described here; none of them is used for advertising.',

  'cookiePolicy.necessary.heading': 'Needed for the site to work',
  'cookiePolicy.necessary.p1': 'These are set without asking, because signing in and booking do not work without them:',
  'cookiePolicy.necessary.item.session':
    '<strong>keyturn_session</strong> (cookie; named <strong>__Host-keyturn_session</strong> over a secure connection): keeps you signed in. It cannot be read by the page’s scripts and is sent only to Keyturn. It lasts until you close your browser, or 30 days when you choose “Stay connected”; signing out ends it at once.',
  'cookiePolicy.necessary.item.user':
    '<strong>bc-fe-user</strong> (local storage): your name, e-mail address, language and profile picture while you are signed in, so the page shows who you are before the server answers. Removed when you sign out.',
  'cookiePolicy.necessary.item.stayConnected':
    '<strong>bc-fe-stay-connected</strong> (local storage): remembers whether you chose “Stay connected” when signing in. Removed when you sign out.',
  'cookiePolicy.necessary.item.checkoutDraft':
    '<strong>bc-fe-checkout-draft</strong> (session storage): what you typed and chose at the checkout, so going back and forth does not lose it. It disappears when you close the tab.',

  'cookiePolicy.preferences.heading': 'Your preferences',
  'cookiePolicy.preferences.p1': 'These remember the choices you make in the header. The first three are also copied into a cookie of the same name, read by our server only, so that each page arrives already in your language, currency and theme. They stay until you clear your browser’s site data:',
  'cookiePolicy.preferences.item.language': '<strong>bc-fe-language</strong> (local storage and cookie): the language of the interface.',
  'cookiePolicy.preferences.item.currency': '<strong>bc-fe-currency</strong> (local storage and cookie): the currency prices are shown in.',
  'cookiePolicy.preferences.item.mode': '<strong>mode</strong> (local storage and cookie): the theme you chose: light, dark or system.',
  'cookiePolicy.preferences.item.colorScheme':
    '<strong>color-scheme</strong> (local storage): the light or dark scheme in use, so the page opens in the right colours without a flash.',

  'cookiePolicy.consent.heading': 'Your consent record',
  'cookiePolicy.consent.p1':
    '<strong>bc-fe-analytics-consent</strong> (local storage, and a cookie of the same name read by our server only): your answer to the analytics question, “granted” or “denied”, so we do not ask again on every page. It stays until you change your choice or clear your browser’s site data; then we ask again.',

  'cookiePolicy.analytics.heading': 'Analytics (only if you accept)',
  'cookiePolicy.analytics.p1':
    'When analytics is on and you accept it, Google Analytics counts the pages visited, so we can see which parts of Keyturn help people and which do not. It sets these cookies:',
  'cookiePolicy.analytics.item.ga': '<strong>_ga</strong> (cookie): tells one visitor’s visits apart from another’s, without telling us who you are. Lasts 2 years.',
  'cookiePolicy.analytics.item.gaSession': '<strong>_ga_</strong> followed by our measurement id (cookie): keeps the state of the current visit. Lasts 2 years.',
  'cookiePolicy.analytics.p2':
    'If you reject analytics, or have not answered yet, the analytics script is not loaded and nothing is sent to Google. If you withdraw your consent later, we stop sending page views and delete these cookies.',

  'cookiePolicy.choice.heading': 'Changing your choice',
  'cookiePolicy.choice.p1':
    'You can change your analytics choice at any time with the buttons below, which you can also reach from “Cookie settings” at the bottom of every page. You can also delete cookies and site data in your browser’s settings; the site will then ask you again.',
} as const
