import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from './support/render-app'

describe('header', () => {
  it('switches the language: texts, <html lang> and bc-fe-language', async () => {
    const { user } = await renderApp('/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Find the right car for every trip' })).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Language: English' }))
    await user.click(await screen.findByRole('menuitemradio', { name: 'Français' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'La bonne voiture pour chaque voyage' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Langue : Français' })).toBeVisible()
    expect(localStorage.getItem('bc-fe-language')).toBe('fr')
    expect(document.documentElement.lang).toBe('fr')
    // Destinations are fetched again, named in French.
    expect(await screen.findByText('Aéroport de Paris-Orly')).toBeVisible()
  })

  it('offers the three languages as radio items', async () => {
    const { user } = await renderApp('/')
    await user.click(screen.getByRole('button', { name: 'Language: English' }))
    const items = await screen.findAllByRole('menuitemradio')
    expect(items.map((item) => item.textContent)).toEqual(['English', 'Français', 'Español'])
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true')
  })

  it('lets ?l= force the language over the stored one', async () => {
    localStorage.setItem('bc-fe-language', 'fr')
    await renderApp('/?l=es')
    expect(await screen.findByRole('heading', { level: 1, name: 'El coche adecuado para cada viaje' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Idioma: Español' })).toBeVisible()
    expect(localStorage.getItem('bc-fe-language')).toBe('es')
  })

  it('starts in the stored language', async () => {
    localStorage.setItem('bc-fe-language', 'fr')
    await renderApp('/')
    expect(await screen.findByRole('button', { name: 'Langue : Français' })).toBeVisible()
  })

  it('stores the chosen currency under bc-fe-currency', async () => {
    const { user } = await renderApp('/')
    await user.click(screen.getByRole('button', { name: 'Currency: USD' }))
    await user.click(await screen.findByRole('menuitemradio', { name: 'EUR €' }))
    expect(await screen.findByRole('button', { name: 'Currency: EUR' })).toBeVisible()
    expect(localStorage.getItem('bc-fe-currency')).toBe('EUR')
  })

  it('keeps a supported stored currency and replaces an unsupported one with USD', async () => {
    localStorage.setItem('bc-fe-currency', 'GBP')
    const first = await renderApp('/')
    expect(screen.getByRole('button', { name: 'Currency: GBP' })).toBeVisible()
    first.unmount()

    localStorage.setItem('bc-fe-currency', 'XYZ')
    await renderApp('/')
    expect(screen.getByRole('button', { name: 'Currency: USD' })).toBeVisible()
    expect(localStorage.getItem('bc-fe-currency')).toBe('USD')
  })

  it('switches the colour mode and keeps it under mode and color-scheme', async () => {
    const { user } = await renderApp('/')
    await user.click(screen.getByRole('button', { name: 'Theme: System' }))
    await user.click(await screen.findByRole('menuitemradio', { name: 'Dark' }))
    expect(await screen.findByRole('button', { name: 'Theme: Dark' })).toBeVisible()
    expect(localStorage.getItem('mode')).toBe('dark')
    await waitFor(() => expect(localStorage.getItem('color-scheme')).toBe('dark'))
    expect(document.documentElement.dataset.colorMode).toBe('dark')
  })
})
