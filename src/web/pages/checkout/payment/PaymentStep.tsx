import { lazy, Suspense } from 'react'
import type { CheckoutResult } from '../../../api/payment'
import { PaymentScriptStatus } from './PaymentScriptStatus'

export interface PaymentStepProps {
  /** The booking just created (online payment): amount, currency and provider are the server's. */
  booking: CheckoutResult
  /** The car's name (PayPal order `name`). */
  carName: string
  /** The PayPal order `description` (at most 127 characters). */
  description: string
  /** The payment went through: go to `/checkout-session/{sessionId}`. */
  onPaid: (sessionId: string) => void
  /** The payment failed with this message (shown here, and only here); the visitor may try again. */
  onFailed: (message: string) => void
}

// The providers' React wrappers (@stripe/react-stripe-js, @paypal/react-paypal-js) are only needed
// once an online booking is held, so they are a chunk of their own, not part of the checkout's
// first load.
const ProviderForms = lazy(() => import('./ProviderForms'))

const noop = () => {}

/** The provider step of the checkout: Stripe's card form or PayPal's buttons (loaded on demand). */
export function PaymentStep(props: PaymentStepProps) {
  return (
    <Suspense fallback={<PaymentScriptStatus status="pending" retry={noop} />}>
      <ProviderForms {...props} />
    </Suspense>
  )
}
