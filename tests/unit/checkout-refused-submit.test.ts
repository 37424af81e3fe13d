// The checkout's message for a refused submit (src/web/pages/checkout/checkout-form.ts).
import { describe, expect, it } from 'vitest'
import { refusedSubmit, standingAlert } from '../../src/web/pages/checkout/checkout-form'

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

describe('standingAlert', () => {
  const failed = { id: 'checkout.payment.scriptFailed' } as const
  const notReady = { id: 'checkout.payment.scriptNotReady' } as const

  it('keeps "could not load" only while the online payment form is still failed', () => {
    expect(standingAlert(failed, { online: true, scriptStatus: 'rejected' })).toEqual(failed)
    // loading again, loaded, or paying at the counter instead: the message no longer holds
    expect(standingAlert(failed, { online: true, scriptStatus: 'pending' })).toBeNull()
    expect(standingAlert(failed, { online: true, scriptStatus: 'resolved' })).toBeNull()
    expect(standingAlert(failed, { online: false, scriptStatus: 'rejected' })).toBeNull()
  })

  it('keeps "still loading" until the form has loaded or the counter is chosen', () => {
    expect(standingAlert(notReady, { online: true, scriptStatus: 'pending' })).toEqual(notReady)
    expect(standingAlert(notReady, { online: true, scriptStatus: 'resolved' })).toBeNull()
    expect(standingAlert(notReady, { online: false, scriptStatus: 'pending' })).toBeNull()
  })

  it('leaves every other message as it is', () => {
    const fillIn = { id: 'checkout.error.fillIn', values: { fields: 'phone' } } as const
    expect(standingAlert(fillIn, { online: false, scriptStatus: 'initial' })).toEqual(fillIn)
    expect(standingAlert(null, { online: true, scriptStatus: 'rejected' })).toBeNull()
  })
})
