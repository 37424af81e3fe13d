// Issue 23 (money that adds up) on the demo data: every seeded booking was priced by the checkout's
// rule, so its stored lines add up to its price, its deposit and payment agree with that price, and
// its page (as the demo driver sees it) shows the same total, a breakdown that adds up to it, and
// paid online + due at the counter = the total.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../openapi/schema.js'
import { toCents } from '../../src/domain/money.js'
import { bookings } from '../../src/server/db/schema.js'
import { buildTestApp } from './support/app.js'
import { DEMO_DRIVER, signIn } from './support/user-data.js'
import type { FastifyInstance } from 'fastify'

type Booking = components['schemas']['Booking']
type Row = typeof bookings.$inferSelect

let app: FastifyInstance
let rows: Row[]

beforeAll(async () => {
  app = await buildTestApp()
  // a fresh copy of the seeded database: these are the seed's bookings, and only them
  rows = await app.database.db.select().from(bookings)
})
afterAll(async () => {
  await app?.close()
})

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0)

describe('the seeded bookings, as stored', () => {
  it('are the demo bookings, in whole cents of USD', () => {
    expect(rows.length).toBeGreaterThanOrEqual(6)
    for (const row of rows) {
      expect(row.currency).toBe('USD')
      for (const amount of [row.price, row.depositAmount, row.paymentAmount, row.paidOnlineAmount]) {
        if (amount !== null) expect(Number.isSafeInteger(amount), `${row.id}: ${amount}`).toBe(true)
      }
    }
  })

  it('keep priced lines, each quantity × unit, adding up exactly to the price', () => {
    for (const row of rows) {
      expect(row.priceLines.length, row.id).toBeGreaterThan(0)
      expect(row.priceLines.some((line) => line.kind === 'agreed'), `${row.id} is priced by lines`).toBe(false)
      for (const line of row.priceLines) {
        expect(Number.isSafeInteger(line.unitAmount) && Number.isSafeInteger(line.quantity), JSON.stringify(line)).toBe(true)
        expect(line.amount, JSON.stringify(line)).toBe(line.quantity * line.unitAmount)
      }
      expect(sum(row.priceLines.map((line) => line.amount)), row.id).toBe(row.price)
      // the options a booking took are the ones it has lines for
      const optionLines = row.priceLines.flatMap((line) => (line.kind === 'option' ? [line.option] : []))
      const taken = (['cancellation', 'amendments', 'theftProtection', 'collisionDamageWaiver', 'fullInsurance', 'additionalDriver'] as const).filter((option) => row[option])
      expect(optionLines.sort(), row.id).toEqual([...taken].sort())
    }
  })

  it('pay a deposit online only when it is less than the price, and what they paid is the deposit or the price', () => {
    expect(rows.some((row) => row.isDeposit)).toBe(true)
    for (const row of rows) {
      expect(row.paidOnlineAmount, row.id).toBeNull() // written only by edits
      if (row.isDeposit) {
        expect(row.status).toBe('deposit')
        expect(row.depositAmount!, row.id).toBeGreaterThan(0)
        expect(row.depositAmount!, row.id).toBeLessThan(row.price)
        expect([row.paymentAmount, row.paymentCurrency]).toEqual([row.depositAmount, 'USD'])
      } else if (row.isPayLater) {
        expect([row.paymentAmount, row.paymentCurrency, row.paymentGateway], row.id).toEqual([null, null, null])
      } else if (row.status === 'paid') {
        expect([row.paymentAmount, row.paymentCurrency], row.id).toEqual([row.price, 'USD'])
      }
      if (row.status === 'deposit') expect(row.isDeposit, row.id).toBe(true)
    }
  })
})

describe("the demo driver's booking pages", () => {
  it('show the stored total, a breakdown adding up to it, and paid online + due at the counter = the total', async () => {
    const demo = await signIn(app, DEMO_DRIVER.email, DEMO_DRIVER.password)
    const own = rows.filter((row) => row.driverId === demo.userId)
    expect(own.length).toBe(rows.length)
    for (const row of own) {
      const response = await app.inject({ method: 'GET', url: `/api/booking/${row.id}/en`, headers: { cookie: demo.cookie } })
      expect(response.statusCode, response.body).toBe(200)
      const view = response.json<Booking>()
      expect(view.currency).toBe('USD')
      expect(toCents(view.price), row.id).toBe(row.price)
      expect(toCents(view.deposit), row.id).toBe(row.depositAmount)
      const breakdown = view.priceBreakdown
      expect(toCents(breakdown.total), row.id).toBe(row.price)
      expect(sum([...breakdown.rentalLines, ...breakdown.options].map((line) => toCents(line.amount))), row.id).toBe(row.price)
      const { payment } = view
      expect(payment.mode).toBe(row.isPayLater ? 'payAtCounter' : row.isDeposit ? 'payDeposit' : 'payInFull')
      // a cancelled booking and an unpaid one whose payment ended have nothing left to settle
      if (row.status === 'cancelled' || row.status === 'void') {
        expect([payment.paidOnline, payment.dueAtCounter], row.id).toEqual([0, 0])
        continue
      }
      expect(toCents(payment.paidOnline) + toCents(payment.dueAtCounter), `${row.status} ${row.id}`).toBe(row.price)
      expect(toCents(payment.paidOnline), row.id).toBe(row.paymentAmount ?? 0)
    }
  })
})
