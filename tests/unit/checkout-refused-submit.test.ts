// The checkout's message for a refused submit (src/web/pages/checkout/checkout-form.ts).
import { describe, expect, it } from 'vitest'
import { refusedSubmit } from '../../src/web/pages/checkout/checkout-form'

const label = (field: string) => field

describe('refusedSubmit', () => {
  it('names the missing fields first, and focuses the first wrong one', () => {
    expect(refusedSubmit({ phone: 'required', email: 'invalidEmail' }, true, label)).toMatchObject({
      alert: { id: 'checkout.error.fillIn', values: { fields: 'phone' } },
    })
  })

  it('all filled in: asks for a payment, then waits for the payment form', () => {
    expect(refusedSubmit({}, false, label).alert).toEqual({ id: 'checkout.payment.choose' })
    expect(refusedSubmit({}, true, label).alert).toEqual({ id: 'checkout.payment.scriptNotReady' })
  })

  it('a payment form that could not be loaded is said so (the page offers to load it again), not as still loading', () => {
    expect(refusedSubmit({}, true, label, true).alert).toEqual({ id: 'checkout.payment.scriptFailed' })
    // a wrong field still comes first
    expect(refusedSubmit({ email: 'invalidEmail' }, true, label, true).alert).toEqual({ id: 'checkout.error.fixErrors' })
  })
})
