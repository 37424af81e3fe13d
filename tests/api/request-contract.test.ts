// Issue 21's findings, each replayed as the attacker sent it: every body is held to its operation in
// the contract whatever its content type, a required body must be there, a NUL is refused at the
// edge, an e-mail field is one address and an e-mail has one recipient, bulk operations stay within
// the contract's maxItems, and an edit keeps the amendments option it uses. Nothing changes when a
// request is refused. (Finding 6, holding cars without paying, is in holding-limits.test.ts; the
// generated sweep of every operation in contract-sweep.test.ts.)
import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsletterSubscriptions, outbox, users } from '../../src/server/db/schema.js'
import { RecipientRefused } from '../../src/server/integrations/mail/outbox.js'
import { sweptOperations } from './support/contract-requests.js'
import { atPlaces, bookingsFixture, dayOf, noOptions, type BookingsFixture, type Driver } from './support/my-bookings.js'

const YEAR = 2113
let f: BookingsFixture
let driver: Driver

beforeAll(async () => {
  f = await bookingsFixture({ RATE_LIMIT_MAX: '100000' })
  driver = await f.createDriver()
})
afterAll(async () => {
  await f?.app.close()
})

/** A multipart/form-data body of text fields. */
function formData(fields: Record<string, string>) {
  const boundary = `----finding${randomUUID().replace(/-/g, '')}`
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
  return { payload: `${parts.join('')}--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

const outboxRows = async () => (await f.app.database.db.select({ n: count() }).from(outbox))[0]!.n
const userRow = async (id: string) => (await f.app.database.db.select().from(users).where(eq(users.id, id)))[0]!

function expectRefused(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status)
  expect(response.json()).toMatchObject({ code, message: expect.any(String) })
}

describe('finding 1: a list of strangers in one e-mail field', () => {
  const list = 'a@x.example, b@x.example, c@x.example, d@x.example, e@x.example'

  it('refuses the multipart form of subscribe (415) and mails no one', async () => {
    const before = await outboxRows()
    const response = await f.inject({ method: 'POST', url: '/api/subscribe', ...formData({ email: list }) })
    expectRefused(response, 415, 'UNSUPPORTED_MEDIA_TYPE')
    expect(await outboxRows()).toBe(before)
  })

  it('refuses a list, a display name or a second address in every e-mail field of the contract (400)', async () => {
    const before = await outboxRows()
    for (const email of [list, 'a@x.example,b@x.example', 'a@x.example;b@x.example', 'Ada <a@x.example>', '"a,b"@x.example', 'a@x.example b@x.example']) {
      const subscribe = await f.inject({ method: 'POST', url: '/api/subscribe', payload: { email } })
      expectRefused(subscribe, 400, 'VALIDATION_ERROR')
      const contact = await f.inject({ method: 'POST', url: '/api/send-email', payload: { from: email, subject: 'Hello', message: 'Hello', isContactForm: true } })
      expectRefused(contact, 400, 'VALIDATION_ERROR')
    }
    expect(await f.app.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, list))).toEqual([])
    expect(await outboxRows()).toBe(before)
  })

  it('the mail layer refuses a recipient list it was not built for, and writes nothing', async () => {
    const before = await outboxRows()
    const message = { subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' }
    await expect(f.app.mailer.send({ ...message, to: 'a@x.example, b@x.example' })).rejects.toBeInstanceOf(RecipientRefused)
    await expect(f.app.mailer.send({ ...message, to: 'a@x.example', replyTo: 'b@x.example; c@x.example' })).rejects.toBeInstanceOf(RecipientRefused)
    expect(await outboxRows()).toBe(before)
  })
})

describe('finding 2: a bulk operation walked character by character', () => {
  it('refuses the multipart form of cancel-bookings at once (415)', async () => {
    const started = Date.now()
    const response = await f.inject({ method: 'POST', url: '/api/cancel-bookings', ...formData({ ids: 'x'.repeat(20_000) }) }, driver.cookie)
    expectRefused(response, 415, 'UNSUPPORTED_MEDIA_TYPE')
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('accepts at most the contract maxItems ids (a page of bookings, 100) in JSON: at most 100 transactions', async () => {
    const ids = Array.from({ length: 101 }, () => randomUUID())
    for (const url of ['/api/cancel-bookings', '/api/delete-bookings']) {
      expectRefused(await f.inject({ method: 'POST', url, payload: { ids } }, driver.cookie), 400, 'VALIDATION_ERROR')
    }
  })
})

describe('finding 3: fields the contract limits, sent in another content type', () => {
  it('refuses a multipart update-user (415): the oversize name and the script are not stored', async () => {
    const before = await userRow(driver.userId)
    const response = await f.inject({ method: 'POST', url: '/api/update-user', ...formData({ id: driver.userId, fullName: 'x'.repeat(5000), phone: '<script>alert(1)</script>' }) }, driver.cookie)
    expectRefused(response, 415, 'UNSUPPORTED_MEDIA_TYPE')
    const after = await userRow(driver.userId)
    expect({ fullName: after.fullName, phone: after.phone }).toEqual({ fullName: before.fullName, phone: before.phone })
  })

  it('refuses the same fields in JSON by the contract (400, naming each field)', async () => {
    const response = await f.inject({ method: 'POST', url: '/api/update-user', payload: { id: driver.userId, fullName: 'x'.repeat(5000), phone: '<script>alert(1)</script>' } }, driver.cookie)
    expectRefused(response, 400, 'VALIDATION_ERROR')
    expect(response.json().fields?.[0]).toMatchObject({ field: 'fullName', rule: 'maxLength', limit: 100 })
  })

  it('refuses a multipart rating before the handler (415), and a rating of 100 in JSON (400)', async () => {
    const booking = await f.book(driver.userId, { status: 'paid', from: dayOf(YEAR, -400), to: dayOf(YEAR, -397) })
    expectRefused(await f.inject({ method: 'POST', url: `/api/rate-booking/${booking.id}`, ...formData({ rating: '100' }) }, driver.cookie), 415, 'UNSUPPORTED_MEDIA_TYPE')
    expectRefused(await f.inject({ method: 'POST', url: `/api/rate-booking/${booking.id}`, payload: { rating: 100 } }, driver.cookie), 400, 'VALIDATION_ERROR')
  })

  it('refuses a text/plain newsletter update (415): the driver stays subscribed', async () => {
    const url = '/api/newsletter/subscription'
    expect((await f.inject({ method: 'PUT', url, payload: { subscribed: true } }, driver.cookie)).json()).toMatchObject({ subscribed: true })
    const response = await f.inject({ method: 'PUT', url, headers: { 'content-type': 'text/plain' }, payload: '{"subscribed":true}' }, driver.cookie)
    expectRefused(response, 415, 'UNSUPPORTED_MEDIA_TYPE')
    expect((await f.inject({ method: 'GET', url }, driver.cookie)).json()).toMatchObject({ subscribed: true })
  })
})

describe('finding 4: a POST with no body', () => {
  const withRequiredBody = sweptOperations.filter((operation) => operation.body?.required)

  it(`answers 400 VALIDATION_ERROR on each of the ${withRequiredBody.length} operations that require one, signed in or not`, async () => {
    expect(withRequiredBody.length).toBeGreaterThanOrEqual(29)
    const answers: string[] = []
    for (const operation of withRequiredBody) {
      for (const cookie of [driver.cookie, undefined]) {
        const response = await f.inject({ method: operation.method, url: fillPath(operation.template) }, cookie)
        answers.push(`${operation.operationId} ${cookie ? 'signed in' : 'visitor'} ${response.statusCode} ${response.json().code}`)
      }
    }
    expect(answers.filter((answer) => !answer.endsWith(' 400 VALIDATION_ERROR'))).toEqual([])
  })
})

/** A path of the contract with well-formed values for its parameters. */
function fillPath(template: string): string {
  const values: Record<string, string> = { userId: driver.userId, page: '1', size: '10', language: 'en', appType: 'frontend', email: 'someone@keyturn.example', reset: 'false' }
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? randomUUID())
}

describe('finding 5: a NUL byte in text', () => {
  const NUL = 'a\u0000b'

  it('is refused with 400 at the edge wherever it is, naming the body field; nothing is stored', async () => {
    const past = await f.book(driver.userId, { status: 'paid', from: dayOf(YEAR, -300), to: dayOf(YEAR, -297) })
    const coming = await f.book(driver.userId, { status: 'reserved', from: dayOf(YEAR, 100), to: dayOf(YEAR, 103), options: { amendments: true, additionalDriver: true } })
    const additionalDriver = { fullName: NUL, email: 'second@keyturn.example', phone: '+33 6 12 34 56 78', birthDate: '1980-01-01' }
    const cases = [
      { what: 'the bookings list keyword', request: { method: 'POST', url: `/api/bookings/1/10/en`, payload: { userId: driver.userId, keyword: NUL } }, field: 'keyword' },
      { what: 'a rating comment', request: { method: 'POST', url: `/api/rate-booking/${past.id}`, payload: { rating: 4, comment: NUL } }, field: 'comment' },
      {
        what: "the additional driver's name in an edit",
        request: { method: 'POST', url: `/api/edit-booking/${coming.id}`, payload: { ...atPlaces({ from: dayOf(YEAR, 100), to: dayOf(YEAR, 104) }, f.tieredCar.timeZone), options: { ...noOptions, amendments: true, additionalDriver: true }, additionalDriver, currency: 'USD' } },
        field: 'additionalDriver.fullName',
      },
      { what: 'a profile bio', request: { method: 'POST', url: '/api/update-user', payload: { id: driver.userId, fullName: 'Still Me', bio: NUL } }, field: 'bio' },
      { what: 'the contact form', request: { method: 'POST', url: '/api/send-email', payload: { from: 'reader@keyturn.example', subject: NUL, message: 'Hello', isContactForm: true } }, field: 'subject' },
      { what: 'a place search', request: { method: 'GET', url: '/api/locations/1/10/en?s=a%00b' }, field: undefined },
    ] as const
    const before = { user: await userRow(driver.userId), coming: await f.row(coming.id), mails: await outboxRows() }
    for (const { what, request, field } of cases) {
      const response = await f.inject(request, driver.cookie)
      expect(response.statusCode, what).toBe(400)
      expect(response.json(), what).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Please fix errors' })
      if (field) expect(response.json().fields, what).toEqual([{ field, rule: 'characters' }])
    }
    expect((await userRow(driver.userId)).bio).toBe(before.user.bio)
    expect((await userRow(driver.userId)).fullName).toBe(before.user.fullName)
    const { updatedAt: _a, ...comingAfter } = await f.row(coming.id)
    const { updatedAt: _b, ...comingBefore } = before.coming
    expect(comingAfter).toEqual(comingBefore)
    expect(await outboxRows()).toBe(before.mails)
  })

  it('says the refusal in the caller’s language (Accept-Language)', async () => {
    for (const [language, message] of [['fr-FR,fr;q=0.9,en;q=0.8', 'Veuillez corriger les erreurs'], ['es', 'Corrija los errores'], ['de-DE', 'Please fix errors']] as const) {
      const response = await f.inject({ method: 'GET', url: '/api/locations/1/10/en?s=a%00b', headers: { 'accept-language': language } })
      expect(response.json(), language).toMatchObject({ code: 'VALIDATION_ERROR', message })
    }
  })
})

describe('finding 7: an edit that moves a booking and drops the amendments option it uses', () => {
  it('is refused (400, options.amendments kept), and the booking is as it was', async () => {
    const booking = await f.book(driver.userId, { status: 'reserved', from: dayOf(YEAR, 200), to: dayOf(YEAR, 203), price: 319, options: { amendments: true } })
    const before = await f.row(booking.id)
    // the wall times at the booking's place
    const moved = { ...atPlaces({ from: dayOf(YEAR, 210), to: dayOf(YEAR, 213) }, f.tieredCar.timeZone), options: { ...noOptions, amendments: false }, currency: 'USD' }
    for (const url of [`/api/booking-edit-quote/${booking.id}`, `/api/edit-booking/${booking.id}`]) {
      const response = await f.inject({ method: 'POST', url, payload: moved }, driver.cookie)
      expectRefused(response, 400, 'VALIDATION_ERROR')
      expect(response.json().fields).toEqual([{ field: 'options.amendments', rule: 'kept' }])
    }
    const after = await f.row(booking.id)
    expect({ from: after.from, to: after.to, amendments: after.amendments, price: after.price }).toEqual({ from: before.from, to: before.to, amendments: true, price: before.price })
    // keeping the option, the same move is made and priced with it
    const kept = await f.inject({ method: 'POST', url: `/api/edit-booking/${booking.id}`, payload: { ...moved, options: { ...noOptions, amendments: true } } }, driver.cookie)
    expect(kept.statusCode, kept.body).toBe(200)
    const edited = await f.row(booking.id)
    expect(edited.from.toISOString()).toBe(dayOf(YEAR, 210).toISOString())
    expect(edited.amendments).toBe(true)
  })
})
