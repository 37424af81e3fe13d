import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { http } from './support/handlers'
import { renderApp } from './support/render-app'
import { server } from './support/server'
import { makeUser } from './support/session'

type HappyDomWindow = { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }
const setViewport = (width: number, height: number) => (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height })

function signedIn() {
  const user = makeUser()
  localStorage.setItem('bc-fe-user', JSON.stringify(user))
  localStorage.setItem('bc-fe-stay-connected', 'true')
  server.use(http.post('/api/validate-access-token', ({ response }) => response(200).json(user)))
}

const banner = () => screen.getByRole('banner')
const menuItemTexts = () => screen.getAllByRole('menuitem').map((item) => item.textContent)

describe('header on a phone (width 960 or less)', () => {
  beforeEach(() => setViewport(390, 844))
  afterEach(() => setViewport(1024, 768))

  it('collapses into one menu button: a visitor finds home, sign in, sign up and the three preferences in it', async () => {
    const { user } = await renderApp('/')
    await screen.findByRole('heading', { level: 1, name: 'Find the right car for every trip' })
    // Only the home link and the menu button remain in the bar.
    expect(within(banner()).queryByRole('button', { name: 'Language: English' })).toBeNull()
    expect(within(banner()).queryByRole('button', { name: 'Currency: USD' })).toBeNull()
    expect(within(banner()).queryByRole('button', { name: 'Theme: System' })).toBeNull()
    expect(within(banner()).queryByRole('link', { name: 'Sign in' })).toBeNull()

    await user.click(within(banner()).getByRole('button', { name: 'Menu' }))
    await waitFor(() => expect(menuItemTexts()).toEqual(['Home', 'Sign in', 'Sign up']))
    expect(screen.getByRole('group', { name: 'Language' })).toBeVisible()
    expect(within(screen.getByRole('group', { name: 'Language' })).getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
      'English',
      'Français',
      'Español',
    ])
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByRole('group', { name: 'Currency' })).toBeVisible()
    expect(screen.getByRole('group', { name: 'Theme' })).toBeVisible()

    await user.keyboard('{Escape}')

    // The keyboard path (a tap is checked in Chromium, tests/e2e/consent-and-header.test.ts): Enter
    // opens the menu on its first item, ArrowDown, Enter.
    within(banner()).getByRole('button', { name: 'Menu' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Home' })).toHaveAttribute('data-highlighted'))
    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(window.location.pathname).toBe('/sign-in'))
  })

  it('changes the language, currency and theme from the menu and keeps them', async () => {
    const { user } = await renderApp('/')
    await screen.findByRole('heading', { level: 1, name: 'Find the right car for every trip' })
    await user.click(screen.getByRole('button', { name: 'Menu' }))
    await user.click(await screen.findByRole('menuitemradio', { name: 'EUR €' }))
    await waitFor(() => expect(localStorage.getItem('bc-fe-currency')).toBe('EUR'))

    await user.click(screen.getByRole('button', { name: 'Menu' }))
    await user.click(await screen.findByRole('menuitemradio', { name: 'Dark' }))
    await waitFor(() => expect(localStorage.getItem('mode')).toBe('dark'))
    expect(document.documentElement.dataset.colorMode).toBe('dark')

    await user.click(screen.getByRole('button', { name: 'Menu' }))
    await user.click(await screen.findByRole('menuitemradio', { name: 'Français' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'La bonne voiture pour chaque voyage' })).toBeVisible()
    expect(localStorage.getItem('bc-fe-language')).toBe('fr')
    // The menu button speaks the new language too; the chosen items are checked.
    await user.click(screen.getByRole('button', { name: 'Menu' }))
    expect(await screen.findByRole('group', { name: 'Devise' })).toBeVisible()
    expect(screen.getByRole('menuitemradio', { name: 'EUR €' })).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByRole('menuitemradio', { name: 'Sombre' })).toHaveAttribute('aria-checked', 'true')
  })

  it('a signed-in driver: the bell stays in the bar; the menu holds home, bookings, settings and sign out', async () => {
    signedIn()
    const { user } = await renderApp('/')
    expect(await within(banner()).findByRole('link', { name: /notification/i })).toBeVisible()
    expect(within(banner()).queryByRole('button', { name: 'Dana Driver' })).toBeNull()
    // From the keyboard: focus the menu button, Enter opens it.
    within(banner()).getByRole('button', { name: 'Menu' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(menuItemTexts()).toEqual(['Home', 'Bookings', 'Settings', 'Sign out']))
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Home' })).toHaveAttribute('data-highlighted'))
    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(window.location.pathname).toBe('/bookings'))
  })

  it('wider than 960 keeps the full header', async () => {
    setViewport(1280, 800)
    await renderApp('/')
    expect(within(banner()).getByRole('button', { name: 'Language: English' })).toBeVisible()
    expect(within(banner()).queryByRole('button', { name: 'Menu' })).toBeNull()
  })
})
