import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeConfig } from './support/fixtures'
import { http } from './support/handlers'
import { renderApp } from './support/render-app'
import { server } from './support/server'
import { fakeJwt, makeUser } from './support/session'

const loadScript = vi.hoisted(() => vi.fn<(src: string) => Promise<void>>())
vi.mock('../../src/web/app/load-script', () => ({ loadScript }))

afterEach(() => {
  loadScript.mockReset()
  delete (globalThis as Record<string, unknown>).google
})

describe('sign-in page', () => {
  it('has labelled fields, the stay-connected box and the forgot-password link', async () => {
    await renderApp('/sign-in')
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password')
    expect(screen.getByRole('checkbox', { name: 'Stay connected' })).not.toBeChecked()
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password')
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up')
    // No provider configured: no social button, no SDK loaded.
    expect(screen.queryByRole('button', { name: /with Google|with Apple|with Facebook/ })).toBeNull()
    expect(loadScript).not.toHaveBeenCalled()
  })

  it('names the empty fields', async () => {
    const { user } = await renderApp('/sign-in')
    await user.click(await screen.findByRole('button', { name: 'Sign in' }))
    const summary = await screen.findByRole('alert')
    expect(summary).toHaveTextContent('Please fill in the field(s): Email, Password2 fields need attention:')
    await waitFor(() => expect(summary).toHaveFocus())
    await user.click(within(summary).getByRole('link', { name: 'Password' }))
    expect(screen.getByLabelText('Password')).toHaveFocus()
  })

  it.each([
    [401, 'INCORRECT_CREDENTIALS', 'Incorrect email or password'],
    [403, 'ACCOUNT_SUSPENDED', 'Your account is suspended.'],
    [429, 'RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.'],
    [500, 'INTERNAL_ERROR', 'An unhandled error occurred'],
  ] as const)('a %s %s says "%s", linked to the fields', async (status, code, text) => {
    server.use(http.post('/api/sign-in/frontend', ({ response }) => response(status).json({ code, message: code })))
    const { user } = await renderApp('/sign-in')
    await user.type(await screen.findByLabelText('Email'), 'dana@keyturn.example')
    await user.type(screen.getByLabelText('Password'), 'wrong-password')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    const alert = await screen.findByText(text)
    expect(alert.closest('[role="alert"]')).not.toBeNull()
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(text)
    if (code === 'INCORRECT_CREDENTIALS') expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true')
  })

  it('signs in with stay connected: stores the user and the flag, then shows the account menu', async () => {
    let body: unknown
    server.use(
      http.post('/api/sign-in/frontend', async ({ request, response }) => {
        body = await request.json()
        return response(200).json(makeUser())
      }),
    )
    const { user } = await renderApp('/sign-in')
    await user.type(await screen.findByLabelText('Email'), ' dana@keyturn.example ')
    await user.type(screen.getByLabelText('Password'), 'secret-1')
    await user.click(screen.getByRole('checkbox', { name: 'Stay connected' }))
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('button', { name: 'Dana Driver' })).toBeVisible()
    expect(body).toEqual({ email: 'dana@keyturn.example', password: 'secret-1', stayConnected: true })
    expect(localStorage.getItem('bc-fe-stay-connected')).toBe('true')
    expect(JSON.parse(localStorage.getItem('bc-fe-user') ?? '{}')).toMatchObject({ id: makeUser().id, language: 'en' })
    expect(window.location.pathname).toBe('/')
  })

  it('without stay connected stores false and switches to the user language', async () => {
    server.use(http.post('/api/sign-in/frontend', ({ response }) => response(200).json(makeUser({ language: 'fr' }))))
    const { user } = await renderApp('/sign-in')
    await user.type(await screen.findByLabelText('Email'), 'dana@keyturn.example')
    await user.type(screen.getByLabelText('Password'), 'secret-1')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('button', { name: 'Langue : Français' })).toBeVisible()
    expect(localStorage.getItem('bc-fe-stay-connected')).toBe('false')
  })
})

describe('sign-in asked by a signed-in page', () => {
  it.each([
    ['/booking?b=00000000-0000-4000-8000-0000000000aa', 'Sign in to see your booking'],
    ['/bookings', 'Sign in to see your bookings'],
    ['/settings', 'Sign in to see your settings'],
  ])('a visitor opening %s is told "%s" above the form', async (path, reason) => {
    await renderApp(path)
    await waitFor(() => expect(window.location.pathname).toBe('/sign-in'))
    const said = await screen.findByText(reason)
    const form = screen.getByLabelText('Email').closest('form')!
    // above the form
    expect(said.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('says it in French and Spanish too', async () => {
    const view = await renderApp('/sign-in?l=fr&redirect=%2Fbookings')
    expect(await screen.findByText('Connectez-vous pour voir vos réservations')).toBeVisible()
    view.unmount()
    await renderApp('/sign-in?l=es&redirect=%2Fsettings')
    expect(await screen.findByText('Inicie sesión para ver sus ajustes')).toBeVisible()
  })

  it('says nothing of a reason for a plain sign-in', async () => {
    await renderApp('/sign-in')
    await screen.findByRole('heading', { level: 1, name: 'Sign in' })
    expect(screen.queryByText(/^Sign in to see/)).toBeNull()
  })

  it('goes back to the page that asked once signed in', async () => {
    const account = makeUser()
    server.use(
      http.post('/api/sign-in/frontend', ({ response }) => response(200).json(account)),
      // what the settings page asks once there
      http.get('/api/user/{id}', ({ response }) => response(200).json(account)),
      http.get('/api/has-password/{userId}', ({ response }) => response(200).json({ hasPassword: true })),
      http.get('/api/newsletter/subscription', ({ response }) => response(200).json({ subscribed: false, pending: false })),
    )
    const { user } = await renderApp('/settings')
    await screen.findByText('Sign in to see your settings')
    await user.type(screen.getByLabelText('Email'), 'dana@keyturn.example')
    await user.type(screen.getByLabelText('Password'), 'secret-1')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(window.location.pathname).toBe('/settings'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  })
})

describe('social sign-in', () => {
  it('shows only the configured providers and loads only their SDKs', async () => {
    server.use(
      http.get('/api/config', ({ response }) =>
        response(200).json(makeConfig({ socialSignInProviders: ['google'], socialSignInClientIds: { google: 'client-1', apple: null, facebook: null } })),
      ),
    )
    loadScript.mockReturnValue(new Promise(() => {}))
    await renderApp('/sign-in')
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Sign in with Apple' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Sign in with Facebook' })).toBeNull()
    expect(loadScript).toHaveBeenCalledTimes(1)
    expect(loadScript).toHaveBeenCalledWith('https://accounts.google.com/gsi/client')
  })

  it('says clearly when a provider SDK cannot be loaded (offline)', async () => {
    server.use(
      http.get('/api/config', ({ response }) =>
        response(200).json(
          makeConfig({ socialSignInProviders: ['apple', 'facebook'], socialSignInClientIds: { google: null, apple: 'a', facebook: 'f' } }),
        ),
      ),
    )
    loadScript.mockRejectedValue(new Error('offline'))
    await renderApp('/sign-in')
    expect(
      await screen.findByText(
        'Apple sign-in could not be loaded. Check your connection and try again, or sign in with your e-mail address.',
      ),
    ).toBeVisible()
    expect(screen.getByText(/^Facebook sign-in could not be loaded/)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Sign in with Apple' })).toBeDisabled()
  })

  it('prefills name and e-mail from the token payload, and lets the server verify the token', async () => {
    const token = fakeJwt({ name: 'Dana Driver', email: 'dana@keyturn.example', picture: 'https://example.com/a.png' })
    loadScript.mockImplementation(async () => {
      let callback: (r: { credential: string }) => void = () => {}
      ;(globalThis as Record<string, unknown>).google = {
        accounts: { id: { initialize: (o: { callback: typeof callback }) => (callback = o.callback), prompt: () => callback({ credential: token }) } },
      }
    })
    let body: unknown
    let release: () => void = () => {}
    server.use(
      http.get('/api/config', ({ response }) =>
        response(200).json(makeConfig({ socialSignInProviders: ['google'], socialSignInClientIds: { google: 'client-1', apple: null, facebook: null } })),
      ),
      http.post('/api/social-sign-in', async ({ request, response }) => {
        body = await request.json()
        await new Promise<void>((resolve) => (release = resolve))
        return response(200).json(makeUser())
      }),
    )
    const { user } = await renderApp('/sign-in')
    const button = await screen.findByRole('button', { name: 'Sign in with Google' })
    await waitFor(() => expect(button).toBeEnabled())
    await user.click(button)
    expect(await screen.findByText('Signing in as Dana Driver (dana@keyturn.example)…')).toBeVisible()
    await waitFor(() => expect(body).toEqual({ provider: 'google', token, stayConnected: false }))
    release()
    expect(await screen.findByRole('button', { name: 'Dana Driver' })).toBeVisible()
  })
  it('a token the server refuses names the provider, not a wrong password, and no one is signing in any more', async () => {
    const token = fakeJwt({ name: 'Dana Driver', email: 'dana@keyturn.example' })
    loadScript.mockImplementation(async () => {
      let callback: (r: { credential: string }) => void = () => {}
      ;(globalThis as Record<string, unknown>).google = {
        accounts: { id: { initialize: (o: { callback: typeof callback }) => (callback = o.callback), prompt: () => callback({ credential: token }) } },
      }
    })
    server.use(
      http.get('/api/config', ({ response }) =>
        response(200).json(makeConfig({ socialSignInProviders: ['google'], socialSignInClientIds: { google: 'client-1', apple: null, facebook: null } })),
      ),
      http.post('/api/social-sign-in', ({ response }) =>
        response(401).json({ code: 'UNAUTHORIZED', message: 'Google has not verified this e-mail address' }),
      ),
    )
    const { user } = await renderApp('/sign-in')
    const button = await screen.findByRole('button', { name: 'Sign in with Google' })
    await waitFor(() => expect(button).toBeEnabled())
    await user.click(button)
    expect(await screen.findByText('Google could not confirm who you are. Please try again, or sign in with your e-mail address.')).toBeVisible()
    expect(screen.queryByText('Incorrect email or password')).toBeNull()
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText('Password', { exact: true })).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText(/^Signing in as/)).toBeNull()
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled()
  })
})
