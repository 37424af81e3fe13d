// About Keyturn (/about) in en. Loaded with the page only (see ../page-text.ts).
export const messages = {
  'about.intro':
    'Keyturn is a car-rental marketplace: one place to compare the cars of local rental companies, book the one that suits your trip and pay the way you prefer.',

  'about.who.heading': 'Who we are',
  'about.who.p1':
    'We are a small team of travellers and engineers who were tired of comparing rental sites one by one, of prices that grew at every step and of terms hidden in small print. Keyturn brings the offers of independent suppliers together and shows them the same way, with the full price and the conditions that matter before you book.',
  'about.who.p2':
    'Keyturn works in English, French and Spanish, and shows prices in US dollars, euros, pounds sterling or Australian dollars.',

  'about.how.heading': 'How the marketplace works',
  'about.how.p1':
    'The cars on Keyturn belong to rental companies, which we call suppliers: from airport desks to family-run agencies in the city centre. Each supplier sets its cars, its rates, its deposit, its options and the ways it accepts payment; only offers that can be booked here are shown.',
  'about.how.steps': 'Booking takes four steps:',
  'about.how.step.search': 'Search by pick-up and drop-off place and dates; return the car where you took it or somewhere else.',
  'about.how.step.compare': 'Compare the offers: car size, supplier, rating, mileage, fuel policy, deposit and total price.',
  'about.how.step.book':
    'Choose your options (protection, additional driver, cancellation, amendments), give the driver’s details and choose how to pay: at the counter, a deposit online or the full price online.',
  'about.how.step.drive': 'Pick up the car at the supplier’s counter with your driver’s license and booking confirmation.',

  'about.prices.heading': 'Prices and how we earn',
  'about.prices.p1':
    'Each supplier gives us its rates. Keyturn adds a markup to the supplier’s price: that markup is how we earn our living, and it is already included in every price you see. There is no booking fee on top, and the price at the checkout is the price of your rental with the options you chose.',
  'about.prices.p2':
    'Because the markup is included, you pay the same total whether you pay at the counter, a deposit online or in full online. Extras you buy at the counter, such as fuel or equipment, are charged by the supplier at its own prices.',

  'about.why.heading': 'Why book with Keyturn',
  'about.why.item.compare': '<strong>Compare in one list</strong>: the offers of several suppliers for the same place and dates, side by side.',
  'about.why.item.prices': '<strong>Full prices</strong>: the options you choose are in the price, shown in your currency.',
  'about.why.item.payment': '<strong>Pay your way</strong>: at the counter, a deposit online, or in full online, depending on the offer.',
  'about.why.item.terms':
    '<strong>Clear terms</strong>: cancelling 24 hours or more before pick-up may give a full refund; our <tosLink>Terms of Use</tosLink> say the rest in plain words.',
  'about.why.item.privacy':
    '<strong>Your data respected</strong>: we keep only what a booking needs and never see your card number; see our <privacyLink>privacy policy</privacyLink>.',
  'about.why.p1': 'Questions before you book? Our <faqLink>frequently asked questions</faqLink> cover documents, age, pick-up and cancellation.',
} as const
