import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Language } from '../../src/domain/enums'
import { appRoutes } from '../../src/domain/routes'
import { usePageTitle } from '../../src/web/app/page-title'
import { makeConfig } from './support/fixtures'
import { http } from './support/handlers'
import { renderApp } from './support/render-app'
import { renderWithIntl } from './support/render-with-intl'
import { server } from './support/server'

function TitleOf({ path, hideSuppliers = false }: { path: string; hideSuppliers?: boolean }) {
  usePageTitle(path, hideSuppliers)
  return null
}

function titleOf(path: string, language: Language = 'en', hideSuppliers = false): string {
  const { unmount } = renderWithIntl(<TitleOf path={path} hideSuppliers={hideSuppliers} />, language)
  const title = document.title
  unmount()
  return title
}

// A concrete path of every registered route (a parameter becomes one segment).
const routePaths = Object.values(appRoutes).map((route) => route.replace(/:[A-Za-z]+/g, 'abc'))

describe('page titles', () => {
  it.each<Language>(['en', 'fr', 'es'])('gives every route its own title in %s', (language) => {
    const titles = routePaths.map((path) => titleOf(path, language))
    expect(new Set(titles).size).toBe(routePaths.length)
    expect(titles).not.toContain(titleOf('/no/such/page', language))
  })

  it('names the page, then the product', () => {
    expect(titleOf('/tos')).toBe('Terms of Use · Keyturn')
    expect(titleOf('/search')).toBe('Search results · Keyturn')
    expect(titleOf('/checkout-session/cs_123')).toBe('Booking confirmation · Keyturn')
    expect(titleOf('/')).toBe('Keyturn — car rental from trusted suppliers')
    expect(titleOf('/no/such/page')).toBe('Page not found · Keyturn')
    expect(titleOf('/tos', 'fr')).toBe('Conditions d’utilisation · Keyturn')
    expect(titleOf('/search', 'es')).toBe('Resultados de búsqueda · Keyturn')
  })

  it('titles /suppliers as not found while the suppliers page is hidden', () => {
    expect(titleOf('/suppliers')).toBe('Rental suppliers · Keyturn')
    expect(titleOf('/suppliers', 'en', true)).toBe('Page not found · Keyturn')
  })

  it('follows navigation and a change of language in the app', async () => {
    const { user } = await renderApp('/faq')
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })
    expect(document.title).toBe('Frequently asked questions · Keyturn')

    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Terms of Use' }))
    await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })
    expect(document.title).toBe('Terms of Use · Keyturn')

    await user.click(screen.getByRole('button', { name: 'Language: English' }))
    await user.click(await screen.findByRole('menuitemradio', { name: 'Español' }))
    await screen.findByRole('heading', { level: 1, name: 'Condiciones de uso' })
    expect(document.title).toBe('Condiciones de uso · Keyturn')
  })

  it('titles an unknown path as not found in the app, and a hidden suppliers page too', async () => {
    server.use(http.get('/api/config', ({ response }) => response(200).json(makeConfig({ hideSuppliers: true }))))
    await renderApp('/suppliers')
    await screen.findByRole('heading', { level: 1, name: 'Nothing to see here!' })
    await waitFor(() => expect(document.title).toBe('Page not found · Keyturn'))
  })
})
