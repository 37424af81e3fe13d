// The Terms of Use (/tos) in en: the terms the checkout and the sign-up ask to accept. Loaded with
// the page only (see ../page-text.ts). {minimumAge}, {maximumRentalDays} and {bookingHorizonDays}
// are the configured values the app enforces.
export const messages = {
  'tos.intro':
    'These terms apply whenever you search, book or hold an account on Keyturn. Please read them before you book: when you tick “I accept the Terms of Use” at the checkout or when you create an account, you agree to them.',
  'tos.contents': 'On this page',

  'tos.service.heading': 'Who we are and what we do',
  'tos.service.p1':
    'Keyturn is a car-rental marketplace. We show the offers of independent rental companies (the “suppliers”), take your booking and, when you choose to pay online, take the payment on the supplier’s behalf.',
  'tos.service.p2':
    'The car itself is rented to you by the supplier named on the offer. At pick-up you sign the supplier’s rental agreement, which governs the use of the car. Where that agreement and these terms differ about the car, its use or its return, the supplier’s agreement applies; these terms govern your use of Keyturn and your booking with us.',

  'tos.booking.heading': 'Making a booking',
  'tos.booking.p1':
    'You book by choosing a car from the search results, choosing its options, giving the details of the main driver and choosing how to pay. The offer shows the supplier, the pick-up and drop-off places and times, the total price for the options you chose and any deposit.',
  'tos.booking.p2':
    'Your booking is made when we confirm it. We send the confirmation to the e-mail address given for the main driver, so please check that it is correct. If you book without being signed in, we create a Driver account with those details and e-mail you a link to activate it, so you can find your booking later.',
  'tos.booking.p3':
    'A rental may last at most {maximumRentalDays, plural, one {# day} other {# days}}, and must end no more than {bookingHorizonDays, plural, one {# day} other {# days}} from the day you book. Pick-up must be at least {minimumPickUpHours, plural, one {# hour} other {# hours}} ahead, and a rental lasts at least {minimumRentalHours, plural, one {# hour} other {# hours}}.',
  'tos.booking.p4':
    'Please give true and complete details. A supplier may refuse to hand over the car if the person at the counter is not the main driver named in the booking or does not meet the conditions below.',

  'tos.driver.heading': 'Drivers: age and driver’s license',
  'tos.driver.p1':
    'The main driver and any additional driver must be at least {minimumAge} years old on the day of pick-up. Some suppliers set a higher minimum age for some cars; the offer and the checkout then ask for that age, and it applies.',
  'tos.driver.p2':
    'Every driver must hold a valid driver’s license, in their own name, held for the period the supplier requires. Some suppliers ask for a copy of the main driver’s license when you book; you can upload it at the checkout or in your settings.',
  'tos.driver.p3': 'At the pick-up counter, the main driver must show:',
  'tos.driver.item.license': 'the original driver’s license, valid for the whole rental;',
  'tos.driver.item.id': 'an ID card or passport;',
  'tos.driver.item.card': 'a credit card in the main driver’s name, when the supplier holds a deposit on it;',
  'tos.driver.item.confirmation': 'the booking confirmation.',
  'tos.driver.p4':
    'If the driver cannot show these documents, the supplier may refuse the rental; the cancellation terms below then apply as for a late cancellation.',

  'tos.payment.heading': 'Prices and payment',
  'tos.payment.p1':
    'Prices are worked out in US dollars from the supplier’s rates and the options you choose; other currencies are shown converted at the current rate. The amount charged online is the one shown at the payment step, in the currency shown there. Depending on the offer, you can pay in one of these ways:',
  'tos.payment.item.counter':
    '<strong>Pay at the counter</strong>: nothing is charged when you book; you pay the supplier the full price at pick-up. Offered only when the supplier accepts it.',
  'tos.payment.item.deposit':
    '<strong>Pay the deposit online</strong>: you pay the deposit when you book and the rest of the price to the supplier at pick-up.',
  'tos.payment.item.full': '<strong>Pay in full online</strong>: you pay the whole price when you book.',
  'tos.payment.p2':
    'Online payments are handled by our payment providers (a card payment provider and, when offered, PayPal). Your card details go straight to them: Keyturn never sees or keeps your card number. A booking paid online holds the car for 30 minutes while you pay; if the payment is not completed in that time, the booking is cancelled and the car is released.',
  'tos.payment.p3':
    'Extras bought at the counter (fuel, equipment, extra mileage, late return) are charged by the supplier under its own prices.',

  'tos.deposit.heading': 'Deposit',
  'tos.deposit.p1':
    'Each offer shows the deposit the supplier asks for, or says that there is none. If you pay the deposit online, it is taken from the price of the rental. Otherwise the supplier may hold the deposit on the main driver’s credit card at pick-up.',
  'tos.deposit.p2':
    'The supplier releases the held amount when the car is returned on time, with the agreed fuel level and without new damage. Costs you are liable for under the rental agreement (damage, fuel, fines, tolls) may be taken from the deposit.',

  'tos.cancellation.heading': 'Cancellation',
  'tos.cancellation.p1':
    'Cancelling 24 hours or more before pick-up may give a full refund; later cancellations may incur a fee.',
  'tos.cancellation.p2':
    'Whether a cancellation is refunded depends on the offer: when the cancellation option is included or you added it at the checkout, a cancellation made 24 hours or more before pick-up is refunded in full. Without it, or when you cancel later, the supplier’s cancellation fee may be kept from what you paid, up to the full price. A booking paid at the counter costs nothing to cancel unless the supplier’s terms shown on the offer say otherwise.',
  'tos.cancellation.p3':
    'If you do not come to pick up the car, or cannot show the documents listed above, the booking counts as cancelled less than 24 hours before pick-up. Refunds go back to the means of payment used, usually within 10 working days.',

  'tos.amendments.heading': 'Changing a booking',
  'tos.amendments.p1':
    'You can ask to change the dates, times, places or options of a booking when the amendments option is included in the offer or was added at the checkout. A change is subject to the car’s availability and to the price of the new booking: if it costs more, you pay the difference; if it costs less, the difference is refunded.',
  'tos.amendments.p2':
    'Without the amendments option, a change means cancelling the booking (under the cancellation terms above) and booking again. The name of the main driver can only be changed by the supplier at the counter.',

  'tos.account.heading': 'Your account',
  'tos.account.p1':
    'A Driver account keeps your bookings, settings and notifications. You are responsible for keeping your password secret and for what is done with your account. Tell us at once if you think someone else has used it.',
  'tos.account.p2':
    'We may suspend an account that is used to make false bookings, to harm the suppliers or other users, or to attack the service. A suspended account cannot sign in.',

  'tos.liability.heading': 'Liability',
  'tos.liability.p1':
    'The supplier is responsible for the car, its condition, its insurance and the services at the counter. Keyturn is responsible for showing offers correctly, for taking your booking and payment, and for passing your booking to the supplier.',
  'tos.liability.p2':
    'You are responsible for the car during the rental under the supplier’s agreement: for damage, fuel, fines, tolls and a late return. The protection options (theft protection, collision damage waiver, full insurance) reduce what you pay in case of damage or theft, as the supplier’s terms describe.',
  'tos.liability.p3':
    'Nothing in these terms limits a liability that the law does not allow to be limited, nor the rights you have as a consumer.',

  'tos.governing.heading': 'Changes and governing terms',
  'tos.governing.p1':
    'We may change these terms. A booking is governed by the terms you accepted when you made it; the new terms apply to later bookings. We show the current terms on this page.',
  'tos.governing.p2':
    'These terms are governed by the law of the country where Keyturn is established, without depriving you of the protection given by the mandatory rules of the country where you live. If a dispute arises, please contact us first: most questions are settled quickly. How we handle your personal data is explained in our <privacyLink>privacy policy</privacyLink>, and answers to common questions are in the <faqLink>FAQ</faqLink>.',
} as const
