import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ANALYTICS_CONSENT_KEY } from '../../src/web/app/consent/analytics-consent'
import { makeConfig } from './support/fixtures'
import { http } from './support/handlers'
import { renderApp } from './support/render-app'
import { server } from './support/server'

// Module state (the loaded gtag) lasts for this file: the cases that must see nothing loaded come first.

const gtagScript = () => document.head.querySelector('script[src*="googletagmanager.com/gtag/js"]')
const pageViews = () =>
  (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((args) => args[0] === 'event' && args[1] === 'page_view')
    .map((args) => (args[2] as { page_path: string }).page_path)
const banner = () => screen.queryByRole('region', { name: 'Analytics consent' })
const withAnalytics = () =>
  server.use(http.get('/api/config', ({ response }) => response(200).json(makeConfig({ analyticsId: 'G-CONSENT1' }))))

describe('analytics consent', () => {
  afterEach(() => vi.restoreAllMocks())

  it('asks nothing and loads nothing when the site has no analytics', async () => {
    await renderApp('/')
    await screen.findByRole('heading', { level: 1, name: 'Find the right car for every trip' })
    expect(banner()).toBeNull()
    expect(gtagScript()).toBeNull()
  })

  it('asks with two equal buttons, leaves the page usable, and loads nothing before an answer', async () => {
    withAnalytics()
    const { user } = await renderApp('/')
    await screen.findByRole('heading', { level: 1, name: 'Find the right car for every trip' })
    const region = await screen.findByRole('region', { name: 'Analytics consent' })
    const accept = within(region).getByRole('button', { name: 'Accept analytics' })
    const reject = within(region).getByRole('button', { name: 'Reject analytics' })
    expect(accept.className).toBe(reject.className)
    expect(within(region).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/cookie-policy')
    // Not a modal: the page's own controls stay reachable and working.
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Currency: USD' }))
    await user.click(await screen.findByRole('menuitemradio', { name: 'EUR €' }))
    expect(await screen.findByRole('button', { name: 'Currency: EUR' })).toBeVisible()
    expect(gtagScript()).toBeNull()
    expect(window.gtag).toBeUndefined()
  })

  it('rejecting from the keyboard keeps the choice and sends nothing, on this page or the next', async () => {
    withAnalytics()
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const { user, unmount } = await renderApp('/unknown')
    await screen.findByRole('heading', { level: 1, name: 'Nothing to see here!' })
    screen.getByRole('button', { name: 'Reject analytics' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(banner()).toBeNull())
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('denied')
    await user.click(within(screen.getByRole('navigation', { name: 'Or go to' })).getByRole('link', { name: 'Home' }))
    await screen.findByRole('heading', { level: 1, name: 'Find the right car for every trip' })
    expect(gtagScript()).toBeNull()
    expect(pageViews()).toEqual([])
    unmount()

    // The next visit remembers the answer: no question, still nothing loaded.
    await renderApp('/')
    await screen.findByRole('heading', { level: 1, name: 'Find the right car for every trip' })
    expect(banner()).toBeNull()
    expect(gtagScript()).toBeNull()
  })

  it('the cookie policy lists every key and changes the choice; without analytics it says so', async () => {
    await renderApp('/cookie-policy')
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible()
    const text = screen.getByRole('main').textContent ?? ''
    for (const key of [
      'keyturn_session',
      '__Host-keyturn_session',
      'bc-fe-user',
      'bc-fe-language',
      'bc-fe-currency',
      'bc-fe-stay-connected',
      'mode',
      'color-scheme',
      'bc-fe-checkout-draft',
      ANALYTICS_CONSENT_KEY,
      '_ga',
    ])
      expect(text).toContain(key)
    const control = screen.getByRole('region', { name: 'Your analytics choice' })
    expect(within(control).getByText('This site does not use analytics at the moment, so there is nothing to choose.')).toBeVisible()
  })

  it("the footer's 'Cookie settings' leads to the choice on the cookie policy", async () => {
    withAnalytics()
    const { user } = await renderApp('/unknown')
    await screen.findByRole('heading', { level: 1, name: 'Nothing to see here!' })
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Cookie settings' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible()
    expect(window.location.hash).toBe('#your-choice')
    const control = screen.getByRole('region', { name: 'Your analytics choice' })
    expect(control.id).toBe('your-choice')
    expect(within(control).getByRole('status')).toHaveTextContent('You have not chosen yet: analytics stays off until you accept it.')
    expect(gtagScript()).toBeNull()
  })

  it('the cookie policy in French and Spanish', async () => {
    const first = await renderApp('/cookie-policy?l=fr')
    expect(await screen.findByRole('heading', { level: 1, name: 'Politique relative aux cookies' })).toBeVisible()
    expect(screen.getByRole('heading', { level: 2, name: 'Changer votre choix' })).toBeVisible()
    first.unmount()
    await renderApp('/cookie-policy?l=es')
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de cookies' })).toBeVisible()
    expect(screen.getByRole('heading', { level: 2, name: 'Cambiar su elección' })).toBeVisible()
  })

  it('accepting loads gtag, counts this page and the next; withdrawing on the cookie policy stops it', async () => {
    withAnalytics()
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const { user } = await renderApp('/unknown')
    await screen.findByRole('heading', { level: 1, name: 'Nothing to see here!' })
    await user.click(screen.getByRole('button', { name: 'Accept analytics' }))
    await waitFor(() => expect(banner()).toBeNull())
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('granted')
    expect(gtagScript()?.getAttribute('src')).toContain('id=G-CONSENT1')
    expect(pageViews()).toEqual(['/unknown'])

    await user.click(within(screen.getByRole('navigation', { name: 'Or go to' })).getByRole('link', { name: 'Home' }))
    await screen.findByRole('heading', { level: 1, name: 'Find the right car for every trip' })
    expect(pageViews()).toEqual(['/unknown', '/'])

    window.history.pushState(null, '', '/cookie-policy')
    window.dispatchEvent(new PopStateEvent('popstate'))
    await screen.findByRole('heading', { level: 1, name: 'Cookie policy' })
    expect(pageViews()).toEqual(['/unknown', '/', '/cookie-policy'])
    const control = screen.getByRole('region', { name: 'Your analytics choice' })
    expect(within(control).getByRole('status')).toHaveTextContent('You accepted analytics.')
    await user.click(within(control).getByRole('button', { name: 'Reject analytics' }))
    expect(within(control).getByRole('status')).toHaveTextContent('You rejected analytics.')
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('denied')

    window.history.pushState(null, '', '/unknown-again')
    window.dispatchEvent(new PopStateEvent('popstate'))
    await screen.findByRole('heading', { level: 1, name: 'Nothing to see here!' })
    expect(pageViews()).toEqual(['/unknown', '/', '/cookie-policy'])
  })
})
