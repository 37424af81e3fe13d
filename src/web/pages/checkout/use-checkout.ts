import { useMachine } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { navigate } from 'wouter/use-browser-location'
import { fromPromise, type Snapshot } from 'xstate'
import {
  checkoutMachine,
  type CheckoutChoices,
  type CheckoutEvent,
  type CheckoutPriceBody,
  type CheckoutRequest,
  type CheckoutResult,
  type CreateBookingInput,
  type OptionKind,
} from '../../../../machines/checkout.machine'
import { createBooking, fetchCheckoutPrice, recaptchaFailure } from '../../api/checkout'
import { useCurrency } from '../../app/currency-context'
import { markBootSnapshotUsed, useBootSnapshot } from '../../app/boot'
import { getInspect } from '../../app/inspector'
import { useBotCheck } from '../../app/recaptcha'

export const CHECKOUT_MACHINE_ID = 'checkout'

type CheckoutSnapshot = Snapshot<unknown> & { context: { request: CheckoutRequest } }

const sameRequest = (a: CheckoutRequest, b: CheckoutRequest) =>
  (Object.keys(b) as (keyof CheckoutRequest)[]).every((key) => a[key] === b[key]) && Object.keys(a).length === Object.keys(b).length

/** The checkout machine with the API's price (the one read the server makes for the page too). */
export const pricedCheckoutMachine = checkoutMachine.provide({
  actors: {
    loadPrice: fromPromise(({ input, signal }: { input: CheckoutPriceBody; signal: AbortSignal }) => fetchCheckoutPrice(input, signal)),
  },
})

/** Where every checkout ends (spec §2): the confirmation of the booking's checkout. */
export const checkoutSessionPath = (sessionId: string) => `/checkout-session/${encodeURIComponent(sessionId)}`

interface CheckoutHooks {
  /** The choices of the session's draft of this checkout, to start from. */
  draft: CheckoutChoices | null
  /** The booking exists (before any redirection): what the page must hand over to it. */
  onBookingCreated: (booking: CheckoutResult) => void
}

/**
 * The checkout machine of the page, bound to the API (requests cancelled with their actor, so a
 * newer price replaces an older one), the bot check and the address bar; kept in step with the
 * header's currency.
 */
export function useCheckout(request: CheckoutRequest, hooks: CheckoutHooks) {
  const { currency } = useCurrency()
  const botCheck = useBotCheck()
  const botCheckRef = useRef(botCheck)
  botCheckRef.current = botCheck
  const hooksRef = useRef(hooks)
  hooksRef.current = hooks

  const [machine] = useState(() =>
    pricedCheckoutMachine.provide({
      actors: {
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
        bookingCreated: (_, booking) => hooksRef.current.onBookingCreated(booking),
      },
    }),
  )

  // The server ran this machine to the priced form it rendered (src/web/page-machines.server.ts):
  // resumed from there when it is this very checkout (a session draft is applied after hydration).
  const resumed = useBootSnapshot<CheckoutSnapshot>(CHECKOUT_MACHINE_ID)
  const fromServer = resumed && sameRequest(resumed.context.request, { ...request, currency }) ? resumed : undefined
  const [state, send, actorRef] = useMachine(machine, {
    input: { request: { ...request, currency }, draft: fromServer ? null : hooks.draft },
    snapshot: fromServer,
    inspect: getInspect(),
  })
  useEffect(() => markBootSnapshotUsed(resumed), [resumed])
  // The server's form is what hydrates; the draft's choices come after, as the driver's own would.
  const draftAfterHydration = useRef(fromServer ? hooks.draft : null)
  useEffect(() => {
    const draft = draftAfterHydration.current
    draftAfterHydration.current = null
    if (draft) for (const event of choiceEvents(actorRef.getSnapshot().context, draft)) send(event)
  }, [actorRef, send])

  // The machine started with the current currency; only later switches are news.
  const startCurrency = useRef(currency)
  useEffect(() => {
    if (currency === startCurrency.current) return
    startCurrency.current = currency
    send({ type: 'checkout.currency', currency })
  }, [currency, send])

  return [state, send, actorRef, botCheck.enabled, Boolean(fromServer)] as const
}

/** The events that take a checkout from its current choices to a draft's. */
function choiceEvents(current: CheckoutChoices, draft: CheckoutChoices): CheckoutEvent[] {
  const options = (Object.keys(draft.options) as OptionKind[])
    .filter((option) => draft.options[option] !== current.options[option])
    .map((option): CheckoutEvent => ({ type: 'checkout.setOption', option, on: draft.options[option] }))
  return [
    ...options,
    ...(draft.additionalDriverAdded !== current.additionalDriverAdded ? [{ type: 'checkout.addAdditionalDriver', on: draft.additionalDriverAdded } as const] : []),
    ...(draft.payment && draft.payment !== current.payment ? [{ type: 'checkout.choosePayment', payment: draft.payment } as const] : []),
  ]
}
