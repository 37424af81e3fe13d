// English catalogue: the reference. fr.ts and es.ts must define every id found here
// (checked by their `satisfies Messages`). ICU syntax: plurals where counts appear.
import { messages as searchForm } from './search-form/en'
import { messages as searchResults } from './search-results/en'
import { messages as locationsAndSuppliers } from './locations-and-suppliers/en'
import { messages as auth } from './auth/en'
import { messages as settings } from './settings/en'
import { messages as checkout } from './checkout/en'
import { messages as payment } from './payment/en'
import { messages as bookings } from './bookings/en'
import { messages as pageTitles } from './page-titles/en'
import { messages as notifications } from './notifications/en'
import { messages as consent } from './consent/en'
import { messages as contact } from './contact/en'
import { messages as newsletter } from './newsletter/en'
import { messages as headerMenu } from './header-menu/en'
export const en = {
  // areas, one folder each (one per feature, so features do not edit the same file)
  ...searchForm,
  ...searchResults,
  ...locationsAndSuppliers,
  ...auth,
  ...settings,
  ...checkout,
  ...payment,
  ...bookings,
  ...pageTitles,
  ...notifications,
  ...consent,
  ...contact,
  ...newsletter,
  ...headerMenu,

  'app.name': 'Keyturn',
  'app.title': 'Keyturn — car rental from trusted suppliers',
  'app.loadingPage': 'Loading page',
  'app.skipToContent': 'Skip to main content',

  'header.homeLink': 'Keyturn',
  'header.mainNavigation': 'Main',
  'header.preferences': 'Preferences',
  'header.language': 'Language: {language}',
  'header.currency': 'Currency: {currency}',
  'header.colorMode': 'Theme: {mode}',
  'colorMode.light': 'Light',
  'colorMode.dark': 'Dark',
  'colorMode.system': 'System',

  'footer.corporate': 'Keyturn is a car-rental marketplace connecting drivers with local rental suppliers.',
  'footer.explore': 'Explore',
  'footer.support': 'Support',
  'footer.links.carSizes': 'Car sizes',
  'footer.links.destinations': 'Destinations',
  'footer.links.customerCare': 'Customer care',
  'footer.copyright': '© {year} Keyturn. All rights reserved.',

  'toast.close': 'Close',
  'errors.unhandled': 'An unhandled error occurred',
  'errors.languageChangeFailed': 'An error occurred while changing language',
  'errors.pageFailed': 'This page could not be displayed.',
  'errors.noPaymentOption': 'This car cannot be booked here: none of the ways to pay its supplier accepts is available on this site.',
  'errors.rentalTooLong': 'A rental may last at most {days, plural, one {# day} other {# days}}.',
  'errors.beyondBookingHorizon': 'Cars can be booked at most {days, plural, one {# day} other {# days}} ahead.',
  'common.opensInNewTab': '(opens in a new tab)',
  'common.backHome': 'Back to the home page',
  'common.retry': 'Try again',

  'notFound.title': 'Nothing to see here!',
  'notFound.body': 'The page you are looking for does not exist or has moved.',

  'home.hero.eyebrow': 'Car rental marketplace',
  'home.hero.title': 'Find the right car for every trip',
  'home.hero.pitch':
    'Compare offers from trusted local suppliers, see the full price in your currency and choose how you pay: at the counter, a deposit online or in full.',
  'home.hero.point.prices': 'Full prices, no surprises',
  'home.hero.point.payment': 'Pay now, pay a deposit or pay at the counter',
  'home.hero.point.languages': 'In English, French and Spanish',

  'home.carSizes.title': 'Choose your car size',
  'home.carSizes.intro': 'From city runabouts to family people carriers, pick the size that fits your trip.',
  'home.carSizes.mini.title': 'MINI',
  'home.carSizes.mini.body': 'Small and economical, easy to park in town. Ideal for two people and light luggage.',
  'home.carSizes.midi.title': 'MIDI',
  'home.carSizes.midi.body': 'Room for four or five with their bags, comfortable on long motorway drives.',
  'home.carSizes.maxi.title': 'MAXI',
  'home.carSizes.maxi.body': 'Large cars, SUVs and people carriers for families, groups and plenty of luggage.',

  'home.destinations.title': 'Popular destinations',
  'home.destinations.intro':
    '{count, plural, one {The country} other {The # countries}} where we have {minimum} or more places to pick up your car, at airports, stations and city centres.',
  'home.destinations.locationCount': '{count, plural, one {# location} other {# locations}}',
  'home.destinations.loading': 'Loading destinations…',
  'home.destinations.error': 'Destinations could not be loaded.',
  'home.destinations.empty': 'No destinations are available yet.',

  'home.whyUs.title': 'Why book with Keyturn',
  'home.whyUs.compare.title': 'Compare suppliers side by side',
  'home.whyUs.compare.body': 'See offers from several rental companies for the same dates and place, in one list.',
  'home.whyUs.prices.title': 'Clear prices',
  'home.whyUs.prices.body': 'The price you see includes the options you choose, shown in the currency you prefer.',
  'home.whyUs.payment.title': 'Pay your way',
  'home.whyUs.payment.body': 'Pay online in full, pay a deposit, or pay at the counter with suppliers who allow it.',
  'home.whyUs.language.title': 'Your language',
  'home.whyUs.language.body': 'Book in English, French or Spanish and switch at any time.',

  'home.services.title': 'Services to suit your rental',
  'home.services.intro': 'Add what you need when you book; each offer shows what is included.',
  'home.services.mileage.title': 'Unlimited mileage',
  'home.services.mileage.body': 'Many offers include unlimited kilometres, so long road trips cost no more.',
  'home.services.protection.title': 'Protection options',
  'home.services.protection.body': 'Theft protection, collision damage waiver or full insurance for peace of mind.',
  'home.services.driver.title': 'Additional driver',
  'home.services.driver.body': 'Share the wheel on long journeys by adding a second driver.',
  'home.services.flexible.title': 'Cancellation and amendments',
  'home.services.flexible.body':
    'Change or cancel your booking; cancelling 24 hours or more before the rental may give a full refund.',

  'home.care.title': 'Customer care',
  'home.care.intro': 'We are here before, during and after your rental.',
  'home.care.before.title': 'Before you book',
  'home.care.before.body': 'Help with choosing a car, understanding a supplier’s terms or the documents to bring.',
  'home.care.during.title': 'During your rental',
  'home.care.during.body': 'Your booking details and the supplier’s contact stay at hand in your account.',
  'home.care.after.title': 'After you return',
  'home.care.after.body': 'Questions about a deposit, a charge or a cancellation are answered quickly.',

  'home.suppliers.title': 'Our rental suppliers',
  'home.suppliers.intro':
    '{count, plural, one {# trusted supplier offers} other {# trusted suppliers offer}} their cars on Keyturn.',
  'home.suppliers.carCount': '{count, plural, one {# car} other {# cars}}',
  'home.suppliers.loading': 'Loading suppliers…',
  'home.suppliers.error': 'Suppliers could not be loaded.',
} as const

export type MessageId = keyof typeof en
export type Messages = Record<MessageId, string>
