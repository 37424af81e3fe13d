// Card payment errors (spec §5 "Card: invalid card number, invalid expiry date, invalid card
// validation code"; spec §8 "Payment failed"). Stripe reports them with stable codes (its
// `error.code`, e.g. 'incomplete_number', 'invalid_expiry_year_past', 'card_declined'); the page
// shows one of four messages. Checkout Elements may also answer `code: 'paymentFailed'` or
// `code: null` with only Stripe's English message: the message is then read as a last resort.

export const cardErrorKinds = ['invalidCardNumber', 'invalidExpiryDate', 'invalidCvc', 'paymentFailed'] as const
export type CardErrorKind = (typeof cardErrorKinds)[number]

/** English wording (spec §5 and §8); the SPA shows the same texts in the user's language. */
export const cardErrorMessages: Record<CardErrorKind, string> = {
  invalidCardNumber: 'Invalid card number',
  invalidExpiryDate: 'Invalid expiry date',
  invalidCvc: 'Invalid card validation code',
  paymentFailed: 'Payment failed',
}

const codes: Record<string, CardErrorKind> = {
  incomplete_number: 'invalidCardNumber',
  invalid_number: 'invalidCardNumber',
  incorrect_number: 'invalidCardNumber',
  incomplete_expiry: 'invalidExpiryDate',
  invalid_expiry_month: 'invalidExpiryDate',
  invalid_expiry_year: 'invalidExpiryDate',
  invalid_expiry_year_past: 'invalidExpiryDate',
  invalid_expiry_month_past: 'invalidExpiryDate',
  expired_card: 'invalidExpiryDate',
  incomplete_cvc: 'invalidCvc',
  invalid_cvc: 'invalidCvc',
  incorrect_cvc: 'invalidCvc',
}

/** A Stripe error as Stripe.js or the API answers it (any of the fields may be missing). */
export interface CardErrorLike {
  code?: string | null
  decline_code?: string | null
  /** Checkout Elements' form of a decline: `{ code: 'paymentFailed', paymentFailed: { declineCode } }`. */
  paymentFailed?: { declineCode?: string | null } | null
  message?: string | null
}

/** Which of the spec's card messages a Stripe error is; anything unknown is 'paymentFailed'. */
export function cardErrorKind(error: CardErrorLike | null | undefined): CardErrorKind {
  if (!error) return 'paymentFailed'
  const byCode = error.code ? codes[error.code] : undefined
  if (byCode) return byCode
  // A decline reason can name the field (e.g. decline_code 'incorrect_cvc', 'expired_card').
  const declineCode = error.decline_code ?? error.paymentFailed?.declineCode
  const byDecline = declineCode ? codes[declineCode] : undefined
  if (byDecline) return byDecline
  if (error.code && error.code !== 'paymentFailed' && error.code !== 'validation_error') return 'paymentFailed'
  const message = (error.message ?? '').toLowerCase()
  if (/card number/.test(message)) return 'invalidCardNumber'
  if (/expir/.test(message)) return 'invalidExpiryDate'
  if (/security code|cvc|cvv/.test(message)) return 'invalidCvc'
  return 'paymentFailed'
}

/** The English message for a Stripe error. */
export function cardErrorMessage(error: CardErrorLike | null | undefined): string {
  return cardErrorMessages[cardErrorKind(error)]
}
