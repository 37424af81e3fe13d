import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeConfig } from './support/fixtures'
import { http } from './support/handlers'
import { renderApp } from './support/render-app'
import { server } from './support/server'
import { makeUser } from './support/session'

type SentBody = Record<string, unknown>

function acceptSendEmail(): SentBody[] {
  const bodies: SentBody[] = []
  server.use(
    http.post('/api/send-email', async ({ request, response }) => {
      bodies.push(await request.json())
      return response(200).json({ status: 'ok' })
    }),
  )
  return bodies
}

async function fillIn(user: Awaited<ReturnType<typeof renderApp>>['user'], values: { email?: string; subject?: string; message?: string }) {
  if (values.email !== undefined) await user.type(await screen.findByLabelText('E-mail'), values.email)
  if (values.subject !== undefined) await user.type(screen.getByLabelText('Subject'), values.subject)
  if (values.message !== undefined) await user.type(screen.getByLabelText('Message'), values.message)
}

describe('contact page', () => {
  it('sends e-mail, subject and message as a contact-form message, then says it was sent', async () => {
    const bodies = acceptSendEmail()
    const { user } = await renderApp('/contact')
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
    await fillIn(user, { email: 'visitor@example.com', subject: 'Child seat', message: 'Do you rent child seats?' })
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Your message has been sent. We will reply to visitor@example.com.')).toBeVisible()
    expect(bodies).toEqual([
      { from: 'visitor@example.com', subject: 'Child seat', message: 'Do you rent child seats?', isContactForm: true },
    ])
  })

  it("names the empty fields ('Please fill in the field(s): X') and refuses an invalid address, sending nothing", async () => {
    const bodies = acceptSendEmail()
    const { user } = await renderApp('/contact')
    await fillIn(user, { email: 'nope' })
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in the field(s): Subject, Message')
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Invalid email address')
    const summary = screen.getByRole('alert')
    expect(summary).toHaveTextContent('3 fields need attention:')
    await waitFor(() => expect(summary).toHaveFocus())
    await user.click(within(summary).getByRole('link', { name: 'E-mail: Invalid email address' }))
    expect(screen.getByLabelText('E-mail')).toHaveFocus()
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true')
    expect(bodies).toEqual([])
  })

  it('keeps the typed text when sending fails, and says why', async () => {
    server.use(
      http.post('/api/send-email', ({ response }) =>
        response(429).json({ code: 'RATE_LIMITED', message: 'Too many requests' }),
      ),
    )
    const { user } = await renderApp('/contact')
    await fillIn(user, { email: 'visitor@example.com', subject: 'Child seat', message: 'Do you rent child seats?' })
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts')
    expect(screen.getByLabelText('E-mail')).toHaveValue('visitor@example.com')
    expect(screen.getByLabelText('Subject')).toHaveValue('Child seat')
    expect(screen.getByLabelText('Message')).toHaveValue('Do you rent child seats?')
  })

  it("prefills the signed-in driver's address", async () => {
    const driver = makeUser()
    localStorage.setItem('bc-fe-user', JSON.stringify(driver))
    server.use(http.post('/api/validate-access-token', ({ response }) => response(200).json(driver)))
    await renderApp('/contact')
    expect(await screen.findByLabelText('E-mail')).toHaveValue(driver.email)
  })

  it('is in French and Spanish too', async () => {
    server.use(http.get('/api/config', ({ response }) => response(200).json(makeConfig({ defaultLanguage: 'fr' }))))
    localStorage.setItem('bc-fe-language', 'fr')
    await renderApp('/contact')
    expect(await screen.findByRole('heading', { level: 1, name: 'Nous contacter' })).toBeVisible()
    expect(screen.getByLabelText('Objet')).toBeVisible()
  })
})

describe('ways to the contact page', () => {
  it('the footer has the corporate, rent and support links, with the contact address', async () => {
    server.use(http.get('/api/config', ({ response }) => response(200).json(makeConfig({ contactEmail: 'care@keyturn.example' }))))
    const { user } = await renderApp('/')
    const footer = await screen.findByRole('contentinfo')
    const company = within(footer).getByRole('navigation', { name: 'Company' })
    for (const [name, href] of [
      ['About Keyturn', '/about'],
      ['Terms of Use', '/tos'],
      ['Privacy policy', '/privacy'],
      ['Cookie policy', '/cookie-policy'],
    ]) expect(within(company).getByRole('link', { name })).toHaveAttribute('href', href)
    const support = within(footer).getByRole('navigation', { name: 'Support' })
    expect(within(support).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq')
    expect(within(support).getByRole('link', { name: 'E-mail: care@keyturn.example' })).toHaveAttribute('href', 'mailto:care@keyturn.example')
    await user.click(within(support).getByRole('link', { name: 'Contact us' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
    expect(window.location.pathname).toBe('/contact')
  })

  it("the home page's customer care leads to it", async () => {
    const { user } = await renderApp('/')
    const care = await screen.findByRole('region', { name: 'Customer care' })
    await user.click(within(care).getByRole('link', { name: 'Write to customer care' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
  })

  it("the FAQ's 'More questions?' leads to it", async () => {
    const { user } = await renderApp('/faq')
    const more = await screen.findByRole('heading', { level: 2, name: 'More questions?' })
    await user.click(within(more.closest('section')!).getByRole('link', { name: 'contact form' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
  })
})
