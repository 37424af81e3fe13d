// The payment script's states as the checkout shows them (spec §4 "Payment script loading:
// initial, pending, resolved, rejected"): the real paymentScript machine and hook, with the
// download itself (Stripe.js / PayPal SDK from the providers' sites) replaced by a double.
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { IntlProvider } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import { fromPromise } from 'xstate'
import { paymentScriptMachine, type LoadScriptInput } from '../../machines/paymentScript.machine'
import type { Currency, PaymentGateway } from '../../src/domain/enums'
import { ConfigProvider } from '../../src/web/app/config-context'
import { en } from '../../src/web/i18n/en'
import { PaymentScriptStatus } from '../../src/web/pages/checkout/payment/PaymentScriptStatus'
import { usePaymentScript } from '../../src/web/pages/checkout/payment/usePaymentScript'
import { makeConfig } from './support/fixtures'
import { http } from './support/handlers'
import { renderWithIntl } from './support/render-with-intl'
import { server } from './support/server'

const loads = vi.hoisted(() => [] as { input: unknown; resolve: () => void; reject: (error: Error) => void }[])

vi.mock('../../src/web/pages/checkout/payment/scripts', () => ({
  appPaymentScriptMachine: paymentScriptMachine.provide({
    actors: {
      loadScript: fromPromise<void, LoadScriptInput>(
        ({ input }) => new Promise<void>((resolve, reject) => void loads.push({ input, resolve, reject })),
      ),
    },
  }),
}))

describe('PaymentScriptStatus', () => {
  it('says the secure form is loading', () => {
    renderWithIntl(<PaymentScriptStatus status="pending" retry={() => {}} />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading the secure payment form…')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it.each(['initial', 'resolved'] as const)('shows nothing when %s', (status) => {
    const { container } = renderWithIntl(<PaymentScriptStatus status={status} retry={() => {}} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('when the script cannot be loaded, offers a retry and paying at the counter', async () => {
    const retry = vi.fn()
    const payAtCounter = vi.fn()
    const { user } = renderWithIntl(<PaymentScriptStatus status="rejected" retry={retry} onPayAtCounter={payAtCounter} />)
    expect(screen.getByRole('alert')).toHaveTextContent('The payment form could not be loaded.')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(retry).toHaveBeenCalledOnce()
    await user.click(screen.getByRole('button', { name: 'Pay at the counter instead' }))
    expect(payAtCounter).toHaveBeenCalledOnce()
  })

  it('offers paying at the counter only when the supplier allows it', () => {
    renderWithIntl(<PaymentScriptStatus status="rejected" retry={() => {}} />)
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Pay at the counter instead' })).not.toBeInTheDocument()
  })

  it('speaks French and Spanish', () => {
    const { unmount } = renderWithIntl(<PaymentScriptStatus status="rejected" retry={() => {}} onPayAtCounter={() => {}} />, 'fr')
    expect(screen.getByRole('alert')).toHaveTextContent('Le formulaire de paiement n’a pas pu être chargé.')
    expect(screen.getByRole('button', { name: 'Payer au comptoir à la place' })).toBeVisible()
    unmount()
    renderWithIntl(<PaymentScriptStatus status="pending" retry={() => {}} />, 'es')
    expect(screen.getByRole('status')).toHaveTextContent('Cargando el formulario de pago seguro…')
  })
})

function Checkout({ gateway, currency }: { gateway: PaymentGateway | null; currency: Currency }) {
  const [online, setOnline] = useState(false)
  const script = usePaymentScript(gateway, online, currency)
  return (
    <IntlProvider locale="en" messages={en}>
      <button type="button" onClick={() => setOnline(true)}>
        Pay online
      </button>
      <span data-testid="status">{script.status}</span>
      <PaymentScriptStatus status={script.status} retry={script.retry} onPayAtCounter={() => setOnline(false)} />
    </IntlProvider>
  )
}

async function renderCheckout(gateway: PaymentGateway | null, config = makeConfig()) {
  loads.length = 0
  server.use(http.get('/api/config', ({ response }) => response(200).json(config)))
  const user = userEvent.setup()
  render(
    <ConfigProvider>
      <Checkout gateway={gateway} currency="EUR" />
    </ConfigProvider>,
  )
  await screen.findByRole('button', { name: 'Pay online' })
  return user
}

describe('usePaymentScript', () => {
  it('loads Stripe.js only once an online payment is chosen, and says when it fails', async () => {
    const user = await renderCheckout('Stripe', makeConfig({ paymentGateway: 'Stripe', stripePublishableKey: 'pk_test_abc' }))
    expect(screen.getByTestId('status')).toHaveTextContent('initial')
    expect(loads).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Pay online' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the secure payment form…')
    expect(loads.map((l) => l.input)).toEqual([{ gateway: 'Stripe', key: 'pk_test_abc', currency: 'EUR' }])

    await act(async () => loads[0]!.reject(new Error('Failed to load Stripe.js')))
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment form could not be loaded.')

    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(loads).toHaveLength(2)
    await act(async () => loads[1]!.resolve())
    expect(screen.getByTestId('status')).toHaveTextContent('resolved')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('loads the PayPal SDK with the client id and the currency', async () => {
    const user = await renderCheckout('PayPal', makeConfig({ paymentGateway: 'PayPal', paypalClientId: 'client-xyz' }))
    await user.click(screen.getByRole('button', { name: 'Pay online' }))
    expect(loads.map((l) => l.input)).toEqual([{ gateway: 'PayPal', key: 'client-xyz', currency: 'EUR' }])
  })

  it('without a public key the form cannot load', async () => {
    const user = await renderCheckout('Stripe', makeConfig({ paymentGateway: 'Stripe', stripePublishableKey: null }))
    await user.click(screen.getByRole('button', { name: 'Pay online' }))
    expect(screen.getByRole('alert')).toHaveTextContent('The payment form could not be loaded.')
    expect(loads).toHaveLength(0)
  })

  it('without a gateway nothing is loaded', async () => {
    const user = await renderCheckout(null)
    await user.click(screen.getByRole('button', { name: 'Pay online' }))
    expect(screen.getByTestId('status')).toHaveTextContent('initial')
    expect(loads).toHaveLength(0)
  })
})
