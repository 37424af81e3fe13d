import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { Language } from '../../../domain/enums.js'
import type { AppDb } from '../index.js'
import { newsletterSubscriptions } from '../schema.js'
import type { Tx } from './bookings.js'

const sameAddress = (email: string) => sql`lower(${newsletterSubscriptions.email}) = lower(${email})`

/**
 * Records a subscription request. A confirmed subscription stays as it is ('confirmed': nothing to
 * send); otherwise the row (new, or the unconfirmed one of the same address) takes the new token's
 * digest and language ('pending': a confirmation e-mail is due). One row per address, whatever the case.
 */
export async function requestSubscription(
  tx: Tx,
  { email, language, tokenDigest }: { email: string; language: Language; tokenDigest: string },
): Promise<'confirmed' | 'pending'> {
  const [existing] = await tx
    .select({ id: newsletterSubscriptions.id, confirmedAt: newsletterSubscriptions.confirmedAt })
    .from(newsletterSubscriptions)
    .where(sameAddress(email))
    .for('update')
  if (existing?.confirmedAt) return 'confirmed'
  if (existing) {
    await tx.update(newsletterSubscriptions).set({ language, tokenDigest }).where(eq(newsletterSubscriptions.id, existing.id))
  } else {
    // a concurrent request for the same address inserted first: the unique index keeps one row, the later token wins
    const inserted = await tx
      .insert(newsletterSubscriptions)
      .values({ email, language, tokenDigest })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscriptions.id })
    if (inserted.length === 0) {
      await tx.update(newsletterSubscriptions).set({ language, tokenDigest }).where(and(sameAddress(email), isNull(newsletterSubscriptions.confirmedAt)))
    }
  }
  return 'pending'
}

/** Confirms the subscription of this token; false when no subscription has it. */
export async function confirmSubscription(db: AppDb, tokenDigest: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, now())` })
    .where(eq(newsletterSubscriptions.tokenDigest, tokenDigest))
    .returning({ id: newsletterSubscriptions.id })
  return rows.length > 0
}

/** Removes the subscription of this token (nothing when none has it). */
export async function removeSubscription(db: AppDb, tokenDigest: string): Promise<void> {
  await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.tokenDigest, tokenDigest))
}

/** Who a newsletter is sent to: confirmed subscriptions only (double opt-in). */
export async function newsletterRecipients(db: AppDb): Promise<{ email: string; language: Language }[]> {
  return db
    .select({ email: newsletterSubscriptions.email, language: newsletterSubscriptions.language })
    .from(newsletterSubscriptions)
    .where(and(isNotNull(newsletterSubscriptions.confirmedAt), isNotNull(newsletterSubscriptions.tokenDigest)))
}

export interface SubscriptionState {
  /** Confirmed: newsletters go to the address. */
  subscribed: boolean
  /** Awaiting the link of its confirmation e-mail. */
  pending: boolean
}

/** The subscription state of one address (case-insensitive). */
export async function subscriptionOf(db: Tx, email: string): Promise<SubscriptionState> {
  const [row] = await db
    .select({ confirmedAt: newsletterSubscriptions.confirmedAt })
    .from(newsletterSubscriptions)
    .where(sameAddress(email))
  return { subscribed: Boolean(row?.confirmedAt), pending: row !== undefined && !row.confirmedAt }
}

/**
 * Subscribes an address already proven (a signed-in, activated account's own): confirmed at once.
 * A pending row of the address is confirmed in place and keeps its token, so the links already
 * mailed to it keep working; a new row takes the new token's digest (for the unsubscribe link).
 */
export async function subscribeProvenAddress(
  tx: Tx,
  { email, language, tokenDigest }: { email: string; language: Language; tokenDigest: string },
): Promise<void> {
  const confirm = (where: SQL | undefined) =>
    tx
      .update(newsletterSubscriptions)
      .set({
        confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, now())`,
        tokenDigest: sql`coalesce(${newsletterSubscriptions.tokenDigest}, ${tokenDigest})`,
      })
      .where(where)
  const [existing] = await tx.select({ id: newsletterSubscriptions.id }).from(newsletterSubscriptions).where(sameAddress(email)).for('update')
  if (existing) {
    await confirm(eq(newsletterSubscriptions.id, existing.id))
    return
  }
  const inserted = await tx
    .insert(newsletterSubscriptions)
    .values({ email, language, tokenDigest, confirmedAt: new Date() })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id })
  // a concurrent request for the same address inserted first: confirm that row
  if (inserted.length === 0) await confirm(sameAddress(email))
}

/** Removes the subscription of an address, confirmed or pending (nothing when it has none). */
export async function removeSubscriptionOf(db: Tx, email: string): Promise<void> {
  await db.delete(newsletterSubscriptions).where(sameAddress(email))
}
