import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { http } from './support/handlers'
import { renderApp } from './support/render-app'
import { server } from './support/server'
import { makeUser, type User } from './support/session'

function signedIn(user: User = makeUser()) {
  localStorage.setItem('bc-fe-user', JSON.stringify(user))
  localStorage.setItem('bc-fe-stay-connected', 'true')
  server.use(http.post('/api/validate-access-token', ({ response }) => response(200).json(user)))
}

describe('header and session', () => {
  it('offers visitors Sign in and Sign up', async () => {
    await renderApp('/')
    const banner = screen.getByRole('banner')
    expect(within(banner).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in')
    expect(within(banner).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up')
  })

  it('gives a signed-in driver a menu named by their name, with Bookings, Settings and Sign out', async () => {
    signedIn()
    const { user } = await renderApp('/')
    await user.click(await screen.findByRole('button', { name: 'Dana Driver' }))
    // Spec §2's header menu: bookings, then settings.
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Bookings', 'Settings', 'Sign out'])
    expect(await screen.findByRole('menuitem', { name: 'Settings' })).toBeVisible()
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeVisible()
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Sign in' })).toBeNull()
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }))
    await waitFor(() => expect(window.location.pathname).toBe('/settings'))
  })

  it('signs out as spec §4 says: clears storage and cookies, posts sign-out, goes to /', async () => {
    signedIn()
    let posted = 0
    let storageWhenPosted: number | null = null
    server.use(
      http.post('/api/sign-out', ({ response }) => {
        posted += 1
        storageWhenPosted = localStorage.length + sessionStorage.length
        return response(200).json({ status: 'ok' })
      }),
    )
    sessionStorage.setItem('anything', '1')
    document.cookie = 'visible=1; path=/'
    const { user } = await renderApp('/sign-up')
    // The keyboard path: Enter opens the menu on its first item, ArrowDown, Enter.
    ;(await screen.findByRole('button', { name: 'Dana Driver' })).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Bookings' })).toHaveAttribute('data-highlighted'))
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('data-highlighted')
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveAttribute('data-highlighted')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(posted).toBe(1))
    expect(storageWhenPosted).toBe(0)
    expect(localStorage.getItem('bc-fe-user')).toBeNull()
    expect(localStorage.getItem('bc-fe-stay-connected')).toBeNull()
    expect(sessionStorage.length).toBe(0)
    expect(document.cookie).not.toContain('visible=1')
    await waitFor(() => expect(window.location.pathname).toBe('/'))
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Sign in' })).toBeVisible()
  })

  it('forgets a stored user whose session the server refuses', async () => {
    localStorage.setItem('bc-fe-user', JSON.stringify(makeUser()))
    server.use(http.post('/api/validate-access-token', ({ response }) => response(401).json({ code: 'UNAUTHORIZED', message: 'x' })))
    await renderApp('/')
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Sign in' })).toBeVisible()
    await waitFor(() => expect(localStorage.getItem('bc-fe-user')).toBeNull())
  })

  it('saves a signed-in driver language change on the server too', async () => {
    signedIn()
    let body: unknown
    server.use(
      http.post('/api/update-language', async ({ request, response }) => {
        body = await request.json()
        return response(200).json({ status: 'ok' })
      }),
    )
    const { user } = await renderApp('/')
    await screen.findByRole('button', { name: 'Dana Driver' })
    await user.click(screen.getByRole('button', { name: 'Language: English' }))
    await user.click(await screen.findByRole('menuitemradio', { name: 'Español' }))
    await waitFor(() => expect(body).toEqual({ id: makeUser().id, language: 'es' }))
    await waitFor(() => expect(JSON.parse(localStorage.getItem('bc-fe-user') ?? '{}').language).toBe('es'))
  })

  it('shows the language-change error when the server update fails', async () => {
    signedIn()
    server.use(http.post('/api/update-language', ({ response }) => response(500).json({ code: 'INTERNAL_ERROR', message: 'x' })))
    const { user } = await renderApp('/')
    await screen.findByRole('button', { name: 'Dana Driver' })
    await user.click(screen.getByRole('button', { name: 'Language: English' }))
    await user.click(await screen.findByRole('menuitemradio', { name: 'Français' }))
    expect(await screen.findByText('Une erreur s’est produite lors du changement de langue')).toBeVisible()
  })

  it('tells an unverified driver to validate the e-mail, with a resend action', async () => {
    signedIn(makeUser({ verified: false }))
    let body: unknown
    server.use(
      http.post('/api/resend-link', async ({ request, response }) => {
        body = await request.json()
        return response(200).json({ status: 'ok' })
      }),
    )
    const { user } = await renderApp('/')
    expect(await screen.findByText('Please validate your e-mail address: open the link we sent to dana@keyturn.example.')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Send the validation email again' }))
    expect(await screen.findByText('Validation email sent')).toBeVisible()
    expect(body).toEqual({ email: 'dana@keyturn.example' })
  })

  it('no banner for a verified driver', async () => {
    signedIn()
    await renderApp('/')
    await screen.findByRole('button', { name: 'Dana Driver' })
    expect(screen.queryByRole('button', { name: 'Send the validation email again' })).toBeNull()
  })
})
