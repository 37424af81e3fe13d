import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { VALIDATION_LINK_LIFETIME_HOURS } from '../../domain/constants.js'
import type { AppDb } from '../db/index.js'
import { tokens } from '../db/schema.js'

export type TokenPurpose = 'activation' | 'reset'
export type TokenState = 'valid' | 'expired' | 'invalid'

/** Only this digest is stored; the token itself exists only in the e-mail link. */
export const digestToken = (raw: string) => createHash('sha256').update(raw, 'utf8').digest('hex')

/**
 * A new one-time token for this user and purpose: 32 random bytes (base64url), stored as its
 * SHA-256, valid 24 hours. The user's other unused tokens of that purpose stop working.
 */
export async function issueToken(db: AppDb, userId: string, purpose: TokenPurpose): Promise<string> {
  const raw = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + VALIDATION_LINK_LIFETIME_HOURS * 3600 * 1000)
  await db.transaction(async (tx) => {
    await tx.delete(tokens).where(and(eq(tokens.userId, userId), eq(tokens.purpose, purpose), isNull(tokens.usedAt)))
    await tx.insert(tokens).values({ userId, purpose, tokenHash: digestToken(raw), expiresAt })
  })
  return raw
}

/** The state of a token without using it. A used token is `invalid`. */
export async function peekToken(db: AppDb, userId: string, purpose: TokenPurpose, raw: string): Promise<TokenState> {
  const [row] = await db
    .select({ expiresAt: tokens.expiresAt, usedAt: tokens.usedAt })
    .from(tokens)
    .where(and(eq(tokens.userId, userId), eq(tokens.purpose, purpose), eq(tokens.tokenHash, digestToken(raw))))
  if (!row || row.usedAt) return 'invalid'
  return row.expiresAt.getTime() <= Date.now() ? 'expired' : 'valid'
}

/**
 * Uses the token: `valid` once (it is marked used atomically, so two concurrent calls cannot
 * both succeed), then `invalid`; `expired` after its lifetime.
 */
export async function consumeToken(db: AppDb, userId: string, purpose: TokenPurpose, raw: string): Promise<TokenState> {
  const now = new Date()
  const used = await db
    .update(tokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(tokens.userId, userId),
        eq(tokens.purpose, purpose),
        eq(tokens.tokenHash, digestToken(raw)),
        isNull(tokens.usedAt),
        gt(tokens.expiresAt, now),
      ),
    )
    .returning({ id: tokens.id })
  if (used.length > 0) return 'valid'
  const state = await peekToken(db, userId, purpose, raw)
  return state === 'valid' ? 'invalid' : state
}

/** Forgets every pending token of the user (both purposes). */
export async function deleteUserTokens(db: AppDb, userId: string): Promise<void> {
  await db.delete(tokens).where(eq(tokens.userId, userId))
}
