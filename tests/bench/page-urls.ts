import type { LighthousePage } from './lighthouse.js'
import { Temporal } from 'temporal-polyfill'
import { checkoutPath, EMPTY_SEARCH_QUERY, parseSearchQuery, searchQueryString, toCarSearch } from '../../src/domain/search-query.js'

/** A shareable results URL: the first listed location, tomorrow 10:00 for three days (the form's default). */
export async function firstLocationSearchUrl(baseUrl: string): Promise<string> {
  const [location] = (await (await fetch(`${baseUrl}/api/locations/1/1/en`)).json()).rows as { id: string }[]
  const tomorrow = Temporal.Now.plainDateISO().add({ days: 1 })
  const at10 = (date: Temporal.PlainDate) => date.toPlainDateTime({ hour: 10 }).toString({ smallestUnit: 'minute' })
  const criteria = { pickUpLocation: location!.id, dropOffLocation: location!.id, from: at10(tomorrow), to: at10(tomorrow.add({ days: 3 })) }
  return `${baseUrl}/search?${searchQueryString({ ...EMPTY_SEARCH_QUERY, criteria })}`
}

/** The checkout of the first car that search offers (as its 'Choose this car' link writes it). */
export async function firstCheckoutUrl(baseUrl: string, searchUrl: string): Promise<string> {
  const query = parseSearchQuery(new URL(searchUrl).search)
  const response = await fetch(`${baseUrl}/api/search-cars/1/1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify(toCarSearch(query, 'USD')),
  })
  const [offer] = ((await response.json()) as { rows: { car: { id: string } }[] }).rows
  return `${baseUrl}${checkoutPath(offer!.car.id, query.criteria!)}`
}

/** The three pages the budgets and Lighthouse goals name (issue 12): home, a search and its first checkout. */
export async function measuredPages(baseUrl: string): Promise<{ home: string; search: string; checkout: string }> {
  const search = await firstLocationSearchUrl(baseUrl)
  return { home: `${baseUrl}/`, search, checkout: await firstCheckoutUrl(baseUrl, search) }
}

/**
 * Every public page the server renders (DESIGN §8: Lighthouse on every public page), by label: home,
 * a search's results, its first checkout, then the pages that need no data of the bench's own. The
 * pages that take an id or a link's token get made-up ones (the page then says the link or the
 * booking is not valid, as it does for a visitor with a wrong link); last, a path that is no page.
 */
export function publicPages(baseUrl: string, pages: { search: string; checkout: string }): Record<string, LighthousePage> {
  const made = { id: '00000000-0000-4000-8000-000000000000', email: 'nobody@example.com', token: 'bench-made-up-token' }
  const link = `u=${made.id}&e=${encodeURIComponent(made.email)}&t=${made.token}`
  const paths: Record<string, string> = {
    '/checkout-session/{id}': `/checkout-session/${made.id}`,
    '/about': '/about',
    '/tos': '/tos',
    '/privacy': '/privacy',
    '/faq': '/faq',
    '/cookie-policy': '/cookie-policy',
    '/contact': '/contact',
    '/locations': '/locations',
    '/suppliers': '/suppliers',
    '/sign-in': '/sign-in',
    '/sign-up': '/sign-up',
    '/forgot-password': '/forgot-password',
    '/reset-password?u&e&t': `/reset-password?${link}`,
    '/activate?u&e&t': `/activate?${link}`,
  }
  return {
    'home': `${baseUrl}/`,
    'search results': pages.search,
    'checkout': pages.checkout,
    ...Object.fromEntries(Object.entries(paths).map(([label, path]) => [label, `${baseUrl}${path}`])),
    'not found (404)': { url: `${baseUrl}/no-such-page`, status: 404 },
  }
}
