// An account whose e-mail is not confirmed (issue 13): it holds at most the configured number of
// pay-at-the-counter bookings (2 by default), each released when the e-mail is still unconfirmed the
// configured hours later (24 by default) — which its confirmation e-mail says; and a visitor who
// checks out again with the address of their own unconfirmed account (an answer lost on the way)
// gets their booking confirmation again instead of a dead end.
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hashPassword } from '../../src/server/auth/passwords.js'
import { updateSettings } from '../../src/server/db/queries/settings.js'
import { bookings, users } from '../../src/server/db/schema.js'
import { sweepUnconfirmedBookings } from '../../src/server/plugins/payment-expiry.js'
import { buildTestApp } from './support/app.js'
import { FAR_HORIZON_DAYS, paymentFixture, periodIn, visitor, type PaymentFixture } from './support/payments.js'
import { birthDateYearsAgo } from './support/session.js'
import { recordingMailer, signIn } from './support/user-data.js'

const YEAR = 2112
const mailer = recordingMailer()
let app: FastifyInstance
let f: PaymentFixture
let slot = 0
/** The next free period, as the wall times at the fixture's place a checkout sends. */
const nextPeriod = () => f.at(periodIn(YEAR, (slot += 5)))

beforeAll(async () => {
  app = await buildTestApp({}, { mailer, botCheck: { enabled: true, verify: async (token) => token === 'human' } })
  f = await paymentFixture(app, YEAR)
})
afterAll(async () => {
  await app?.close()
})
beforeEach(() => {
  mailer.sent.length = 0
})
afterEach(async () => {
  await updateSettings(app.database.db, { guestPayAtCounterLimit: 2, guestConfirmationHours: 24, bookingHorizonDays: FAR_HORIZON_DAYS })
})

/** A signed-up driver who has not confirmed the e-mail yet, signed in. */
async function unconfirmedDriver() {
  const email = `unconfirmed-${slot}-${Date.now()}@example.com`
  const password = 'Unconfirmed-driver-2026'
  const [row] = await app.database.db
    .insert(users)
    .values({ fullName: 'Unconfirmed Driver', email, verified: false, passwordHash: await hashPassword(password), birthDate: birthDateYearsAgo(35), language: 'en' })
    .returning({ id: users.id })
  return { id: row!.id, email, ...(await signIn(app, email, password)) }
}
const atCounter = (cookie?: string, extra: Record<string, unknown> = {}) => f.checkout(f.body({ ...nextPeriod(), payment: 'payAtCounter', ...extra }), cookie)
const confirmationsTo = (email: string) => mailer.sent.filter((mail) => mail.to === email && /^(Your Keyturn booking|Votre réservation Keyturn|Su reserva de Keyturn) /.test(mail.subject))
const madeHoursAgo = (bookingId: string, hours: number) =>
  app.database.db.update(bookings).set({ createdAt: new Date(Date.now() - hours * 3_600_000) }).where(eq(bookings.id, bookingId))
const statusOf = async (bookingId: string) => (await f.booking(bookingId)).status

describe('an unconfirmed account', () => {
  it('holds at most the configured number of pay-at-the-counter bookings until the e-mail is confirmed', async () => {
    const driver = await unconfirmedDriver()
    expect((await atCounter(driver.cookie)).statusCode).toBe(200)
    expect((await atCounter(driver.cookie)).statusCode).toBe(200)
    const third = await atCounter(driver.cookie)
    expect(third.statusCode).toBe(409)
    expect(third.json()).toEqual({ code: 'EMAIL_CONFIRMATION_REQUIRED', message: 'Please confirm your e-mail address (see the activation e-mail) before booking more cars to pay at the counter', requestId: expect.any(String) })
    // a confirmed account is not limited
    await app.database.db.update(users).set({ verified: true }).where(eq(users.id, driver.id))
    expect((await atCounter(driver.cookie)).statusCode).toBe(200)
    // the limit is a setting
    const other = await unconfirmedDriver()
    await updateSettings(app.database.db, { guestPayAtCounterLimit: 1 })
    expect((await atCounter(other.cookie)).statusCode).toBe(200)
    expect((await atCounter(other.cookie)).statusCode).toBe(409)
  })

  it('counts concurrent checkouts one by one', async () => {
    const driver = await unconfirmedDriver()
    const answers = await Promise.all([1, 2, 3, 4].map(() => atCounter(driver.cookie)))
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409, 409])
  })

  it('is told in the confirmation e-mail that the booking is released unless the e-mail is confirmed in time; a confirmed driver is not', async () => {
    const visitorDriver = visitor()
    const guest = await atCounter(undefined, { driver: visitorDriver, recaptchaToken: 'human', language: 'fr' })
    expect(guest.statusCode, guest.body).toBe(200)
    const [mail] = confirmationsTo(visitorDriver.email)
    expect(mail!.text).toContain("Veuillez confirmer votre adresse e-mail avec le lien de notre e-mail d'activation dans les 24 heures")
    expect(mail!.html).toContain('dans les 24 heures')
    expect((await atCounter(f.driver.cookie)).statusCode).toBe(200)
    expect(confirmationsTo(f.driver.email)[0]!.text).not.toContain('confirm your e-mail address')
  })

  it('the confirmation page says when the booking is released unless the address is confirmed, and stops asking once it is', async () => {
    const visitorDriver = visitor()
    const guest = await atCounter(undefined, { driver: visitorDriver, recaptchaToken: 'human' })
    expect(guest.statusCode, guest.body).toBe(200)
    const { sessionId, bookingId } = guest.json<{ sessionId: string; bookingId: string }>()
    const status = async () => (await f.inject({ method: 'GET', url: `/api/check-checkout-session/${sessionId}` })).json()
    const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, bookingId))
    const before = await status()
    expect(before).toMatchObject({ outcome: 'payLater', activationEmailSent: true })
    // the settings' 24 hours after it was made
    expect(before.booking.releasedUnlessConfirmedBy).toBe(new Date(row!.createdAt.getTime() + 24 * 3_600_000).toISOString())
    await app.database.db.update(users).set({ verified: true }).where(eq(users.id, row!.driverId))
    const after = await status()
    expect(after).toMatchObject({ outcome: 'payLater', activationEmailSent: false, booking: { releasedUnlessConfirmedBy: null } })
  })

  it('loses a pay-at-the-counter booking not confirmed within the configured hours: released once, the car free again', async () => {
    const driver = await unconfirmedDriver()
    const when = nextPeriod()
    const late = (await f.checkout(f.body({ ...when, payment: 'payAtCounter' }), driver.cookie)).json().bookingId as string
    const recent = (await atCounter(driver.cookie)).json().bookingId as string
    const confirmed = (await atCounter(f.driver.cookie)).json().bookingId as string
    await madeHoursAgo(late, 25)
    await madeHoursAgo(confirmed, 25)
    await madeHoursAgo(recent, 23)
    const [first, second] = await Promise.all([sweepUnconfirmedBookings(app), sweepUnconfirmedBookings(app)])
    expect(first + second).toBeGreaterThanOrEqual(1)
    expect(await statusOf(late)).toBe('cancelled')
    expect([await statusOf(recent), await statusOf(confirmed)]).toEqual(['pending', 'pending'])
    expect((await f.checkout(f.body({ ...when, payment: 'payAtCounter' }), f.driver.cookie)).statusCode).toBe(200)
    // the hours are a setting
    await updateSettings(app.database.db, { guestConfirmationHours: 12 })
    await sweepUnconfirmedBookings(app)
    expect(await statusOf(recent)).toBe('cancelled')
  })
})

describe('a visitor checking out again with their own unconfirmed address', () => {
  it('gets the booking confirmation and an activation link again, not a dead end', async () => {
    const driver = visitor()
    const first = await atCounter(undefined, { driver, recaptchaToken: 'human' })
    expect(first.statusCode).toBe(200)
    mailer.sent.length = 0
    const retry = await atCounter(undefined, { driver, recaptchaToken: 'human' })
    expect(retry.statusCode).toBe(409)
    expect(retry.json()).toEqual({ code: 'EMAIL_ALREADY_REGISTERED', message: 'This email address is already registered. We have sent the booking confirmation to it again.', requestId: expect.any(String) })
    const resent = confirmationsTo(driver.email)
    expect(resent).toHaveLength(1)
    expect(resent[0]!.subject).toBe(`Your Keyturn booking ${first.json().reference}`)
    expect(mailer.sent.filter((mail) => mail.to === driver.email && mail.text.includes('/activate?'))).toHaveLength(1)
    // a confirmed account's address: the plain answer, nothing sent
    mailer.sent.length = 0
    const taken = await atCounter(undefined, { driver: { ...visitor(), email: f.driver.email }, recaptchaToken: 'human' })
    expect(taken.json()).toEqual({ code: 'EMAIL_ALREADY_REGISTERED', message: 'This email address is already registered', requestId: expect.any(String) })
    expect(mailer.sent).toHaveLength(0)
  })
})
