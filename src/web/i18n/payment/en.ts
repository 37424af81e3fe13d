// Messages of the payment area (provider step of /checkout and the confirmation page
// /checkout-session/{sessionId}) in en; spread into ../en.ts. Spec §5/§8 wording kept exactly.
export const messages = {
  'payment.script.loading': 'Loading the secure payment form…',
  'payment.script.failed': 'The payment form could not be loaded.',
  'payment.script.retry': 'Try again',
  'payment.script.payAtCounter': 'Pay at the counter instead',

  'payment.preparing': 'Preparing the secure payment…',
  'payment.retry': 'Try again',
  'payment.card.title': 'Card details',
  'payment.card.hint': 'Your card details go straight to our payment provider; Keyturn never sees them.',
  'payment.card.pay': 'Pay {amount}',
  'payment.card.paying': 'Paying…',
  'payment.paypal.title': 'Pay with PayPal',
  'payment.paypal.hint': 'Pay {amount} with your PayPal account.',
  'payment.paypal.cancelled': 'Payment cancelled. You can try again.',

  'payment.error.invalidCardNumber': 'Invalid card number',
  'payment.error.invalidExpiryDate': 'Invalid expiry date',
  'payment.error.invalidCvc': 'Invalid card validation code',
  'payment.error.paymentFailed': 'Payment failed',

  'confirmation.checking': 'Checking your payment…',
  'confirmation.congratulations': 'Congratulations!',
  'confirmation.payNow': 'Your payment was successful. A confirmation e-mail is on its way.',
  'confirmation.payLater': 'Your booking is confirmed. You will pay at the counter.',
  'confirmation.checkMailbox': 'Check your mailbox to activate your account.',
  'confirmation.failed': 'Payment failed',
  'confirmation.failedHint': 'Your booking was not confirmed and the car was released. You can search again.',
  'confirmation.backToSearch': 'Back to search',
  'confirmation.error': 'Something went wrong! Try again later',
  'confirmation.retry': 'Try again',
  'confirmation.backHome': 'Back to home',

  'confirmation.booking.title': 'Your booking',
  'confirmation.booking.reference': 'Booking reference',
  'confirmation.booking.total': 'Total',
  'confirmation.booking.paidOnline': 'Paid online',
  'confirmation.booking.depositPaid': 'Deposit paid',
  'confirmation.booking.restAtCounter': 'The rest is paid at the counter.',
  'confirmation.booking.toPayAtCounter': 'To pay at the counter',
  'confirmation.booking.deposit': 'Deposit',
} as const
