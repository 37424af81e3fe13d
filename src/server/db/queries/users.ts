import { eq, sql } from 'drizzle-orm'
import type { components } from '../../../../openapi/schema.js'
import type { AppDb } from '../index.js'
import { users } from '../schema.js'

export type UserRow = typeof users.$inferSelect
export type PublicUser = components['schemas']['User']

/** E-mail addresses are kept trimmed and in lower case; lookups ignore case anyway. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

export async function findUserById(db: AppDb, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row
}

/** Case-insensitive, like the users_email_lower_key unique index. */
export async function findUserByEmail(db: AppDb, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
  return row
}

/** The contract's User: an allow-list — never the password hash, tokens or supplier-only fields. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    type: row.type,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    location: row.location,
    bio: row.bio,
    birthDate: row.birthDate,
    verified: row.verified,
    blacklisted: row.blacklisted,
    language: row.language,
    enableEmailNotifications: row.enableEmailNotifications,
    // uploaded avatars are stored as their URL (/images/avatars/…), social ones as the provider's URL
    avatar: row.avatar,
    license: row.license,
    hasPassword: row.passwordHash !== null,
  }
}
