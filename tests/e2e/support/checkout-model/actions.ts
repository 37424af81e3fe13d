// How each event of the checkout machine is caused on the page: a visitor's action, or the world
// arranged to answer so (a held request let go or failed, another visitor booking the car first,
// the card issuer declining). One entry per event type the machine takes: a new one fails the
// suite until it has its action here (checkout-model.test.ts).
import { expect } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { additionalDriverWanted, type PaymentMode } from '../../../../machines/checkout.machine'
import { stripeTestCards } from '../../../fixtures/doubles/stripe-api.js'
import { openFileChooser } from '../file-chooser.js'
import { fillCard } from '../payment-doubles.js'
import { completeDriver, REGISTERED_EMAIL, type CheckoutStep } from './model.js'
import { bookElsewhere } from './trip.js'
import type { CheckoutWorld } from './world.js'

export type CheckoutAction = (world: CheckoutWorld, step: CheckoutStep) => Promise<void>

/** The Stripe double's test cards: one that pays, one its issuer declines. */
const CARDS = {
  paying: { number: stripeTestCards.success, expiry: '12 / 34', cvc: '123' },
  declined: { number: stripeTestCards.declined, expiry: '12 / 34', cvc: '123' },
}

const PAYMENT_LABELS: Record<PaymentMode, string> = {
  payAtCounter: 'Pay at the counter',
  payDeposit: 'Pay the deposit online',
  payInFull: 'Pay in full online',
}

const main = (page: Page) => page.getByRole('main')
const driverRegion = (page: Page) => main(page).getByRole('region', { name: 'Driver details' })
const paymentRegion = (page: Page) => main(page).getByRole('region', { name: 'Payment' })

/** Ticks or unticks an Ark checkbox or radio the keyboard way (its input is hidden under the label). */
async function setChecked(page: Page, control: Locator, checked: boolean) {
  if ((await control.isChecked()) !== checked) {
    await control.focus()
    await page.keyboard.press('Space')
  }
  await expect.poll(() => control.isChecked(), { timeout: 10_000 }).toBe(checked)
}

/** Types into a field, then leaves it (the page checks some fields on leaving them). */
async function type(page: Page, field: Locator, value: string) {
  await field.fill(value)
  await field.press('Tab')
}

/** The driver's details the page still lacks, typed in; the licence added; the Terms accepted. */
async function completeTheForm(world: CheckoutWorld, step: CheckoutStep) {
  const { page, typed } = world
  const driver = driverRegion(page)
  if (!typed.mainDriver) {
    await type(page, driver.getByLabel('Full name'), completeDriver.fullName)
    await type(page, driver.getByLabel('Phone'), completeDriver.phone)
    await type(page, driver.getByLabel('Birth date'), completeDriver.birthDate)
    typed.mainDriver = true
  }
  if (typed.email !== world.email) {
    await type(page, driver.getByLabel('Email'), world.email)
    typed.email = world.email
  }
  if (additionalDriverWanted(step.before.context) && !typed.additionalDriver) {
    const additional = main(page).getByRole('region', { name: 'Additional driver' })
    await type(page, additional.getByLabel("Additional driver's full name"), 'Alex Second')
    await type(page, additional.getByLabel("Additional driver's email"), `second-${world.email}`)
    await type(page, additional.getByLabel("Additional driver's phone"), '+33 6 55 44 33 22')
    await type(page, additional.getByLabel("Additional driver's birth date"), '1988-09-12')
    typed.additionalDriver = true
  }
  if (step.before.context.price?.licenseRequired && !typed.licence) {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')
    const chooser = await openFileChooser(page, driver.getByRole('button', { name: "Upload the driver's license" }))
    await chooser.setFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: pdf })
    await driver.getByText('File added: licence.pdf').waitFor()
    typed.licence = true
  }
  if (!typed.terms) {
    await setChecked(page, main(page).getByRole('checkbox', { name: 'I accept the Terms of Use' }), true)
    typed.terms = true
  }
}

/** The form's submit button: 'Book now' at the counter, 'Continue to payment' online. */
const submitButton = (page: Page) => main(page).getByRole('button', { name: /^(Book now|Continue to payment)$/ })

async function pay(world: CheckoutWorld, card: { number: string; expiry: string; cvc: string }) {
  const payButton = main(world.page).getByRole('button', { name: /^Pay / })
  await expect.poll(() => payButton.isEnabled(), { timeout: 20_000 }).toBe(true)
  await fillCard(world.page, card)
  await payButton.click()
}

export const actions: Record<string, CheckoutAction> = {
  // the server's price arrives (the request held since the page asked, let go)
  'xstate.done.actor.loadPrice': async (world) => (await world.prices.next()).release(),
  // the network fails while the price loads
  'xstate.error.actor.loadPrice': async (world) => (await world.prices.next()).fail(),
  'checkout.retry': async ({ page }) => main(page).getByRole('button', { name: 'Try again' }).click(),

  'checkout.setOption': async ({ page }, { event }) => {
    if (event.type !== 'checkout.setOption') throw new Error('not an option')
    await setChecked(page, main(page).getByRole('region', { name: 'Options' }).getByRole('checkbox', { name: 'Theft protection' }), event.on)
  },
  'checkout.currency': async ({ page }, { event }) => {
    if (event.type !== 'checkout.currency') throw new Error('not a currency')
    await page.getByRole('banner').getByRole('button', { name: /^Currency: / }).click()
    await page.getByRole('menuitemradio', { name: new RegExp(`^${event.currency}`) }).click()
  },
  'xstate.done.actor.reprice': async (world) => (await world.prices.next()).release(),
  'xstate.error.actor.reprice': async (world) => (await world.prices.next()).fail(),

  'checkout.addAdditionalDriver': async ({ page }, { event }) => {
    if (event.type !== 'checkout.addAdditionalDriver') throw new Error('not the additional driver')
    await setChecked(page, main(page).getByRole('checkbox', { name: 'Add an additional driver' }), event.on)
  },

  'checkout.choosePayment': async ({ page }, { event, before }) => {
    if (event.type !== 'checkout.choosePayment') throw new Error('not a payment')
    const { payment, scriptStatus } = before.context
    const instead = event.payment === 'payAtCounter' && payment !== 'payAtCounter' && scriptStatus === 'rejected'
    if (instead) await paymentRegion(page).getByRole('button', { name: 'Pay at the counter instead' }).click()
    else await setChecked(page, paymentRegion(page).getByRole('radio', { name: PAYMENT_LABELS[event.payment] }), true)
  },
  // The payment script: asked for by the page as soon as an online payment is chosen (or again with
  // 'Try again'), then let go to the Stripe.js double, or failed as a blocked script would be.
  'checkout.scriptStatus': async (world, { event, before }) => {
    if (event.type !== 'checkout.scriptStatus') throw new Error('not a script status')
    if (event.status === 'pending') {
      if (before.context.scriptStatus !== 'rejected') return
      world.stripeJs.hold()
      return paymentRegion(world.page).getByRole('button', { name: 'Try again' }).click()
    }
    const script = await world.stripeJs.next()
    // (Stripe's loader tries twice before it gives up)
    if (event.status === 'rejected') {
      script.fail()
      return world.stripeJs.failAll()
    }
    script.release()
    // loaded once, Stripe.js is the page's: later loads (the payment step) go straight to the double
    world.stripeJs.open()
  },

  // The driver's e-mail address typed and left: the page asks the server whether it has an account.
  'checkout.emailChecked': async (world, { event }) => {
    if (event.type !== 'checkout.emailChecked') throw new Error('not an e-mail check')
    const address = event.registered ? REGISTERED_EMAIL : world.email
    await type(world.page, driverRegion(world.page).getByLabel('Email'), address)
    world.typed.email = address
  },

  'checkout.submit': async (world, step) => {
    if (step.event.type !== 'checkout.submit') throw new Error('not a submit')
    if (step.event.form.acceptTerms) await completeTheForm(world, step)
    await submitButton(world.page).click()
  },
  // the server makes the booking
  // (in the currency of the price shown, whatever currency was asked for since)
  'xstate.done.actor.createBooking': async (world, { before }) => {
    const booking = await world.bookings.next()
    expect((booking.request.postDataJSON() as { currency: string }).currency).toBe(before.context.price!.currency)
    booking.release()
  },
  // another visitor books the car for the same days first: the server refuses this booking (409)
  'xstate.error.actor.createBooking': async (world) => {
    const booking = await world.bookings.next()
    await bookElsewhere(world.serverUrl, world.trip)
    booking.release()
  },

  'checkout.paymentFailed': async (world) => pay(world, CARDS.declined),
  'checkout.paid': async (world) => pay(world, CARDS.paying),
}
