// Booking creation (POST /api/checkout). The server is the authority: the price comes from the
// stored car, its supplier's markup, the dates and the options (the body has no amount; extra fields
// are stripped by the contract's validation), and one transaction writes the guest account, the
// booking, its additional driver and the supplier's notification — the exclusion constraint
// bookings_no_overlap makes concurrent checkouts of one car over overlapping periods end in exactly
// one booking and 409 BOOKING_CONFLICT for the others.
//
// Choices where the spec is silent:
// - The driver's age is counted on the pick-up day (the day they drive), against the larger of the
//   car's minimum age and the settings' minimum (21 by default); the additional driver likewise.
// - A signed-in driver without a stored birth date may give it in `driver.birthDate`; the rest of
//   `driver` is ignored for a signed-in user (the account is the main driver).
// - A car that is unavailable, coming soon or fully booked, or whose supplier is suspended, answers
//   400 VALIDATION_ERROR; an unknown car 404.
// - Options included with the car (0) are stored as chosen, even when the body left them off.
// - Online payment: its providers are not built yet. Without a configured gateway it is refused
//   (400 'Online payment is not available'); with one it answers 501 — before anything is written,
//   so no booking ever waits on a payment that cannot happen.
// - Mails (activation of a guest account, confirmation) are sent after the commit; a delivery
//   failure is logged and does not undo the booking (the account page can resend the activation).
import { randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { components } from '../../../openapi/schema.js'
import { ageOn } from '../../domain/age.js'
import { formatPrice } from '../../domain/currency.js'
import { BASE_CURRENCY, extraKinds, EXTRA_INCLUDED, type BookingStatus, type Language } from '../../domain/enums.js'
import { rentalPrice, UnavailableExtraError, type PriceBreakdown } from '../../domain/price.js'
import { initialStatus } from '../../domain/booking-status.js'
import { requireHuman } from '../auth/bot-check.js'
import { requireUser } from '../auth/guards.js'
import { issueToken } from '../auth/tokens.js'
import { isBookingOverlap, isUniqueViolation } from '../db/errors.js'
import { insertBooking, insertNotification, loadBookableCar, releaseExpiredVoidBookings, setUserLicense, type BookableCar } from '../db/queries/bookings.js'
import { getLocation } from '../db/queries/catalogue.js'
import { readSettings, type Settings } from '../db/queries/settings.js'
import { findUserByEmail, normalizeEmail, type UserRow } from '../db/queries/users.js'
import { users } from '../db/schema.js'
import { AppError } from '../errors.js'
import { promoteTempLicense, removeLicense } from '../files/storage.js'
import { activationMessage, bookingConfirmationMessage } from '../integrations/mail/templates.js'
import type { Handlers } from './types.js'

type CheckoutBody = components['schemas']['CheckoutBody']
type DriverDetails = components['schemas']['DriverDetails']
type CheckoutResult = components['schemas']['CheckoutResult']

const HOUR_MS = 3_600_000
/** Slack on "pick-up at least N hours ahead" for the time between the form's check and this request (as the search). */
const PICK_UP_GRACE_MS = 5 * 60_000
/** How long an unpaid online booking holds the car (the payment session lifetime). */
export const ONLINE_PAYMENT_WINDOW_MINUTES = 30

const invalid = (message: string) => new AppError('VALIDATION_ERROR', 400, message)
const hours = (count: number) => `${count} hour${count === 1 ? '' : 's'}`
export const bookingConflict = () => new AppError('BOOKING_CONFLICT', 409, 'This car is no longer available for these dates')

export const checkoutHandlers = {
  async checkout(request) {
    const body = request.body
    const { database, config } = request.server
    const { db } = database
    const settings = await readSettings(db)
    const { from, to } = validatePeriod(body, settings)

    const car = await loadBookableCar(db, body.car)
    if (!car) throw new AppError('NOT_FOUND', 404, 'Car not found')
    ensureBookable(car, body)

    // payment mode (the online providers are not built yet: refused or 501, see the header)
    if (body.payment === 'payAtCounter' && !car.supplier.payLater) throw invalid('Payment at the counter is not available for this car')
    if (body.payment !== 'payAtCounter' && config.paymentGateway === null) throw invalid('Online payment is not available')

    const price = priceOf(car, from, to, body.options)

    // the main driver: the signed-in user, or a visitor's details (a guest account is created)
    const session = request.session
    const user = session ? await requireUser(request) : null
    let guest: DriverDetails | null = null
    if (!user) {
      if (!body.driver) throw invalid('Please fill in the field(s): Driver')
      await requireHuman(request, body.recaptchaToken)
      guest = { ...body.driver, fullName: body.driver.fullName.trim(), email: normalizeEmail(body.driver.email), phone: body.driver.phone.trim() }
      if (!guest.fullName) throw invalid('Please fill in the field(s): Full name')
      if (await findUserByEmail(db, guest.email)) throw new AppError('EMAIL_ALREADY_REGISTERED', 409)
    }
    const birthDate = user ? (user.birthDate ?? body.driver?.birthDate ?? null) : guest!.birthDate
    if (!birthDate) throw invalid('Please fill in the field(s): Birth date')
    const minimumAge = Math.max(car.minimumAge, settings.minimumDriverAge)
    const pickUpDay = from.toISOString().slice(0, 10)
    if (ageOn(birthDate, pickUpDay) < minimumAge) throw tooYoung(minimumAge)

    let additionalDriver: DriverDetails | null = null
    if (body.options.additionalDriver) {
      if (!body.additionalDriver) throw invalid('Please fill in the field(s): Additional driver')
      additionalDriver = { ...body.additionalDriver, fullName: body.additionalDriver.fullName.trim(), email: normalizeEmail(body.additionalDriver.email) }
      if (!additionalDriver.fullName) throw invalid('Please fill in the field(s): Additional driver')
      if (ageOn(additionalDriver.birthDate, pickUpDay) < minimumAge) throw tooYoung(minimumAge)
    }

    if (body.payment !== 'payAtCounter') {
      // a gateway is configured, but its payment step does not exist yet: say so, write nothing
      throw new AppError('NOT_IMPLEMENTED', 501, 'Online payment is not implemented yet')
    }

    // the licence: the account's, or a temporary upload promoted to the account
    let promotedLicense: string | null = null
    if (body.license && !user?.license) {
      promotedLicense = await promoteTempLicense(config, body.license)
      if (!promotedLicense && car.supplier.licenseRequired) throw new AppError('LICENSE_REQUIRED', 400)
    }
    if (car.supplier.licenseRequired && !user?.license && !promotedLicense) throw new AppError('LICENSE_REQUIRED', 400)

    const status: BookingStatus = initialStatus(body.payment)
    const expiresAt = status === 'void' ? new Date(Date.now() + ONLINE_PAYMENT_WINDOW_MINUTES * 60_000) : null
    const reference = checkoutReference()
    const language: Language = body.language

    let written: { bookingId: string; driver: UserRow }
    try {
      written = await db.transaction(async (tx) => {
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
        }
        // unpaid bookings whose payment window passed no longer hold the car
        await releaseExpiredVoidBookings(tx, car.id, from, to)
        const booking = await insertBooking(
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
            price: price.total,
            depositAmount: car.deposit,
            currency: body.currency,
            isDeposit: body.payment === 'payDeposit',
            isPayLater: body.payment === 'payAtCounter',
            paymentGateway: body.payment === 'payAtCounter' ? null : config.paymentGateway,
            checkoutReference: reference,
            expiresAt,
          },
          additionalDriver
            ? { fullName: additionalDriver.fullName, email: additionalDriver.email, phone: additionalDriver.phone.trim(), birthDate: additionalDriver.birthDate }
            : null,
        )
        await insertNotification(tx, car.supplier.id, booking.id, supplierNotice(car, driver.fullName, from, to))
        return { bookingId: booking.id, driver }
      })
    } catch (error) {
      if (promotedLicense) await removeLicense(config, promotedLicense).catch(() => {})
      if (isBookingOverlap(error)) throw bookingConflict()
      if (!user && isUniqueViolation(error)) throw new AppError('EMAIL_ALREADY_REGISTERED', 409)
      throw error
    }
    request.server.searchCache.clear()

    const { bookingId, driver } = written
    if (!user) await sendActivation(request, driver)
    await sendConfirmation(request, { body, car, driver, reference, price, language })

    const result: CheckoutResult = {
      bookingId,
      sessionId: reference,
      status,
      payment: body.payment,
      gateway: null,
      price: price.total,
      deposit: car.deposit,
      amountDue: 0,
      clientSecret: null,
      payPalOrderId: null,
    }
    return result
  },
} satisfies Handlers

const tooYoung = (age: number) => new AppError('DRIVER_TOO_YOUNG', 400, `The driver must be at least ${age} years old`)

/** The server's own checkout reference: random, URL-safe (the contract's SessionId). */
const checkoutReference = () => `ck_${randomBytes(18).toString('base64url')}`

/** Spec §5 period rules with the configured hours (as the search). */
function validatePeriod(body: Pick<CheckoutBody, 'from' | 'to'>, settings: Settings): { from: Date; to: Date } {
  const from = new Date(body.from)
  const to = new Date(body.to)
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) throw invalid('from and to must be date-times')
  if (to <= from) throw invalid('The drop-off time must be after the pick-up time')
  if (to.getTime() - from.getTime() < settings.minimumRentalHours * HOUR_MS) {
    throw invalid(`The drop-off time must be at least ${hours(settings.minimumRentalHours)} after the pick-up time`)
  }
  if (from.getTime() < Date.now() + settings.minimumPickUpHours * HOUR_MS - PICK_UP_GRACE_MS) {
    throw invalid(`The pick-up time must be at least ${hours(settings.minimumPickUpHours)} from now`)
  }
  return { from, to }
}

function ensureBookable(car: BookableCar, body: CheckoutBody): void {
  const { supplier } = car
  if (supplier.type !== 'supplier' || supplier.blacklisted || car.availability !== 'available' || car.comingSoon || car.fullyBooked) {
    throw invalid('This car is not available for booking')
  }
  if (!car.locationIds.has(body.pickUpLocation)) throw invalid('This car is not offered at this pick-up location')
  if (!car.locationIds.has(body.dropOffLocation)) throw invalid('This car cannot be returned at this drop-off location')
}

function priceOf(car: BookableCar, from: Date, to: Date, options: CheckoutBody['options']): PriceBreakdown {
  try {
    return rentalPrice(car.pricing, from, to, options)
  } catch (error) {
    if (error instanceof UnavailableExtraError) throw invalid(error.message)
    throw error
  }
}

/** The chosen options as stored; included ones (0) are always on. */
function chosenOptions(car: BookableCar, options: CheckoutBody['options']) {
  return Object.fromEntries(extraKinds.map((kind) => [kind, options[kind] || car.pricing[kind] === EXTRA_INCLUDED])) as Record<
    (typeof extraKinds)[number],
    boolean
  >
}

const noticeTexts: Record<Language, (car: string, driver: string, from: string, to: string) => string> = {
  en: (car, driver, from, to) => `New booking: ${car} for ${driver}, from ${from} to ${to}.`,
  fr: (car, driver, from, to) => `Nouvelle réservation : ${car} pour ${driver}, du ${from} au ${to}.`,
  es: (car, driver, from, to) => `Nueva reserva: ${car} para ${driver}, del ${from} al ${to}.`,
}
const utcMinute = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`

function supplierNotice(car: BookableCar, driverName: string, from: Date, to: Date): string {
  return noticeTexts[car.supplier.language](car.name, driverName, utcMinute(from), utcMinute(to))
}

/** The guest account's activation e-mail (no password yet: the link lets the driver choose one). */
async function sendActivation(request: FastifyRequest, driver: UserRow): Promise<void> {
  const { database, config, mailer } = request.server
  try {
    const token = await issueToken(database.db, driver.id, 'activation')
    const query = new URLSearchParams({ u: driver.id, e: driver.email, t: token })
    const content = activationMessage({ language: driver.language, fullName: driver.fullName, link: `${config.publicUrl}/activate?${query.toString()}` })
    await mailer.send({ to: driver.email, ...content })
  } catch (error) {
    request.log.error({ err: error, userId: driver.id }, 'activation e-mail of a checkout account could not be sent')
  }
}

async function sendConfirmation(
  request: FastifyRequest,
  input: { body: CheckoutBody; car: BookableCar; driver: UserRow; reference: string; price: PriceBreakdown; language: Language },
): Promise<void> {
  const { database, config, mailer } = request.server
  const { body, car, driver, reference, price, language } = input
  try {
    const [pickUp, dropOff] = await Promise.all([
      getLocation(database.db, body.pickUpLocation, language),
      getLocation(database.db, body.dropOffLocation, language),
    ])
    const content = bookingConfirmationMessage({
      language,
      fullName: driver.fullName,
      reference,
      carName: car.name,
      supplierName: car.supplier.fullName,
      pickUpLocation: pickUp?.name ?? '—',
      dropOffLocation: dropOff?.name ?? '—',
      from: new Date(body.from),
      to: new Date(body.to),
      price: formatPrice(price.total, BASE_CURRENCY, language),
      deposit: formatPrice(car.deposit, BASE_CURRENCY, language),
      payAtCounter: body.payment === 'payAtCounter',
      link: `${config.publicUrl}/checkout-session/${reference}`,
    })
    await mailer.send({ to: driver.email, ...content })
  } catch (error) {
    request.log.error({ err: error, userId: driver.id }, 'booking confirmation e-mail could not be sent')
  }
}
