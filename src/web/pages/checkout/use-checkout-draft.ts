import { useEffect } from 'react'
import type { CheckoutChoices } from '../../../../machines/checkout.machine'
import { saveCheckoutDraft } from './checkout-draft'
import type { FormValues } from './checkout-form'

/**
 * Keeps the session's draft of this checkout in step with the form and the machine's choices
 * (null while they must not be saved: loading, or once the booking exists — its draft was cleared).
 * The Terms box is not kept: accepting them is asked each time.
 */
export function useCheckoutDraft(checkout: string, values: FormValues, choices: CheckoutChoices | null) {
  const { fullName, email, phone, birthDate, additional } = values
  // compared by value: the machine hands out new objects on every snapshot
  const choicesKey = choices ? JSON.stringify(choices) : null
  useEffect(() => {
    if (choicesKey === null) return
    saveCheckoutDraft({
      checkout,
      driver: { fullName, email, phone, birthDate },
      additional,
      choices: JSON.parse(choicesKey) as CheckoutChoices,
    })
  }, [checkout, fullName, email, phone, birthDate, additional, choicesKey])
}
