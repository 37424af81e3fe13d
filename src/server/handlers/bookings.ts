// The signed-in driver's bookings (issue 9): list, booking page, calendar file, edit (quote and
// write), cancel request, delete, their bulk forms, and the rating after the trip.
//
// - Ownership: every operation reads the booking through the driver's own visible bookings, so
//   another driver's booking, a deleted one and an unknown id are the same 404 (bulk: NOT_FOUND).
// - Rules: whether an action is allowed comes from the bookingStatus machine with the booking's
//   facts (src/domain/booking-status.ts), read on the row locked FOR UPDATE inside the action's
//   transaction; refused → 409 CONFLICT naming the reason. Each action is one transaction (its
//   notification included), so a failure leaves the data as it was; a bulk action applies each id
//   in its own transaction and reports done and refused ids.
// - Edit: the spec §5 period rules and booking limits (validatePeriod), options the car offers,
//   the additional driver's age, availability (a read for the quote; the exclusion constraint for
//   the write, after releasing unpaid bookings whose payment window passed) and the server's price.
//   Nothing is charged or refunded online: the difference of a booking paid online is settled at
//   the counter (settlement differenceAtCounter). The amendments option a booking bought stays with
//   it: every edit uses it (src/domain/booking-edit.ts), so turning it off is refused (400, field
//   options.amendments, rule 'kept').
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { components } from '../../../openapi/schema.js'
import { ageOn } from '../../domain/age.js'
import { removedKeptOption } from '../../domain/booking-edit.js'
import { actionRefusal, type BookingAction, type BookingActionRefusal, type BookingFacts } from '../../domain/booking-status.js'
import { extraKinds, EXTRA_INCLUDED, type Currency, type Language } from '../../domain/enums.js'
import { fromCents } from '../../domain/money.js'
import { rentalPrice, UnavailableExtraError, type RentalPrice } from '../../domain/price.js'
import { breakdownOf } from '../bookings/breakdown.js'
import { requireSelf, requireUser } from '../auth/guards.js'
import { bookingCalendar, calendarFileName } from '../bookings/calendar.js'
import { noticeCancelRequest, noticeEdit } from '../bookings/driver-notices.js'
import { bookingView, factsOf, paidOnlineOf, summaryOf } from '../bookings/present.js'
import type { AppDb } from '../db/index.js'
import { isBookingOverlap, isUniqueViolation } from '../db/errors.js'
import { loadBookableCar, releaseExpiredVoidBookings, type Tx } from '../db/queries/bookings.js'
import {
  applyBookingChange,
  bookingPeople,
  carTakenByAnother,
  findDriverBooking,
  listDriverBookings,
  markDeletedByDriver,
  recordCancelRequest,
  recordRating,
  type BookingChange,
  type DriverBookingRow,
} from '../db/queries/my-bookings.js'
import { readSettings, type Settings } from '../db/queries/settings.js'
import type { UserRow } from '../db/queries/users.js'
import { AppError, notFound } from '../errors.js'
import { pricingCurrency, type Pricing } from '../offer-pricing.js'
import { periodAtPlaces, validatePeriod } from '../rental-period.js'
import { instantToLocal } from '../../domain/search-query.js'
import { bookingConflict } from './checkout.js'
import type { Handlers } from './types.js'

type Schemas = components['schemas']
type BookingEdit = Schemas['BookingEdit']

// The domain's refusals and the contract's enum agree, both ways (compile-time check).
type ApiRefusal = Schemas['BookingActionRefusal']
const _sameRefusals: [BookingActionRefusal] extends [ApiRefusal] ? ([ApiRefusal] extends [BookingActionRefusal] ? true : false) : false = true
void _sameRefusals

const refusedMessages: Record<BookingAction, string> = {
  edit: 'This booking cannot be changed',
  cancel: 'A cancel request cannot be sent for this booking',
  delete: 'This booking cannot be deleted',
  rate: 'This booking cannot be rated',
}
const refused = (action: BookingAction, reason: BookingActionRefusal) =>
  reason === 'NOT_FOUND' ? notFound() : new AppError('CONFLICT', 409, `${refusedMessages[action]} (${reason})`)

/** The signed-in driver; 401 without a session. */
const driverOf = (request: FastifyRequest) => requireUser(request)

/** One booking action's outcome: done with a value, or refused with a reason. */
type Outcome<T> = { done: true; value: T } | { done: false; reason: BookingActionRefusal }

/**
 * Runs `work` on the driver's booking in one transaction, after locking it and asking the machine
 * whether `action` is allowed now; refused: nothing is written.
 */
async function onOwnBooking<T>(
  db: AppDb,
  driver: UserRow,
  id: string,
  action: BookingAction,
  work: (tx: Tx, row: DriverBookingRow, facts: BookingFacts, now: Date) => Promise<T>,
  language: Language = driver.language,
): Promise<Outcome<T>> {
  return db.transaction(async (tx) => {
    const row = await findDriverBooking(tx, driver.id, id, language, true)
    if (!row) return { done: false, reason: 'NOT_FOUND' as const }
    const now = new Date()
    const facts = factsOf(row, now)
    const reason = actionRefusal(row.booking.status, facts, action)
    if (reason) return { done: false, reason }
    return { done: true, value: await work(tx, row, facts, now) }
  })
}

function valueOf<T>(action: BookingAction, outcome: Outcome<T>): T {
  if (!outcome.done) throw refused(action, outcome.reason)
  return outcome.value
}

const noticeBooking = (row: DriverBookingRow) => ({
  id: row.booking.id,
  reference: row.booking.reference,
  carName: row.car.name,
  supplierName: row.supplier.fullName,
})

const cancelRequest = (server: FastifyInstance, driver: UserRow, id: string) =>
  onOwnBooking(server.database.db, driver, id, 'cancel', async (tx, row, _facts, now) => {
    await recordCancelRequest(tx, row.booking.id, now)
    await noticeCancelRequest({ tx, server, driver }, noticeBooking(row))
  })

const deleteOwn = (db: AppDb, driver: UserRow, id: string) =>
  onOwnBooking(db, driver, id, 'delete', async (tx, row) => {
    await markDeletedByDriver(tx, row.booking.id)
  })

/** Each id on its own; every id ends in exactly one of the lists. */
async function bulk(ids: readonly string[], one: (id: string) => Promise<Outcome<unknown>>): Promise<Schemas['BulkBookingResult']> {
  const result: Schemas['BulkBookingResult'] = { done: [], refused: [] }
  for (const id of ids) {
    const outcome = await one(id)
    if (outcome.done) result.done.push(id)
    else result.refused.push({ id, reason: outcome.reason })
  }
  return result
}

// ---------------------------------------------------------------- edit

const invalid = (message: string) => new AppError('VALIDATION_ERROR', 400, message)

type PreparedEdit = { quote: Schemas['BookingEditQuote']; change: BookingChange; carId: string }

/** Everything an edit checks and computes, without writing (the quote is exactly this). */
async function prepareEdit(tx: Tx, row: DriverBookingRow, body: BookingEdit, settings: Settings, priceIn: PricingIn, now: Date): Promise<PreparedEdit> {
  const { booking } = row
  // repriced in the booking's own currency, at today's rates and exchange rate
  const pricing = await priceIn(booking.currency)
  if (pricing.currency !== booking.currency) throw new AppError('SERVICE_UNAVAILABLE', 503, 'Exchange rates are unavailable, please try again later')
  const kept = removedKeptOption(booking, body.options)
  if (kept) throw new AppError('VALIDATION_ERROR', 400, 'The amendments option is used by this change: it stays with the booking', undefined, [{ field: `options.${kept}`, rule: 'kept' }])
  // the new times are wall times at the booking's own places (an edit keeps them)
  const zones = { pickUp: row.pickUpLocation.timeZone, dropOff: row.dropOffLocation.timeZone }
  const { from, to } = validatePeriod(periodAtPlaces(body, zones), settings, now)
  const period = { from, to, timeZone: zones.pickUp }
  const car = await loadBookableCar(tx, booking.carId)
  if (!car || car.availability !== 'available' || car.supplier.blacklisted) throw invalid('This car is not available for booking')
  // included options (0) are always on, as at checkout
  const options = Object.fromEntries(extraKinds.map((kind) => [kind, body.options[kind] || car.pricing[kind] === EXTRA_INCLUDED])) as BookingChange['options']
  let newPrice: RentalPrice
  try {
    newPrice = rentalPrice(car.pricing, period, options, pricing.rate)
  } catch (error) {
    if (error instanceof UnavailableExtraError) throw invalid(error.message)
    throw error
  }
  // the details are asked only when the driver says there is an additional driver (body), as at
  // checkout: an included option is a right, not a second driver
  let additionalDriver: BookingChange['additionalDriver'] = null
  if (body.options.additionalDriver) {
    if (!body.additionalDriver) throw invalid('Please fill in the field(s): Additional driver')
    const fullName = body.additionalDriver.fullName.trim()
    if (!fullName) throw invalid('Please fill in the field(s): Additional driver')
    const minimumAge = Math.max(car.minimumAge, settings.minimumDriverAge)
    if (ageOn(body.additionalDriver.birthDate, instantToLocal(from, zones.pickUp).slice(0, 10)) < minimumAge) {
      throw new AppError('DRIVER_TOO_YOUNG', 400, `The driver must be at least ${minimumAge} years old`)
    }
    additionalDriver = { fullName, email: body.additionalDriver.email.trim().toLowerCase(), phone: body.additionalDriver.phone.trim(), birthDate: body.additionalDriver.birthDate }
  }
  if (await carTakenByAnother(tx, car.id, booking.id, from, to, now)) throw bookingConflict()

  const paidOnline = paidOnlineOf(booking)
  const oldPrice = booking.price
  const settlement: Schemas['BookingSettlement'] = newPrice.total === oldPrice ? 'unchanged' : paidOnline > 0 ? 'differenceAtCounter' : 'atCounter'
  const quote: Schemas['BookingEditQuote'] = {
    currency: booking.currency,
    ratesAvailable: pricing.ratesAvailable,
    oldPrice: fromCents(oldPrice),
    newPrice: fromCents(newPrice.total),
    difference: fromCents(newPrice.total - oldPrice),
    days: newPrice.days,
    priceBreakdown: breakdownOf(newPrice.lines, newPrice.days, booking.currency, newPrice.deposit),
    settlement,
    dueAtCounter: fromCents(newPrice.total - paidOnline),
  }
  const change: BookingChange = {
    from,
    to,
    options,
    priceLines: newPrice.lines,
    price: newPrice.total,
    // once repriced, what was paid online no longer follows from the status: keep it
    paidOnlineAmount: paidOnline > 0 ? paidOnline : booking.paidOnlineAmount,
    additionalDriver,
  }
  return { quote, change, carId: car.id }
}

type PricingIn = (currency: Currency) => Promise<Pricing>

async function editContext(request: FastifyRequest, body: BookingEdit) {
  const { db } = request.server.database
  const [driver, settings] = await Promise.all([driverOf(request), readSettings(db)])
  const priceIn: PricingIn = (currency) => pricingCurrency(request.server.exchangeRates, currency, request.log)
  return { db, driver, settings, priceIn, language: body.language ?? driver.language }
}

async function viewOf(request: FastifyRequest, driver: UserRow, id: string, language: Language, currency: Currency) {
  const { db } = request.server.database
  const row = await findDriverBooking(db, driver.id, id, language)
  if (!row) throw notFound()
  const [people, pricing, own] = await Promise.all([
    bookingPeople(db, row.booking.id, row.booking.driverId),
    pricingCurrency(request.server.exchangeRates, currency, request.log),
    pricingCurrency(request.server.exchangeRates, row.booking.currency, request.log),
  ])
  return bookingView(row, people, pricing, own.currency === row.booking.currency ? own.rate : null)
}

export const bookingHandlers = {
  async getBookings(request) {
    const { page, size, language } = request.params
    const filter = request.body
    requireSelf(request, filter.userId)
    const driver = await driverOf(request)
    const { db } = request.server.database
    const [pricing, list] = await Promise.all([
      pricingCurrency(request.server.exchangeRates, filter.currency ?? 'USD', request.log),
      listDriverBookings(db, driver.id, filter, { language, page, size }),
    ])
    const now = new Date()
    return { total: list.total, rows: list.rows.map((row) => summaryOf(row, now)), currency: pricing.currency, ratesAvailable: pricing.ratesAvailable }
  },

  async getBooking(request) {
    const driver = await driverOf(request)
    return viewOf(request, driver, request.params.id, request.params.language, request.query.currency ?? 'USD')
  },

  async getBookingCalendar(request, reply) {
    const driver = await driverOf(request)
    const language = request.query.language ?? driver.language
    const row = await findDriverBooking(request.server.database.db, driver.id, request.params.id, language)
    if (!row) throw notFound()
    const file = bookingCalendar(
      {
        id: row.booking.id,
        reference: row.booking.reference,
        carName: row.car.name,
        supplierName: row.supplier.fullName,
        pickUpPlace: row.pickUpLocation.name,
        dropOffPlace: row.dropOffLocation.name,
        from: row.booking.from,
        to: row.booking.to,
      },
      language,
    )
    reply.header('content-type', 'text/calendar; charset=utf-8')
    reply.header('content-disposition', `attachment; filename="${calendarFileName(row.booking.reference)}"`)
    reply.header('cache-control', 'private, no-store')
    return file
  },

  async getBookingEditQuote(request) {
    const body = request.body
    const { db, driver, settings, priceIn, language } = await editContext(request, body)
    const outcome = await onOwnBooking(
      db,
      driver,
      request.params.id,
      'edit',
      async (tx, row, _facts, now) => (await prepareEdit(tx, row, body, settings, priceIn, now)).quote,
      language,
    )
    return valueOf('edit', outcome)
  },

  async editBooking(request) {
    const body = request.body
    const { db, driver, settings, priceIn, language } = await editContext(request, body)
    let quote: Schemas['BookingEditQuote']
    try {
      const outcome = await onOwnBooking(
        db,
        driver,
        request.params.id,
        'edit',
        async (tx, row, _facts, now) => {
          const prepared = await prepareEdit(tx, row, body, settings, priceIn, now)
          await releaseExpiredVoidBookings(tx, prepared.carId, prepared.change.from, prepared.change.to)
          await applyBookingChange(tx, row.booking.id, prepared.change)
          await noticeEdit(
            { tx, server: request.server, driver },
            noticeBooking(row),
            { cents: prepared.change.price, currency: prepared.quote.currency },
            prepared.quote.settlement === 'differenceAtCounter',
          )
          return prepared.quote
        },
        language,
      )
      quote = valueOf('edit', outcome)
    } catch (error) {
      if (isBookingOverlap(error)) throw bookingConflict()
      throw error
    }
    return { quote, booking: await viewOf(request, driver, request.params.id, language, body.currency) }
  },

  async cancelBooking(request) {
    const driver = await driverOf(request)
    valueOf('cancel', await cancelRequest(request.server, driver, request.params.id))
    return { status: 'ok' }
  },

  async cancelBookings(request) {
    const driver = await driverOf(request)
    return bulk(request.body.ids, (id) => cancelRequest(request.server, driver, id))
  },

  async deleteBooking(request) {
    const driver = await driverOf(request)
    valueOf('delete', await deleteOwn(request.server.database.db, driver, request.params.id))
    return { status: 'ok' }
  },

  async deleteBookings(request) {
    const driver = await driverOf(request)
    const { db } = request.server.database
    return bulk(request.body.ids, (id) => deleteOwn(db, driver, id))
  },

  async rateBooking(request) {
    const driver = await driverOf(request)
    const { rating, comment } = request.body
    const text = comment?.trim() || null
    let recorded: Awaited<ReturnType<typeof recordRating>>
    try {
      const outcome = await onOwnBooking(request.server.database.db, driver, request.params.id, 'rate', (tx, row) =>
        recordRating(tx, { bookingId: row.booking.id, carId: row.booking.carId, driverId: driver.id, rating, comment: text }),
      )
      recorded = valueOf('rate', outcome)
    } catch (error) {
      // two ratings of one booking racing: the unique booking_id lets one through
      if (isUniqueViolation(error)) throw refused('rate', 'ALREADY_RATED')
      throw error
    }
    return {
      rating: { rating: recorded.rating.rating, comment: recorded.rating.comment, createdAt: recorded.rating.createdAt.toISOString() },
      carRating: recorded.car.rating ?? rating,
      carTrips: recorded.car.trips,
    }
  },
} satisfies Handlers
