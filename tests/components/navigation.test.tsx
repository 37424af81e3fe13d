import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeConfig } from './support/fixtures'
import { http } from './support/handlers'
import { renderApp } from './support/render-app'
import { server } from './support/server'

const gtagScript = () => document.head.querySelector('script[src*="googletagmanager.com/gtag/js"]')

describe('navigation', () => {
  afterEach(() => vi.restoreAllMocks())

  it('scrolls to the top on every navigation', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const { user } = await renderApp('/unknown')
    await screen.findByRole('heading', { level: 1, name: 'Nothing to see here!' })
    scrollTo.mockClear()
    await user.click(within(screen.getByRole('navigation', { name: 'Or go to' })).getByRole('link', { name: 'Home' }))
    await screen.findByRole('heading', { level: 1, name: 'Find the right car for every trip' })
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 })
  })

  it('loads no analytics without an analytics id', async () => {
    await renderApp('/')
    expect(gtagScript()).toBeNull()
    expect(window.gtag).toBeUndefined()
  })

  it('loads gtag and sends a page view per navigation when an analytics id is set and accepted', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    server.use(http.get('/api/config', ({ response }) => response(200).json(makeConfig({ analyticsId: 'G-TEST123' }))))
    // The visitor accepted analytics (tests/components/consent-banner.test.tsx asks first).
    localStorage.setItem('bc-fe-analytics-consent', 'granted')
    const { user } = await renderApp('/missing')
    await screen.findByRole('heading', { level: 1, name: 'Nothing to see here!' })
    expect(gtagScript()?.getAttribute('src')).toContain('id=G-TEST123')
    await user.click(within(screen.getByRole('navigation', { name: 'Or go to' })).getByRole('link', { name: 'Home' }))
    await screen.findByRole('heading', { level: 1, name: 'Find the right car for every trip' })
    const pageViews = (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'event' && args[1] === 'page_view')
      .map((args) => (args[2] as { page_path: string }).page_path)
    expect(pageViews).toEqual(['/missing', '/'])
  })
})
