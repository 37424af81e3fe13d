// Spec §5 card messages and §8 'Payment failed', from Stripe's error codes.
import { describe, expect, it } from 'vitest'
import { cardErrorKind, cardErrorMessage } from '../../src/domain/card-errors'

describe('card errors', () => {
  it.each([
    ['incomplete_number', 'Invalid card number'],
    ['invalid_number', 'Invalid card number'],
    ['incorrect_number', 'Invalid card number'],
    ['incomplete_expiry', 'Invalid expiry date'],
    ['invalid_expiry_month', 'Invalid expiry date'],
    ['invalid_expiry_year', 'Invalid expiry date'],
    ['invalid_expiry_year_past', 'Invalid expiry date'],
    ['invalid_expiry_month_past', 'Invalid expiry date'],
    ['expired_card', 'Invalid expiry date'],
    ['incomplete_cvc', 'Invalid card validation code'],
    ['invalid_cvc', 'Invalid card validation code'],
    ['incorrect_cvc', 'Invalid card validation code'],
    ['card_declined', 'Payment failed'],
    ['processing_error', 'Payment failed'],
    ['paymentFailed', 'Payment failed'],
  ])('%s → %s', (code, message) => {
    expect(cardErrorMessage({ code, message: 'Stripe wording' })).toBe(message)
  })

  it('a decline that names a field says which one', () => {
    expect(cardErrorMessage({ code: 'card_declined', decline_code: 'incorrect_cvc' })).toBe('Invalid card validation code')
    expect(cardErrorMessage({ code: 'card_declined', decline_code: 'expired_card' })).toBe('Invalid expiry date')
    expect(cardErrorMessage({ code: 'card_declined', decline_code: 'generic_decline' })).toBe('Payment failed')
    expect(cardErrorMessage({ code: 'paymentFailed', paymentFailed: { declineCode: 'incorrect_cvc' } })).toBe('Invalid card validation code')
    expect(cardErrorMessage({ code: 'paymentFailed', paymentFailed: { declineCode: 'generic_decline' } })).toBe('Payment failed')
  })

  it("without a code, Stripe's own message is read", () => {
    expect(cardErrorKind({ code: null, message: 'Your card number is incomplete.' })).toBe('invalidCardNumber')
    expect(cardErrorKind({ code: null, message: "Your card's expiration year is in the past." })).toBe('invalidExpiryDate')
    expect(cardErrorKind({ code: 'validation_error', message: "Your card's security code is incomplete." })).toBe('invalidCvc')
    expect(cardErrorKind({ code: null, message: 'Something else happened.' })).toBe('paymentFailed')
  })

  it('no error at all is a failed payment', () => {
    expect(cardErrorMessage(null)).toBe('Payment failed')
    expect(cardErrorMessage(undefined)).toBe('Payment failed')
    expect(cardErrorMessage({})).toBe('Payment failed')
  })
})
