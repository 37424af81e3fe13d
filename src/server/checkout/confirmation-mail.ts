// The booking confirmation e-mail, from the stored booking: sent at once for a pay-at-counter
// booking ('booking done (pay later)') and, for an online one, by whichever confirmation changed it
// to deposit/paid ('payment done') — the guarded transition makes that exactly once. A delivery
// failure is logged; it never undoes the booking. The checkout renders it from what it holds
// (bookingConfirmationMail) and writes it with the booking; the others read the stored booking.
import { fullRefundDeadline } from '../../domain/cancellation-terms.js'
import { eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { formatCents } from '../../domain/currency.js'
import type { Language } from '../../domain/enums.js'
import type { Tx } from '../db/queries/bookings.js'
import { readSettings } from '../db/queries/settings.js'
import { bookings, cars, locations, users, type LocalizedNames } from '../db/schema.js'
import type { BookingRow } from '../db/queries/payments.js'
import type { UserRow } from '../db/queries/users.js'
import type { MailMessage } from '../integrations/mail/index.js'
import { bookingConfirmationMessage } from '../integrations/mail/templates.js'
import { bookingCalendar, calendarFileName } from '../bookings/calendar.js'

const supplier = alias(users, 'supplier')
const pickUp = alias(locations, 'pick_up')
const dropOff = alias(locations, 'drop_off')

/** What the confirmation tells: the booking as stored, its car, supplier and places, and its driver. */
export type ConfirmationFacts = {
  booking: Pick<BookingRow, 'id' | 'reference' | 'from' | 'to' | 'priceLines' | 'price' | 'currency' | 'depositAmount' | 'isPayLater' | 'status' | 'cancellation' | 'paymentAmount' | 'paymentCurrency' | 'checkoutReference'>
  carName: string
  supplierName: string
  pickUpNames: LocalizedNames
  dropOffNames: LocalizedNames
  /** The places' time zones: the e-mail gives each time as the counter's clock reads it. */
  pickUpZone: string
  dropOffZone: string
  driver: Pick<UserRow, 'email' | 'fullName' | 'verified'>
  /** The settings' hours an unconfirmed driver's counter booking is held (issue 13). */
  guestConfirmationHours: number
}

/**
 * The confirmation e-mail of a booking, in `lang`, with its calendar file: from the facts alone, so a
 * checkout renders it from what it holds and writes it with the booking in one statement.
 */
export function bookingConfirmationMail(server: FastifyInstance, facts: ConfirmationFacts, lang: Language): MailMessage {
  const { booking, driver } = facts
  const pickUpPlace = facts.pickUpNames[lang] ?? facts.pickUpNames.en
  const dropOffPlace = facts.dropOffNames[lang] ?? facts.dropOffNames.en
  const content = bookingConfirmationMessage({
    language: lang,
    fullName: driver.fullName,
    reference: booking.reference,
    carName: facts.carName,
    supplierName: facts.supplierName,
    pickUpLocation: pickUpPlace,
    dropOffLocation: dropOffPlace,
    from: booking.from,
    to: booking.to,
    pickUpZone: facts.pickUpZone,
    dropOffZone: facts.dropOffZone,
    lines: booking.priceLines,
    currency: booking.currency,
    price: formatCents(booking.price, booking.currency, lang),
    deposit: formatCents(booking.depositAmount ?? 0, booking.currency, lang),
    payAtCounter: booking.isPayLater,
    status: booking.status,
    // the stored option is on when the car includes it or the driver bought it
    freeCancellationUntil: booking.cancellation ? fullRefundDeadline(booking.from) : null,
    ...(!booking.isPayLater && booking.paymentAmount !== null && booking.paymentCurrency
      ? { amountPaid: formatCents(booking.paymentAmount, booking.paymentCurrency, lang) }
      : {}),
    // the confirmation page is found by the checkout's session id (ck_…), not by the short reference
    link: `${server.config.publicUrl}/checkout-session/${booking.checkoutReference ?? booking.id}`,
    // an unconfirmed driver's counter booking is released unless the e-mail is confirmed in time (issue 13)
    ...(booking.isPayLater && !driver.verified ? { releasedUnconfirmedAfterHours: facts.guestConfirmationHours } : {}),
  })
  // the same calendar file as the booking page's 'Add to calendar' (issue 9)
  const calendar = bookingCalendar(
    { id: booking.id, reference: booking.reference, carName: facts.carName, supplierName: facts.supplierName, pickUpPlace, dropOffPlace, from: booking.from, to: booking.to },
    lang,
  )
  const attachments = [{ filename: calendarFileName(booking.reference), content: calendar, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }]
  return { to: driver.email, ...content, attachments }
}

/**
 * Mails the driver the confirmation of `bookingId`, in `language` (the checkout's) or else the
 * driver's account language, from the stored booking.
 */
export async function sendBookingConfirmation(server: FastifyInstance, log: FastifyBaseLogger, bookingId: string, language?: Language, tx?: Tx): Promise<void> {
  try {
    const [row] = await (tx ?? server.database.db)
      .select({ booking: bookings, carName: cars.name, supplierName: supplier.fullName, driver: users, pickUpNames: pickUp.names, dropOffNames: dropOff.names, pickUpZone: pickUp.timeZone, dropOffZone: dropOff.timeZone })
      .from(bookings)
      .innerJoin(cars, eq(cars.id, bookings.carId))
      .innerJoin(supplier, eq(supplier.id, bookings.supplierId))
      .innerJoin(users, eq(users.id, bookings.driverId))
      .innerJoin(pickUp, eq(pickUp.id, bookings.pickUpLocationId))
      .innerJoin(dropOff, eq(dropOff.id, bookings.dropOffLocationId))
      .where(eq(bookings.id, bookingId))
    if (!row) throw new Error('booking not found')
    const { booking, driver } = row
    const guestConfirmationHours = booking.isPayLater && !driver.verified ? (await readSettings(tx ?? server.database.db)).guestConfirmationHours : 0
    const message = bookingConfirmationMail(server, { ...row, guestConfirmationHours }, language ?? driver.language)
    // within `tx` when given: an outbox row of that transaction (committed with the booking)
    await server.mailer.send(message, { tx })
  } catch (error) {
    log.error({ err: error, bookingId }, 'booking confirmation e-mail could not be sent')
  }
}
