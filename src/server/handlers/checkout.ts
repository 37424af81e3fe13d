// Booking creation (POST /api/checkout). The server is the authority: the price comes from the
// stored car, its supplier's markup, the dates and the options (the body has no amount; extra fields
// are stripped by the contract's validation). One statement (writeBooking) writes the booking, its
// additional driver, the supplier's and the driver's notices and the confirmation e-mail, rendered
// beforehand from what the checkout holds; a guest account, a licence or an unconfirmed driver's
// limit add their statements before it in one transaction, a signed-in driver needs none. The
// exclusion constraint bookings_no_overlap makes concurrent checkouts of one car over overlapping
// periods end in exactly one booking and 409 BOOKING_CONFLICT for the others; a failed checkout
// writes nothing. Issue 11: a signed-in checkout reads the database once (the car) and writes once.
//
// Choices where the spec is silent:
// - The driver's age is counted on the pick-up day (the day they drive), against the larger of the
//   car's minimum age and the settings' minimum (21 by default); the additional driver likewise.
// - A signed-in driver without a stored birth date may give it in `driver.birthDate`; the rest of
//   `driver` is ignored for a signed-in user (the account is the main driver).
// - A car that is unavailable, coming soon or fully booked, or whose supplier is suspended, answers
//   400 VALIDATION_ERROR; an unknown car 404.
// - Options included with the car (0) are stored as chosen, even when the body left them off.
// - The payment mode must be one of the booking's payment options (src/domain/payment-options.ts,
//   with the usable gateway; the quote answers 409 NO_PAYMENT_OPTION when there is none), checked
//   before anything is written: 400 'Payment at the counter is not available for this car', 'Online
//   payment is not available' without a usable gateway, or 'Paying a deposit online is not
//   available for this booking' unless 0 < deposit < price.
// - With a gateway, an online booking is void and holds the car for ONLINE_PAYMENT_WINDOW_MINUTES;
//   what the provider charges (the deposit or the price, converted to the asked currency like the
//   search, USD when no rate can be had) is stored with it, so later
//   steps (Stripe session, PayPal order, confirmations) compare against the server's own figures.
// - Stripe: the Checkout Session is created right after the commit (sessionId = its cs_… id, with
//   its client secret); if Stripe cannot be reached the booking stays, answered with the checkout
//   reference and clientSecret null, and the page calls createCheckoutSession. PayPal: the page
//   creates the order (createPayPalOrder) with the payload of spec §3.
// - Mails are outbox rows written with the booking (integrations/mail/outbox.ts), delivered after
//   the commit by the outbox worker, with retries: a crash neither loses nor doubles one. The
//   confirmation of an online booking goes out when it is paid (once), not now; pay at the counter is
//   confirmed at once. A driver whose e-mail is unconfirmed holds a limited number of counter bookings,
//   and such drivers' unpaid bookings from one client network a limited share of the fleet
//   (checkout/guest-limits.ts, src/domain/holding-limits.ts); a visitor's retry with the address of
//   their own unconfirmed account gets the booking confirmation again (409 saying so).
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { components } from '../../../openapi/schema.js'
import { ageOn } from '../../domain/age.js'
import { extraKinds, EXTRA_INCLUDED, type BookingStatus, type Language } from '../../domain/enums.js'
import { fromCents } from '../../domain/money.js'
import { initialStatus, type PaymentMode } from '../../domain/booking-status.js'
import { isLocalDateTime, placeDate } from '../place-clock.js'
import { periodAtPlaces } from '../rental-period.js'
import { requireHuman } from '../auth/bot-check.js'
import { requireUser } from '../auth/guards.js'
import { issueToken } from '../auth/tokens.js'
import { isBookingOverlap, isUniqueViolation } from '../db/errors.js'
import { notificationRow, setUserLicense, writeBooking, type BookableCar, type BookingTidings, type Tx } from '../db/queries/bookings.js'
import { clientNetworkOf, heldBookingsOf, requireRoomForUnconfirmedDriver, requireRoomForUnconfirmedHolds } from '../checkout/guest-limits.js'
import { findUserByEmail, normalizeEmail, type UserRow } from '../db/queries/users.js'
import { bookings, users } from '../db/schema.js'
import { AppError } from '../errors.js'
import { promoteTempLicense, removeLicense } from '../files/storage.js'
import { guestActivationMessage } from '../integrations/mail/templates.js'
import { bookingConfirmationMail, sendBookingConfirmation } from '../checkout/confirmation-mail.js'
import { driverNoticeRowsOf } from '../notifications/driver-notices.js'
import { invalid, paymentModeRefused, quoteRental } from '../checkout/quote.js'
import { openStripeSession } from '../checkout/stripe-payment.js'
import { pricingCurrency } from '../offer-pricing.js'
import { usableGateway } from '../usable-gateway.js'
import { currentSettings } from '../catalogue-memo.js'
import { changesHeard } from '../plugins/authentication.js'
import type { Handlers } from './types.js'

type CheckoutBody = components['schemas']['CheckoutBody']
type DriverDetails = components['schemas']['DriverDetails']
type CheckoutResult = components['schemas']['CheckoutResult']

/** How long an unpaid online booking holds the car (the payment session lifetime). */
export const ONLINE_PAYMENT_WINDOW_MINUTES = 30

export const bookingConflict = () => new AppError('BOOKING_CONFLICT', 409, 'This car is no longer available for these dates')

export const checkoutHandlers = {
  async checkout(request) {
    const body = request.body
    const { database, config } = request.server
    const { db } = database
    // every change committed before this request heard (the barrier the session check may have passed already)
    const heard = changesHeard(request)
    const currentRules = await currentSettings(request.server, heard)
    // a car the index already knows is taken (a contested car's losers): refused before any database work
    if (!(await mayBeFree(request.server, body))) throw bookingConflict()
    // the booking is agreed in the asked currency (USD when no rate can be had), priced line by line in it
    const pricing = await pricingCurrency(request.server.exchangeRates, body.currency, request.log)
    const quote = await quoteRental(db, body, usableGateway(request.server), currentRules, pricing)
    const { from, to, zones, car, price, minimumAge, paymentOptions, settings } = quote

    const online = body.payment !== 'payAtCounter'
    if (!paymentOptions.includes(body.payment)) throw paymentModeRefused(body.payment, paymentOptions)

    // the main driver: the signed-in user, or a visitor's details (a guest account is created)
    const session = request.session
    // the account as the session check read it (kept in memory between its changes)
    const user = session ? (request.sessionUser ?? (await requireUser(request))) : null
    let guest: DriverDetails | null = null
    if (!user) {
      if (!body.driver) throw invalid('Please fill in the field(s): Driver')
      await requireHuman(request, body.recaptchaToken)
      guest = { ...body.driver, fullName: body.driver.fullName.trim(), email: normalizeEmail(body.driver.email), phone: body.driver.phone.trim() }
      if (!guest.fullName) throw invalid('Please fill in the field(s): Full name')
      const existing = await findUserByEmail(db, guest.email)
      if (existing) throw await alreadyRegistered(request, existing, body.language)
    }
    const birthDate = user ? (user.birthDate ?? body.driver?.birthDate ?? null) : guest!.birthDate
    if (!birthDate) throw invalid('Please fill in the field(s): Birth date')
    // the driver's age on the pick-up day, as the calendar at the counter reads it
    const pickUpDay = placeDate(from, zones.pickUp)
    if (ageOn(birthDate, pickUpDay) < minimumAge) throw tooYoung(minimumAge)

    let additionalDriver: DriverDetails | null = null
    if (body.options.additionalDriver) {
      if (!body.additionalDriver) throw invalid('Please fill in the field(s): Additional driver')
      additionalDriver = { ...body.additionalDriver, fullName: body.additionalDriver.fullName.trim(), email: normalizeEmail(body.additionalDriver.email) }
      if (!additionalDriver.fullName) throw invalid('Please fill in the field(s): Additional driver')
      if (ageOn(additionalDriver.birthDate, pickUpDay) < minimumAge) throw tooYoung(minimumAge)
    }

    // what the provider will charge (cents of the booking's currency): the deposit or the price
    const amountDue = body.payment === 'payDeposit' ? price.deposit : online ? price.total : 0

    // the licence: the account's, or a temporary upload promoted to the account
    let promotedLicense: string | null = null
    if (body.license && !user?.license) {
      promotedLicense = await promoteTempLicense(config, body.license)
      if (!promotedLicense && car.supplier.licenseRequired) throw new AppError('LICENSE_REQUIRED', 400)
    }
    if (car.supplier.licenseRequired && !user?.license && !promotedLicense) throw new AppError('LICENSE_REQUIRED', 400)

    const status: BookingStatus = initialStatusOf(body.payment)
    const expiresAt = status === 'void' ? new Date(Date.now() + ONLINE_PAYMENT_WINDOW_MINUTES * 60_000) : null
    const reference = checkoutReference()
    const language: Language = body.language

    // the rows that tell of the booking, rendered here from what the checkout holds (no read back)
    const tidingsOf = (driver: UserRow) => (booking: { id: string; reference: string }): BookingTidings => {
      const driverNotice = driverNoticeRowsOf({ server: request.server, driver }, { ...booking, status, expiresAt }, 'bookingMade', car.name)
      const confirmation = online
        ? null
        : request.server.mailer.rowOf(
            bookingConfirmationMail(
              request.server,
              {
                booking: { ...booking, from, to, priceLines: price.lines, price: price.total, currency: pricing.currency, depositAmount: price.deposit, isPayLater: true, status, cancellation: chosenOptions(car, body.options).cancellation, paymentAmount: null, paymentCurrency: null, checkoutReference: reference },
                carName: car.name,
                supplierName: car.supplier.fullName,
                pickUpNames: car.placeNames.get(body.pickUpLocation)!,
                pickUpZone: zones.pickUp,
                dropOffZone: zones.dropOff,
                dropOffNames: car.placeNames.get(body.dropOffLocation)!,
                driver,
                guestConfirmationHours: settings.guestConfirmationHours,
              },
              language,
            ),
          )
      return {
        notifications: [
          notificationRow(car.supplier.id, booking.id, { kind: 'supplierBooking', facts: { car: car.name, driver: driver.fullName, from: from.toISOString(), to: to.toISOString() } }, car.supplier.language),
          driverNotice.notification,
        ],
        mails: [driverNotice.mail, confirmation].filter((mail) => mail !== null),
      }
    }
    const write = async (tx: Tx) => {
      let driver: UserRow
      if (user) {
        driver = user
        if (promotedLicense) await setUserLicense(tx, user.id, promotedLicense)
      } else {
        const [created] = await tx
          .insert(users)
          .values({
            type: 'user',
            fullName: guest!.fullName,
            email: guest!.email,
            phone: guest!.phone,
            birthDate: guest!.birthDate,
            passwordHash: null,
            language,
            verified: false,
            license: promotedLicense,
          })
          .returning()
        if (!created) throw new Error('guest account insert returned no row')
        driver = created
        // written before the booking's e-mails: they go out in the order written
        await queueActivation(request, tx, driver)
      }
      await requireRoomForUnconfirmedDriver(tx, driver, body.payment)
      const network = driver.verified ? null : clientNetworkOf(request.ip)
      if (network) await requireRoomForUnconfirmedHolds(tx, network, from, to)
      // one statement: expired unpaid bookings released, the booking, its notices and e-mails (outbox rows)
      const booking = await writeBooking(
        tx,
        {
          supplierId: car.supplier.id,
          carId: car.id,
          driverId: driver.id,
          pickUpLocationId: body.pickUpLocation,
          dropOffLocationId: body.dropOffLocation,
          from,
          to,
          status,
          ...chosenOptions(car, body.options),
          priceLines: price.lines,
          price: price.total,
          depositAmount: price.deposit,
          currency: pricing.currency,
          isDeposit: body.payment === 'payDeposit',
          isPayLater: body.payment === 'payAtCounter',
          paymentGateway: online ? config.paymentGateway : null,
          checkoutReference: reference,
          expiresAt,
          paymentAmount: online ? amountDue : null,
          paymentCurrency: online ? pricing.currency : null,
          guestAccount: !user,
          clientNetwork: network,
        },
        additionalDriver
          ? { fullName: additionalDriver.fullName, email: additionalDriver.email, phone: additionalDriver.phone.trim(), birthDate: additionalDriver.birthDate }
          : null,
        tidingsOf(driver),
      )
      return { booking, driver }
    }
    // a confirmed driver with nothing else to write needs no transaction: writeBooking's one statement is atomic
    const alone = user !== null && !promotedLicense && user.verified

    let written: { booking: { id: string; reference: string }; driver: UserRow }
    try {
      written = alone ? await write(db) : await db.transaction(write)
    } catch (error) {
      if (promotedLicense) await removeLicense(config, promotedLicense).catch(() => {})
      if (isBookingOverlap(error)) throw bookingConflict()
      if (!user && isUniqueViolation(error)) throw new AppError('EMAIL_ALREADY_REGISTERED', 409)
      throw error
    }

    const { booking } = written

    const result: CheckoutResult = {
      bookingId: booking.id,
      reference: booking.reference,
      sessionId: reference,
      status,
      payment: body.payment,
      gateway: online ? config.paymentGateway : null,
      price: fromCents(price.total),
      deposit: fromCents(price.deposit),
      amountDue: fromCents(amountDue),
      paymentAmount: fromCents(amountDue),
      paymentCurrency: pricing.currency,
      clientSecret: null,
      payPalOrderId: null,
    }
    if (online && config.paymentGateway === 'Stripe') {
      try {
        const [stored] = await db.select().from(bookings).where(eq(bookings.id, booking.id))
        const session = await openStripeSession(request.server, stored!)
        Object.assign(result, { sessionId: session.sessionId, clientSecret: session.clientSecret })
      } catch (error) {
        // the booking holds the car; the page opens the session with createCheckoutSession
        request.log.warn({ err: error, bookingId: booking.id }, 'Stripe Checkout Session could not be created at checkout')
      }
    }
    return result
  },
} satisfies Handlers

/** The booking status machine's initial status per payment mode, worked out once (the machine is the rule). */
const initialStatuses = new Map<PaymentMode, BookingStatus>()
function initialStatusOf(payment: PaymentMode): BookingStatus {
  let status = initialStatuses.get(payment)
  if (!status) initialStatuses.set(payment, (status = initialStatus(payment)))
  return status
}

const tooYoung = (age: number) => new AppError('DRIVER_TOO_YOUNG', 400, `The driver must be at least ${age} years old`)

/** The server's own checkout reference: random, URL-safe (the contract's SessionId). */
const checkoutReference = () => `ck_${randomBytes(18).toString('base64url')}`

/** The chosen options as stored; included ones (0) are always on. */
function chosenOptions(car: BookableCar, options: CheckoutBody['options']) {
  return Object.fromEntries(extraKinds.map((kind) => [kind, options[kind] || car.pricing[kind] === EXTRA_INCLUDED])) as Record<
    (typeof extraKinds)[number],
    boolean
  >
}

/** The guest account's activation e-mail (no password yet: the link lets the driver choose one), written in `tx`. */
async function queueActivation(request: FastifyRequest, tx: Tx, driver: UserRow): Promise<void> {
  const { config, mailer } = request.server
  const token = await issueToken(tx, driver.id, 'activation')
  const query = new URLSearchParams({ u: driver.id, e: driver.email, t: token })
  const content = guestActivationMessage({ language: driver.language, fullName: driver.fullName, link: `${config.publicUrl}/activate?${query.toString()}` })
  await mailer.send({ to: driver.email, ...content }, { tx })
}

/**
 * A visitor's checkout with the address of an account. When that account is not confirmed yet and
 * holds bookings (most likely the visitor's own earlier checkout whose answer was lost), its booking
 * confirmations and a fresh activation link go to the address — the owner finds their booking there,
 * whoever asked — and the answer says so instead of a dead end.
 */
async function alreadyRegistered(request: FastifyRequest, existing: UserRow, lang: Language): Promise<AppError> {
  const { db } = request.server.database
  const held = existing.verified || existing.blacklisted ? [] : await heldBookingsOf(db, existing.id)
  if (held.length === 0) return new AppError('EMAIL_ALREADY_REGISTERED', 409)
  await db.transaction(async (tx) => {
    for (const { id } of held) await sendBookingConfirmation(request.server, request.log, id, lang, tx)
    await queueActivation(request, tx, existing)
  })
  return new AppError('EMAIL_ALREADY_REGISTERED', 409, 'This email address is already registered. We have sent the booking confirmation to it again.')
}

/**
 * False when the search index knows the car is taken over the asked period (its wall times read in
 * the places' zones); true when it cannot tell (an unknown place or a time that is no real date:
 * the quote answers those).
 */
async function mayBeFree(server: FastifyInstance, body: CheckoutBody): Promise<boolean> {
  const [pickUp, dropOff] = await Promise.all([server.searchIndex.placeTimeZoneAsLoaded(body.pickUpLocation), server.searchIndex.placeTimeZoneAsLoaded(body.dropOffLocation)])
  if (!pickUp || !dropOff || !isLocalDateTime(body.from) || !isLocalDateTime(body.to)) return true
  const { from, to } = periodAtPlaces(body, { pickUp, dropOff })
  return server.searchIndex.mayBeFree(body.car, from, to)
}
