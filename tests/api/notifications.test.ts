// The signed-in user's notifications (issue 9, spec §9 page size 30): the page, the counter, mark
// read / unread, delete, mark all and delete all — each only on the caller's own notifications
// (another user's are 404 and nothing changes) — and the driver's notifications created by a
// booking, a payment and an expired unpaid booking, in the driver's language, e-mailed only when
// e-mail notifications are on.
import { randomUUID } from 'node:crypto'
import { mkdir, rm } from 'node:fs/promises'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PAGE_SIZE } from '../../src/domain/constants.js'
import { hashPassword } from '../../src/server/auth/passwords.js'
import { afterTransition } from '../../src/server/checkout/outcome.js'
import { updateSettings } from '../../src/server/db/queries/settings.js'
import { bookings, carLocations, cars, notifications, users } from '../../src/server/db/schema.js'
import { sweepExpiredPayments } from '../../src/server/plugins/payment-expiry.js'
import { buildTestApp } from './support/app.js'
import { atPlaces, FAR_HORIZON_DAYS, noOptions, periodIn, zoneOf } from './support/payments.js'
import { birthDateYearsAgo } from './support/session.js'
import { recordingMailer, signIn } from './support/user-data.js'

const DATA_DIR = 'tests/.artifacts/notifications-test-data'
const mailer = recordingMailer()
let app: FastifyInstance
const db = () => app.database.db

type Account = { userId: string; cookie: string; email: string }
let owner: Account
let other: Account

let caller = 0
const inject = (options: InjectOptions, account?: Account) =>
  app.inject({
    remoteAddress: `10.9.${Math.floor(++caller / 250) % 250}.${(caller % 250) + 1}`,
    ...options,
    headers: { ...options.headers, ...(account ? { cookie: account.cookie } : {}) },
  })

async function createAccount(fields: Partial<typeof users.$inferInsert> = {}): Promise<Account> {
  const email = `notified-${randomUUID().slice(0, 8)}@keyturn.example`
  const password = 'Notified-driver-2026'
  await db()
    .insert(users)
    .values({ fullName: 'Notified Driver', email, verified: true, passwordHash: await hashPassword(password), birthDate: birthDateYearsAgo(35), ...fields })
  return { ...(await signIn(app, email, password)), email }
}

/** `count` notifications of `userId`, one minute apart (index 0 the oldest), answered newest first. */
async function seedNotifications(userId: string, count: number, read = false) {
  const start = Date.UTC(2030, 0, 1)
  const rows = await db()
    .insert(notifications)
    .values(Array.from({ length: count }, (_, index) => ({ userId, message: `Notice ${index}`, isRead: read, createdAt: new Date(start + index * 60_000) })))
    .returning()
  return rows.reverse()
}

const notificationsOf = (userId: string) => db().select().from(notifications).where(eq(notifications.userId, userId))
const unreadOf = async (userId: string) => (await notificationsOf(userId)).filter((row) => !row.isRead).length

const getPage = (account: Account, page = 1, size = PAGE_SIZE, userId = account.userId) =>
  inject({ method: 'GET', url: `/api/notifications/${userId}/${page}/${size}` }, account)
const counter = (account: Account, userId = account.userId) => inject({ method: 'GET', url: `/api/notification-counter/${userId}` }, account)
const change = (path: string, account: Account, ids: unknown, userId = account.userId) =>
  inject({ method: 'POST', url: `/api/${path}/${userId}`, payload: { ids } }, account)
const all = (path: string, account: Account, userId = account.userId) => inject({ method: 'POST', url: `/api/${path}/${userId}` }, account)

beforeAll(async () => {
  await rm(DATA_DIR, { recursive: true, force: true })
  await mkdir(DATA_DIR, { recursive: true })
  app = await buildTestApp({ DATA_DIR, PUBLIC_URL: 'https://keyturn.example' }, { mailer })
  owner = await createAccount()
  other = await createAccount()
})
afterAll(async () => {
  await app?.close()
  await rm(DATA_DIR, { recursive: true, force: true })
})
beforeEach(async () => {
  mailer.sent.length = 0
  await db().delete(notifications).where(eq(notifications.userId, owner.userId))
  await db().delete(notifications).where(eq(notifications.userId, other.userId))
})

describe('the page and the counter', () => {
  it('answers pages of 30, newest first, with the total; the last page holds the rest', async () => {
    const seeded = await seedNotifications(owner.userId, 35)
    const first = await getPage(owner)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().total).toBe(35)
    expect(first.json().rows.map((row: { id: string }) => row.id)).toEqual(seeded.slice(0, 30).map((row) => row.id))
    expect(first.json().rows[0]).toEqual({
      id: seeded[0]!.id,
      message: 'Notice 34',
      isRead: false,
      bookingId: null,
      createdAt: seeded[0]!.createdAt.toISOString(),
    })
    const second = await getPage(owner, 2)
    expect(second.json()).toMatchObject({ total: 35 })
    expect(second.json().rows.map((row: { message: string }) => row.message)).toEqual(['Notice 4', 'Notice 3', 'Notice 2', 'Notice 1', 'Notice 0'])
    const beyond = await getPage(owner, 3)
    expect(beyond.json()).toEqual({ total: 35, rows: [] })
  })

  it('never shows another user’s notifications', async () => {
    await seedNotifications(other.userId, 3)
    expect((await getPage(owner)).json()).toEqual({ total: 0, rows: [] })
    expect((await counter(owner)).json()).toEqual({ count: 0 })
  })

  it('counts the unread notifications only', async () => {
    await seedNotifications(owner.userId, 4)
    await seedNotifications(owner.userId, 2, true)
    const response = await counter(owner)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ count: 4 })
  })
})

describe('marking and deleting', () => {
  it('marks the given notifications read, then unread', async () => {
    const [a, b, c] = await seedNotifications(owner.userId, 3)
    const read = await change('mark-notifications-as-read', owner, [a!.id, b!.id])
    expect(read.statusCode, read.body).toBe(200)
    expect(read.json()).toEqual({ status: 'ok' })
    expect((await counter(owner)).json()).toEqual({ count: 1 })
    const rows = (await getPage(owner)).json().rows as { id: string; isRead: boolean }[]
    expect(rows.map((row) => [row.id, row.isRead])).toEqual([
      [a!.id, true],
      [b!.id, true],
      [c!.id, false],
    ])
    const unread = await change('mark-notifications-as-unread', owner, [b!.id])
    expect(unread.statusCode).toBe(200)
    expect((await counter(owner)).json()).toEqual({ count: 2 })
  })

  it('deletes the given notifications and keeps the others', async () => {
    const [a, b, c] = await seedNotifications(owner.userId, 3)
    const response = await change('delete-notifications', owner, [a!.id, c!.id])
    expect(response.statusCode).toBe(200)
    expect((await getPage(owner)).json()).toMatchObject({ total: 1, rows: [{ id: b!.id }] })
  })

  it('marks every notification read, beyond the loaded page, and no one else’s', async () => {
    await seedNotifications(owner.userId, 40)
    await seedNotifications(other.userId, 2)
    const response = await all('mark-all-notifications-as-read', owner)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
    expect(await unreadOf(owner.userId)).toBe(0)
    expect((await counter(owner)).json()).toEqual({ count: 0 })
    expect(await unreadOf(other.userId)).toBe(2)
  })

  it('deletes every notification, beyond the loaded page, and no one else’s', async () => {
    await seedNotifications(owner.userId, 40)
    await seedNotifications(other.userId, 2)
    const response = await all('delete-all-notifications', owner)
    expect(response.statusCode).toBe(200)
    expect(await notificationsOf(owner.userId)).toHaveLength(0)
    expect((await getPage(owner)).json()).toEqual({ total: 0, rows: [] })
    expect(await notificationsOf(other.userId)).toHaveLength(2)
  })
})

describe('ownership', () => {
  it('another user’s notification ids are 404 and change nothing, even mixed with one’s own', async () => {
    const [theirs] = await seedNotifications(other.userId, 1)
    const [mine] = await seedNotifications(owner.userId, 1)
    for (const path of ['mark-notifications-as-read', 'delete-notifications']) {
      const alone = await change(path, owner, [theirs!.id])
      expect(alone.statusCode, `${path} ${alone.body}`).toBe(404)
      expect(alone.json()).toEqual({ code: 'NOT_FOUND', message: 'Notification not found', requestId: expect.any(String) })
      const mixed = await change(path, owner, [mine!.id, theirs!.id])
      expect(mixed.statusCode, path).toBe(404)
    }
    // an unknown id is as absent as somebody else's
    expect((await change('mark-notifications-as-unread', owner, [mine!.id, randomUUID()])).statusCode).toBe(404)
    expect(await notificationsOf(owner.userId)).toMatchObject([{ id: mine!.id, isRead: false }])
    expect(await notificationsOf(other.userId)).toMatchObject([{ id: theirs!.id, isRead: false }])
  })

  it('every operation on another user’s path is 403 and changes nothing', async () => {
    const theirs = await seedNotifications(other.userId, 2)
    const ids = theirs.map((row) => row.id)
    const attempts = [
      getPage(owner, 1, PAGE_SIZE, other.userId),
      counter(owner, other.userId),
      change('mark-notifications-as-read', owner, ids, other.userId),
      change('mark-notifications-as-unread', owner, ids, other.userId),
      change('delete-notifications', owner, ids, other.userId),
      all('mark-all-notifications-as-read', owner, other.userId),
      all('delete-all-notifications', owner, other.userId),
    ]
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(403)
      expect(response.json().code).toBe('FORBIDDEN')
    }
    expect((await notificationsOf(other.userId)).map((row) => row.isRead)).toEqual([false, false])
  })

  it('without a session every operation is 401', async () => {
    const [mine] = await seedNotifications(owner.userId, 1)
    const anonymous = { ...owner, cookie: '' }
    const responses = await Promise.all([
      inject({ method: 'GET', url: `/api/notifications/${owner.userId}/1/30` }),
      inject({ method: 'GET', url: `/api/notification-counter/${owner.userId}` }),
      inject({ method: 'POST', url: `/api/delete-notifications/${owner.userId}`, payload: { ids: [mine!.id] } }),
      inject({ method: 'POST', url: `/api/delete-all-notifications/${owner.userId}` }, anonymous),
    ])
    expect(responses.map((response) => response.statusCode)).toEqual([401, 401, 401, 401])
    expect(await notificationsOf(owner.userId)).toHaveLength(1)
  })
})

describe('bad input', () => {
  it('answers 400 VALIDATION_ERROR and changes nothing', async () => {
    const [mine] = await seedNotifications(owner.userId, 1)
    const responses = [
      await getPage(owner, 0),
      await getPage(owner, 1, 0),
      await getPage(owner, 1, 101),
      await inject({ method: 'GET', url: `/api/notifications/${owner.userId}/one/30` }, owner),
      await inject({ method: 'GET', url: '/api/notification-counter/not-a-uuid' }, owner),
      await change('mark-notifications-as-read', owner, []),
      await change('mark-notifications-as-read', owner, ['not-a-uuid']),
      await change('delete-notifications', owner, [mine!.id, mine!.id]),
      await change('delete-notifications', owner, 'everything'),
      await inject({ method: 'POST', url: `/api/delete-notifications/${owner.userId}`, payload: {} }, owner),
    ]
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(400)
      expect(response.json().code).toBe('VALIDATION_ERROR')
    }
    expect(await notificationsOf(owner.userId)).toMatchObject([{ id: mine!.id, isRead: false }])
  })
})

describe('the driver is notified of their bookings', () => {
  let carId: string
  let location: string
  let timeZone: string
  let offset = 0

  beforeAll(async () => {
    const [row] = await db()
      .select({ id: cars.id, supplierId: cars.supplierId, locationId: carLocations.locationId })
      .from(cars)
      .innerJoin(carLocations, eq(carLocations.carId, cars.id))
      .where(and(eq(cars.availability, 'available'), eq(cars.comingSoon, false), eq(cars.fullyBooked, false), eq(cars.isDateBasedPrice, false)))
      .orderBy(cars.id)
      .limit(1)
    carId = row!.id
    location = row!.locationId
    timeZone = await zoneOf(db(), location)
    await db().update(users).set({ payLater: true, licenseRequired: false, blacklisted: false }).where(eq(users.id, row!.supplierId))
    await db().update(cars).set({ minimumAge: 21 }).where(eq(cars.id, carId))
    await updateSettings(db(), { minimumPickUpHours: 1, minimumRentalHours: 1, minimumDriverAge: 21, bookingHorizonDays: FAR_HORIZON_DAYS })
  })

  async function book(account: Account): Promise<string> {
    const response = await inject(
      {
        method: 'POST',
        url: '/api/checkout',
        payload: { car: carId, pickUpLocation: location, dropOffLocation: location, ...atPlaces(periodIn(2102, (offset += 5)), timeZone), options: noOptions, payment: 'payAtCounter', language: 'en', currency: 'USD' },
      },
      account,
    )
    expect(response.statusCode, response.body).toBe(200)
    return response.json().bookingId as string
  }
  const noticesOf = (account: Account) => notificationsOf(account.userId)
  const noticeMails = (account: Account) => mailer.sent.filter((mail) => mail.to === account.email && /Keyturn booking|réservation Keyturn|reserva de Keyturn/.test(mail.subject) && mail.text.includes('/booking?b='))

  it('a booking made: an unread notification in the driver’s language, tied to the booking; its e-mail is the confirmation, not a second one', async () => {
    const french = await createAccount({ language: 'fr' })
    const bookingId = await book(french)
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, bookingId))
    const notes = await noticesOf(french)
    expect(notes).toHaveLength(1)
    expect(notes[0]).toMatchObject({ bookingId, isRead: false })
    // the notice, then the status it left the booking in, as the bookings pages tell it
    expect(notes[0]!.message).toMatch(
      new RegExp(`^Votre réservation ${booking!.reference} \\(.+\\) a été enregistrée\\. Réservation enregistrée, à payer au comptoir à la prise en charge ; le loueur doit encore la confirmer\\.$`),
    )
    expect((await counter(french)).json()).toEqual({ count: 1 })
    expect(noticeMails(french)).toHaveLength(0)
    expect(mailer.sent.filter((mail) => mail.to === french.email)).toHaveLength(1)
  })

  it("is worded in the reader's language when read: French, Spanish, the account's by default (existing ones too)", async () => {
    const driver = await createAccount({ language: 'en' })
    const bookingId = await book(driver)
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, bookingId))
    const [car] = await db().select({ name: cars.name }).from(cars).where(eq(cars.id, carId))
    const read = async (query = '') => {
      const response = await inject({ method: 'GET', url: `/api/notifications/${driver.userId}/1/${PAGE_SIZE}${query}` }, driver)
      expect(response.statusCode, response.body).toBe(200)
      return response.json<{ rows: { message: string }[] }>().rows.map((row) => row.message)
    }
    const made = `${booking!.reference} (${car!.name})`
    const pending = {
      en: 'Booked, to be paid at the counter at pick-up; the supplier has yet to confirm it.',
      fr: 'Réservation enregistrée, à payer au comptoir à la prise en charge ; le loueur doit encore la confirmer.',
      es: 'Reservada, se paga en el mostrador al recoger el coche; el proveedor aún tiene que confirmarla.',
    }
    expect(await read()).toEqual([`Your booking ${made} has been made. ${pending.en}`])
    expect(await read('?language=fr')).toEqual([`Votre réservation ${made} a été enregistrée. ${pending.fr}`])
    expect(await read('?language=es')).toEqual([`Su reserva ${made} se ha registrado. ${pending.es}`])
    // stored as what it tells, not as its words
    expect(await notificationsOf(driver.userId)).toMatchObject([{ kind: 'bookingMade', facts: { reference: booking!.reference, car: car!.name, story: 'pending' } }])
    // the driver switched to Spanish: the account's language words it when the page does not say
    await db().update(users).set({ language: 'es' }).where(eq(users.id, driver.userId))
    expect(await read()).toEqual([`Su reserva ${made} se ha registrado. ${pending.es}`])
    expect((await inject({ method: 'GET', url: `/api/notifications/${driver.userId}/1/${PAGE_SIZE}?language=de` }, driver)).statusCode).toBe(400)
  })

  it('no e-mail when the driver turned e-mail notifications off; the notification is still there', async () => {
    const quiet = await createAccount({ enableEmailNotifications: false })
    const bookingId = await book(quiet)
    const [cancelled] = await db().update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, bookingId)).returning()
    await afterTransition(app, app.log, { changed: true, booking: cancelled! })
    await app.mailer.deliverDue()
    expect((await noticesOf(quiet)).map((row) => row.bookingId)).toEqual([bookingId, bookingId])
    expect(noticeMails(quiet)).toHaveLength(0)
  })

  it('a confirmed and a failed payment each notify the driver', async () => {
    const driver = await createAccount({ language: 'es' })
    const paid = await book(driver)
    const failed = await book(driver)
    const [paidRow] = await db().update(bookings).set({ status: 'paid' }).where(eq(bookings.id, paid)).returning()
    const [failedRow] = await db().update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, failed)).returning()
    mailer.sent.length = 0
    await afterTransition(app, app.log, { changed: true, booking: paidRow! })
    await afterTransition(app, app.log, { changed: true, booking: failedRow! })
    // a transition that changed nothing (a replay) tells nobody again
    await afterTransition(app, app.log, { changed: false, replay: true })
    // outside a request the outbox's worker sends the e-mails: send what is due now
    await app.mailer.deliverDue()
    const messages = (await noticesOf(driver)).filter((row) => !row.message.includes('se ha registrado'))
    expect(messages.map((row) => [row.bookingId, row.message.split(' ').slice(0, 2).join(' ')]).sort()).toEqual(
      [
        [paid, 'Pago confirmado'],
        [failed, 'El pago'],
      ].sort(),
    )
    expect(messages.find((row) => row.bookingId === failed)!.message).toContain('ha fallado')
    // the confirmed payment is told by the payment confirmation e-mail; the failure by a notice e-mail with the link
    const mails = noticeMails(driver)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Novedades sobre su reserva de Keyturn')
    expect(mails[0]!.text).toContain(`https://keyturn.example/booking?b=${failed}`)
  })

  it('an unpaid booking that expires notifies its driver once', async () => {
    const driver = await createAccount()
    const bookingId = await book(driver)
    await db()
      .update(bookings)
      .set({ status: 'void', isPayLater: false, expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, bookingId))
    expect(await sweepExpiredPayments(app)).toBeGreaterThanOrEqual(1)
    await sweepExpiredPayments(app)
    const expired = (await noticesOf(driver)).filter((row) => row.message.includes('not paid in time'))
    expect(expired).toHaveLength(1)
    expect(expired[0]).toMatchObject({ bookingId, isRead: false })
    await app.mailer.deliverDue()
    expect(noticeMails(driver).filter((mail) => mail.text.includes(expired[0]!.message))).toHaveLength(1)
  })
})
