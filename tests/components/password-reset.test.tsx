import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { http } from './support/handlers'
import { renderApp } from './support/render-app'
import { server } from './support/server'

const userId = '11111111-1111-4111-8111-111111111111'
const link = `/reset-password?u=${userId}&e=dana%40keyturn.example&t=reset-token`

describe('forgot-password page', () => {
  it('is reached from the sign-in page', async () => {
    const { user } = await renderApp('/sign-in')
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible()
  })

  it('sends the reset e-mail: POST /api/resend/frontend/{email}/true', async () => {
    let path = ''
    server.use(
      http.post('/api/resend/{appType}/{email}/{reset}', ({ request, response }) => {
        path = new URL(request.url).pathname
        return response(200).json({ status: 'ok' })
      }),
    )
    const { user } = await renderApp('/forgot-password')
    await user.type(await screen.findByLabelText('Email'), 'dana@keyturn.example')
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }))
    expect(await screen.findByText('Password reset email sent')).toBeVisible()
    expect(path).toBe('/api/resend/frontend/dana%40keyturn.example/true')
  })

  it("says 'Email address not registered' for an unknown address", async () => {
    server.use(
      http.post('/api/resend/{appType}/{email}/{reset}', ({ response }) =>
        response(404).json({ code: 'EMAIL_NOT_REGISTERED', message: 'Email address not registered' }),
      ),
    )
    const { user } = await renderApp('/forgot-password')
    await user.type(await screen.findByLabelText('Email'), 'nobody@keyturn.example')
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }))
    expect(await screen.findByText('Email address not registered', { selector: '#forgot-email-error' })).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix errors1 field needs attention:Email: Email address not registered')
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus())
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email address not registered')
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
  })

  it('checks the address before sending', async () => {
    const { user } = await renderApp('/forgot-password')
    await user.type(await screen.findByLabelText('Email'), 'nope')
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }))
    expect(await screen.findByText('Invalid email address', { selector: '#forgot-email-error' })).toBeVisible()
    await user.click(within(screen.getByRole('alert')).getByRole('link', { name: 'Email: Invalid email address' }))
    expect(screen.getByLabelText('Email')).toHaveFocus()
  })
})

describe('reset-password page', () => {
  const validLink = () =>
    server.use(
      http.get('/api/check-token/{appType}/{userId}/{email}/{token}', ({ response }) => response(200).json({ status: 'ok', choosePassword: false })),
    )

  it('checks the link, enforces the rules, changes the password, then offers to sign in', async () => {
    validLink()
    let body: unknown
    server.use(
      http.post('/api/activate', async ({ request, response }) => {
        body = await request.json()
        return response(200).json({ status: 'ok' })
      }),
    )
    const { user } = await renderApp(link)
    expect(await screen.findByText('Please choose a new password')).toBeVisible()
    await user.type(screen.getByLabelText('New password'), '12345')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 6 characters long'),
    )
    await user.type(screen.getByLabelText('New password'), '6')
    await user.type(screen.getByLabelText('Confirm new password'), '123457')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription("Passwords don't match")
    await user.clear(screen.getByLabelText('Confirm new password'))
    await user.type(screen.getByLabelText('Confirm new password'), '123456')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('Password changed successfully')).toBeVisible()
    expect(body).toEqual({ userId, token: 'reset-token', password: '123456' })
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  })

  it('an invalid or used link offers a new one', async () => {
    server.use(
      http.get('/api/check-token/{appType}/{userId}/{email}/{token}', ({ response }) =>
        response(404).json({ code: 'NOT_FOUND', message: 'Not found' }),
      ),
    )
    await renderApp(link)
    expect(await screen.findByText('This password reset link is invalid or has expired.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password')
  })
})
