import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js'
import { CheckoutElementsProvider, PaymentElement, useCheckoutElements } from '@stripe/react-stripe-js/checkout'
import { useEffect, useMemo, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { css } from '../../../../../styled-system/css'
import { cardErrorKind, type CardErrorKind } from '../../../../domain/card-errors'
import { formatPrice } from '../../../../domain/currency'
import { ApiError } from '../../../api/client'
import { checkPayPalOrder, createCheckoutSession, createPayPalOrder, type CheckoutResult } from '../../../api/payment'
import { useConfig } from '../../../app/config-context'
import { useLanguage } from '../../../app/language-context'
import { Button } from '../../../components/ui/button'
import type { MessageId } from '../../../i18n/en'
import type { PaymentStepProps } from './PaymentStep'
import { payPalScriptOptions, stripeFor } from './scripts'

const errorMessageIds: Record<CardErrorKind, MessageId> = {
  invalidCardNumber: 'payment.error.invalidCardNumber',
  invalidExpiryDate: 'payment.error.invalidExpiryDate',
  invalidCvc: 'payment.error.invalidCvc',
  paymentFailed: 'payment.error.paymentFailed',
}

const sectionStyle = css({ display: 'flex', flexDirection: 'column', gap: '2' })
const errorStyle = css({ color: 'danger', fontWeight: 'medium' })
const mutedStyle = css({ color: 'fg.muted' })

/** The provider step of the checkout: Stripe's card form or PayPal's buttons. */
export default function ProviderForms(props: PaymentStepProps) {
  if (props.booking.gateway === 'Stripe') return <StripePayment {...props} />
  if (props.booking.gateway === 'PayPal') return <PayPalPayment {...props} />
  return null
}

function useFormattedAmount(booking: CheckoutResult): string {
  const { language } = useLanguage()
  return formatPrice(booking.paymentAmount, booking.paymentCurrency, language)
}

/** What went wrong: one of our messages, or the server's own words. */
type Failure = { id: MessageId } | { text: string }

/**
 * A failed call to the server: its own words when the payment provider is unavailable (503
 * SERVICE_UNAVAILABLE, "please try again later"), "Payment failed" otherwise (a refusal, the network).
 */
function failureOf(reason: unknown): Failure {
  if (reason instanceof ApiError && reason.code === 'SERVICE_UNAVAILABLE') return { text: reason.message }
  return { id: 'payment.error.paymentFailed' }
}

/**
 * The refusal of a payment: one live region, always in the page (so that a message put into it is
 * announced, again after a new attempt), empty while there is nothing to say.
 */
function FailureAlert({ error }: { error: Failure | null }) {
  return (
    <div role="alert" data-testid="payment-error" className={errorStyle}>
      {error ? ('id' in error ? <FormattedMessage id={error.id} /> : error.text) : null}
    </div>
  )
}

function useFailure(onFailed: (message: string) => void) {
  const intl = useIntl()
  const [error, setError] = useState<Failure | null>(null)
  const show = (failure: Failure) => {
    setError(failure)
    onFailed('id' in failure ? intl.formatMessage({ id: failure.id }) : failure.text)
  }
  const fail = (id: MessageId) => show({ id })
  return { error, setError, fail, show }
}

// ---------------------------------------------------------------- Stripe (Checkout Elements)

function StripePayment({ booking, onPaid, onFailed }: PaymentStepProps) {
  const { stripePublishableKey } = useConfig()
  const stripe = useMemo(() => (stripePublishableKey ? stripeFor(stripePublishableKey) : null), [stripePublishableKey])
  const [session, setSession] = useState(
    booking.clientSecret ? { sessionId: booking.sessionId, clientSecret: booking.clientSecret } : null,
  )
  const { error, setError, show } = useFailure(onFailed)
  const showRef = useRef(show)
  showRef.current = show
  // each "Try again" asks the server once more
  const [attempt, setAttempt] = useState(0)

  // The server may create the Checkout Session only when asked.
  useEffect(() => {
    if (session) return
    const controller = new AbortController()
    createCheckoutSession(booking.bookingId, controller.signal).then(
      (created) => setSession({ sessionId: created.sessionId, clientSecret: created.clientSecret }),
      (reason: unknown) => {
        if (controller.signal.aborted) return
        console.error(reason)
        showRef.current(failureOf(reason))
      },
    )
    return () => controller.abort()
  }, [booking.bookingId, session, attempt])

  function retry() {
    setError(null)
    setAttempt((n) => n + 1)
  }

  const options = useMemo(() => (session ? { clientSecret: session.clientSecret } : null), [session])

  if (!session || !options)
    return (
      <div className={sectionStyle}>
        <FailureAlert error={error} />
        {error ? (
          <div>
            <Button onClick={retry}>
              <FormattedMessage id="payment.retry" />
            </Button>
          </div>
        ) : (
          <p role="status" className={mutedStyle}>
            <FormattedMessage id="payment.preparing" />
          </p>
        )}
      </div>
    )
  return (
    <CheckoutElementsProvider stripe={stripe} options={options}>
      <StripeCardForm booking={booking} sessionId={session.sessionId} onPaid={onPaid} onFailed={onFailed} />
    </CheckoutElementsProvider>
  )
}

interface StripeCardFormProps {
  booking: CheckoutResult
  sessionId: string
  onPaid: (sessionId: string) => void
  onFailed: (message: string) => void
}

function StripeCardForm({ booking, sessionId, onPaid, onFailed }: StripeCardFormProps) {
  const checkout = useCheckoutElements()
  const amount = useFormattedAmount(booking)
  const { error, setError, fail } = useFailure(onFailed)
  const [paying, setPaying] = useState(false)

  async function pay() {
    if (checkout.type !== 'success' || paying) return
    setPaying(true)
    setError(null)
    try {
      const result = await checkout.checkout.confirm({ redirect: 'if_required' })
      if (result.type === 'success') {
        onPaid(sessionId)
        return
      }
      fail(errorMessageIds[cardErrorKind(result.error)])
    } catch (reason) {
      console.error(reason)
      fail('payment.error.paymentFailed')
    }
    setPaying(false)
  }

  return (
    <div className={sectionStyle}>
      <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', border: 'none', p: '0', m: '0' })}>
        <legend className={css({ fontWeight: 'semibold', fontSize: 'lg', mb: '1' })}>
          <FormattedMessage id="payment.card.title" />
        </legend>
        <p className={mutedStyle}>
          <FormattedMessage id="payment.card.hint" />
        </p>
        {checkout.type === 'loading' ? (
          <p role="status" className={mutedStyle}>
            <FormattedMessage id="payment.script.loading" />
          </p>
        ) : null}
        {checkout.type === 'error' ? (
          <p role="alert" className={errorStyle}>
            <FormattedMessage id="payment.script.failed" />
          </p>
        ) : null}
        <PaymentElement className={css({ minHeight: '120px' })} />
      </fieldset>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <FailureAlert error={error} />
        <Button size="lg" disabled={checkout.type !== 'success' || paying} aria-busy={paying} onClick={() => void pay()}>
          {paying ? <FormattedMessage id="payment.card.paying" /> : <FormattedMessage id="payment.card.pay" values={{ amount }} />}
        </Button>
      </div>
    </div>
  )
}

// ---------------------------------------------------------------- PayPal (Orders v2, capture)

function PayPalPayment({ booking, carName, description, onPaid, onFailed }: PaymentStepProps) {
  const { paypalClientId } = useConfig()
  const options = useMemo(
    () => payPalScriptOptions(paypalClientId ?? '', booking.paymentCurrency),
    [paypalClientId, booking.paymentCurrency],
  )
  const amount = useFormattedAmount(booking)
  const { error, setError, fail, show } = useFailure(onFailed)
  const [cancelled, setCancelled] = useState(false)
  // An order the server already created is used first; every later attempt gets a new one.
  const existingOrder = useRef(booking.payPalOrderId)
  // The server refused to create the order and that was said: the SDK's onError that follows says nothing more.
  const orderRefused = useRef(false)

  // A refusal leaves the buttons in place: clicking them again asks for an order again.
  async function createOrder(): Promise<string> {
    setError(null)
    setCancelled(false)
    orderRefused.current = false
    const existing = existingOrder.current
    existingOrder.current = null
    if (existing) return existing
    try {
      return await createPayPalOrder({
        bookingId: booking.bookingId,
        amount: booking.paymentAmount,
        currency: booking.paymentCurrency,
        name: carName,
        description: description.slice(0, 127),
      })
    } catch (reason) {
      orderRefused.current = true
      show(failureOf(reason))
      throw reason
    }
  }

  async function onApprove(data: { orderID: string }): Promise<void> {
    try {
      const status = await checkPayPalOrder(booking.bookingId, data.orderID)
      if (status.outcome === 'paid') onPaid(booking.sessionId)
      else fail('payment.error.paymentFailed')
    } catch (reason) {
      console.error(reason)
      show(failureOf(reason))
    }
  }

  return (
    <section className={sectionStyle} aria-labelledby="paypal-payment-title">
      <h3 id="paypal-payment-title" className={css({ fontWeight: 'semibold', fontSize: 'lg' })}>
        <FormattedMessage id="payment.paypal.title" />
      </h3>
      <p className={mutedStyle}>
        <FormattedMessage id="payment.paypal.hint" values={{ amount }} />
      </p>
      <PayPalScriptProvider options={options}>
        <PayPalScriptState />
        <PayPalButtons
          style={{ layout: 'vertical', label: 'paypal' }}
          createOrder={createOrder}
          onApprove={onApprove}
          onError={(reason) => {
            console.error(reason)
            if (orderRefused.current) orderRefused.current = false
            else fail('payment.error.paymentFailed')
          }}
          onCancel={() => setCancelled(true)}
        />
      </PayPalScriptProvider>
      {cancelled && !error ? (
        <p role="status" className={mutedStyle}>
          <FormattedMessage id="payment.paypal.cancelled" />
        </p>
      ) : null}
      <FailureAlert error={error} />
    </section>
  )
}

/** The SDK is normally already loaded (paymentScript machine); say so while it is not. */
function PayPalScriptState() {
  const [{ isPending, isRejected }] = usePayPalScriptReducer()
  if (isPending)
    return (
      <p role="status" className={mutedStyle}>
        <FormattedMessage id="payment.script.loading" />
      </p>
    )
  if (isRejected)
    return (
      <p role="alert" className={errorStyle}>
        <FormattedMessage id="payment.script.failed" />
      </p>
    )
  return null
}
