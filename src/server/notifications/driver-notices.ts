// What the driver is told about their booking (issue 9): a notification in their own language,
// tied to the booking (the page links to /booking?b={id}), and — when their e-mail notifications
// are on (settings) — the same message by e-mail with the booking link, through the transactional
// outbox. Runs after the change it reports has committed; a failure is logged and never undoes it.
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { bookingStoryOf } from '../../domain/booking-story.js'
import type { BookingStatus, Language } from '../../domain/enums.js'
import { insertNotification, notificationRow, type NewNotification, type NewOutboxRow, type Tx } from '../db/queries/bookings.js'
import type { Notice } from './notice-texts.js'
import type { UserRow } from '../db/queries/users.js'
import { bookings, cars, users } from '../db/schema.js'
import { escapeHtml, page } from '../integrations/mail/templates.js'

/** The notices of a booking's payment life (their wording: ./notice-texts.ts). */
export type DriverNoticeKind = 'bookingMade' | 'paymentConfirmed' | 'paymentFailed' | 'bookingExpired'

const mailTexts: Record<Language, { subject: string; view: string; settings: string; signature: string }> = {
  en: {
    subject: 'News about your Keyturn booking',
    view: 'View the booking',
    settings: 'You receive this e-mail because e-mail notifications are on in your settings.',
    signature: 'The Keyturn team',
  },
  fr: {
    subject: 'Du nouveau sur votre réservation Keyturn',
    view: 'Voir la réservation',
    settings: 'Vous recevez cet e-mail car les notifications par e-mail sont activées dans vos paramètres.',
    signature: "L'équipe Keyturn",
  },
  es: {
    subject: 'Novedades sobre su reserva de Keyturn',
    view: 'Ver la reserva',
    settings: 'Recibe este correo porque las notificaciones por correo están activadas en su configuración.',
    signature: 'El equipo de Keyturn',
  },
}


/** The notification e-mail: the message and the booking link. */
export function driverNoticeMail(language: Language, message: string, link: string) {
  const texts = mailTexts[language]
  const text = [message, '', `${texts.view}: ${link}`, '', texts.settings, '', texts.signature].join('\n')
  const href = escapeHtml(link)
  const html = page(
    language,
    texts.subject,
    [
      `<h1 style="font-size: 22px;">${escapeHtml(texts.subject)}</h1>`,
      `<p>${escapeHtml(message)}</p>`,
      `<p><a href="${href}" style="color: #0b57d0;">${escapeHtml(texts.view)}</a></p>`,
      `<p>${escapeHtml(texts.settings)}</p>`,
      `<p>${escapeHtml(texts.signature)}</p>`,
    ].join('\n'),
  )
  return { subject: texts.subject, text, html }
}

/** Where a notice goes: the transaction of the change, the app (its outbox and public URL) and the driver. */
export type NoticeTarget = { tx: Tx; server: FastifyInstance; driver: UserRow }

/** The booking page's address, where the notice e-mail links. */
const bookingLink = (server: FastifyInstance, bookingId: string) => `${server.config.publicUrl}/booking?${new URLSearchParams({ b: bookingId }).toString()}`

/**
 * Writes the driver's notification and, when their e-mail notifications are on (settings), the same
 * message by e-mail with the booking link (an outbox row), both in `tx`: together, or neither.
 */
export async function writeDriverNotice({ tx, server, driver }: NoticeTarget, bookingId: string, notice: Notice, options = { email: true }): Promise<void> {
  const row = notificationRow(driver.id, bookingId, notice, driver.language)
  await insertNotification(tx, row)
  if (!options.email || !driver.enableEmailNotifications) return
  await server.mailer.send({ to: driver.email, ...driverNoticeMail(driver.language, row.message, bookingLink(server, bookingId)) }, { tx })
}

/**
 * Kinds the driver already hears about by the booking confirmation e-mail (sent at once at the
 * counter, on payment online): a second e-mail for the same event would only be noise.
 */
const toldByConfirmationMail: ReadonlySet<DriverNoticeKind> = new Set(['bookingMade', 'paymentConfirmed'])

/**
 * Kinds that leave the booking in a status worth telling (made: pending or awaiting its payment;
 * paid: deposit or paid): their notice ends with that status's sentence. The others say it already.
 */
const toldWithStory: ReadonlySet<DriverNoticeKind> = new Set(['bookingMade', 'paymentConfirmed'])

/** The facts of a notice of `kind` about the booking, with its status's story where it tells one. */
const noticeFacts = (kind: DriverNoticeKind, booking: { reference: string; status: BookingStatus; expiresAt: Date | null }, car: string) => ({
  reference: booking.reference,
  car,
  ...(toldWithStory.has(kind) ? { story: bookingStoryOf(booking.status, booking.expiresAt !== null && booking.expiresAt.getTime() > Date.now()) } : {}),
})

/**
 * The driver's notice of `kind` as rows for the caller to write in its own statement (the checkout's
 * writeBooking): the notification, and the outbox row of its e-mail when the driver gets one.
 */
export function driverNoticeRowsOf(
  { server, driver }: Omit<NoticeTarget, 'tx'>,
  booking: { id: string; reference: string; status: BookingStatus; expiresAt: Date | null },
  kind: DriverNoticeKind,
  car: string,
): { notification: NewNotification; mail: NewOutboxRow | null } {
  const notification = notificationRow(driver.id, booking.id, { kind, facts: noticeFacts(kind, booking, car) }, driver.language)
  const email = !toldByConfirmationMail.has(kind) && driver.enableEmailNotifications
  return {
    notification,
    mail: email ? server.mailer.rowOf({ to: driver.email, ...driverNoticeMail(driver.language, notification.message, bookingLink(server, booking.id)) }) : null,
  }
}

/** Notifies the driver of `bookingId` (and e-mails them when they asked for it). Never throws. */
export async function notifyDriver(server: FastifyInstance, log: FastifyBaseLogger, bookingId: string, kind: DriverNoticeKind): Promise<void> {
  try {
    const { db } = server.database
    const [row] = await db
      .select({ reference: bookings.reference, status: bookings.status, expiresAt: bookings.expiresAt, car: cars.name, driver: users })
      .from(bookings)
      .innerJoin(cars, eq(cars.id, bookings.carId))
      .innerJoin(users, eq(users.id, bookings.driverId))
      .where(eq(bookings.id, bookingId))
    if (!row) throw new Error('booking not found')
    const { driver } = row
    const notice = { kind, facts: noticeFacts(kind, row, row.car) }
    await db.transaction((tx) => writeDriverNotice({ tx, server, driver }, bookingId, notice, { email: !toldByConfirmationMail.has(kind) }))
  } catch (error) {
    log.error({ err: error, bookingId, kind }, 'the driver could not be notified')
  }
}
