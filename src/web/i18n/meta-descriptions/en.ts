// The meta description of each route (what a search engine shows under the title), in en.
// Loaded apart from the app's catalogue (src/web/app/meta-description.ts): only crawlers and
// link previews read it. A unit test checks every route of appRoutes has one in each language.
import type { MetaDescriptions } from './types'

export const descriptions = {
  default: 'Keyturn: compare car-rental offers from trusted suppliers and book in minutes.',
  notFound: 'This page does not exist on Keyturn. Search cars to rent from trusted suppliers instead.',
  home: 'Compare car-rental offers from trusted local suppliers, see the full price upfront, and pay at the counter, a deposit or in full online.',
  search: 'Cars available for your dates and places, with their suppliers, prices, included mileage and payment options.',
  locations: 'Every place where you can pick up and drop off a Keyturn rental car, on a map and in a list.',
  suppliers: 'The car-rental suppliers on Keyturn: local companies whose cars you can compare and book.',
  signIn: 'Sign in to Keyturn to see your bookings, settings and notifications.',
  signUp: 'Create a Keyturn account to book cars faster and follow your bookings.',
  activate: 'Activate your Keyturn account and choose your password.',
  forgotPassword: 'Forgot your Keyturn password? Receive a link by e-mail to choose a new one.',
  resetPassword: 'Choose a new password for your Keyturn account.',
  settings: 'Your Keyturn profile, driver’s license, language and notification settings.',
  checkout: 'Check your rental’s price and options, enter the driver’s details and choose how to pay.',
  checkoutSession: 'The confirmation of your Keyturn booking and its payment.',
  bookings: 'All your Keyturn bookings, their status and what you can still change.',
  booking: 'The details of one Keyturn booking: car, places, dates, drivers, options and price.',
  notifications: 'Your Keyturn notifications about bookings and your account.',
  about: 'Who Keyturn is, how our car-rental marketplace works with local suppliers, and how we earn.',
  tos: 'Keyturn’s Terms of Use: booking, payment, cancellation, amendments, driver age and licence, deposits and liability.',
  privacy: 'What personal data Keyturn keeps, why, for how long, who receives it, and your rights.',
  cookiePolicy: 'Every cookie and browser-storage entry Keyturn sets, what it is for, how long it lasts, and your analytics choice.',
  faq: 'Answers to renters’ questions: documents, delivery and pick-up, driver age, cancellation, deposits, extras and more.',
  contact: 'Write to Keyturn’s customer care team: ask about a booking, a car or a supplier, and we reply by e-mail.',
  newsletterConfirm: 'Confirm your subscription to the Keyturn newsletter: offers and travel ideas, about once a month.',
  newsletterUnsubscribe: 'Unsubscribe from the Keyturn newsletter in one step, without signing in.',
} satisfies MetaDescriptions
