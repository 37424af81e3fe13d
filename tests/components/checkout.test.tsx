// The checkout page (/checkout) against typed doubles of our API: the summary and every amount come
// from the server, options are priced again by it, the driver's rules of spec §5, a registered
// e-mail offers sign-in that comes back here, the licence, and the pay-at-the-counter booking.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it, vi } from 'vitest'
import { fromPromise } from 'xstate'
import type { components } from '../../openapi/schema'
import { paymentScriptMachine } from '../../machines/paymentScript.machine'
import { makeOffer } from './support/car-offers'
import { makeConfig } from './support/fixtures'
import { http } from './support/handlers'
import { amountOf, lineLabels, priceTable } from './support/price-table'
import { renderApp } from './support/render-app'
import { inRuntimeZone } from './support/runtime-zone'
import { server } from './support/server'
import { breakdownOf, checkoutPathFor, checkoutResult, dropOff, pickUp, places, sessionStatus } from './support/checkout-fixtures'
import { makeUser } from './support/session'
import { wholeText } from './support/text'

// An online payment is chosen as soon as the price arrives when the counter is not offered: its
// script "loads" at once here (Stripe.js from the provider's site is not fetched in these tests).
vi.mock('../../src/web/pages/checkout/payment/scripts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/web/pages/checkout/payment/scripts')>()),
  appPaymentScriptMachine: paymentScriptMachine.provide({ actors: { loadScript: fromPromise(async () => {}) } }),
}))

type CheckoutPrice = components['schemas']['CheckoutPrice']
type CheckoutPriceBody = components['schemas']['CheckoutPriceBody']
type CheckoutBody = components['schemas']['CheckoutBody']
type BookingOptions = components['schemas']['BookingOptions']

const offer = makeOffer(
  { days: 3, currency: 'USD', totalPrice: 132, deposit: 500, extras: { cancellation: -1, amendments: 0, theftProtection: 11, collisionDamageWaiver: 13.2, fullInsurance: 22, additionalDriver: 5.5 } },
  { name: 'Peugeot 208' },
)
const carId = offer.car.id
const checkoutPath = checkoutPathFor(carId)

/** The server's price: 132 (one 3-day block) plus each chosen option (per day × 3 days, or per booking; included ones free). */
function priceFor(options: BookingOptions, overrides: Partial<CheckoutPrice> = {}): CheckoutPrice {
  const breakdown = breakdownOf({
    rentalLines: [{ kind: 'threeDays', quantity: 1, unitPrice: 132, amount: 132 }],
    options,
    extras: (overrides.offer ?? offer).extras,
    days: 3,
    deposit: overrides.deposit ?? 500,
  })
  return {
    offer,
    currency: 'USD',
    price: breakdown.total,
    breakdown,
    deposit: 500,
    depositPayable: false,
    minimumAge: 21,
    payLater: true,
    // the server's list (no provider configured: at the counter), unless a test says otherwise
    paymentOptions: ['payAtCounter'],
    licenseRequired: false,
    ...places,
    ...overrides,
  }
}

/** Serves checkout-price (recording the bodies) and, optionally, checkout. */
function serveCheckout(overrides: Partial<CheckoutPrice> = {}) {
  const priceRequests: CheckoutPriceBody[] = []
  const bookings: CheckoutBody[] = []
  server.use(
    http.post('/api/checkout-price', async ({ request, response }) => {
      const body = await request.json()
      priceRequests.push(body)
      return response(200).json(priceFor(body.options, overrides))
    }),
    http.post('/api/checkout', async ({ request, response }) => {
      bookings.push(await request.json())
      return response(200).json(checkoutResult())
    }),
    http.post('/api/validate-email', ({ response }) => response(200).json({ status: 'ok' })),
    // the confirmation page we land on
    http.get('/api/check-checkout-session/{sessionId}', ({ params, response }) =>
      response(200).json(sessionStatus(params.sessionId, { activationEmailSent: true })),
    ),
  )
  return { priceRequests, bookings }
}

async function openCheckout(path = checkoutPath) {
  const view = await renderApp(path)
  await screen.findByRole('heading', { level: 2, name: 'Booking summary' })
  return view
}

const adult = Temporal.Now.plainDateISO().subtract({ years: 30 }).toString()

async function fillVisitor(user: UserEvent, values: Partial<Record<string, string>> = {}) {
  const all = { 'Full name': 'Dana Driver', Email: 'dana@keyturn.example', Phone: '+33 6 12 34 56 78', 'Birth date': adult, ...values }
  for (const [label, value] of Object.entries(all)) {
    const input = screen.getByLabelText(label)
    // A browser reports a picked day with an `input` event (then `change`); Preact listens to the first.
    if (label === 'Birth date') fireEvent.input(input, { target: { value } })
    else {
      await user.clear(input)
      if (value) await user.type(input, value)
    }
  }
}

const summary = () => screen.getByRole('region', { name: 'Booking summary' })

describe('checkout page: summary and options', () => {
  it('shows the booking summary from the server', async () => {
    const { priceRequests } = serveCheckout()
    await openCheckout()
    const box = summary()
    expect(within(box).getByRole('img', { name: 'Peugeot 208' })).toBeVisible()
    // the model is an example of the class the picture draws
    expect(within(box).getByText(wholeText('Peugeot 208 or similar'))).toBeVisible()
    expect(within(box).getByText('Supplied by Sunrise Rentals')).toBeVisible()
    expect(within(box).getByText('3 days')).toBeVisible()
    expect(within(box).getByText(/^Paris Gare de Lyon, /)).toBeVisible()
    expect(within(box).getByText(/^Lyon Part-Dieu, /)).toBeVisible()
    expect(amountOf(priceTable(box), 'Total')).toHaveTextContent('$132')
    expect(amountOf(priceTable(box), 'Deposit')).toHaveTextContent('$500')
    // The request: the URL's car, places and dates, no option, no amount.
    expect(priceRequests).toHaveLength(1)
    expect(priceRequests[0]).toMatchObject({ car: carId, pickUpLocation: pickUp, dropOffLocation: dropOff, currency: 'USD', language: 'en' })
    // the URL's wall times, as they are: the server reads them on the places' clocks
    expect(priceRequests[0]).toMatchObject({ from: '2026-12-01T10:00', to: '2026-12-04T10:00' })
    expect(priceRequests[0]!.options).toEqual({
      cancellation: false,
      amendments: false,
      theftProtection: false,
      collisionDamageWaiver: false,
      fullInsurance: false,
      additionalDriver: false,
    })
    // this car's own terms: its supplier offers no cancellation
    expect(screen.getByText('This car cannot be cancelled: its supplier does not offer cancellation.')).toBeVisible()
    for (const item of ["A driver's license in the main driver's name", 'An ID card or passport', "A credit card in the main driver's name, for the deposit", 'Your booking confirmation'])
      expect(screen.getByText(item)).toBeVisible()
  })

  it('says until when the booking can be cancelled for free when the cancellation option is included, on the pick-up place’s clock', async () => {
    const until = '2099-01-09T09:00:00.000Z'
    serveCheckout({ offer: { ...offer, freeCancellationUntil: until } })
    await openCheckout()
    // 09:00 UTC is 10:00 in Paris in January
    expect(within(summary()).getByText('Free cancellation until Jan 9, 2099, 10:00 AM')).toBeVisible()
  })

  it.each(['America/New_York', 'Asia/Tokyo'])('shows the URL’s times as the places’ clocks read them, and whose they are, to a visitor elsewhere (%s)', (zone) =>
    inRuntimeZone(zone, async () => {
      const { priceRequests } = serveCheckout()
      await openCheckout()
      const box = summary()
      expect(within(box).getByText('Paris Gare de Lyon, Dec 1, 2026, 10:00 AM')).toBeVisible()
      expect(within(box).getByText('Lyon Part-Dieu, Dec 4, 2026, 10:00 AM')).toBeVisible()
      expect(within(box).getAllByText('Times at the pick-up place: Central European Time')).toHaveLength(1)
      expect(priceRequests[0]).toMatchObject({ from: '2026-12-01T10:00', to: '2026-12-04T10:00' })
    }),
  )

  it('names no zone to a visitor on the places’ clock', () =>
    inRuntimeZone('Europe/Paris', async () => {
      serveCheckout()
      await openCheckout()
      expect(within(summary()).getByText('Paris Gare de Lyon, Dec 1, 2026, 10:00 AM')).toBeVisible()
      expect(within(summary()).queryByText(/Central European Time/)).toBeNull()
    }),
  )

  const termsRegion = () => within(screen.getByRole('region', { name: 'Cancellation terms' }))

  it("states the car's own cancellation terms when it includes cancellation, the deadline on the pick-up place's clock", async () => {
    serveCheckout({ offer: { ...offer, extras: { ...offer.extras, cancellation: 0 } } })
    await openCheckout()
    // 24 hours before the pick-up of 1 December, 10:00 in Paris
    expect(termsRegion().getByText('Free cancellation is included: cancel until Nov 30, 2026, 10:00 AM for a full refund; later, the supplier may charge a fee.')).toBeVisible()
  })

  it('says cancellation is to be bought, and what the bought option gives once ticked', async () => {
    serveCheckout({ offer: { ...offer, extras: { ...offer.extras, cancellation: 12 } } })
    const { user } = await openCheckout()
    expect(termsRegion().getByText('Cancellation is not included: add the Cancellation option ($12) to cancel free of charge until Nov 30, 2026, 10:00 AM. Without it, this booking cannot be cancelled.')).toBeVisible()
    await user.click(screen.getByRole('checkbox', { name: 'Cancellation' }))
    expect(await termsRegion().findByText('With the Cancellation option you can cancel free of charge until Nov 30, 2026, 10:00 AM; later, the supplier may charge a fee.')).toBeVisible()
  })

  it('says nothing of a free cancellation when the option is not included', async () => {
    serveCheckout()
    await openCheckout()
    expect(within(summary()).queryByText(/^Free cancellation until/)).toBeNull()
  })

  it('hides unavailable options, locks included ones, and prices each change on the server', async () => {
    const { priceRequests } = serveCheckout()
    const { user } = await openCheckout()
    expect(screen.queryByRole('checkbox', { name: 'Cancellation' })).toBeNull()
    const amendments = screen.getByRole('checkbox', { name: 'Amendments' })
    expect(amendments).toBeChecked()
    expect(amendments).toBeDisabled()
    expect(amendments).toHaveAccessibleDescription('Included')
    const theft = screen.getByRole('checkbox', { name: 'Theft protection' })
    expect(theft).not.toBeChecked()
    expect(theft).toHaveAccessibleDescription('+$11 per day')

    await user.click(theft)
    await waitFor(() => expect(amountOf(priceTable(summary()), 'Total')).toHaveTextContent('$165'))
    expect(theft).toBeChecked()
    expect(priceRequests.at(-1)!.options).toMatchObject({ theftProtection: true, amendments: true, cancellation: false })
  })

  it('lists the server’s price line by line, and an option ticked or unticked adds or removes its line and moves the total', async () => {
    serveCheckout()
    const { user } = await openCheckout()
    const lines = () => priceTable(summary())
    // the offer as the search showed it, no markup line anywhere
    expect(lineLabels(lines())).toEqual(['Rental, by duration', '3 days at the 3-day rate of $132', 'Total', 'Deposit'])
    expect(amountOf(lines(), '3 days at the 3-day rate of $132')).toHaveTextContent('$132')
    expect(amountOf(lines(), 'Total')).toHaveTextContent('$132')
    expect(amountOf(lines(), 'Deposit')).toHaveTextContent('$500')
    expect(within(summary()).queryByText(/markup|subtotal/i)).toBeNull()

    await user.click(screen.getByRole('checkbox', { name: 'Theft protection' }))
    await waitFor(() => expect(amountOf(lines(), 'Total')).toHaveTextContent('$165'))
    expect(amountOf(lines(), 'Theft protection: 3 days × $11')).toHaveTextContent('$33')
    // the included amendments option, asked for with the options from then on: free
    expect(amountOf(lines(), 'Amendments')).toHaveTextContent('Included')
    await user.click(screen.getByRole('checkbox', { name: 'Collision damage waiver' }))
    await waitFor(() => expect(amountOf(lines(), 'Total')).toHaveTextContent('$204.60'))
    expect(amountOf(lines(), 'Collision damage waiver: 3 days × $13.20')).toHaveTextContent('$39.60')

    await user.click(screen.getByRole('checkbox', { name: 'Theft protection' }))
    await waitFor(() => expect(amountOf(lines(), 'Total')).toHaveTextContent('$171.60'))
    expect(lineLabels(lines())).toEqual(['Rental, by duration', '3 days at the 3-day rate of $132', 'Amendments', 'Collision damage waiver: 3 days × $13.20', 'Total', 'Deposit'])
  })

  it('shows the lines in the currency the server priced them in', async () => {
    localStorage.setItem('bc-fe-currency', 'EUR')
    server.use(
      http.post('/api/checkout-price', async ({ request, response }) => {
        const body = await request.json()
        const breakdown = breakdownOf({
          rentalLines: [{ kind: 'day', quantity: 3, unitPrice: 40.5, amount: 121.5 }],
          options: body.options,
          extras: { ...offer.extras, theftProtection: 10.1 },
          days: 3,
          deposit: 460,
          currency: 'EUR',
        })
        return response(200).json(priceFor(body.options, { currency: 'EUR', price: breakdown.total, breakdown, deposit: 460 }))
      }),
    )
    const { user } = await openCheckout()
    await user.click(screen.getByRole('checkbox', { name: 'Theft protection' }))
    await waitFor(() => expect(amountOf(priceTable(summary()), 'Theft protection: 3 days × 10.10 €')).toHaveTextContent('30.30 €'))
    expect(amountOf(priceTable(summary()), '3 days × 40.50 €')).toHaveTextContent('121.50 €')
    expect(amountOf(priceTable(summary()), 'Total')).toHaveTextContent('151.80 €')
    expect(amountOf(priceTable(summary()), 'Deposit')).toHaveTextContent('460 €')
  })

  it('reports a car that cannot be booked with the server message', async () => {
    server.use(
      http.post('/api/checkout-price', ({ response }) =>
        response(400).json({ code: 'VALIDATION_ERROR', message: 'This car is not available for booking' }),
      ),
    )
    await renderApp(checkoutPath)
    expect(await screen.findByText('This car is not available for booking')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Back to the search' })).toHaveAttribute('href', expect.stringContaining('/search?'))
  })

  it('says so when the link lacks the car or the dates', async () => {
    await renderApp(`/checkout?car=${carId}`)
    expect(await screen.findByText(/This booking link is incomplete/)).toBeVisible()
  })
})

describe('checkout page: driver details', () => {
  it('shows the hints, then every rule of spec §5 in an error summary that counts and links the wrong fields', async () => {
    serveCheckout()
    const { user } = await openCheckout()
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(expect.stringContaining('The confirmation goes there'))
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(expect.stringContaining('For urgent contact'))
    expect(screen.getByLabelText('Birth date')).toHaveAccessibleDescription(expect.stringContaining('The driver must be at least 21 years old'))

    await user.click(screen.getByRole('button', { name: 'Book now' }))
    const summary = await screen.findByRole('alert')
    expect(summary).toHaveTextContent('Please fill in the field(s): Full name, Email, Phone, Birth date')
    expect(summary).toHaveTextContent('5 fields need attention:')
    await waitFor(() => expect(summary).toHaveFocus())
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Please fill in the field(s): Full name',
      'Please fill in the field(s): Email',
      'Please fill in the field(s): Phone',
      'Please fill in the field(s): Birth date',
      'I accept the Terms of Use: Please accept the Terms of Use',
    ])
    await user.click(within(summary).getByRole('link', { name: /Phone/ }))
    expect(screen.getByLabelText('Phone')).toHaveFocus()
    expect(screen.getByRole('checkbox', { name: 'I accept the Terms of Use' })).toHaveAccessibleDescription('Please accept the Terms of Use')

    await fillVisitor(user, { Email: 'not-an-address', Phone: 'call me', 'Birth date': Temporal.Now.plainDateISO().subtract({ years: 19 }).toString() })
    await user.click(screen.getByRole('button', { name: 'Book now' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please fix errors'))
    expect(screen.getByRole('alert')).toHaveTextContent('4 fields need attention:')
    expect(screen.getByRole('alert')).toHaveFocus()
    for (const [label, message] of [
      ['Email', 'Invalid email address'],
      ['Phone', 'Invalid phone number — for example +44 20 7946 0958'],
      ['Birth date', 'The driver must be at least 21 years old'],
    ] as const) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true')
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message))
      expect(within(screen.getByRole('alert')).getByRole('link', { name: `${label}: ${message}` })).toHaveAttribute('href', expect.stringMatching(/^#checkout-/))
    }
    await user.click(within(screen.getByRole('alert')).getByRole('link', { name: /^Email/ }))
    expect(screen.getByLabelText('Email')).toHaveFocus()
  })

  it('offers sign-in for a registered e-mail, and comes back to this checkout', async () => {
    serveCheckout()
    server.use(
      http.post('/api/validate-email', ({ response }) =>
        response(409).json({ code: 'EMAIL_ALREADY_REGISTERED', message: 'This email address is already registered' }),
      ),
    )
    const { user } = await openCheckout()
    await user.type(screen.getByLabelText('Email'), 'dana@keyturn.example')
    await user.tab()
    expect(await screen.findByText('This email address is already registered.')).toBeVisible()
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(expect.stringContaining('This email address is already registered.'))
    const signIn = within(screen.getByRole('region', { name: 'Driver details' })).getByRole('link', { name: 'Sign in' })
    expect(signIn).toHaveAttribute('href', `/sign-in?redirect=${encodeURIComponent(checkoutPath)}`)

    const account = makeUser({ email: 'dana@keyturn.example' })
    server.use(
      http.post('/api/sign-in/frontend', ({ response }) => response(200).json(account)),
      http.post('/api/validate-access-token', ({ response }) => response(200).json(account)),
    )
    await user.click(signIn)
    await screen.findByRole('heading', { level: 1, name: 'Sign in' })
    await user.type(screen.getByLabelText('Email'), 'dana@keyturn.example')
    await user.type(screen.getByLabelText('Password'), 'secret-1')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe(checkoutPath))
    // Back on the checkout, signed in: the account is the driver.
    expect(await screen.findByText('Booking as Dana Driver (dana@keyturn.example)')).toBeVisible()
    expect(screen.queryByLabelText('Full name')).toBeNull()
  })

  it('asks for the licence when the supplier requires it, through a temporary file', async () => {
    const { bookings } = serveCheckout({ licenseRequired: true })
    const uploaded: string[] = []
    const deleted: string[] = []
    let n = 0
    server.use(
      http.post('/api/create-license', ({ response }) => {
        const file = `temp-license-${++n}.pdf`
        uploaded.push(file)
        return response(200).json({ file })
      }),
      http.post('/api/delete-temp-license/{file}', ({ params, response }) => {
        deleted.push(params.file)
        return response(200).json({ status: 'ok' })
      }),
    )
    const { user } = await openCheckout()
    await fillVisitor(user)
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Use' }))
    await user.click(screen.getByRole('button', { name: 'Book now' }))
    expect(await screen.findByText("Driver's license is required", { selector: '#checkout-license-error' })).toBeVisible()
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus())
    await user.click(within(screen.getByRole('alert')).getByRole('link', { name: /Driver's license/ }))
    expect(screen.getByRole('button', { name: "Upload the driver's license" })).toHaveFocus()
    expect(bookings).toEqual([])

    const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'licence.pdf', { type: 'application/pdf' })
    await user.upload(screen.getByLabelText("Driver's license"), pdf())
    expect(await screen.findByText('File added: licence.pdf')).toBeVisible()
    // Replaced: the first temporary file is removed.
    await user.upload(screen.getByLabelText("Driver's license"), pdf())
    await waitFor(() => expect(deleted).toEqual(['temp-license-1.pdf']))

    await user.click(screen.getByRole('button', { name: 'Book now' }))
    await waitFor(() => expect(window.location.pathname).toBe('/checkout-session/ck_reference123'))
    expect(bookings[0]!.license).toBe('temp-license-2.pdf')
    // Booked: the file belongs to the booking now.
    expect(deleted).toEqual(['temp-license-1.pdf'])
  })

  it("tells a licence whose content is not a PDF or an image so, under the licence field", async () => {
    serveCheckout({ licenseRequired: true })
    server.use(
      http.post('/api/create-license', ({ response }) =>
        response(415).json({ code: 'FILE_CONTENT_NOT_ACCEPTED', message: "This file's content is not a PDF or an image (JPEG, PNG or WebP), whatever its name says" }),
      ),
    )
    const { user } = await openCheckout()
    await user.upload(screen.getByLabelText("Driver's license"), new File(['just some notes'], 'licence.pdf', { type: 'application/pdf' }))
    const message = "This file's content is not a PDF or an image (JPEG, PNG or WebP), whatever its name says. Please add an image or a PDF"
    expect(await screen.findByText(message)).toBeVisible()
    expect(document.getElementById('checkout-license-error')).toHaveTextContent(message)
  })

  it('asks for the additional driver when that option is on', async () => {
    const { bookings } = serveCheckout()
    const { user } = await openCheckout()
    expect(screen.queryByLabelText("Additional driver's full name")).toBeNull()
    await user.click(screen.getByRole('checkbox', { name: 'Additional driver' }))
    expect(await screen.findByLabelText("Additional driver's full name")).toBeVisible()
    await waitFor(() => expect(amountOf(priceTable(summary()), 'Total')).toHaveTextContent('$148.50'))
    await fillVisitor(user)
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Use' }))
    await user.click(screen.getByRole('button', { name: 'Book now' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Please fill in the field(s): Additional driver's full name, Additional driver's email, Additional driver's phone, Additional driver's birth date",
    )
    expect(screen.getByRole('alert')).toHaveTextContent('4 fields need attention:')
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus())
    await user.type(screen.getByLabelText("Additional driver's full name"), 'Alex Second')
    await user.type(screen.getByLabelText("Additional driver's email"), 'alex@keyturn.example')
    await user.type(screen.getByLabelText("Additional driver's phone"), '+33 7 00 00 00 00')
    fireEvent.input(screen.getByLabelText("Additional driver's birth date"), { target: { value: adult } })
    await user.click(screen.getByRole('button', { name: 'Book now' }))
    await waitFor(() => expect(bookings).toHaveLength(1))
    expect(bookings[0]).toMatchObject({
      options: { additionalDriver: true },
      additionalDriver: { fullName: 'Alex Second', email: 'alex@keyturn.example', phone: '+33 7 00 00 00 00', birthDate: adult },
    })
  })
})

describe('checkout page: booking', () => {
  it('offers the payments the supplier and the configuration allow, each with its amount', async () => {
    serveCheckout()
    await openCheckout()
    const group = screen.getByRole('radiogroup', { name: 'How do you want to pay?' })
    const radios = within(group).getAllByRole('radio')
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['payAtCounter'])
    expect(within(group).getByRole('radio', { name: 'Pay at the counter' })).toBeChecked()
    expect(within(group).getByRole('radio', { name: 'Pay at the counter' })).toHaveAccessibleDescription('$132 at pick-up')
  })

  it('with a payment provider, offers the deposit and the full payment online, the full payment chosen', async () => {
    server.use(http.get('/api/config', ({ response }) => response(200).json(makeConfig({ paymentGateway: 'Stripe', stripePublishableKey: 'pk_test_1' }))))
    serveCheckout({ payLater: false, deposit: 50, depositPayable: true, paymentOptions: ['payDeposit', 'payInFull'] })
    const { user } = await openCheckout()
    expect(screen.queryByRole('radio', { name: 'Pay at the counter' })).toBeNull()
    const radios = within(screen.getByRole('radiogroup', { name: 'How do you want to pay?' })).getAllByRole('radio')
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['payDeposit', 'payInFull'])
    expect(screen.getByRole('radio', { name: 'Pay the deposit online' })).toHaveAccessibleDescription('$50 now, the rest at pick-up')
    expect(screen.getByRole('radio', { name: 'Pay the deposit online' })).not.toBeChecked()
    expect(screen.getByRole('radio', { name: 'Pay in full online' })).toHaveAccessibleDescription('$132 now')
    // preselected: the button reads right from the start
    expect(screen.getByRole('radio', { name: 'Pay in full online' })).toBeChecked()
    // its script loads at once: the booking may go on
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeEnabled())
    // the driver may change it
    await user.click(screen.getByText('Pay the deposit online'))
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Pay the deposit online' })).toBeChecked())
    expect(screen.getByRole('radio', { name: 'Pay in full online' })).not.toBeChecked()
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeVisible()
  })

  it('does not offer the deposit online when the server says it cannot be paid', async () => {
    server.use(http.get('/api/config', ({ response }) => response(200).json(makeConfig({ paymentGateway: 'Stripe', stripePublishableKey: 'pk_test_1' }))))
    serveCheckout({ depositPayable: false, paymentOptions: ['payAtCounter', 'payInFull'] })
    const { user } = await openCheckout()
    const radios = within(screen.getByRole('radiogroup', { name: 'How do you want to pay?' })).getAllByRole('radio')
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['payAtCounter', 'payInFull'])
    expect(screen.queryByRole('radio', { name: 'Pay the deposit online' })).toBeNull()
    // the counter is offered: chosen first
    expect(screen.getByRole('radio', { name: 'Pay at the counter' })).toBeChecked()
    expect(screen.getByRole('button', { name: 'Book now' })).toBeVisible()
    await user.click(screen.getByText('Pay in full online'))
    expect(await screen.findByRole('button', { name: 'Continue to payment' })).toBeVisible()
  })

  it('a visitor pays at the counter: booked, then sent to /checkout-session/{id}', async () => {
    const { bookings } = serveCheckout()
    const { user } = await openCheckout()
    await user.click(screen.getByRole('checkbox', { name: 'Theft protection' }))
    await waitFor(() => expect(amountOf(priceTable(summary()), 'Total')).toHaveTextContent('$165'))
    await fillVisitor(user)
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Use' }))
    await user.click(screen.getByRole('button', { name: 'Book now' }))
    await waitFor(() => expect(window.location.pathname).toBe('/checkout-session/ck_reference123'))
    expect(bookings).toHaveLength(1)
    const body = bookings[0]!
    expect(body).toMatchObject({
      car: carId,
      pickUpLocation: pickUp,
      dropOffLocation: dropOff,
      from: '2026-12-01T10:00',
      to: '2026-12-04T10:00',
      payment: 'payAtCounter',
      language: 'en',
      currency: 'USD',
      options: { theftProtection: true, amendments: true, cancellation: false },
      driver: { fullName: 'Dana Driver', email: 'dana@keyturn.example', phone: '+33 6 12 34 56 78', birthDate: adult },
      license: null,
    })
    // The client never sends an amount.
    expect(JSON.stringify(body)).not.toMatch(/price|amount|deposit/i)
  })

  it('a currency the server could not price: the price shown stays, says why, offers to try again, and the booking is in the currency shown', async () => {
    const { bookings } = serveCheckout()
    let euroPrices = 0
    server.use(
      http.post('/api/checkout-price', async ({ request, response }) => {
        const body = await request.json()
        if (body.currency !== 'EUR') return response(200).json(priceFor(body.options))
        euroPrices += 1
        if (euroPrices === 1) return response(500).json({ code: 'INTERNAL_ERROR', message: 'An unhandled error occurred' })
        const breakdown = breakdownOf({
          rentalLines: [{ kind: 'threeDays', quantity: 1, unitPrice: 120, amount: 120 }],
          options: body.options,
          extras: offer.extras,
          days: 3,
          deposit: 460,
          currency: 'EUR',
        })
        return response(200).json(priceFor(body.options, { currency: 'EUR', price: breakdown.total, breakdown, deposit: 460 }))
      }),
    )
    const { user } = await openCheckout()
    await user.click(screen.getByRole('button', { name: /^Currency/ }))
    await user.click(await screen.findByRole('menuitemradio', { name: /^EUR/ }))
    expect(
      await within(summary()).findByText('Prices are shown in USD: the price in EUR could not be had. You book and pay in USD.'),
    ).toBeVisible()
    expect(amountOf(priceTable(summary()), 'Total')).toHaveTextContent('$132')
    // the options did not change: nothing is said of them
    expect(screen.queryByText('The price could not be updated. Your options are back to the price shown.')).toBeNull()
    await fillVisitor(user)
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Use' }))
    await user.click(screen.getByRole('button', { name: 'Show the prices in EUR' }))
    await waitFor(() => expect(amountOf(priceTable(summary()), 'Total')).toHaveTextContent('€'))
    expect(within(summary()).queryByText(/^Prices are shown in/)).toBeNull()
    expect(euroPrices).toBe(2)
    await user.click(screen.getByRole('button', { name: 'Book now' }))
    await waitFor(() => expect(bookings).toHaveLength(1))
    expect(bookings[0]).toMatchObject({ currency: 'EUR' })
  })

  it('a booking after a currency that could not be priced is made in the currency shown', async () => {
    const { bookings } = serveCheckout()
    server.use(
      http.post('/api/checkout-price', async ({ request, response }) => {
        const body = await request.json()
        return body.currency === 'EUR' ? response(500).json({ code: 'INTERNAL_ERROR', message: 'An unhandled error occurred' }) : response(200).json(priceFor(body.options))
      }),
    )
    const { user } = await openCheckout()
    await user.click(screen.getByRole('button', { name: /^Currency/ }))
    await user.click(await screen.findByRole('menuitemradio', { name: /^EUR/ }))
    await within(summary()).findByText(/^Prices are shown in USD/)
    await fillVisitor(user)
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Use' }))
    await user.click(screen.getByRole('button', { name: 'Book now' }))
    await waitFor(() => expect(bookings).toHaveLength(1))
    expect(bookings[0]).toMatchObject({ currency: 'USD' })
  })

  it('a signed-in driver books without the visitor form; a missing birth date is asked', async () => {
    const { bookings } = serveCheckout()
    const account = makeUser({ birthDate: null })
    localStorage.setItem('bc-fe-user', JSON.stringify(account))
    server.use(http.post('/api/validate-access-token', ({ response }) => response(200).json(account)))
    const { user } = await openCheckout()
    expect(screen.getByText('Booking as Dana Driver (dana@keyturn.example)')).toBeVisible()
    expect(screen.queryByLabelText('Full name')).toBeNull()
    expect(screen.queryByRole('checkbox', { name: 'I accept the Terms of Use' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Book now' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in the field(s): Birth date')
    fireEvent.input(screen.getByLabelText('Birth date'), { target: { value: adult } })
    await user.click(screen.getByRole('button', { name: 'Book now' }))
    await waitFor(() => expect(window.location.pathname).toBe('/checkout-session/ck_reference123'))
    expect(bookings[0]!.driver).toEqual({ fullName: 'Dana Driver', email: 'dana@keyturn.example', phone: '+33 6 12 34 56 78', birthDate: adult })
  })

  it.each([
    [409, 'BOOKING_CONFLICT', 'This car is no longer available for these dates', 'This car is no longer available for these dates'],
    [400, 'DRIVER_TOO_YOUNG', 'The driver must be at least 25 years old', 'The driver must be at least 21 years old'],
    [400, 'RECAPTCHA_ERROR', 'reCAPTCHA error', 'reCAPTCHA error'],
    [409, 'EMAIL_CONFIRMATION_REQUIRED', 'Please confirm your e-mail address', 'Please confirm your e-mail address first: open the activation e-mail we sent you.'],
    [500, 'INTERNAL_ERROR', 'boom', 'An unhandled error occurred'],
  ] as const)('a booking refused with %s %s says so', async (status, code, message, shown) => {
    serveCheckout()
    server.use(http.post('/api/checkout', ({ response }) => response(status as 409).json({ code, message })))
    const { user } = await openCheckout()
    await fillVisitor(user)
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Use' }))
    await user.click(screen.getByRole('button', { name: 'Book now' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(shown)
    expect(window.location.pathname).toBe('/checkout')
    if (code === 'BOOKING_CONFLICT') expect(screen.getAllByRole('link', { name: 'Back to the search' }).length).toBeGreaterThan(0)
    // The driver can try again.
    expect(screen.getByRole('button', { name: 'Book now' })).toBeEnabled()
  })

  it('a refused booking shows the request id of the refusal, small under its message', async () => {
    serveCheckout()
    server.use(
      http.post('/api/checkout', ({ response }) =>
        response(409).json({ code: 'BOOKING_CONFLICT', message: 'This car is no longer available for these dates', requestId: 'f0e1d2c3-0000-4000-8000-000000000026' }),
      ),
    )
    const { user } = await openCheckout()
    await fillVisitor(user)
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Use' }))
    await user.click(screen.getByRole('button', { name: 'Book now' }))
    const alert = await screen.findByRole('alert')
    await waitFor(() => expect(alert).toHaveTextContent('Reference: f0e1d2c3-0000-4000-8000-000000000026'))
    expect(within(alert).getByText('Reference: f0e1d2c3-0000-4000-8000-000000000026').tagName).toBe('SMALL')
  })

  it('a booking refused because the e-mail is registered offers sign-in', async () => {
    serveCheckout()
    server.use(
      http.post('/api/checkout', ({ response }) => response(409).json({ code: 'EMAIL_ALREADY_REGISTERED', message: 'registered' })),
    )
    const { user } = await openCheckout()
    await fillVisitor(user)
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Use' }))
    await user.click(screen.getByRole('button', { name: 'Book now' }))
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus())
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(expect.stringContaining('This email address is already registered.'))
    expect(within(screen.getByRole('region', { name: 'Driver details' })).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/sign-in?redirect=${encodeURIComponent(checkoutPath)}`)
  })
})

describe('checkout page: first use (issue 15)', () => {
  /** The car comes with the additional-driver option included (0). */
  const includedDriverOffer = { ...offer, extras: { ...offer.extras, additionalDriver: 0 } }
  const fillAndAccept = async (user: UserEvent, values: Partial<Record<string, string>> = {}) => {
    await fillVisitor(user, values)
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Use' }))
  }

  it('an included additional driver is a right: a solo driver books without a second driver', async () => {
    const { bookings } = serveCheckout({ offer: includedDriverOffer })
    const { user } = await openCheckout()
    const option = screen.getByRole('checkbox', { name: 'Additional driver' })
    expect(option).toBeChecked()
    expect(option).toBeDisabled()
    // the details are asked only when the driver adds one
    expect(screen.queryByLabelText("Additional driver's full name")).toBeNull()
    const add = screen.getByRole('checkbox', { name: 'Add an additional driver' })
    expect(add).not.toBeChecked()
    await user.click(add)
    expect(await screen.findByLabelText("Additional driver's full name")).toBeVisible()
    await user.click(add)
    await waitFor(() => expect(screen.queryByLabelText("Additional driver's full name")).toBeNull())

    await fillAndAccept(user)
    await user.click(screen.getByRole('button', { name: 'Book now' }))
    await waitFor(() => expect(window.location.pathname).toBe('/checkout-session/ck_reference123'))
    expect(bookings[0]!.options.additionalDriver).toBe(false)
    expect(bookings[0]).not.toHaveProperty('additionalDriver')
  })

  it('a name longer than the contract allows gets a message next to the field, and nothing is sent', async () => {
    const { bookings } = serveCheckout()
    const { user } = await openCheckout()
    await fillAndAccept(user, { 'Full name': 'a'.repeat(150) })
    await user.click(screen.getByRole('button', { name: 'Book now' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fix errors')
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('At most 100 characters')
    expect(screen.getByRole('alert')).toHaveTextContent('1 field needs attention:')
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus())
    await user.click(within(screen.getByRole('alert')).getByRole('link', { name: 'Full name: At most 100 characters' }))
    expect(screen.getByLabelText('Full name')).toHaveFocus()
    expect(bookings).toEqual([])
  })

  it("a field the server refuses is shown next to it in the user's language, never the contract's path", async () => {
    serveCheckout()
    server.use(
      http.post('/api/checkout', ({ response }) =>
        response(400).json({
          code: 'VALIDATION_ERROR',
          message: 'body/driver/fullName must NOT have more than 100 characters',
          fields: [{ field: 'driver.fullName', rule: 'maxLength', limit: 100 }],
        }),
      ),
    )
    const { user } = await openCheckout()
    await fillAndAccept(user)
    await user.click(screen.getByRole('button', { name: 'Book now' }))
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('At most 100 characters'))
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix errors')
    expect(screen.getByRole('alert')).toHaveFocus()
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Full name: At most 100 characters' })).toBeVisible()
    expect(document.body).not.toHaveTextContent(/body\/|must NOT/)
    // edited: the server's verdict no longer holds
    await user.type(screen.getByLabelText('Full name'), 'x')
    expect(screen.getByLabelText('Full name')).not.toHaveAttribute('aria-invalid')
  })

  it('the first summary of an empty form names the required licence with the other fields', async () => {
    serveCheckout({ licenseRequired: true })
    const { user } = await openCheckout()
    await user.click(screen.getByRole('button', { name: 'Book now' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Please fill in the field(s): Full name, Email, Phone, Birth date, Driver's license",
    )
  })

  it('does not delete the licence file the booking took over', async () => {
    const { bookings } = serveCheckout({ licenseRequired: true })
    const deleted: string[] = []
    server.use(
      http.post('/api/create-license', ({ response }) => response(200).json({ file: 'temp-license-1.pdf' })),
      http.post('/api/delete-temp-license/{file}', ({ params, response }) => {
        deleted.push(params.file)
        // the server moved it to the booking
        return response(404).json({ code: 'NOT_FOUND', message: 'Not found' })
      }),
    )
    const { user } = await openCheckout()
    await fillAndAccept(user)
    await user.upload(screen.getByLabelText("Driver's license"), new File(['%PDF-1.4\n%%EOF\n'], 'licence.pdf', { type: 'application/pdf' }))
    expect(await screen.findByText('File added: licence.pdf')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Book now' }))
    // the confirmation page asked the server about the booking: any delete on leaving came before
    expect(await screen.findByText('Peugeot 208')).toBeVisible()
    await waitFor(() => expect(window.location.pathname).toBe('/checkout-session/ck_reference123'))
    expect(bookings[0]!.license).toBe('temp-license-1.pdf')
    expect(deleted).toEqual([])
  })

  it('opens the Terms of Use in a new tab, saying so', async () => {
    serveCheckout()
    await openCheckout()
    const terms = screen.getByRole('link', { name: 'Read the Terms of Use (opens in a new tab)' })
    expect(terms).toHaveAttribute('href', '/tos')
    expect(terms).toHaveAttribute('target', '_blank')
    expect(terms).toHaveAttribute('rel', expect.stringContaining('noopener'))
  })

  it('keeps a draft for the session: coming back restores the details and choices; booked, it is gone', async () => {
    const { priceRequests, bookings } = serveCheckout()
    const first = await openCheckout()
    await first.user.click(screen.getByRole('checkbox', { name: 'Theft protection' }))
    await waitFor(() => expect(amountOf(priceTable(summary()), 'Total')).toHaveTextContent('$165'))
    await fillVisitor(first.user, { 'Full name': 'Dana Draft' })
    first.unmount()

    // Back (or a reload): the same checkout again
    const again = await openCheckout()
    expect(screen.getByLabelText('Full name')).toHaveValue('Dana Draft')
    expect(screen.getByLabelText('Email')).toHaveValue('dana@keyturn.example')
    // (shown in English order: month, day, year)
    expect(screen.getByLabelText('Birth date')).toHaveValue(adult.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1'))
    expect(screen.getByRole('checkbox', { name: 'Theft protection' })).toBeChecked()
    expect(priceRequests.at(-1)!.options.theftProtection).toBe(true)
    expect(amountOf(priceTable(summary()), 'Total')).toHaveTextContent('$165')
    // the consent is asked again; nothing secret or server-side is kept
    expect(screen.getByRole('checkbox', { name: 'I accept the Terms of Use' })).not.toBeChecked()
    expect(sessionStorage.getItem('bc-fe-checkout-draft')).not.toMatch(/license|password/i)

    await again.user.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Use' }))
    await again.user.click(screen.getByRole('button', { name: 'Book now' }))
    await waitFor(() => expect(window.location.pathname).toBe('/checkout-session/ck_reference123'))
    expect(bookings[0]!.driver?.fullName).toBe('Dana Draft')
    expect(sessionStorage.getItem('bc-fe-checkout-draft')).toBeNull()
  })

  it('Back after booking says the booking is made, links to its confirmation, and lets the driver book again', async () => {
    const { bookings } = serveCheckout()
    const first = await openCheckout()
    await fillVisitor(first.user)
    await first.user.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Use' }))
    await first.user.click(screen.getByRole('button', { name: 'Book now' }))
    await waitFor(() => expect(window.location.pathname).toBe('/checkout-session/ck_reference123'))
    first.unmount()

    // Back: the same car and dates
    const again = await openCheckout()
    const notice = (await screen.findByText('You already booked this car for these dates: booking KT7M4Q9X.')).closest<HTMLElement>('[role="status"]')!
    expect(notice).toBeVisible()
    expect(within(notice).getByRole('link', { name: 'See the confirmation' })).toHaveAttribute('href', '/checkout-session/ck_reference123')
    expect(screen.queryByRole('button', { name: 'Book now' })).toBeNull()
    // the summary stays; another period of the same car is another checkout
    expect(summary()).toBeVisible()
    await again.user.click(screen.getByRole('button', { name: 'Book these dates again' }))
    expect(screen.getByRole('button', { name: 'Book now' })).toBeVisible()
    expect(screen.queryByText(/You already booked/)).toBeNull()
    again.unmount()
    await openCheckout(checkoutPath.replace('2026-12-04T10:00', '2026-12-05T10:00'))
    expect(screen.queryByText(/You already booked/)).toBeNull()
    expect(bookings).toHaveLength(1)
  })

  it('Back after a signed-in booking links to the booking itself', async () => {
    serveCheckout()
    const account = makeUser()
    localStorage.setItem('bc-fe-user', JSON.stringify(account))
    server.use(http.post('/api/validate-access-token', ({ response }) => response(200).json(account)))
    const first = await openCheckout()
    await first.user.click(screen.getByRole('button', { name: 'Book now' }))
    await waitFor(() => expect(window.location.pathname).toBe('/checkout-session/ck_reference123'))
    first.unmount()
    await openCheckout()
    expect(await screen.findByText('You already booked this car for these dates: booking KT7M4Q9X.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'See your booking' })).toHaveAttribute('href', `/booking?b=${checkoutResult().bookingId}`)
  })

  it('another car keeps the driver details of the draft but not its choices', async () => {
    serveCheckout()
    const first = await openCheckout()
    await first.user.click(screen.getByRole('checkbox', { name: 'Theft protection' }))
    await fillVisitor(first.user, { 'Full name': 'Dana Draft' })
    first.unmount()
    await openCheckout(checkoutPath.replace('2026-12-04T10:00', '2026-12-05T10:00'))
    expect(screen.getByLabelText('Full name')).toHaveValue('Dana Draft')
    expect(screen.getByRole('checkbox', { name: 'Theft protection' })).not.toBeChecked()
  })

  it('a car no configured payment can pay for says why and leads back to the same search', async () => {
    server.use(
      http.post('/api/checkout-price', ({ response }) =>
        response(409).json({ code: 'NO_PAYMENT_OPTION', message: 'This car cannot be paid for with the payment options available here' }),
      ),
    )
    await renderApp(checkoutPath)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('none of the ways to pay its supplier accepts is available on this site')
    expect(alert).toHaveTextContent('Please choose another car from the same search.')
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Back to the search' })).toHaveAttribute(
      'href',
      `/search?pickUp=${pickUp}&dropOff=${dropOff}&from=2026-12-01T10:00&to=2026-12-04T10:00`,
    )
  })

  it.each([
    ['RENTAL_TOO_LONG', 'A rental may last at most 90 days.'],
    ['BEYOND_BOOKING_HORIZON', 'Cars can be booked at most 365 days ahead.'],
  ])('a period refused with %s says the limit', async (code, shown) => {
    server.use(
      http.get('/api/config', ({ response }) => response(200).json(makeConfig({ maximumRentalDays: 90, bookingHorizonDays: 365 }))),
      http.post('/api/checkout-price', ({ response }) => response(400).json({ code: code as 'RENTAL_TOO_LONG', message: 'x' })),
    )
    await renderApp(checkoutPath)
    expect(await screen.findByRole('alert')).toHaveTextContent(shown)
  })

  it('a link the contract refuses says so, without its field paths', async () => {
    server.use(
      http.post('/api/checkout-price', ({ response }) =>
        response(400).json({ code: 'VALIDATION_ERROR', message: 'body/from must match format "date-time"', fields: [{ field: 'from', rule: 'format' }] }),
      ),
    )
    await renderApp(checkoutPath)
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking link is incomplete.')
    expect(document.body).not.toHaveTextContent(/body\/|must match/)
  })
})
