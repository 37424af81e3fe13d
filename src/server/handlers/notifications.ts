// The signed-in user's notifications (spec §2 /notifications, §9 page size). Every operation names
// the user in its path: `requireSelf` answers 401 without a session and 403 for another user's id;
// an id of somebody else's notification is 404 and the whole request changes nothing.
import type { Language } from '../../domain/enums.js'
import { requireSelf, requireUser } from '../auth/guards.js'
import {
  countUnread,
  deleteAllNotificationsOf,
  deleteNotificationsOf,
  listNotifications,
  markAllRead,
  setNotificationsRead,
  type NotificationRow,
} from '../db/queries/notifications.js'
import type { Handlers } from './types.js'

import { notificationText } from '../notifications/notice-texts.js'

/** A notification as its reader reads it: worded now, in their language. */
const toNotification = (row: NotificationRow, language: Language) => ({
  id: row.id,
  message: notificationText(row, language),
  isRead: row.isRead,
  bookingId: row.bookingId,
  createdAt: row.createdAt.toISOString(),
})

const ok = { status: 'ok' } as const

export const notificationHandlers = {
  async getNotifications(request) {
    const { userId, page, size } = request.params
    requireSelf(request, userId)
    const language = request.query?.language ?? (request.sessionUser ?? (await requireUser(request))).language
    const { total, rows } = await listNotifications(request.server.database.db, userId, page, size)
    return { total, rows: rows.map((row) => toNotification(row, language)) }
  },

  async getNotificationCounter(request) {
    const { userId } = request.params
    requireSelf(request, userId)
    return { count: await countUnread(request.server.database.db, userId) }
  },

  async markNotificationsAsRead(request) {
    const { userId } = request.params
    requireSelf(request, userId)
    await setNotificationsRead(request.server.database.db, userId, request.body.ids, true)
    return ok
  },

  async markNotificationsAsUnread(request) {
    const { userId } = request.params
    requireSelf(request, userId)
    await setNotificationsRead(request.server.database.db, userId, request.body.ids, false)
    return ok
  },

  async deleteNotifications(request) {
    const { userId } = request.params
    requireSelf(request, userId)
    await deleteNotificationsOf(request.server.database.db, userId, request.body.ids)
    return ok
  },

  async markAllNotificationsAsRead(request) {
    const { userId } = request.params
    requireSelf(request, userId)
    await markAllRead(request.server.database.db, userId)
    return ok
  },

  async deleteAllNotifications(request) {
    const { userId } = request.params
    requireSelf(request, userId)
    await deleteAllNotificationsOf(request.server.database.db, userId)
    return ok
  },
} satisfies Handlers
