// Frequently asked questions (/faq) in en: spec §1's topics (documents, delivery and pick-up, age,
// cancellation) and more. Loaded with the page only (see ../page-text.ts).
export const messages = {
  'faq.intro': 'Answers to the questions drivers ask us most, before and during a rental.',
  'faq.contents': 'Topics',

  'faq.documents.heading': 'Documents',
  'faq.documents.what.q': 'What do I need to bring to pick up the car?',
  'faq.documents.what.a': 'The main driver must show these at the supplier’s counter:',
  'faq.documents.what.license': 'a valid driver’s license in the main driver’s name;',
  'faq.documents.what.id': 'an ID card or passport;',
  'faq.documents.what.card': 'a credit card in the main driver’s name, when the supplier holds a deposit on it;',
  'faq.documents.what.confirmation': 'your booking confirmation, printed or on your phone.',
  'faq.documents.upload.q': 'Do I have to upload my driver’s license?',
  'faq.documents.upload.a':
    'Only when the supplier asks for it: the checkout then asks for a copy of the main driver’s license (an image or a PDF). You can also keep one in your <settingsLink>settings</settingsLink>, so it is ready for your next booking. Only you and the supplier of your booking can see it.',
  'faq.documents.foreign.q': 'Can I rent with a driver’s license from another country?',
  'faq.documents.foreign.a':
    'Usually yes, if it is valid and written in the Latin alphabet. Some countries and suppliers also ask for an international driving permit: check the supplier’s conditions before you travel.',

  'faq.pickUp.heading': 'Delivery and pick-up',
  'faq.pickUp.where.q': 'Where do I pick up the car?',
  'faq.pickUp.where.a':
    'At the supplier’s counter at the pick-up place you chose: an airport, a station or a city-centre agency. The booking confirmation gives the address and the supplier’s contact. All our places are on the <locationsLink>map of rental locations</locationsLink>.',
  'faq.pickUp.delivery.q': 'Can the car be delivered to my address?',
  'faq.pickUp.delivery.a':
    'Cars are handed over at the supplier’s place. Some suppliers can bring the car to a hotel or another address for a fee; ask the supplier, using the contact in your booking confirmation.',
  'faq.pickUp.return.q': 'Can I return the car somewhere else?',
  'faq.pickUp.return.a':
    'Yes: when you search, untick “Return to same location” and choose another drop-off place. The results then show the cars that can be returned there.',
  'faq.pickUp.late.q': 'What if my flight is late?',
  'faq.pickUp.late.a':
    'Tell the supplier as soon as you can, using the contact in your booking confirmation. Most suppliers keep the car for a while after the booked time, but opening hours vary.',

  'faq.age.heading': 'Age',
  'faq.age.minimum.q': 'How old must I be to rent a car?',
  'faq.age.minimum.a1':
    'On Keyturn, every driver must be at least {minimumAge} years old on the day of pick-up. You may read that the minimum age to rent a car is usually 18: that is the age to drive in many countries, and some rental companies elsewhere rent from 18. Keyturn requires {minimumAge}.',
  'faq.age.minimum.a2':
    'Some suppliers ask more for some cars, for example large or powerful ones. Their offers and the checkout then show the higher minimum, and it applies.',
  'faq.age.additional.q': 'Does an additional driver have to meet the same conditions?',
  'faq.age.additional.a':
    'Yes: an additional driver must be at least as old as the car requires and hold a valid driver’s license, and must show it at the counter.',

  'faq.cancellation.heading': 'Cancellation',
  'faq.cancellation.how.q': 'Can I cancel my booking?',
  'faq.cancellation.how.a':
    'Yes. Cancelling 24 hours or more before pick-up may give a full refund; later cancellations may incur a fee. The refund is full when the offer includes the cancellation option or you added it at the checkout. The <tosLink>Terms of Use</tosLink> give the details.',
  'faq.cancellation.refund.q': 'How will I get my money back?',
  'faq.cancellation.refund.a':
    'A refund goes back to the means of payment you used, usually within 10 working days. A booking paid at the counter has nothing to refund.',

  'faq.payment.heading': 'Payment and deposit',
  'faq.payment.how.q': 'How can I pay?',
  'faq.payment.how.a':
    'Depending on the offer: at the counter when the supplier allows it, the deposit online and the rest at pick-up, or the full price online by card or, when offered, PayPal. The checkout shows the choices an offer allows.',
  'faq.payment.card.q': 'Is my card safe?',
  'faq.payment.card.a':
    'Your card details go straight to our payment provider; Keyturn never sees or keeps your card number.',
  'faq.payment.currency.q': 'In which currency will I pay?',
  'faq.payment.currency.a':
    'You can show prices in US dollars, euros, pounds sterling or Australian dollars. An online payment is charged in the currency shown at the payment step; at the counter, the supplier charges in its local currency.',
  'faq.payment.deposit.q': 'What is the deposit?',
  'faq.payment.deposit.a':
    'An amount the supplier asks as a guarantee, shown on each offer (some cars have none). Either you pay it online when you book, and it counts towards the price, or the supplier holds it on your credit card at pick-up and releases it when the car comes back as agreed.',

  'faq.changes.heading': 'Changing a booking',
  'faq.changes.how.q': 'Can I change my booking?',
  'faq.changes.how.a':
    'When the offer includes the amendments option, or you added it at the checkout, you can ask to change the dates, places or options; you pay or get back the difference in price. Without it, cancel and book again.',
  'faq.changes.driver.q': 'Can I add an additional driver?',
  'faq.changes.driver.a':
    'Yes, at the checkout, when the car offers the option: some cars include it, others charge a price per day. The additional driver must show a driver’s license at the counter.',

  'faq.rental.heading': 'During the rental',
  'faq.rental.fuel.q': 'What does the fuel policy mean?',
  'faq.rental.fuel.a': 'Each offer shows its fuel policy:',
  'faq.rental.fuel.fullToFull': '<strong>Full to full</strong>: pick up with a full tank and return it full.',
  'faq.rental.fuel.likeForLike': '<strong>Like for like</strong>: return the car with the same fuel level as at pick-up.',
  'faq.rental.fuel.freeTank': '<strong>Free tank</strong>: a full tank is included; return the car at any level.',
  'faq.rental.fuel.fullToEmpty': '<strong>Full to empty</strong>: pay for a full tank at pick-up; unused fuel is not refunded.',
  'faq.rental.mileage.q': 'Is the mileage limited?',
  'faq.rental.mileage.a':
    'Many offers include unlimited mileage. Others include a number of kilometres per day, shown on the offer; the supplier charges extra kilometres at its own rate.',
  'faq.rental.protection.q': 'What do the protection options cover?',
  'faq.rental.protection.a':
    'Theft protection, collision damage waiver and full insurance reduce what you pay if the car is stolen or damaged. What each one covers, and any excess that remains, are set by the supplier’s terms.',

  'faq.more.heading': 'More questions?',
  'faq.more.a':
    'Write to us with the <contactLink>contact form</contactLink>: our customer care team answers before, during and after your rental (see <careLink>customer care</careLink>). You can also read <aboutLink>how Keyturn works</aboutLink> and our <privacyLink>privacy policy</privacyLink>.',
} as const
