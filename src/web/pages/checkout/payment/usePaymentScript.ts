import { useMachine } from '@xstate/react'
import { useCallback, useEffect } from 'react'
import type { Currency, PaymentGateway } from '../../../../domain/enums'
import { useConfig } from '../../../app/config-context'
import { getInspect } from '../../../app/inspector'
import { appPaymentScriptMachine } from './scripts'

export type PaymentScriptStatusValue = 'initial' | 'pending' | 'resolved' | 'rejected'

export interface PaymentScript {
  status: PaymentScriptStatusValue
  retry: () => void
}

/**
 * Loads the configured provider's browser script (spec §4 "Payment script loading") as soon as
 * it is `wanted` (the visitor picked an online payment), before the booking exists. The loaded
 * script stays in the module cache of ./scripts for the payment step.
 */
export function usePaymentScript(gateway: PaymentGateway | null, wanted: boolean, currency: Currency): PaymentScript {
  const config = useConfig()
  const [snapshot, send] = useMachine(appPaymentScriptMachine, { inspect: getInspect() })
  const key = gateway === 'Stripe' ? config.stripePublishableKey : gateway === 'PayPal' ? config.paypalClientId : null

  useEffect(() => {
    if (wanted && gateway && key) send({ type: 'paymentScript.load', gateway, key, currency })
  }, [wanted, gateway, key, currency, send])

  const retry = useCallback(() => send({ type: 'paymentScript.retry' }), [send])

  // A gateway without its public key cannot load anything: say so rather than wait forever.
  if (wanted && gateway && !key) return { status: 'rejected', retry }
  return { status: snapshot.value, retry }
}
