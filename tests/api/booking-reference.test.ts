// The booking reference a person can read out (issue 15 item 11): 8 characters without look-alikes,
// unique, given by the checkout, shown by the confirmation page and the e-mail, and the key a
// booking is found by; the checkout's session id (ck_…) and the internal id stay as they were.
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../openapi/schema.js'
import { findBookingByReference, insertBooking } from '../../src/server/db/queries/bookings.js'
import { bookings } from '../../src/server/db/schema.js'
import { buildTestApp } from './support/app.js'
import { paymentFixture, periodIn, type PaymentFixture } from './support/payments.js'
import { recordingMailer } from './support/user-data.js'

type CheckoutResult = components['schemas']['CheckoutResult']
type CheckoutSessionStatus = components['schemas']['CheckoutSessionStatus']

const READABLE = /^[2-9A-HJKMNP-Z]{8}$/
const YEAR = 2108
const mailer = recordingMailer()
let app: FastifyInstance
let f: PaymentFixture
let slot = 0

beforeAll(async () => {
  app = await buildTestApp({}, { mailer })
  f = await paymentFixture(app, YEAR)
})
afterAll(async () => {
  await app?.close()
})

async function bookAtCounter(language: 'en' | 'fr' | 'es' = 'en'): Promise<CheckoutResult> {
  const response = await f.checkout(f.body({ ...f.at(periodIn(YEAR, (slot += 5))), payment: 'payAtCounter', language }), f.driver.cookie)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<CheckoutResult>()
}

describe('a booking gets a reference a person can read out', () => {
  it('the checkout answers it, stores it, and keeps the ck_ session id and the uuid', async () => {
    mailer.sent.length = 0
    const result = await bookAtCounter()
    expect(result.reference).toMatch(READABLE)
    expect(result.sessionId).toMatch(/^ck_/)
    expect(result.bookingId).toMatch(/^[0-9a-f-]{36}$/)
    const stored = await f.booking(result.bookingId)
    expect(stored).toMatchObject({ reference: result.reference, checkoutReference: result.sessionId })
  })

  it('the confirmation page shows it', async () => {
    const result = await bookAtCounter()
    const response = await f.inject({ method: 'GET', url: `/api/check-checkout-session/${result.sessionId}` })
    expect(response.statusCode).toBe(200)
    expect(response.json<CheckoutSessionStatus>().booking.reference).toBe(result.reference)
  })

  it('the confirmation e-mail names it in every language; its link still opens the confirmation page', async () => {
    for (const [language, subject] of [
      ['en', 'Your Keyturn booking'],
      ['fr', 'Votre réservation Keyturn'],
      ['es', 'Su reserva de Keyturn'],
    ] as const) {
      mailer.sent.length = 0
      const result = await bookAtCounter(language)
      expect(mailer.sent).toHaveLength(1)
      const [mail] = mailer.sent
      expect(mail!.subject).toBe(`${subject} ${result.reference}`)
      expect(mail!.text).toContain(result.reference)
      expect(mail!.html).toContain(result.reference)
      expect(mail!.text).toContain(`/checkout-session/${result.sessionId}`)
      expect(mail!.text).not.toContain(`/checkout-session/${result.reference}`)
    }
  })

  it('each booking has its own: seeded bookings too, all readable and unique (a unique index)', async () => {
    await bookAtCounter()
    const rows = await app.database.db.select({ reference: bookings.reference }).from(bookings)
    expect(rows.length).toBeGreaterThan(5)
    for (const row of rows) expect(row.reference).toMatch(READABLE)
    expect(new Set(rows.map((row) => row.reference)).size).toBe(rows.length)
    const result = (await app.database.db.execute<{ indexdef: string }>(
      sql`SELECT indexdef FROM pg_indexes WHERE tablename = 'bookings' AND indexname = 'bookings_reference_key'`,
    )) as { rows: { indexdef: string }[] }
    expect(result.rows[0]?.indexdef).toMatch(/CREATE UNIQUE INDEX .* \(reference\)/)
  })

  it('the database refuses a reference with look-alikes', async () => {
    const result = await bookAtCounter()
    const write = app.database.db.update(bookings).set({ reference: 'KT7M4Q0O' }).where(eq(bookings.id, result.bookingId))
    await expect(write).rejects.toThrow()
  })
})

describe('a reference already taken is drawn again', () => {
  it('the booking is written with the next draw, in the same transaction', async () => {
    const taken = await bookAtCounter()
    const template = await f.booking(taken.bookingId)
    const { id: _id, reference: _reference, checkoutReference: _checkout, providerSessionId: _session, createdAt: _created, updatedAt: _updated, ...copy } = template
    const when = periodIn(YEAR, (slot += 5))
    const draws = [taken.reference, 'WXYZ2345']
    const written = await app.database.db.transaction((tx) =>
      insertBooking(tx, { ...copy, from: new Date(when.from), to: new Date(when.to) }, null, () => draws.shift()!),
    )
    expect(written.reference).toBe('WXYZ2345')
    expect(draws).toEqual([])
    expect((await f.booking(taken.bookingId)).reference).toBe(taken.reference)
  })
})

describe('finding a booking by its reference', () => {
  it('finds it as a person types it (any case, spaces, dashes); nothing for an unknown or malformed one', async () => {
    const result = await bookAtCounter()
    const typed = `${result.reference.slice(0, 4).toLowerCase()} -${result.reference.slice(4)}`
    expect((await findBookingByReference(app.database.db, typed))?.id).toBe(result.bookingId)
    expect(await findBookingByReference(app.database.db, 'ZZZZZZZZ')).toBeNull()
    expect(await findBookingByReference(app.database.db, result.sessionId)).toBeNull()
  })
})
