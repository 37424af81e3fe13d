// Sign-up, activation, password recovery, sign-in (e-mail and social), the session check and sign-out.
import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { ageOn, todayUtc } from '../../domain/age.js'
import { requireHuman } from '../auth/bot-check.js'
import { requireSelf } from '../auth/guards.js'
import { hashPassword, spendVerificationTime, verifyPassword } from '../auth/passwords.js'
import { endSession, revokeUserSessions, startSession } from '../auth/session.js'
import { consumeToken, deleteUserTokens, issueToken, peekToken, type TokenPurpose, type TokenState } from '../auth/tokens.js'
import { isDatabaseUnavailable, isUniqueViolation } from '../db/errors.js'
import { findUserByEmail, findUserById, normalizeEmail, toPublicUser, type UserRow } from '../db/queries/users.js'
import { readSettings } from '../db/queries/settings.js'
import { users } from '../db/schema.js'
import { AppError } from '../errors.js'
import { activationMessage, guestActivationMessage, resetMessage } from '../integrations/mail/templates.js'
import type { Handlers } from './types.js'

const ok = { status: 'ok' } as const
/** A validation e-mail asked for an account that is already verified: nothing is sent. */
const alreadyVerified = { status: 'alreadyVerified' } as const

const invalidLink = () => new AppError('NOT_FOUND', 404, 'This link is invalid or was already used')
const expiredLink = (purpose: TokenPurpose) =>
  new AppError('ACTIVATION_LINK_EXPIRED', 410, purpose === 'activation' ? undefined : 'Your password reset link expired')
const emailNotRegistered = () => new AppError('EMAIL_NOT_REGISTERED', 404)
const suspended = () => new AppError('ACCOUNT_SUSPENDED', 403)

const linkPaths: Record<TokenPurpose, string> = { activation: '/activate', reset: '/reset-password' }

/**
 * An account a visitor's booking made has no password (nor a social sign-in): its activation is
 * where the driver chooses one, and then signs in (issue 24: from guest to driver in one step).
 */
const choosesPassword = (user: UserRow) => !user.passwordHash && !user.socialProvider

/**
 * Issues a token of this purpose (the older unused ones die) and mails its link in the user's
 * language. A delivery failure is logged (without the link) and answered with `failure`.
 */
async function sendLink(request: FastifyRequest, user: UserRow, purpose: TokenPurpose, failure: () => AppError): Promise<void> {
  const { database, config, mailer } = request.server
  const token = await issueToken(database.db, user.id, purpose)
  const query = new URLSearchParams({ u: user.id, e: user.email, t: token })
  const link = `${config.publicUrl}${linkPaths[purpose]}?${query.toString()}`
  const render = purpose === 'reset' ? resetMessage : choosesPassword(user) ? guestActivationMessage : activationMessage
  const content = render({ language: user.language, fullName: user.fullName, link })
  try {
    await mailer.send({ to: user.email, ...content })
  } catch (error) {
    // its outbox row could not be written because the database is away: 503, try again (issue 26)
    if (isDatabaseUnavailable(error)) throw error
    request.log.error({ err: error, userId: user.id, purpose }, 'e-mail with a link could not be sent')
    throw failure()
  }
}

const validationEmailFailed = () => new AppError('VALIDATION_EMAIL_FAILED', 500)
const resetEmailFailed = () => new AppError('INTERNAL_ERROR', 500, 'An error occurred while sending the password reset email')

/** Answers for a validation e-mail asked by address: sent, already verified, or refused. */
async function resendActivation(request: FastifyRequest, user: UserRow) {
  if (user.blacklisted) throw suspended()
  if (user.verified) return alreadyVerified
  await sendLink(request, user, 'activation', validationEmailFailed)
  return ok
}

/** The user of a link: its id and address must match (404 otherwise, saying nothing more). */
async function linkUser(request: FastifyRequest, userId: string, email?: string): Promise<UserRow> {
  const user = await findUserById(request.server.database.db, userId)
  if (!user || (email !== undefined && normalizeEmail(email) !== normalizeEmail(user.email))) throw invalidLink()
  return user
}

export const sessionHandlers = {
  async signUp(request) {
    const body = request.body
    const { db } = request.server.database
    await requireHuman(request, body.recaptchaToken)
    const fullName = body.fullName.trim()
    if (!fullName) throw new AppError('VALIDATION_ERROR', 400, 'Please fill in the field(s): Full name')
    if (body.acceptTerms !== true) throw new AppError('VALIDATION_ERROR', 400, 'Please accept the Terms of Use')
    const { minimumDriverAge } = await readSettings(db)
    if (ageOn(body.birthDate, todayUtc()) < minimumDriverAge) {
      throw new AppError('DRIVER_TOO_YOUNG', 400, `You must be at least ${minimumDriverAge} years old`)
    }
    const email = normalizeEmail(body.email)
    if (await findUserByEmail(db, email)) throw new AppError('EMAIL_ALREADY_REGISTERED', 409)
    let user: UserRow | undefined
    try {
      ;[user] = await db
        .insert(users)
        .values({
          type: 'user',
          fullName,
          email,
          phone: body.phone.trim(),
          birthDate: body.birthDate,
          passwordHash: await hashPassword(body.password),
          language: body.language,
          verified: false,
        })
        .returning()
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('EMAIL_ALREADY_REGISTERED', 409)
      if (isDatabaseUnavailable(error)) throw error
      request.log.error({ err: error }, 'sign-up failed')
      throw new AppError('SIGN_UP_FAILED', 500)
    }
    if (!user) throw new AppError('SIGN_UP_FAILED', 500)
    // the account stays created when the e-mail fails: the SPA offers a resend
    await sendLink(request, user, 'activation', validationEmailFailed)
    return ok
  },

  async checkToken(request) {
    const { userId, email, token } = request.params
    const { db } = request.server.database
    const user = await linkUser(request, userId, email)
    const states: Record<TokenPurpose, TokenState> = {
      activation: await peekToken(db, user.id, 'activation', token),
      reset: await peekToken(db, user.id, 'reset', token),
    }
    if (states.activation === 'valid') return { status: 'ok', choosePassword: choosesPassword(user) }
    if (states.reset === 'valid') return { status: 'ok', choosePassword: false }
    if (states.activation === 'expired') throw expiredLink('activation')
    if (states.reset === 'expired') throw expiredLink('reset')
    throw invalidLink()
  },

  async deleteTokens(request) {
    const { userId } = request.params
    requireSelf(request, userId)
    await deleteUserTokens(request.server.database.db, userId)
    return ok
  },

  async resend(request) {
    const { email, reset } = request.params
    if (reset) await requireHuman(request, request.body?.recaptchaToken)
    const user = await findUserByEmail(request.server.database.db, email)
    // spec §8: forgot-password with an unknown address says so; the activation resend does the same
    // (validate-email already tells whether an address is registered, hiding it here would protect nothing)
    if (!user) throw emailNotRegistered()
    if (!reset) return resendActivation(request, user)
    if (user.blacklisted) throw suspended()
    await sendLink(request, user, 'reset', resetEmailFailed)
    return ok
  },

  async activate(request, reply) {
    const { userId, token, password } = request.body
    const { db } = request.server.database
    const user = await linkUser(request, userId)
    // with a password: a reset link, or the activation of an account that has none yet (a guest's)
    const guest = choosesPassword(user)
    const activation = guest ? await peekToken(db, user.id, 'activation', token) : null
    const purpose: TokenPurpose = password === undefined || (guest && activation !== 'invalid') ? 'activation' : 'reset'
    // a valid link without the password a guest account needs: said so, the link kept (an expired one says it expired)
    if (purpose === 'activation' && guest && password === undefined && activation === 'valid') {
      throw new AppError('VALIDATION_ERROR', 400, 'Please fill in the field(s): Password', undefined, [{ field: 'password', rule: 'required' }])
    }
    const state = await consumeToken(db, user.id, purpose, token)
    if (state === 'expired') throw expiredLink(purpose)
    if (state === 'invalid') throw invalidLink()
    if (purpose === 'activation' && !guest) {
      await db.update(users).set({ verified: true, verifiedAt: user.verifiedAt ?? new Date(), updatedAt: new Date() }).where(eq(users.id, user.id))
      return ok
    }
    if (purpose === 'activation') {
      // the guest's first password: the link proved the address; they are signed in to see their booking
      if (user.blacklisted) throw suspended()
      await db.update(users).set({ passwordHash: await hashPassword(password as string), verified: true, verifiedAt: user.verifiedAt ?? new Date(), updatedAt: new Date() }).where(eq(users.id, user.id))
      if (request.session) await endSession(request, reply)
      await startSession(request, reply, user.id, false)
      return { status: 'signedIn' }
    }
    // a reset link proves the address too
    await db
      .update(users)
      .set({
        passwordHash: await hashPassword(password as string),
        verified: true,
        verifiedAt: user.verifiedAt ?? new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id))
    await revokeUserSessions(db, user.id)
    return ok
  },

  async validateEmail(request) {
    if (await findUserByEmail(request.server.database.db, request.body.email)) throw new AppError('EMAIL_ALREADY_REGISTERED', 409)
    return ok
  },

  async signIn(request, reply) {
    const { email, password, stayConnected = false } = request.body
    const user = await findUserByEmail(request.server.database.db, email)
    // the frontend signs in drivers only; an unknown address costs the time of a wrong password
    if (!user || user.type !== 'user' || !user.passwordHash) {
      await spendVerificationTime(password)
      throw new AppError('INCORRECT_CREDENTIALS', 401)
    }
    if (!(await verifyPassword(user.passwordHash, password))) throw new AppError('INCORRECT_CREDENTIALS', 401)
    if (user.blacklisted) throw suspended()
    if (request.session) await endSession(request, reply)
    await startSession(request, reply, user.id, stayConnected)
    // unverified accounts sign in: the SPA shows the validate-your-e-mail notice (verified: false)
    return toPublicUser(user)
  },

  async socialSignIn(request, reply) {
    const { provider, token, stayConnected = false } = request.body
    const { db } = request.server.database
    const profile = await request.server.socialSignIn.verify(provider, token)
    let user = await findUserByEmail(db, profile.email)
    if (user) {
      // an existing account is only ever reached through an address the provider verified
      if (!profile.emailVerified) throw new AppError('UNAUTHORIZED', 401, 'The provider has not verified this e-mail address')
      if (user.type !== 'user') throw new AppError('FORBIDDEN', 403)
      if (user.blacklisted) throw suspended()
      if (!user.verified) {
        ;[user] = await db
          .update(users)
          .set({ verified: true, verifiedAt: new Date(), updatedAt: new Date() })
          .where(eq(users.id, user.id))
          .returning()
      }
    } else {
      try {
        ;[user] = await db
          .insert(users)
          .values({
            type: 'user',
            fullName: profile.fullName?.trim() || profile.email.split('@')[0] || profile.email,
            email: normalizeEmail(profile.email),
            avatar: profile.avatar,
            socialProvider: provider,
            verified: profile.emailVerified,
            verifiedAt: profile.emailVerified ? new Date() : null,
          })
          .returning()
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('EMAIL_ALREADY_REGISTERED', 409)
        throw error
      }
    }
    if (!user) throw new AppError('INTERNAL_ERROR', 500)
    if (request.session) await endSession(request, reply)
    await startSession(request, reply, user.id, stayConnected)
    return toPublicUser(user)
  },

  async signOut(request, reply) {
    await endSession(request, reply)
    return ok
  },

  async validateAccessToken(request) {
    const session = request.session
    const user = session ? await findUserById(request.server.database.db, session.userId) : undefined
    if (!user) throw new AppError('UNAUTHORIZED', 401)
    return toPublicUser(user)
  },

  async resendLink(request) {
    const { email } = request.body
    const session = request.session
    if (session) {
      const self = await findUserById(request.server.database.db, session.userId)
      if (!self || normalizeEmail(self.email) !== normalizeEmail(email)) throw new AppError('FORBIDDEN', 403)
      return resendActivation(request, self)
    }
    const user = await findUserByEmail(request.server.database.db, email)
    if (!user) throw emailNotRegistered()
    return resendActivation(request, user)
  },
} satisfies Handlers

