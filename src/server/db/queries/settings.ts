import { eq } from 'drizzle-orm'
import type { AppDb } from '../index.js'
import { settings } from '../schema.js'

export type Settings = Pick<
  typeof settings.$inferSelect,
  | 'minimumPickUpHours'
  | 'minimumRentalHours'
  | 'minimumDriverAge'
  | 'hideSuppliers'
  | 'paginationMode'
  | 'languageFromIp'
  | 'maximumRentalDays'
  | 'bookingHorizonDays'
  | 'guestPayAtCounterLimit'
  | 'guestConfirmationHours'
>

/** The single settings row; created with the specification's defaults when absent. */
export async function readSettings(db: AppDb): Promise<Settings> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1))
  if (row) return row
  const [created] = await db.insert(settings).values({ id: 1 }).onConflictDoNothing().returning()
  return created ?? (await readSettings(db))
}

export async function updateSettings(db: AppDb, changes: Partial<Settings>): Promise<Settings> {
  await readSettings(db)
  const [row] = await db.update(settings).set({ ...changes, updatedAt: new Date() }).where(eq(settings.id, 1)).returning()
  if (!row) throw new Error('settings row missing')
  return row
}
