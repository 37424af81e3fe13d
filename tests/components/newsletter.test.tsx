import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { http } from './support/handlers'
import { renderApp } from './support/render-app'
import { server } from './support/server'

const token = 'a'.repeat(43)

describe('newsletter form (footer, every page)', () => {
  it("subscribes with the address and the interface language, then says 'subscription successful'", async () => {
    const bodies: unknown[] = []
    server.use(
      http.post('/api/subscribe', async ({ request, response }) => {
        bodies.push(await request.json())
        return response(200).json({ status: 'ok' })
      }),
    )
    const { user } = await renderApp('/about')
    const form = within(await screen.findByRole('contentinfo')).getByRole('form', { name: 'Newsletter' })
    await user.type(within(form).getByLabelText('Your e-mail address'), 'reader@example.com')
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }))
    expect(await within(form).findByRole('status')).toHaveTextContent('Subscription successful')
    expect(bodies).toEqual([{ email: 'reader@example.com', language: 'en' }])
    expect(within(form).getByLabelText('Your e-mail address')).toHaveValue('')
  })

  it('checks the address before sending', async () => {
    let calls = 0
    server.use(http.post('/api/subscribe', ({ response }) => (calls++, response(200).json({ status: 'ok' }))))
    const { user } = await renderApp('/')
    const form = within(await screen.findByRole('contentinfo')).getByRole('form', { name: 'Newsletter' })
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }))
    expect(within(form).getByRole('status')).toHaveTextContent('Please fill in the field(s): Your e-mail address')
    await user.type(within(form).getByLabelText('Your e-mail address'), 'nope')
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }))
    expect(within(form).getByRole('status')).toHaveTextContent('Invalid email address')
    expect(within(form).getByLabelText('Your e-mail address')).toHaveAccessibleDescription('Invalid email address')
    expect(calls).toBe(0)
  })
})

describe('newsletter link pages', () => {
  it('/newsletter/confirm confirms with the link token only when the button is pressed', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post('/api/confirm-subscription', async ({ request, response }) => {
        bodies.push(await request.json())
        return response(200).json({ status: 'ok' })
      }),
    )
    const { user } = await renderApp(`/newsletter/confirm?t=${token}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible()
    expect(bodies).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Confirm my subscription' }))
    expect(await screen.findByText('Your subscription is confirmed. Every newsletter has a link to unsubscribe.')).toBeVisible()
    expect(bodies).toEqual([{ token }])
  })

  it('/newsletter/confirm says when the link is not valid', async () => {
    server.use(http.post('/api/confirm-subscription', ({ response }) => response(404).json({ code: 'NOT_FOUND', message: 'This link is not valid' })))
    const { user } = await renderApp(`/newsletter/confirm?t=${token}`)
    await user.click(await screen.findByRole('button', { name: 'Confirm my subscription' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid')
  })

  it('/newsletter/unsubscribe unsubscribes without signing in', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post('/api/unsubscribe', async ({ request, response }) => {
        bodies.push(await request.json())
        return response(200).json({ status: 'ok' })
      }),
    )
    const { user } = await renderApp(`/newsletter/unsubscribe?t=${token}`)
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }))
    expect(await screen.findByText('You are unsubscribed. We will not send you the newsletter any more.')).toBeVisible()
    expect(bodies).toEqual([{ token }])
  })

  it('a link without its token offers nothing to press', async () => {
    await renderApp('/newsletter/unsubscribe')
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid')
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull()
  })
})
