// Google Analytics (gtag.js): loaded only when the server configures an analytics id AND the
// visitor accepted analytics in the consent banner (src/web/app/consent). Nothing is loaded from
// or sent to the provider before that, or after the visitor withdraws the choice.

type Gtag = (...args: unknown[]) => void
declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
  }
}

let loadedId: string | null = null
let sending = false

export function installAnalytics(analyticsId: string): void {
  sending = true
  if (loadedId === analyticsId) {
    window.gtag?.('consent', 'update', { analytics_storage: 'granted' })
    return
  }
  loadedId = analyticsId
  window.dataLayer = window.dataLayer ?? []
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments)
  }
  window.gtag('consent', 'default', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' })
  window.gtag('js', new Date())
  // Page views are sent on every navigation by the router (sendPageView).
  window.gtag('config', analyticsId, { send_page_view: false })
  const script = document.createElement('script')
  script.async = true
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(analyticsId)}`
  document.head.appendChild(script)
}

/** The visitor withdrew consent: no more page views, and the provider's cookies go. */
export function stopAnalytics(): void {
  if (!sending) return
  sending = false
  window.gtag?.('consent', 'update', { analytics_storage: 'denied' })
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim()
    if (name === '_ga' || name.startsWith('_ga_')) {
      // gtag.js sets its cookies on the site's top domain; clear both that and the host.
      const domain = location.hostname.split('.').slice(-2).join('.')
      document.cookie = `${name}=; Max-Age=0; Path=/`
      document.cookie = `${name}=; Max-Age=0; Path=/; Domain=${domain}`
    }
  }
}

export function sendPageView(path: string): void {
  if (!sending) return
  window.gtag?.('event', 'page_view', {
    page_path: path,
    page_location: window.location.href,
    page_title: document.title,
  })
}
