// What the page must show in each state of the checkout machine, in the words of the spec and the
// page (roles, labels, visible text, the address bar), read from the model's snapshot: the option
// ticked, the payment chosen, the payment script's state, the refusal shown. One entry per state
// node: a new state fails the suite until it has its assertion here (checkout-model.test.ts).
import { expect } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { additionalDriverWanted, FORM_FIELDS, type FormField, type PaymentMode } from '../../../../machines/checkout.machine'
import type { CheckoutSnapshot, CheckoutStep } from './model.js'
import type { CheckoutWorld } from './world.js'

export type CheckoutAssertion = (world: CheckoutWorld, snapshot: CheckoutSnapshot, step: CheckoutStep | null) => Promise<void>

const TIMEOUT = { timeout: 20_000 }
const main = (page: Page) => page.getByRole('main')
const shown = (locator: Locator) => locator.first().waitFor({ state: 'visible' })
const gone = (locator: Locator) => expect.poll(() => locator.count(), TIMEOUT).toBe(0)
const text = (page: Page, words: string) => main(page).getByText(words, { exact: true })

const PAYMENT_LABELS: Record<PaymentMode, string> = {
  payAtCounter: 'Pay at the counter',
  payDeposit: 'Pay the deposit online',
  payInFull: 'Pay in full online',
}
const FIELD_LABELS: Record<FormField, string> = {
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  birthDate: 'Birth date',
  license: "Driver's license",
  additionalFullName: "Additional driver's full name",
  additionalEmail: "Additional driver's email",
  additionalPhone: "Additional driver's phone",
  additionalBirthDate: "Additional driver's birth date",
  acceptTerms: 'I accept the Terms of Use',
}
const online = (payment: PaymentMode | null) => payment === 'payDeposit' || payment === 'payInFull'

/** The fields a refused submit names as not filled in, in page order. */
function missingFields({ typed }: CheckoutWorld, snapshot: CheckoutSnapshot): FormField[] {
  const { context } = snapshot
  const missing = (field: FormField) => {
    if (field === 'email') return typed.email === null
    if (field === 'fullName' || field === 'phone' || field === 'birthDate') return !typed.mainDriver
    if (field === 'license') return Boolean(context.price?.licenseRequired) && !typed.licence
    if (field === 'acceptTerms') return false
    return additionalDriverWanted(context) && !typed.additionalDriver
  }
  return FORM_FIELDS.filter(missing)
}

/** The refusal of a submit: what is missing, or (all filled in) the payment form not ready. */
async function refusal(world: CheckoutWorld, snapshot: CheckoutSnapshot, step: CheckoutStep) {
  const { page } = world
  const alert = main(page).getByRole('alert').filter({ hasText: /^(Please fill in|The payment form)/ })
  if (step.event.type === 'checkout.submit' && !step.event.form.acceptTerms) {
    const missing = missingFields(world, snapshot).map((field) => FIELD_LABELS[field])
    await shown(alert.getByText(`Please fill in the field(s): ${missing.join(', ')}`, { exact: true }))
    await shown(text(page, 'Please accept the Terms of Use'))
  } else if (snapshot.context.scriptStatus === 'rejected') {
    // the payment form failed to load: the message says so and offers to load it again
    await shown(alert.getByText('The payment form could not be loaded. Load it again, or choose another way to pay.', { exact: true }))
    await shown(main(page).getByRole('button', { name: 'Load the payment form again' }))
  } else await shown(alert.getByText('The payment form is not ready yet.', { exact: true }))
}

async function paymentScript({ page }: CheckoutWorld, snapshot: CheckoutSnapshot) {
  const { payment, scriptStatus } = snapshot.context
  const loading = main(page).getByText('Loading the secure payment form…')
  const failed = main(page).getByRole('alert').filter({ hasText: 'The payment form could not be loaded.' })
  if (!online(payment) || scriptStatus === 'resolved') {
    await gone(loading)
    await gone(failed)
    return
  }
  // (just chosen, the script is asked for at once: the page reports it loading)
  if (scriptStatus === 'initial' || scriptStatus === 'pending') return shown(loading)
  await shown(failed)
  await shown(main(page).getByRole('button', { name: 'Try again' }))
  await shown(main(page).getByRole('button', { name: 'Pay at the counter instead' }))
}

const checked = (control: Locator, expected: boolean) => expect.poll(() => control.isChecked(), TIMEOUT).toBe(expected)

export const assertions: Record<string, CheckoutAssertion> = {
  // the visitor chose the car in the search results: the page waits for its price
  'checkout.loading': async ({ page, trip }) => {
    await shown(main(page).getByRole('status').filter({ hasText: 'Loading the price of your booking…' }))
    const url = new URL(page.url())
    expect(url.pathname).toBe('/checkout')
    expect(url.searchParams.get('car')).toBe(trip.carId)
  },

  'checkout.loadFailed': async ({ page }) => {
    await shown(main(page).getByRole('alert').filter({ hasText: 'The booking could not be loaded. Please try again.' }))
    await shown(main(page).getByRole('button', { name: 'Try again' }))
    await shown(main(page).getByRole('link', { name: 'Back to the search' }))
  },

  // The form, as the snapshot says: the car, the price's currency, the options, the drivers, the payment.
  'checkout.editing': async (world, snapshot) => {
    const { page, trip, typed } = world
    const { context } = snapshot
    await shown(main(page).getByRole('heading', { level: 1, name: 'Book your car' }))
    const summary = main(page).getByRole('region', { name: 'Booking summary' })
    await shown(summary.getByText(trip.carName))
    // the total of the price breakdown, in the currency of the price shown
    const symbol = context.price!.currency === 'EUR' ? '€' : '$'
    await expect.poll(() => summary.getByRole('row', { name: /^Total/ }).textContent(), TIMEOUT).toContain(symbol)
    // a price in another currency than the one asked for (its repricing failed) says so, and what
    // the booking will be in, and offers to try again (not while a new price is on its way)
    const otherCurrency = summary.getByText(`Prices are shown in ${context.price!.currency}`, { exact: false })
    if (context.price!.currency !== context.request.currency && !snapshot.matches({ editing: 'repricing' })) {
      await shown(otherCurrency)
      // (the reason: the price asked for in that currency failed, or the server had no rates for it)
      const reason =
        context.pricedCurrency !== context.request.currency
          ? `the price in ${context.request.currency} could not be had. You book and pay in ${context.price!.currency}.`
          : `the rates of your currency could not be had. You book and pay in ${context.price!.currency}.`
      await shown(summary.getByText(reason, { exact: false }))
      await shown(summary.getByRole('button', { name: `Show the prices in ${context.request.currency}` }))
    } else await gone(otherCurrency)

    const options = main(page).getByRole('region', { name: 'Options' })
    await checked(options.getByRole('checkbox', { name: 'Theft protection' }), context.options.theftProtection)
    const priceFailed = options.getByText('The price could not be updated. Your options are back to the price shown.')
    if (context.error && context.errorSource === 'price' && context.pricedCurrency === context.request.currency) await shown(priceFailed)
    else await gone(priceFailed)

    const driver = main(page).getByRole('region', { name: 'Driver details' })
    const registered = driver.getByText('This email address is already registered.')
    if (typed.email && context.registeredEmails.includes(typed.email)) {
      await shown(registered)
      await shown(driver.getByRole('link', { name: 'Sign in' }))
    } else await gone(registered)
    const licence = driver.getByRole('button', { name: /^(Upload the driver's license|Replace the file)$/ })
    if (context.price!.licenseRequired) await shown(licence)
    else await gone(licence)

    const additional = main(page).getByRole('region', { name: 'Additional driver' })
    await checked(additional.getByRole('checkbox', { name: 'Add an additional driver' }), context.additionalDriverAdded)
    const additionalName = additional.getByLabel("Additional driver's full name")
    if (additionalDriverWanted(context)) await shown(additionalName)
    else await gone(additionalName)

    const payment = main(page).getByRole('region', { name: 'Payment' })
    await checked(payment.getByRole('radio', { name: PAYMENT_LABELS[context.payment!] }), true)
    await paymentScript(world, snapshot)
    await shown(main(page).getByRole('button', { name: online(context.payment) ? 'Continue to payment' : 'Book now' }))

    const conflict = main(page).getByRole('alert').filter({ hasText: 'This car is no longer available for these dates' })
    if (context.error?.code === 'BOOKING_CONFLICT') {
      await shown(conflict)
      await shown(main(page).getByRole('link', { name: 'Back to the search' }))
    } else await gone(conflict)
  },

  'checkout.editing.idle': async (world, snapshot, step) => {
    const { page } = world
    await gone(main(page).getByText('Updating the price…'))
    const submit = main(page).getByRole('button', { name: /^(Book now|Continue to payment)$/ })
    await expect.poll(() => submit.isEnabled(), TIMEOUT).toBe(true)
    if (step?.event.type === 'checkout.submit') await refusal(world, snapshot, step)
  },

  // an option or the currency changed: the server prices it again
  'checkout.editing.repricing': async ({ page }) => {
    await shown(main(page).getByRole('status').filter({ hasText: 'Updating the price…' }))
    const submit = main(page).getByRole('button', { name: /^(Book now|Continue to payment)$/ })
    await expect.poll(() => submit.isDisabled(), TIMEOUT).toBe(true)
  },

  'checkout.creatingBooking': async ({ page }) => {
    const submit = main(page).getByRole('button', { name: 'Booking…' })
    await shown(submit)
    expect(await submit.isDisabled()).toBe(true)
    expect(await main(page).getByRole('region', { name: 'Driver details' }).getByLabel('Full name').isDisabled()).toBe(true)
  },

  // an online booking holds the car while the visitor pays with Stripe's card form
  'checkout.providerStep': async ({ page }, snapshot) => {
    const step = main(page).getByRole('region', { name: 'Pay for your booking' })
    await shown(step)
    await shown(step.getByText('Your booking holds the car for 30 minutes while you pay.'))
    await shown(step.getByRole('group', { name: 'Card details' }))
    await shown(step.getByRole('button', { name: /^Pay / }))
    expect(new URL(page.url()).pathname).toBe('/checkout')
    const failure = step.getByRole('alert').filter({ hasText: 'Payment failed' })
    if (snapshot.context.paymentError) await shown(failure)
    else expect(await failure.count()).toBe(0)
  },

  // the confirmation of spec §2: congratulations, and the booking's status in a sentence
  'checkout.done': async ({ page }, snapshot) => {
    const payment = snapshot.context.booking!.payment
    await page.waitForURL(payment === 'payAtCounter' ? /\/checkout-session\/ck_/ : /\/checkout-session\/cs_/)
    await shown(main(page).getByRole('heading', { name: 'Congratulations!' }))
    const outcome =
      payment === 'payAtCounter' ? 'Your booking is made. A confirmation e-mail is on its way.' : 'Your payment was successful. A confirmation e-mail is on its way.'
    await shown(text(page, outcome))
    const story: Record<PaymentMode, string> = {
      payAtCounter: 'Booked, to be paid at the counter at pick-up; the supplier has yet to confirm it.',
      payDeposit: 'Confirmed: the deposit is paid online, the rest at the counter at pick-up.',
      payInFull: 'Confirmed and paid online.',
    }
    await shown(main(page).getByRole('region', { name: 'Your booking' }).getByText(story[payment]))
  },
}
