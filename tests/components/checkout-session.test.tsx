// The booking confirmation page `/checkout-session/{sessionId}` (spec §2, §4, §8) in the whole
// app, against typed doubles of GET /api/check-checkout-session/{sessionId}.
import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { components } from '../../openapi/schema'
import { http } from './support/handlers'
import { renderApp } from './support/render-app'
import { server } from './support/server'

type CheckoutSessionStatus = components['schemas']['CheckoutSessionStatus']

const sessionId = 'cs_test_a1b2c3'
const status = (outcome: CheckoutSessionStatus['outcome'], activationEmailSent = false): CheckoutSessionStatus => ({
  sessionId,
  bookingId: '6f1c1d2e-0000-4000-8000-0000000000b1',
  status: outcome === 'paid' ? 'paid' : outcome === 'payLater' ? 'pending' : outcome === 'failed' ? 'cancelled' : 'void',
  outcome,
  activationEmailSent,
})

/** Answers the checks in turn (the last answer repeats); returns the paths asked for. */
function answers(...outcomes: (CheckoutSessionStatus | 'error')[]) {
  const asked: string[] = []
  server.use(
    http.get('/api/check-checkout-session/{sessionId}', ({ request, response }) => {
      asked.push(new URL(request.url).pathname)
      const next = outcomes.length > 1 ? outcomes.shift()! : outcomes[0]!
      return next === 'error'
        ? response(500).json({ code: 'INTERNAL_ERROR', message: 'boom' })
        : response(200).json(next)
    }),
  )
  return asked
}

const main = () => within(screen.getByRole('main'))

describe('confirmation page', () => {
  afterEach(() => vi.useRealTimers())

  it('pay now: congratulations and the confirmation e-mail', async () => {
    const asked = answers(status('paid'))
    await renderApp(`/checkout-session/${sessionId}`)
    expect(await main().findByRole('heading', { name: 'Congratulations!' })).toBeVisible()
    expect(main().getByText('Your payment was successful. A confirmation e-mail is on its way.')).toBeVisible()
    expect(main().queryByText('Check your mailbox to activate your account.')).not.toBeInTheDocument()
    expect(main().getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
    expect(asked).toEqual([`/api/check-checkout-session/${sessionId}`])
  })

  it('pay later with a new account: booking confirmed and check your mailbox', async () => {
    answers(status('payLater', true))
    await renderApp(`/checkout-session/${sessionId}`)
    expect(await main().findByRole('heading', { name: 'Congratulations!' })).toBeVisible()
    expect(main().getByText('Your booking is confirmed. You will pay at the counter.')).toBeVisible()
    expect(main().getByText('Check your mailbox to activate your account.')).toBeVisible()
  })

  it('payment failed: says so and leads back to the search', async () => {
    answers(status('failed'))
    await renderApp(`/checkout-session/${sessionId}`)
    expect(await main().findByRole('alert')).toHaveTextContent('Payment failed')
    expect(main().queryByRole('heading', { name: 'Congratulations!' })).not.toBeInTheDocument()
    expect(main().getByRole('link', { name: 'Back to search' })).toHaveAttribute('href', '/search')
    expect(main().getByRole('link', { name: 'Back to home' })).toBeVisible()
  })

  it('an error says so and tries again on demand', async () => {
    const asked = answers('error', status('paid'))
    const { user } = await renderApp(`/checkout-session/${sessionId}`)
    expect(await main().findByRole('alert')).toHaveTextContent('Something went wrong! Try again later')
    await user.click(main().getByRole('button', { name: 'Try again' }))
    expect(await main().findByRole('heading', { name: 'Congratulations!' })).toBeVisible()
    expect(asked).toHaveLength(2)
  })

  it('while the provider has not settled: checking, polled with back-off, then success', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const asked = answers(status('pending'), status('pending'), status('paid', true))
    await renderApp(`/checkout-session/${sessionId}`)
    expect(await main().findByRole('status')).toHaveTextContent('Checking your payment…')
    await vi.waitFor(() => expect(asked).toHaveLength(1))

    // first wait: 1 s
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000)
    })
    await vi.waitFor(() => expect(asked).toHaveLength(2))
    expect(main().getByRole('status')).toHaveTextContent('Checking your payment…')

    // second wait: 2 s — nothing before
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500)
    })
    expect(asked).toHaveLength(2)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500)
    })
    expect(await main().findByRole('heading', { name: 'Congratulations!' })).toBeVisible()
    expect(main().getByText('Your payment was successful. A confirmation e-mail is on its way.')).toBeVisible()
    expect(main().getByText('Check your mailbox to activate your account.')).toBeVisible()
    expect(asked).toHaveLength(3)
  })

  it('speaks the chosen language', async () => {
    answers(status('payLater'))
    await renderApp(`/checkout-session/${sessionId}?l=fr`)
    expect(await main().findByRole('heading', { name: 'Félicitations !' })).toBeVisible()
    expect(main().getByText('Votre réservation est confirmée. Vous paierez au comptoir.')).toBeVisible()
    expect(main().getByRole('link', { name: 'Retour à l’accueil' })).toBeVisible()
  })
})
