// The checkout's write in one statement (writeBooking, issue 11): the booking, its additional driver,
// its notifications and e-mails (outbox rows) are written together or not at all; a reference
// already taken is drawn again without writing anything twice; an overlap undoes everything,
// including the release of expired unpaid bookings it ran first. On PGlite, and on PostgreSQL
// when DATABASE_URL is set.
import { eq, inArray } from 'drizzle-orm'
import { agreedPrice } from './support/money'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isBookingOverlap } from '../../src/server/db/errors.js'
import { writeBooking, type BookingTidings } from '../../src/server/db/queries/bookings.js'
import { additionalDrivers, bookings, notifications, outbox } from '../../src/server/db/schema.js'
import { buildTestApp } from './support/app.js'
import { paymentFixture, periodIn, type PaymentFixture } from './support/payments.js'
import { recordingMailer } from './support/user-data.js'

const YEAR = 2109
let app: FastifyInstance
let f: PaymentFixture
let slot = 0
let checkouts = 0
const db = () => app.database.db

beforeAll(async () => {
  app = await buildTestApp({}, { mailer: recordingMailer() })
  f = await paymentFixture(app, YEAR)
})
afterAll(async () => {
  await app?.close()
})

/** A booking of the fixture's car over the next free slot of YEAR (or `when`), as the checkout writes it. */
function newBooking(when = periodIn(YEAR, (slot += 5))) {
  return {
    supplierId: f.supplierId,
    carId: f.carId,
    driverId: f.driver.userId,
    pickUpLocationId: f.location,
    dropOffLocationId: f.location,
    from: new Date(when.from),
    to: new Date(when.to),
    status: 'pending' as const,
    ...agreedPrice(120),
    depositAmount: 300,
    isPayLater: true,
    checkoutReference: `ck_write_${++checkouts}`,
  }
}

/** A notice to the driver and one e-mail, both naming the booking's reference. */
const tidings = (booking: { id: string; reference: string }): BookingTidings => ({
  notifications: [{ userId: f.driver.userId, bookingId: booking.id, message: `Booked ${booking.reference}` }],
  mails: [
    app.mailer.rowOf({
      to: 'write-test@keyturn.example',
      subject: `Booking ${booking.reference}`,
      text: booking.reference,
      html: `<p>${booking.reference}</p>`,
      attachments: [{ filename: 'booking.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' }],
    }),
  ],
})

const noticesOf = (bookingId: string) => db().select().from(notifications).where(eq(notifications.bookingId, bookingId))
const mailsAbout = (reference: string) => db().select().from(outbox).where(eq(outbox.subject, `Booking ${reference}`))

describe('writeBooking', () => {
  it('writes the booking, its additional driver, notices and e-mails together', async () => {
    const additional = { fullName: 'Second Driver', email: 'second@keyturn.example', phone: '+33 6 00 00 00 00', birthDate: '1980-01-01' }
    const written = await writeBooking(db(), newBooking(), additional, tidings)
    const [row] = await db().select().from(bookings).where(eq(bookings.id, written.id))
    expect(row).toMatchObject({ reference: written.reference, carId: f.carId, driverId: f.driver.userId, price: 12_000, depositAmount: 300, status: 'pending', isPayLater: true })
    expect(await db().select({ fullName: additionalDrivers.fullName }).from(additionalDrivers).where(eq(additionalDrivers.bookingId, written.id))).toEqual([{ fullName: 'Second Driver' }])
    expect((await noticesOf(written.id)).map((notice) => notice.message)).toEqual([`Booked ${written.reference}`])
    const [mail] = await mailsAbout(written.reference)
    expect(mail).toMatchObject({ recipient: 'write-test@keyturn.example', textBody: written.reference, attachments: [{ filename: 'booking.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' }] })
  })

  it('draws a taken reference again: one booking with the next draw, its notices and e-mails once', async () => {
    const taken = await writeBooking(db(), newBooking(), null, tidings)
    const draws = [taken.reference, 'WRTE2345']
    const written = await writeBooking(db(), newBooking(), null, tidings, () => draws.shift()!)
    expect(written.reference).toBe('WRTE2345')
    expect(draws).toEqual([])
    expect((await noticesOf(written.id)).map((notice) => notice.message)).toEqual(['Booked WRTE2345'])
    expect(await mailsAbout('WRTE2345')).toHaveLength(1)
    // the first draw wrote nothing: the taken booking keeps its own notice and e-mail only
    expect(await noticesOf(taken.id)).toHaveLength(1)
    expect(await mailsAbout(taken.reference)).toHaveLength(1)
  })

  it('an overlap writes nothing and undoes the release of the expired unpaid booking it ran into', async () => {
    const when = periodIn(YEAR, (slot += 5))
    const [expired] = await db()
      .insert(bookings)
      .values({ ...newBooking(when), reference: 'XPRD2345', status: 'void', expiresAt: new Date(Date.now() - 60_000) })
      .returning()
    // a live booking of the same car right after the expired one: the new booking overlaps both
    const later = { from: when.to, to: new Date(new Date(when.to).getTime() + 86_400_000).toISOString() }
    await writeBooking(db(), newBooking(later), null, () => ({ notifications: [], mails: [] }))
    const across = { from: when.from, to: later.to }
    const before = await db().select({ n: outbox.id }).from(outbox)
    const attempt = writeBooking(db(), newBooking(across), null, tidings, () => 'VRXP2345')
    await expect(attempt).rejects.toSatisfy(isBookingOverlap)
    expect((await db().select({ status: bookings.status }).from(bookings).where(eq(bookings.id, expired!.id)))[0]!.status).toBe('void')
    expect(await db().select().from(bookings).where(inArray(bookings.reference, ['VRXP2345']))).toHaveLength(0)
    expect(await mailsAbout('VRXP2345')).toHaveLength(0)
    expect(await db().select({ n: outbox.id }).from(outbox)).toHaveLength(before.length)
    // over the expired booking alone, the release lets the booking in
    const freed = await writeBooking(db(), newBooking(when), null, tidings)
    expect((await db().select({ status: bookings.status }).from(bookings).where(eq(bookings.id, expired!.id)))[0]!.status).toBe('cancelled')
    expect((await noticesOf(freed.id)).map((notice) => notice.message)).toEqual([`Booked ${freed.reference}`])
  })
})
