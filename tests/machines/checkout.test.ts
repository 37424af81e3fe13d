// Model-based test of the checkout machine. @xstate/graph walks the machine with the driver's
// events and the requests' outcomes given as `xstate.done.actor.<id>` / `xstate.error.actor.<id>`
// events; each shortest path is then replayed on a real actor whose requests are doubles settled
// as the path says, and we check what the page sees: the state, the requests in flight (and their
// inputs), the price shown, the booking request (never an amount) and the redirection.
import { createActor, fromPromise, getNextSnapshot } from 'xstate'
import { describe, expect, it } from 'vitest'
import {
  additionalDriverWanted,
  checkoutErrorOf,
  checkoutFormErrors,
  checkoutMachine,
  defaultPayment,
  formFieldOf,
  NO_OPTIONS,
  offeredPayments,
  type CheckoutEvent,
  type CheckoutForm,
  type CheckoutInput,
  type CheckoutPrice,
  type CheckoutPriceBody,
  type CreateBookingInput,
  type PaymentMode,
} from '../../machines/checkout.machine'
import {
  apiError,
  bookingFailures,
  checkoutPaths,
  done,
  driver,
  failure,
  input,
  invalidForm,
  makePrice,
  priceA,
  priceNoDeposit,
  priceOnlineOnly,
  result,
  validForm,
  type Snapshot,
} from './paths/checkout.paths'
import { missingOf } from './support/coverage'
import { deferredRequests, flush, type DeferredRequest } from './support/deferred-requests'
import { machineCoverage, pathsOf } from './support/paths'

type Request = DeferredRequest<'loadPrice' | 'reprice' | 'createBooking', CheckoutPriceBody | CreateBookingInput>

/** `can` is true for a refused submit too (it records that the errors must show): ask whether it books. */
const wouldBook = (snapshot: Snapshot, form: CheckoutForm) =>
  getNextSnapshot(checkoutMachine, snapshot, { type: 'checkout.submit', form }).matches('creatingBooking')


/** A real actor whose requests wait until the test settles them, and every redirection. */
function harness(start: Partial<CheckoutInput> = {}) {
  const { requests, double, inFlight, settle } = deferredRequests<Request['actor'], Request['input']>()
  const redirects: string[] = []
  /** What the page is told, in order: a booking created, then a redirection. */
  const told: string[] = []
  const machine = checkoutMachine.provide({
    actors: { loadPrice: double('loadPrice') as never, reprice: double('reprice') as never, createBooking: double('createBooking') as never },
    actions: {
      redirect: (_, sessionId) => {
        redirects.push(sessionId)
        told.push(`redirect ${sessionId}`)
      },
      bookingCreated: (_, booking) => void told.push(`booked ${booking.bookingId}`),
    },
  })
  const actor = createActor(machine, { input: { ...input, ...start } }).start()
  return { actor, requests, redirects, told, inFlight, settle }
}

describe('checkout model', () => {
  const paths = pathsOf(checkoutPaths)
  const describePath = (p: (typeof paths)[number]) =>
    `${p.start.name}: ${
      p.steps
        .map(({ event }) =>
          event.type.startsWith('xstate.error')
            ? `${event.type.replace('xstate.error.actor.', '')}✗${(event.error as { code: string }).code}`
            : event.type.startsWith('xstate.done')
              ? `${event.type.replace('xstate.done.actor.', '')}✓`
              : event.type === 'checkout.submit'
                ? `submit(${event.form === validForm ? 'valid' : 'invalid'})`
                : `${event.type.replace('checkout.', '')}${event.option ? `(${event.option})` : event.payment ? `(${event.payment})` : ''}`,
        )
        .join(' → ') || 'start'
    } ⇒ ${JSON.stringify(p.state.value)}`

  it('explores enough paths, reaching the confirmation both ways', () => {
    expect(paths.length).toBeGreaterThan(40)
    const doneBy = (payment: PaymentMode) =>
      paths.some((p) => p.state.matches('done') && p.state.context.booking?.payment === payment)
    expect(doneBy('payAtCounter')).toBe(true)
    expect(doneBy('payInFull')).toBe(true)
  })

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_, { steps, state: target }) => {
    const { actor, inFlight, settle, redirects } = harness()
    let bookingsAsked = 0
    for (const { event, state } of steps) {
      const before = actor.getSnapshot()
      if (event.type.startsWith('xstate.')) await settle(event)
      else {
        actor.send(event as CheckoutEvent)
        await flush()
        if (event.type === 'checkout.submit' && !before.matches('creatingBooking') && actor.getSnapshot().matches('creatingBooking')) bookingsAsked++
      }
      const now = actor.getSnapshot()
      expect(now.value).toEqual(state.value)
      expectRequestsInFlight(now, inFlight)
    }
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toEqual(target.value)
    // The payment chosen is always one offered (preselected as soon as the price is known).
    if (snapshot.context.price)
      expect(offeredPayments(snapshot.context.price)).toContain(snapshot.context.payment)
    // A booking is asked only for a valid form, with a chosen payment that is ready.
    expect(bookingsAsked).toBeLessThanOrEqual(steps.filter((s) => s.event.type === 'checkout.submit' && s.event.form === validForm).length)
    if (snapshot.matches('done')) {
      expect(snapshot.status).toBe('done')
      expect(redirects).toEqual([snapshot.context.sessionId])
      expect(snapshot.output).toEqual({ sessionId: snapshot.context.sessionId })
      // Pay at the counter ends on the server's reference; online on the provider's session.
      expect(snapshot.context.sessionId).toBe(snapshot.context.booking?.payment === 'payAtCounter' ? 'ck_counter' : 'cs_test_paid')
    } else expect(redirects).toEqual([])
    const last = steps.at(-1)?.event
    if (last?.type === 'xstate.error.actor.createBooking') {
      expect(snapshot.matches({ editing: 'idle' })).toBe(true)
      expect(snapshot.context).toMatchObject({ error: { code: (last.error as { code: string }).code }, errorSource: 'booking', showErrors: true })
    }
    if (last?.type === 'xstate.error.actor.loadPrice') expect(snapshot.context.error).toEqual({ code: 'NOT_FOUND', message: 'Car not found' })
    actor.stop()
  })

  it('the paths visit every state and take every transition', () => {
    expect(missingOf(machineCoverage([checkoutPaths]))).toEqual([])
  })
})

/** The requests running are exactly those the state says, with the right inputs. */
function expectRequestsInFlight(snapshot: Snapshot, inFlight: (name?: Request['actor']) => Request[]) {
  const { context } = snapshot
  const priceBody = { ...context.request, options: context.options }
  expect(inFlight('loadPrice').map((r) => r.input)).toEqual(snapshot.matches('loading') ? [{ ...input.request, options: NO_OPTIONS }] : [])
  expect(inFlight('reprice').map((r) => r.input)).toEqual(snapshot.matches({ editing: 'repricing' }) ? [priceBody] : [])
  const bookings = inFlight('createBooking')
  if (snapshot.matches('creatingBooking')) {
    expect(bookings).toHaveLength(1)
    const { body, botCheck } = bookings[0]!.input as CreateBookingInput
    expect(botCheck).toBe(true)
    expect(body).toEqual({
      ...context.request,
      options: { ...context.pricedOptions, additionalDriver: additionalDriverWanted(context) },
      driver: { ...driver, fullName: 'Dana Driver' },
      payment: context.payment,
      license: null,
    })
    // The server alone decides the amount.
    expect(JSON.stringify(body)).not.toMatch(/price|amount/i)
  } else expect(bookings).toEqual([])
}

describe('checkout rules', () => {
  async function editing(price: CheckoutPrice = priceA) {
    const h = harness()
    await h.settle(done('loadPrice', price))
    expect(h.actor.getSnapshot().matches({ editing: 'idle' })).toBe(true)
    return h
  }

  it('starts from the server price: included options on, unavailable off, counter chosen when allowed', async () => {
    const { actor } = await editing()
    expect(actor.getSnapshot().context).toMatchObject({
      price: priceA,
      options: { ...NO_OPTIONS, amendments: true },
      payment: 'payAtCounter',
    })
  })

  it('preselects paying in full online when the counter is not offered; the driver may change it', async () => {
    const { actor } = await editing(priceOnlineOnly)
    expect(actor.getSnapshot().context.payment).toBe('payInFull')
    // online: the booking waits for the payment script, which the page starts loading at once
    expect(wouldBook(actor.getSnapshot(), validForm)).toBe(false)
    actor.send({ type: 'checkout.choosePayment', payment: 'payDeposit' })
    expect(actor.getSnapshot().context.payment).toBe('payDeposit')
    actor.send({ type: 'checkout.scriptStatus', status: 'resolved' })
    expect(wouldBook(actor.getSnapshot(), validForm)).toBe(true)
  })

  it('preselects nothing when nothing is offered', async () => {
    const nothing = createActor(
      checkoutMachine.provide({ actors: { loadPrice: fromPromise(async () => makePrice({ payLater: false, paymentOptions: [] })) } }),
      { input },
    ).start()
    await flush()
    expect(nothing.getSnapshot().matches({ editing: 'idle' })).toBe(true)
    expect(nothing.getSnapshot().context.payment).toBeNull()
    expect(wouldBook(nothing.getSnapshot(), validForm)).toBe(false)
    nothing.stop()
  })

  it('the default payment: at the counter if offered, else in full online', () => {
    expect(defaultPayment(priceA)).toBe('payAtCounter')
    expect(defaultPayment(makePrice({ paymentOptions: ['payAtCounter'] }))).toBe('payAtCounter')
    expect(defaultPayment(priceOnlineOnly)).toBe('payInFull')
    expect(defaultPayment(makePrice({ payLater: false, depositPayable: false }))).toBe('payInFull')
    expect(defaultPayment(makePrice({ paymentOptions: [] }))).toBeNull()
    expect(defaultPayment(null)).toBeNull()
  })

  it('offers the deposit online only when the server says it can be paid', async () => {
    expect(offeredPayments(priceNoDeposit)).toEqual(['payAtCounter', 'payInFull'])
    expect(offeredPayments(makePrice({ payLater: false, depositPayable: false }))).toEqual(['payInFull'])
    const { actor } = await editing(priceNoDeposit)
    expect(actor.getSnapshot().can({ type: 'checkout.choosePayment', payment: 'payDeposit' })).toBe(false)
    actor.send({ type: 'checkout.choosePayment', payment: 'payDeposit' })
    expect(actor.getSnapshot().context.payment).toBe('payAtCounter')
    expect(actor.getSnapshot().can({ type: 'checkout.choosePayment', payment: 'payInFull' })).toBe(true)
  })

  it('a new price that no longer allows the deposit online moves the choice to paying in full online', async () => {
    const { actor, settle } = await editing()
    actor.send({ type: 'checkout.choosePayment', payment: 'payDeposit' })
    actor.send({ type: 'checkout.setOption', option: 'theftProtection', on: true })
    await settle(done('reprice', makePrice({ depositPayable: false }, 165)))
    expect(actor.getSnapshot().context.payment).toBe('payInFull')
    // a choice still offered is kept
    actor.send({ type: 'checkout.choosePayment', payment: 'payAtCounter' })
    actor.send({ type: 'checkout.setOption', option: 'theftProtection', on: false })
    await settle(done('reprice', priceA))
    expect(actor.getSnapshot().context.payment).toBe('payAtCounter')
    actor.send({ type: 'checkout.choosePayment', payment: 'payDeposit' })
    expect(actor.getSnapshot().context.payment).toBe('payDeposit')
  })

  it('prices every option change on the server; the latest change wins', async () => {
    const { actor, inFlight, settle, requests } = await editing()
    actor.send({ type: 'checkout.setOption', option: 'theftProtection', on: true })
    actor.send({ type: 'checkout.setOption', option: 'fullInsurance', on: true })
    await flush()
    const [first, second] = requests.filter((r) => r.actor === 'reprice')
    expect(first!.signal.aborted).toBe(true)
    expect(inFlight('reprice')).toEqual([second])
    expect((second!.input as CheckoutPriceBody).options).toEqual({ ...NO_OPTIONS, amendments: true, theftProtection: true, fullInsurance: true })
    // The superseded answer arrives late: it changes nothing.
    first!.resolve(makePrice({}, 999))
    await flush()
    expect(actor.getSnapshot().matches({ editing: 'repricing' })).toBe(true)
    await settle(done('reprice', makePrice({}, 231)))
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context.price?.price).toBe(231)
    expect(actor.getSnapshot().context.pricedOptions).toEqual(actor.getSnapshot().context.options)
  })

  it('refuses to change an included or an unavailable option', async () => {
    const { actor } = await editing()
    expect(actor.getSnapshot().can({ type: 'checkout.setOption', option: 'amendments', on: false })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'checkout.setOption', option: 'cancellation', on: true })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'checkout.setOption', option: 'theftProtection', on: false })).toBe(false)
  })

  it('a failed reprice keeps the price shown and puts the options back', async () => {
    const { actor, settle } = await editing()
    actor.send({ type: 'checkout.setOption', option: 'theftProtection', on: true })
    await settle(failure('reprice', 'INTERNAL_ERROR'))
    expect(actor.getSnapshot().context).toMatchObject({
      price: priceA,
      options: { ...NO_OPTIONS, amendments: true },
      error: { code: 'INTERNAL_ERROR' },
      errorSource: 'price',
    })
  })

  it('reprices when the currency changes', async () => {
    const { actor, inFlight } = await editing()
    actor.send({ type: 'checkout.currency', currency: 'GBP' })
    await flush()
    expect(inFlight('reprice').map((r) => (r.input as CheckoutPriceBody).currency)).toEqual(['GBP'])
  })

  it('a currency that could not be priced: the booking is made in the currency shown, and asking again retries', async () => {
    const { actor, settle, inFlight } = await editing()
    actor.send({ type: 'checkout.currency', currency: 'GBP' })
    await settle(failure('reprice', 'NETWORK'))
    expect(actor.getSnapshot().context).toMatchObject({ price: { currency: 'EUR' }, pricedCurrency: 'EUR', request: { currency: 'GBP' }, errorSource: 'price' })
    actor.send({ type: 'checkout.submit', form: validForm })
    await flush()
    expect((inFlight('createBooking')[0]!.input as CreateBookingInput).body.currency).toBe('EUR')
  })

  it('asking again for the currency whose price failed prices it again', async () => {
    const { actor, settle, inFlight } = await editing()
    actor.send({ type: 'checkout.currency', currency: 'GBP' })
    await settle(failure('reprice', 'NETWORK'))
    expect(actor.getSnapshot().can({ type: 'checkout.currency', currency: 'GBP' })).toBe(true)
    expect(actor.getSnapshot().can({ type: 'checkout.currency', currency: 'EUR' })).toBe(true)
    actor.send({ type: 'checkout.currency', currency: 'GBP' })
    await flush()
    expect(inFlight('reprice').map((r) => (r.input as CheckoutPriceBody).currency)).toEqual(['GBP'])
    await settle(done('reprice', makePrice({ currency: 'GBP' }, 120)))
    expect(actor.getSnapshot().context).toMatchObject({ price: { currency: 'GBP', price: 120 }, pricedCurrency: 'GBP', error: null })
    // the price shown is in the currency asked for: asking for it again does nothing
    expect(actor.getSnapshot().can({ type: 'checkout.currency', currency: 'GBP' })).toBe(false)
  })

  it('the guard refuses an invalid form: nothing is sent and every error is shown', async () => {
    const { actor, inFlight } = await editing()
    const forms: CheckoutForm[] = [
      invalidForm,
      { ...validForm, driver: { ...driver, fullName: '  ' } },
      { ...validForm, driver: { ...driver, phone: 'call me' } },
      { ...validForm, driver: { ...driver, birthDate: '2010-01-01' } },
      { ...validForm, acceptTerms: false },
      { ...validForm, licenseNeeded: true },
      // the additional-driver option is off: no additional driver may be sent
      { ...validForm, additionalDriver: driver },
    ]
    for (const form of forms) {
      expect(wouldBook(actor.getSnapshot(), form)).toBe(false)
      actor.send({ type: 'checkout.submit', form })
    }
    await flush()
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context.showErrors).toBe(true)
    expect(inFlight('createBooking')).toEqual([])
  })

  it.each([
    ['Asia/Tokyo', '2026-12-01T00:30'],
    ['America/Los_Angeles', '2026-12-01T23:30'],
    ['UTC', '2026-12-01T10:00'],
  ])('counts the driver’s age on the pick-up date at the pick-up place, whatever the runtime’s zone (%s, %s)', async (runtimeZone, from) => {
    const previous = process.env.TZ
    process.env.TZ = runtimeZone
    try {
      const h = harness({ request: { ...input.request, from } })
      await h.settle(done('loadPrice', priceA))
      // 21 (the minimum) on 1 December, the pick-up's date at the place; a day younger is too young
      expect(wouldBook(h.actor.getSnapshot(), { ...validForm, driver: { ...driver, birthDate: '2005-12-01' } })).toBe(true)
      expect(wouldBook(h.actor.getSnapshot(), { ...validForm, driver: { ...driver, birthDate: '2005-12-02' } })).toBe(false)
      h.actor.stop()
    } finally {
      process.env.TZ = previous
    }
  })

  it('an online payment waits for the payment script', async () => {
    const { actor, inFlight } = await editing()
    expect(actor.getSnapshot().can({ type: 'checkout.choosePayment', payment: 'payDeposit' })).toBe(true)
    actor.send({ type: 'checkout.choosePayment', payment: 'payDeposit' })
    for (const status of ['initial', 'pending', 'rejected'] as const) {
      actor.send({ type: 'checkout.scriptStatus', status })
      expect(wouldBook(actor.getSnapshot(), validForm)).toBe(false)
    }
    actor.send({ type: 'checkout.scriptStatus', status: 'resolved' })
    actor.send({ type: 'checkout.submit', form: validForm })
    await flush()
    expect((inFlight('createBooking')[0]!.input as CreateBookingInput).body.payment).toBe('payDeposit')
  })

  it('offers exactly the payments the server lists (its one rule of the supplier and the configuration)', async () => {
    // the server says at the counter only (no provider configured), although the supplier's
    // deposit could be paid online: nothing online is offered
    const counterOnly = makePrice({ paymentOptions: ['payAtCounter'] })
    expect(offeredPayments(counterOnly)).toEqual(['payAtCounter'])
    expect(offeredPayments(priceOnlineOnly)).toEqual(['payDeposit', 'payInFull'])
    const h = await editing(counterOnly)
    expect(h.actor.getSnapshot().context.payment).toBe('payAtCounter')
    expect(h.actor.getSnapshot().can({ type: 'checkout.choosePayment', payment: 'payInFull' })).toBe(false)
    expect(h.actor.getSnapshot().can({ type: 'checkout.choosePayment', payment: 'payDeposit' })).toBe(false)
    h.actor.stop()
    const { actor } = await editing(priceOnlineOnly)
    expect(actor.getSnapshot().can({ type: 'checkout.choosePayment', payment: 'payAtCounter' })).toBe(false)
    expect(wouldBook(actor.getSnapshot(), validForm)).toBe(false)
  })

  it('pay at the counter: booked, then redirected to the checkout reference', async () => {
    const { actor, settle, redirects, inFlight } = await editing()
    actor.send({ type: 'checkout.submit', form: { ...validForm, additionalDriver: null } })
    await flush()
    expect(inFlight('createBooking')).toHaveLength(1)
    await settle(done('createBooking', result('payAtCounter')))
    expect(actor.getSnapshot().value).toBe('done')
    expect(redirects).toEqual(['ck_counter'])
  })

  it('online: a declined payment stays on the provider step with its message; then paid → redirected', async () => {
    const { actor, settle, redirects } = await editing()
    actor.send({ type: 'checkout.choosePayment', payment: 'payInFull' })
    actor.send({ type: 'checkout.scriptStatus', status: 'resolved' })
    actor.send({ type: 'checkout.submit', form: validForm })
    await flush()
    await settle(done('createBooking', result('payInFull')))
    expect(actor.getSnapshot().value).toBe('providerStep')
    expect(actor.getSnapshot().context.booking?.clientSecret).toBe('cs_secret')
    actor.send({ type: 'checkout.paymentFailed', message: 'Payment failed' })
    expect(actor.getSnapshot().value).toBe('providerStep')
    expect(actor.getSnapshot().context.paymentError).toBe('Payment failed')
    // nothing else can be changed on a created booking
    expect(actor.getSnapshot().can({ type: 'checkout.setOption', option: 'theftProtection', on: true })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'checkout.choosePayment', payment: 'payAtCounter' })).toBe(false)
    actor.send({ type: 'checkout.paid', sessionId: 'cs_test_123' })
    expect(actor.getSnapshot().value).toBe('done')
    expect(actor.getSnapshot().context.paymentError).toBeNull()
    expect(redirects).toEqual(['cs_test_123'])
  })

  it.each(bookingFailures)('a booking refused with %s goes back to editing with the error', async (code) => {
    const { actor, settle } = await editing()
    actor.send({ type: 'checkout.submit', form: validForm })
    await flush()
    await settle(failure('createBooking', code, `server says ${code}`))
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches({ editing: 'idle' })).toBe(true)
    expect(snapshot.context).toMatchObject({ error: { code, message: `server says ${code}` }, errorSource: 'booking', booking: null })
    // Registered: the same e-mail is refused until it changes (the page offers sign-in instead).
    expect(wouldBook(snapshot, validForm)).toBe(code !== 'EMAIL_ALREADY_REGISTERED')
    expect(snapshot.context.registeredEmails).toEqual(code === 'EMAIL_ALREADY_REGISTERED' ? ['dana@keyturn.example'] : [])
  })

  it('a car that cannot be booked fails to load with the server message; retry asks again', async () => {
    const { actor, settle, inFlight } = harness()
    await settle(failure('loadPrice', 'VALIDATION_ERROR', 'This car is not available for booking'))
    expect(actor.getSnapshot().value).toBe('loadFailed')
    expect(actor.getSnapshot().context.error).toEqual({ code: 'VALIDATION_ERROR', message: 'This car is not available for booking' })
    actor.send({ type: 'checkout.retry' })
    await flush()
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(inFlight('loadPrice')).toHaveLength(1)
  })

  it('an e-mail found registered on blur blocks the booking until it is free again', async () => {
    const { actor } = await editing()
    actor.send({ type: 'checkout.emailChecked', email: 'Dana@Keyturn.example ', registered: true })
    expect(wouldBook(actor.getSnapshot(), validForm)).toBe(false)
    actor.send({ type: 'checkout.emailChecked', email: 'dana@keyturn.example', registered: false })
    expect(wouldBook(actor.getSnapshot(), validForm)).toBe(true)
  })
})

describe('checkout: issue 15', () => {
  async function editing(price: CheckoutPrice, start: Partial<CheckoutInput> = {}) {
    const h = harness(start)
    await h.settle(done('loadPrice', price))
    expect(h.actor.getSnapshot().matches({ editing: 'idle' })).toBe(true)
    return h
  }
  const booked = (inFlight: ReturnType<typeof harness>['inFlight']) => (inFlight('createBooking')[0]!.input as CreateBookingInput).body
  /** The additional-driver option comes with the car (0): a right, not a second driver. */
  const includedDriver = makePrice({ offer: { ...priceA.offer, extras: { ...priceA.offer.extras, additionalDriver: 0 } } })
  const second = { fullName: 'Alex Second', email: 'alex@keyturn.example', phone: '+33 7 00 00 00 00', birthDate: '1988-02-02' }

  it('an included additional driver does not ask for a second driver: a solo driver books', async () => {
    const { actor, inFlight } = await editing(includedDriver)
    // shown on and locked, like every included option
    expect(actor.getSnapshot().context.options.additionalDriver).toBe(true)
    expect(actor.getSnapshot().can({ type: 'checkout.setOption', option: 'additionalDriver', on: false })).toBe(false)
    expect(additionalDriverWanted(actor.getSnapshot().context)).toBe(false)
    // details sent without being asked for are refused (the page cannot disagree with the machine)
    expect(wouldBook(actor.getSnapshot(), { ...validForm, additionalDriver: second })).toBe(false)
    actor.send({ type: 'checkout.submit', form: validForm })
    await flush()
    // the server asks for the additional driver exactly when the option is on in the body
    expect(booked(inFlight)).toMatchObject({ options: { additionalDriver: false, amendments: true } })
    expect(booked(inFlight)).not.toHaveProperty('additionalDriver')
  })

  it('with an included additional driver, the driver may add one: then their details are asked and sent', async () => {
    const { actor, inFlight } = await editing(includedDriver)
    actor.send({ type: 'checkout.addAdditionalDriver', on: true })
    expect(actor.getSnapshot().context.additionalDriverAdded).toBe(true)
    expect(wouldBook(actor.getSnapshot(), validForm)).toBe(false)
    actor.send({ type: 'checkout.submit', form: { ...validForm, additionalDriver: second } })
    await flush()
    expect(booked(inFlight)).toMatchObject({ options: { additionalDriver: true }, additionalDriver: second })
  })

  it('adding a driver is the choice of an included option only: a priced one is ticked instead', async () => {
    const { actor } = await editing(priceA)
    expect(actor.getSnapshot().can({ type: 'checkout.addAdditionalDriver', on: true })).toBe(false)
    actor.send({ type: 'checkout.setOption', option: 'additionalDriver', on: true })
    expect(additionalDriverWanted(actor.getSnapshot().context)).toBe(false) // not priced yet
  })

  it('starts from the draft of this checkout: its options are priced, its payment kept when offered', async () => {
    const draft = { options: { ...NO_OPTIONS, theftProtection: true }, payment: 'payInFull' as const, additionalDriverAdded: true }
    const { inFlight, actor, settle } = harness({ draft })
    expect(inFlight('loadPrice').map((r) => (r.input as CheckoutPriceBody).options)).toEqual([draft.options])
    await settle(done('loadPrice', includedDriver))
    expect(actor.getSnapshot().context).toMatchObject({
      options: { theftProtection: true, amendments: true, additionalDriver: true },
      payment: 'payInFull',
      additionalDriverAdded: true,
    })
    // a drafted payment no longer offered falls back to the default
    const counterOnly = harness({ draft: { ...draft, payment: 'payDeposit' } })
    await counterOnly.settle(done('loadPrice', makePrice({ paymentOptions: ['payAtCounter'] })))
    expect(counterOnly.actor.getSnapshot().context.payment).toBe('payAtCounter')
  })

  it('tells the page the booking exists before redirecting (so the licence file and the draft are handed over)', async () => {
    const counter = await editing(priceA)
    counter.actor.send({ type: 'checkout.submit', form: validForm })
    await flush()
    await counter.settle(done('createBooking', result('payAtCounter')))
    expect(counter.told).toEqual(['booked 00000000-0000-4000-8000-0000000000b1', 'redirect ck_counter'])

    const online = await editing(priceA)
    online.actor.send({ type: 'checkout.choosePayment', payment: 'payInFull' })
    online.actor.send({ type: 'checkout.scriptStatus', status: 'resolved' })
    online.actor.send({ type: 'checkout.submit', form: validForm })
    await flush()
    await online.settle(done('createBooking', result('payInFull')))
    expect(online.told).toEqual(['booked 00000000-0000-4000-8000-0000000000b1'])
    // refused: nothing handed over
    const refused = await editing(priceA)
    refused.actor.send({ type: 'checkout.submit', form: validForm })
    await flush()
    await refused.settle(failure('createBooking', 'BOOKING_CONFLICT'))
    expect(refused.told).toEqual([])
  })

  it('keeps the fields a refused request names, and knows which form field each is', async () => {
    const issue = { field: 'driver.fullName', rule: 'maxLength', limit: 100 }
    const error = Object.assign(new Error('body/driver/fullName must NOT have more than 100 characters'), { code: 'VALIDATION_ERROR', fields: [issue] })
    expect(checkoutErrorOf(error)).toEqual({ code: 'VALIDATION_ERROR', message: error.message, fields: [issue] })
    expect(checkoutErrorOf(apiError('BOOKING_CONFLICT'))).not.toHaveProperty('fields')
    const { actor, settle } = await editing(priceA)
    actor.send({ type: 'checkout.submit', form: validForm })
    await flush()
    await settle({ type: 'xstate.error.actor.createBooking', error })
    expect(actor.getSnapshot().context.error?.fields).toEqual([issue])
    expect(formFieldOf('driver.fullName')).toBe('fullName')
    expect(formFieldOf('additionalDriver.birthDate')).toBe('additionalBirthDate')
    expect(formFieldOf('from')).toBeNull()
    expect(formFieldOf('driver.unknown')).toBeNull()
  })
})

describe('checkout form rules', () => {
  const rules = { minimumAge: 21, pickUpDay: '2026-12-01', registeredEmails: [] }

  it('accepts a complete visitor form', () => {
    expect(checkoutFormErrors(validForm, rules)).toEqual({})
  })

  it('names each broken rule', () => {
    expect(
      checkoutFormErrors(
        {
          ...validForm,
          driver: { fullName: '', email: 'x@', phone: 'abc', birthDate: '2006-01-01' },
          acceptTerms: false,
          licenseNeeded: true,
          additionalDriver: { fullName: 'Al', email: '', phone: '+33 1 23 45 67 89', birthDate: '2026-13-01' },
        },
        rules,
      ),
    ).toEqual({
      fullName: 'required',
      email: 'invalidEmail',
      phone: 'invalidPhone',
      birthDate: 'tooYoung',
      acceptTerms: 'acceptTerms',
      license: 'licenseRequired',
      additionalEmail: 'required',
      additionalBirthDate: 'invalidBirthDate',
    })
  })

  it("checks the contract's length limits, for both drivers", () => {
    const long = 'a'.repeat(150)
    expect(checkoutFormErrors({ ...validForm, driver: { ...driver, fullName: 'a'.repeat(100) } }, rules)).toEqual({})
    expect(
      checkoutFormErrors({ ...validForm, driver: { ...driver, fullName: long }, additionalDriver: { ...driver, fullName: ` ${long} ` } }, rules),
    ).toEqual({ fullName: 'tooLong', additionalFullName: 'tooLong' })
    expect(checkoutFormErrors({ ...validForm, driver: { ...driver, email: `${'a'.repeat(250)}@keyturn.example` } }, rules)).toEqual({ email: 'tooLong' })
  })

  it('counts the age on the pick-up day', () => {
    const form = { ...validForm, driver: { ...driver, birthDate: '2005-12-01' } }
    expect(checkoutFormErrors(form, rules)).toEqual({})
    expect(checkoutFormErrors(form, { ...rules, pickUpDay: '2026-11-30' })).toEqual({ birthDate: 'tooYoung' })
    expect(checkoutFormErrors(form, { ...rules, minimumAge: 25 })).toEqual({ birthDate: 'tooYoung' })
  })

  it('checks only the fields asked of a signed-in driver, and knows registered e-mails', () => {
    const signedIn: CheckoutForm = { ...validForm, asked: ['birthDate'], acceptTerms: null, botCheck: false, driver: { ...driver, phone: '' } }
    expect(checkoutFormErrors(signedIn, rules)).toEqual({})
    expect(checkoutFormErrors(validForm, { ...rules, registeredEmails: ['dana@keyturn.example'] })).toEqual({ email: 'emailRegistered' })
    expect(checkoutFormErrors({ ...validForm, driver: null, asked: [] }, rules)).toEqual({})
  })
})
