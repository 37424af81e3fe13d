// The provider step of /checkout (Stripe): the payment chosen for the driver from the start, the
// card form after the booking is created, and a declined card explained once (one alert, next to
// the pay button, announced again on each new refusal). Stripe.js and its Checkout Elements are
// doubles: the payment script "loads" at once and `confirm` answers as each test says.
import { screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fromPromise } from 'xstate'
import type { components } from '../../openapi/schema'
import { NO_OPTIONS } from '../../machines/checkout.machine'
import { paymentScriptMachine } from '../../machines/paymentScript.machine'
import { makeOffer } from './support/car-offers'
import { makeConfig } from './support/fixtures'
import { http } from './support/handlers'
import { renderApp } from './support/render-app'
import { server } from './support/server'
import { breakdownOf, checkoutPathFor, checkoutResult, places, sessionStatus } from './support/checkout-fixtures'
import { makeUser } from './support/session'

type CheckoutPrice = components['schemas']['CheckoutPrice']
type ConfirmResult = { type: 'success' } | { type: 'error'; error: { code: string; message: string; paymentFailed?: { declineCode: string } } }

const confirm = vi.hoisted(() => ({ answers: [] as unknown[], calls: 0 }))

vi.mock('../../src/web/pages/checkout/payment/scripts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/web/pages/checkout/payment/scripts')>()
  return {
    ...original,
    stripeFor: () => Promise.resolve({}),
    appPaymentScriptMachine: paymentScriptMachine.provide({ actors: { loadScript: fromPromise(async () => {}) } }),
  }
})

vi.mock('@stripe/react-stripe-js/checkout', () => ({
  CheckoutElementsProvider: ({ children }: { children: ReactNode }) => children,
  PaymentElement: () => <div data-testid="stripe-payment-element" />,
  useCheckoutElements: () => ({
    type: 'success',
    checkout: {
      confirm: async () => {
        confirm.calls++
        return (confirm.answers.shift() ?? { type: 'success' }) as ConfirmResult
      },
    },
  }),
}))

const offer = makeOffer({ days: 3, currency: 'USD', totalPrice: 132, deposit: 50 }, { name: 'Peugeot 208' })
const checkoutPath = checkoutPathFor(offer.car.id)

/** `clientSecret: null`: Stripe could not open the session at checkout; the page asks create-checkout-session. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the parameter's type comes from its default: null must be accepted
function serveOnlineCheckout({ clientSecret = 'cs_test_online_secret' as string | null } = {}) {
  const price: CheckoutPrice = {
    offer,
    currency: 'USD',
    price: 132,
    breakdown: breakdownOf({ rentalLines: [{ kind: 'threeDays', quantity: 1, unitPrice: 132, amount: 132 }], options: NO_OPTIONS, extras: offer.extras, days: 3, deposit: 50 }),
    deposit: 50,
    depositPayable: true,
    minimumAge: 21,
    payLater: false,
    paymentOptions: ['payDeposit', 'payInFull'],
    licenseRequired: false,
    ...places,
  }
  const account = makeUser()
  localStorage.setItem('bc-fe-user', JSON.stringify(account))
  const payments: string[] = []
  server.use(
    http.get('/api/config', ({ response }) => response(200).json(makeConfig({ paymentGateway: 'Stripe', stripePublishableKey: 'pk_test_1' }))),
    http.post('/api/validate-access-token', ({ response }) => response(200).json(account)),
    http.post('/api/checkout-price', ({ response }) => response(200).json(price)),
    http.post('/api/checkout', async ({ request, response }) => {
      const body = (await request.json()) as { payment: string }
      payments.push(body.payment)
      return response(200).json(
        checkoutResult({
          sessionId: 'cs_test_online',
          status: 'void',
          payment: 'payInFull',
          gateway: 'Stripe',
          deposit: 50,
          amountDue: 132,
          paymentAmount: 132,
          clientSecret,
        }),
      )
    }),
    http.get('/api/check-checkout-session/{sessionId}', ({ params, response }) =>
      response(200).json(
        sessionStatus(
          params.sessionId,
          { status: 'paid', outcome: 'paid' },
          { reference: 'ck_online123', deposit: 50, payment: 'payInFull', paidAmount: 132, paidCurrency: 'USD' },
        ),
      ),
    ),
  )
  return { payments }
}

const declined: ConfirmResult = { type: 'error', error: { code: 'paymentFailed', message: 'Your card was declined.', paymentFailed: { declineCode: 'card_declined' } } }

/** Opens the online checkout and continues to the provider step; the step's region. */
async function continueToPayment() {
  const { user } = await renderApp(checkoutPath)
  await screen.findByRole('heading', { level: 2, name: 'Booking summary' })
  const proceed = screen.getByRole('button', { name: 'Continue to payment' })
  await waitFor(() => expect(proceed).toBeEnabled())
  await user.click(proceed)
  return { user, step: await screen.findByRole('region', { name: 'Pay for your booking' }) }
}

describe('checkout page: the provider step', () => {
  afterEach(() => vi.restoreAllMocks())

  it('pays in full online by default; a declined card is said once, next to the pay button', async () => {
    confirm.answers = [declined, declined]
    confirm.calls = 0
    const { payments } = serveOnlineCheckout()
    const { user } = await renderApp(checkoutPath)
    await screen.findByRole('heading', { level: 2, name: 'Booking summary' })
    expect(screen.getByRole('radio', { name: 'Pay in full online' })).toBeChecked()
    const proceed = screen.getByRole('button', { name: 'Continue to payment' })
    await waitFor(() => expect(proceed).toBeEnabled())
    await user.click(proceed)

    const step = await screen.findByRole('region', { name: 'Pay for your booking' })
    const pay = await within(step).findByRole('button', { name: 'Pay $132' })
    expect(payments).toEqual(['payInFull'])
    // nothing to say yet: the one alert region is there, empty
    expect(screen.getAllByRole('alert').filter((alert) => alert.textContent)).toEqual([])

    await user.click(pay)
    await waitFor(() => expect(confirm.calls).toBe(1))
    await waitFor(() => expect(screen.getAllByText('Payment failed')).toHaveLength(1))
    const alerts = screen.getAllByRole('alert').filter((alert) => alert.textContent)
    expect(alerts).toHaveLength(1)
    expect(alerts[0]).toHaveTextContent('Payment failed')
    // next to the pay button, inside the payment step
    expect(step).toContainElement(alerts[0]!)
    expect(alerts[0]!.nextElementSibling).toBe(within(step).getByRole('button', { name: 'Pay $132' }))

    // refused again: still one message (emptied while paying, so it is announced again)
    await user.click(within(step).getByRole('button', { name: 'Pay $132' }))
    await waitFor(() => expect(confirm.calls).toBe(2))
    await waitFor(() => expect(screen.getAllByText('Payment failed')).toHaveLength(1))
    expect(screen.getAllByRole('alert').filter((alert) => alert.textContent)).toHaveLength(1)

    // accepted: the confirmation of the provider's session
    await user.click(within(step).getByRole('button', { name: 'Pay $132' }))
    await waitFor(() => expect(window.location.pathname).toBe('/checkout-session/cs_test_online'))
    expect(await screen.findByRole('heading', { name: 'Congratulations!' })).toBeVisible()
    expect(screen.getByTestId('confirmation-reference')).toHaveTextContent('ck_online123')
  })

  it('says why the secure payment could not be prepared (503: the server’s words) and asks again on “Try again”', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    confirm.answers = []
    confirm.calls = 0
    serveOnlineCheckout({ clientSecret: null })
    const asked: string[] = []
    server.use(
      http.post('/api/create-checkout-session', async ({ request, response }) => {
        asked.push((await request.json()).bookingId)
        if (asked.length === 1)
          return response(503).json({ code: 'SERVICE_UNAVAILABLE', message: 'The payment provider is unavailable, please try again later' })
        return response(200).json({ sessionId: 'cs_test_online', clientSecret: 'cs_test_online_secret' })
      }),
    )
    const { user, step } = await continueToPayment()
    const message = 'The payment provider is unavailable, please try again later'
    await within(step).findByText(message)
    expect(asked).toEqual(['00000000-0000-4000-8000-0000000000b1'])
    // said once, in the one alert region; no card form yet
    const alerts = screen.getAllByRole('alert').filter((alert) => alert.textContent)
    expect(alerts).toHaveLength(1)
    expect(alerts[0]).toHaveTextContent(message)
    expect(screen.getAllByText(message)).toHaveLength(1)
    expect(within(step).queryByTestId('stripe-payment-element')).toBeNull()

    await user.click(within(step).getByRole('button', { name: 'Try again' }))
    expect(await within(step).findByTestId('stripe-payment-element')).toBeInTheDocument()
    expect(asked).toHaveLength(2)
    expect(within(step).getByRole('button', { name: 'Pay $132' })).toBeInTheDocument()
    expect(within(step).queryByRole('button', { name: 'Try again' })).toBeNull()
    expect(screen.queryByText(message)).toBeNull()
    expect(screen.getAllByRole('alert').filter((alert) => alert.textContent)).toEqual([])
  })

  it('says “Payment failed” when the session cannot be prepared for another reason (the network), and may ask again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    confirm.answers = []
    confirm.calls = 0
    serveOnlineCheckout({ clientSecret: null })
    let asked = 0
    server.use(
      http.post('/api/create-checkout-session', ({ response }) => {
        asked++
        if (asked === 1) return Response.error()
        return response(200).json({ sessionId: 'cs_test_online', clientSecret: 'cs_test_online_secret' })
      }),
    )
    const { user, step } = await continueToPayment()
    await within(step).findByText('Payment failed')
    expect(screen.getAllByRole('alert').filter((alert) => alert.textContent)).toHaveLength(1)
    await user.click(within(step).getByRole('button', { name: 'Try again' }))
    expect(await within(step).findByTestId('stripe-payment-element')).toBeInTheDocument()
    expect(asked).toBe(2)
  })
})
