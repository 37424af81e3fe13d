import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { http } from './support/handlers'
import { renderApp } from './support/render-app'
import { server } from './support/server'
import { makeUser } from './support/session'

const userId = '11111111-1111-4111-8111-111111111111'
const link = `/activate?u=${userId}&e=dana%40keyturn.example&t=raw-token`

describe('activation page', () => {
  it('checks the link, activates the account and offers to sign in', async () => {
    let checked = ''
    let body: unknown
    server.use(
      http.get('/api/check-token/{appType}/{userId}/{email}/{token}', ({ request, response }) => {
        checked = new URL(request.url).pathname
        return response(200).json({ status: 'ok', choosePassword: false })
      }),
      http.post('/api/activate', async ({ request, response }) => {
        body = await request.json()
        return response(200).json({ status: 'ok' })
      }),
    )
    await renderApp(link)
    expect(await screen.findByText('Your account is activated. You can now sign in.')).toBeVisible()
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in')
    expect(checked).toBe(`/api/check-token/frontend/${userId}/dana%40keyturn.example/raw-token`)
    expect(body).toEqual({ userId, token: 'raw-token' })
  })

  it("a visitor's booking made the account: the driver chooses a password, is signed in and sees their bookings", async () => {
    const calls: unknown[] = []
    server.use(
      http.get('/api/check-token/{appType}/{userId}/{email}/{token}', ({ response }) => response(200).json({ status: 'ok', choosePassword: true })),
      http.post('/api/activate', async ({ request, response }) => {
        calls.push(await request.json())
        return response(200).json({ status: 'signedIn' })
      }),
      http.get('/api/user/{id}', ({ response }) =>
        response(200).json(makeUser({ id: userId, fullName: 'Dana Guest' })),
      ),
      http.post('/api/bookings/{page}/{size}/{language}', ({ response }) => response(200).json({ total: 0, rows: [], currency: 'USD', ratesAvailable: true })),
    )
    const { user } = await renderApp(link)
    expect(await screen.findByText(/Your booking made you a Keyturn account/)).toBeVisible()
    // nothing is activated before a password is chosen
    expect(calls).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Save and see my booking' }))
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeVisible()
    await user.type(screen.getByLabelText('New password'), 'Guest-driver-2026')
    await user.type(screen.getByLabelText('Confirm new password'), 'Guest-driver-2026')
    await user.click(screen.getByRole('button', { name: 'Save and see my booking' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible()
    expect(calls).toEqual([{ userId, token: 'raw-token', password: 'Guest-driver-2026' }])
  })

  it('an expired link says so and sends a new one', async () => {
    let resent = ''
    server.use(
      http.get('/api/check-token/{appType}/{userId}/{email}/{token}', ({ response }) =>
        response(400).json({ code: 'ACTIVATION_LINK_EXPIRED', message: 'Your account activation link expired' }),
      ),
      http.post('/api/resend/{appType}/{email}/{reset}', ({ request, response }) => {
        resent = new URL(request.url).pathname
        return response(200).json({ status: 'ok' })
      }),
    )
    const { user } = await renderApp(link)
    expect(await screen.findByText('Your account activation link expired')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Send a new activation link' }))
    expect(await screen.findByText('Validation email sent')).toBeVisible()
    expect(resent).toBe('/api/resend/frontend/dana%40keyturn.example/false')
  })

  it('says when the new link cannot be sent', async () => {
    server.use(
      http.get('/api/check-token/{appType}/{userId}/{email}/{token}', ({ response }) =>
        response(404).json({ code: 'NOT_FOUND', message: 'Not found' }),
      ),
      http.post('/api/resend/{appType}/{email}/{reset}', ({ response }) =>
        response(500).json({ code: 'VALIDATION_EMAIL_FAILED', message: 'x' }),
      ),
    )
    const { user } = await renderApp(link)
    await user.click(await screen.findByRole('button', { name: 'Send a new activation link' }))
    expect(await screen.findByText('An error occurred while sending validation email')).toBeVisible()
  })

  it('a link without its parts is not valid', async () => {
    await renderApp('/activate?u=x')
    expect(await screen.findByText('This activation link is not valid.')).toBeVisible()
  })
})
