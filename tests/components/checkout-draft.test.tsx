// The checkout's session draft (src/web/pages/checkout/checkout-draft.ts): what it keeps, what it
// gives back for which checkout, and that anything unreadable is no draft rather than a broken form.
import { describe, expect, it } from 'vitest'
import { NO_OPTIONS } from '../../machines/checkout.machine'
import {
  CHECKOUT_DRAFT_KEY,
  clearCheckoutDraft,
  draftChoicesFor,
  readCheckoutDraft,
  saveCheckoutDraft,
  type CheckoutDraft,
} from '../../src/web/pages/checkout/checkout-draft'

const draft: CheckoutDraft = {
  checkout: 'car=a&pickUp=b&from=2026-12-01T10:00&to=2026-12-04T10:00',
  driver: { fullName: 'Dana Draft', email: 'dana@keyturn.example', phone: '+33 6 12 34 56 78', birthDate: '1990-05-01' },
  additional: { fullName: 'Alex Second', email: '', phone: '', birthDate: '' },
  choices: { options: { ...NO_OPTIONS, theftProtection: true }, payment: 'payAtCounter', additionalDriverAdded: true },
}

describe('checkout draft', () => {
  it('keeps the details and choices for the session, until cleared', () => {
    saveCheckoutDraft(draft)
    expect(readCheckoutDraft()).toEqual(draft)
    clearCheckoutDraft()
    expect(readCheckoutDraft()).toBeNull()
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull()
  })

  it('gives the choices back only to the same checkout (another car or dates start afresh)', () => {
    expect(draftChoicesFor(draft, draft.checkout)).toEqual(draft.choices)
    expect(draftChoicesFor(draft, draft.checkout.replace('12-04', '12-05'))).toBeNull()
    expect(draftChoicesFor(null, draft.checkout)).toBeNull()
  })

  it('reads anything unexpected as no draft, or as empty values, never as a broken form', () => {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, '{not json')
    expect(readCheckoutDraft()).toBeNull()
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ driver: {} }))
    expect(readCheckoutDraft()).toBeNull()
    sessionStorage.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({ checkout: 'x', driver: { fullName: 42, email: 'e@x.example' }, choices: { options: { theftProtection: 'yes', fullInsurance: true }, payment: 'payLater' }, license: 'temp.pdf' }),
    )
    expect(readCheckoutDraft()).toEqual({
      checkout: 'x',
      driver: { fullName: '', email: 'e@x.example', phone: '', birthDate: '' },
      additional: { fullName: '', email: '', phone: '', birthDate: '' },
      choices: { options: { ...NO_OPTIONS, fullInsurance: true }, payment: null, additionalDriverAdded: false },
    })
  })
})
