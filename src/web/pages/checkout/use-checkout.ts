import { useMachine } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { navigate } from 'wouter/use-browser-location'
import { fromPromise } from 'xstate'
import { checkoutMachine, type CheckoutPriceBody, type CheckoutRequest, type CreateBookingInput } from '../../../../machines/checkout.machine'
import { createBooking, fetchCheckoutPrice, recaptchaFailure } from '../../api/checkout'
import { useConfig } from '../../app/config-context'
import { useCurrency } from '../../app/currency-context'
import { getInspect } from '../../app/inspector'
import { useBotCheck } from '../../app/recaptcha'

/** Where every checkout ends (spec §2): the confirmation of the booking's checkout. */
export const checkoutSessionPath = (sessionId: string) => `/checkout-session/${encodeURIComponent(sessionId)}`

/**
 * The checkout machine of the page, bound to the API (requests cancelled with their actor, so a
 * newer price replaces an older one), the bot check and the address bar; kept in step with the
 * header's currency.
 */
export function useCheckout(request: CheckoutRequest) {
  const config = useConfig()
  const { currency } = useCurrency()
  const botCheck = useBotCheck()
  const botCheckRef = useRef(botCheck)
  botCheckRef.current = botCheck

  const [machine] = useState(() =>
    checkoutMachine.provide({
      actors: {
        loadPrice: fromPromise(({ input, signal }: { input: CheckoutPriceBody; signal: AbortSignal }) => fetchCheckoutPrice(input, signal)),
        reprice: fromPromise(({ input, signal }: { input: CheckoutPriceBody; signal: AbortSignal }) => fetchCheckoutPrice(input, signal)),
        createBooking: fromPromise(async ({ input }: { input: CreateBookingInput }) => {
          let recaptchaToken: string | undefined
          if (input.botCheck) {
            try {
              recaptchaToken = await botCheckRef.current.getToken('checkout')
            } catch {
              throw recaptchaFailure()
            }
          }
          return createBooking({ ...input.body, ...(recaptchaToken ? { recaptchaToken } : {}) })
        }),
      },
      actions: {
        redirect: (_, sessionId) => navigate(checkoutSessionPath(sessionId)),
      },
    }),
  )

  const [state, send, actorRef] = useMachine(machine, {
    input: { request: { ...request, currency }, gateway: config.paymentGateway },
    inspect: getInspect(),
  })

  // The machine started with the current currency; only later switches are news.
  const startCurrency = useRef(currency)
  useEffect(() => {
    if (currency === startCurrency.current) return
    startCurrency.current = currency
    send({ type: 'checkout.currency', currency })
  }, [currency, send])

  return [state, send, actorRef, botCheck.enabled] as const
}
