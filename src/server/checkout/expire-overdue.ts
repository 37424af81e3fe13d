// An unpaid booking found overdue while its driver is paying (the sweep may not have run yet): it is
// cancelled once (the search hears of it through the database's change notification), and the driver is told, as the
// sweep does (plugins/payment-expiry.ts).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { expireIfOverdue, type BookingRow } from '../db/queries/payments.js'
import { notifyDriver } from '../notifications/driver-notices.js'

/** The booking after it expired, or null when it was not overdue (or already settled). */
export async function expireOverdueBooking(server: FastifyInstance, log: FastifyBaseLogger, bookingId: string): Promise<BookingRow | null> {
  const expired = await expireIfOverdue(server.database.db, bookingId)
  if (!expired) return null
  await notifyDriver(server, log, expired.id, 'bookingExpired')
  return expired
}
