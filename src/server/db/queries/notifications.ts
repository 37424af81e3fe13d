// A user's notifications: a page (newest first), the unread count, and the bulk changes. A change
// naming ids is all or nothing: when one id is not the user's (or does not exist) the transaction
// rolls back and nothing changes, so another user's notification is indistinguishable from a
// missing one (404).
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import { notFound } from '../../errors.js'
import { notifications } from '../schema.js'
import type { Tx } from './bookings.js'

export type NotificationRow = typeof notifications.$inferSelect

const notificationNotFound = () => notFound('Notification not found')

export async function listNotifications(db: Tx, userId: string, page: number, size: number) {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(notifications).where(eq(notifications.userId, userId))
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    // id breaks ties between notifications of one instant, so pages never overlap
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(size)
    .offset((page - 1) * size)
  return { total, rows }
}

export async function countUnread(db: Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
  return row?.unread ?? 0
}

/** Sets isRead on exactly these notifications of the user; 404 (nothing changed) when one is not theirs. */
export async function setNotificationsRead(db: Tx, userId: string, ids: string[], isRead: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(notifications)
      .set({ isRead })
      .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids)))
      .returning({ id: notifications.id })
    if (changed.length !== ids.length) throw notificationNotFound()
  })
}

/** Deletes exactly these notifications of the user; 404 (nothing deleted) when one is not theirs. */
export async function deleteNotificationsOf(db: Tx, userId: string, ids: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(notifications)
      .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids)))
      .returning({ id: notifications.id })
    if (deleted.length !== ids.length) throw notificationNotFound()
  })
}

export async function markAllRead(db: Tx, userId: string): Promise<void> {
  await db.update(notifications).set({ isRead: true }).where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
}

export async function deleteAllNotificationsOf(db: Tx, userId: string): Promise<void> {
  await db.delete(notifications).where(eq(notifications.userId, userId))
}
