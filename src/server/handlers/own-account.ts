// The signed-in user's own account, for the operations that read or change it by `userId`.
import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { requireSelf } from '../auth/guards.js'
import { findUserById, type UserRow } from '../db/queries/users.js'
import { users } from '../db/schema.js'
import { AppError } from '../errors.js'

export type UserChanges = Partial<Omit<typeof users.$inferInsert, 'id'>>

const userNotFound = () => new AppError('NOT_FOUND', 404, 'User not found')

/** The signed-in user's own row, after checking `userId` is theirs (401 / 403 / 404). */
export async function ownAccount(request: FastifyRequest, userId: string): Promise<UserRow> {
  requireSelf(request, userId)
  const user = await findUserById(request.server.database.db, userId)
  if (!user) throw userNotFound()
  return user
}

/** Changes the account (already checked with ownAccount) and answers the row after. */
export async function updateOwnAccount(request: FastifyRequest, userId: string, changes: UserChanges): Promise<UserRow> {
  const [row] = await request.server.database.db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning()
  if (!row) throw userNotFound()
  return row
}
