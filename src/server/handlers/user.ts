// The signed-in user's own account: profile, language, e-mail notifications, avatar, password,
// and outgoing mail (contact form). Every operation naming a user id acts only on the signed-in
// user's own account: `requireSelf` answers 401 without a session and 403 for anybody else's id.
import type { FastifyRequest } from 'fastify'
import { ageOn, todayUtc } from '../../domain/age.js'
import { MINIMUM_DRIVER_AGE } from '../../domain/constants.js'
import { errorMessages } from '../../domain/errors.js'
import { requireHuman } from '../auth/bot-check.js'
import { requireUser } from '../auth/guards.js'
import { hashPassword, verifyPassword } from '../auth/passwords.js'
import { revokeUserSessions } from '../auth/session.js'
import { findUserById, toPublicUser } from '../db/queries/users.js'
import { AppError } from '../errors.js'
import { removeAvatar, storeAvatar } from '../files/storage.js'
import { contactMessage } from '../integrations/mail/templates.js'
import type { Handlers } from './types.js'
import { replaceStoredFile } from '../files/replace.js'
import { ownAccount, updateOwnAccount, type UserChanges } from './own-account.js'
import { isDatabaseUnavailable } from '../db/errors.js'


/** Unexpected failures leave as `code` (500) with its catalogue message; AppErrors pass as they are. */
async function failingAs<T>(request: FastifyRequest, code: 'LANGUAGE_CHANGE_FAILED' | 'PASSWORD_UPDATE_FAILED', work: () => Promise<T>) {
  try {
    return await work()
  } catch (error) {
    // a database away for a moment is no failure of the change: 503, try again (issue 26)
    if (error instanceof AppError || isDatabaseUnavailable(error)) throw error
    request.log.error({ err: error }, errorMessages[code])
    throw new AppError(code, 500)
  }
}

export const userHandlers = {
  async updateLanguage(request) {
    const { id, language } = request.body
    await ownAccount(request, id)
    await failingAs(request, 'LANGUAGE_CHANGE_FAILED', () => updateOwnAccount(request, id, { language }))
    return { status: 'ok' }
  },

  async getUser(request) {
    return toPublicUser(await ownAccount(request, request.params.id))
  },

  /** Profile fields: an absent field is left unchanged, null (or an empty string) clears it. */
  async updateUser(request) {
    const { id, fullName, phone, location, bio, birthDate } = request.body
    await ownAccount(request, id)
    const changes: UserChanges = { fullName: fullName.trim() }
    if (changes.fullName === '') throw new AppError('VALIDATION_ERROR', 400, 'Please fill in the field(s): fullName')
    const optional = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null)
    if (phone !== undefined) changes.phone = optional(phone)
    if (location !== undefined) changes.location = optional(location)
    if (bio !== undefined) changes.bio = optional(bio)
    if (birthDate !== undefined) {
      if (birthDate !== null && ageOn(birthDate, todayUtc()) < MINIMUM_DRIVER_AGE) throw new AppError('DRIVER_TOO_YOUNG', 400)
      changes.birthDate = birthDate
    }
    return toPublicUser(await updateOwnAccount(request, id, changes))
  },

  async updateEmailNotifications(request) {
    const { id, enableEmailNotifications } = request.body
    await ownAccount(request, id)
    await updateOwnAccount(request, id, { enableEmailNotifications })
    return { status: 'ok' }
  },

  /** Multipart field `image`: sniffed, re-encoded as a 256x256 WebP under a new name; the old file is removed. */
  async updateAvatar(request) {
    const { userId } = request.params
    const user = await ownAccount(request, userId)
    const { config } = request.server
    const avatar = await storeAvatar(config, request.uploads?.image)
    const updated = await replaceStoredFile(
      avatar,
      user.avatar,
      (file) => updateOwnAccount(request, userId, { avatar: file }),
      (file) => removeAvatar(config, file),
    )
    return toPublicUser(updated)
  },

  async deleteAvatar(request) {
    const { userId } = request.params
    const user = await ownAccount(request, userId)
    const updated = await updateOwnAccount(request, userId, { avatar: null })
    await removeAvatar(request.server.config, user.avatar)
    return toPublicUser(updated)
  },

  /** 200 when the password is the user's (spec path: the password is a path segment; the logger redacts it). */
  async checkPassword(request) {
    const { userId, password } = request.params
    const user = await ownAccount(request, userId)
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) throw new AppError('WRONG_PASSWORD', 400)
    return { status: 'ok' }
  },

  /**
   * A user with a password must give the current one ('Wrong password' otherwise), whatever `strict`
   * says; a user without one (created by social sign-in) sets a first password with strict=false.
   * The user's other sessions are revoked; the one making the change stays signed in.
   */
  async changePassword(request) {
    const { id, password, newPassword, strict } = request.body
    const user = await ownAccount(request, id)
    if (user.passwordHash || strict) {
      const matches = user.passwordHash && password ? await verifyPassword(user.passwordHash, password) : false
      if (!matches) throw new AppError('WRONG_PASSWORD', 400)
    }
    await failingAs(request, 'PASSWORD_UPDATE_FAILED', async () => {
      const passwordHash = await hashPassword(newPassword)
      await updateOwnAccount(request, id, { passwordHash })
      await revokeUserSessions(request.server.database.db, id, request.session?.sessionId)
    })
    return { status: 'ok' }
  },

  async hasPassword(request) {
    const user = await ownAccount(request, request.params.userId)
    return { hasPassword: user.passwordHash !== null }
  },

  /**
   * Contact form (`isContactForm`): anybody, after the bot check; delivered to CONTACT_EMAIL with
   * Reply-To the sender. Any other message: only a signed-in user, only to their own address (a
   * copy for themselves) — never a relay to a third party (403).
   */
  async sendEmail(request) {
    const { from, to, subject, message, isContactForm, recaptchaToken } = request.body
    const { config, mailer } = request.server
    let mail: { to: string; subject: string; text: string; html: string; replyTo?: string }
    if (isContactForm) {
      await requireHuman(request, recaptchaToken)
      const sender = request.session ? await findUserById(request.server.database.db, request.session.userId) : null
      const content = contactMessage({ language: 'en', from, subject, message, fullName: sender?.fullName })
      mail = { to: config.contactEmail, replyTo: from, ...content }
    } else {
      const user = await requireUser(request)
      if (to !== undefined && to.toLowerCase() !== user.email.toLowerCase()) {
        throw new AppError('FORBIDDEN', 403, 'E-mail can only be sent to your own address')
      }
      const html = `<p>${message.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/\n/g, '<br>')}</p>`
      mail = { to: user.email, subject, text: message, html }
    }
    try {
      await mailer.send(mail)
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error
      request.log.warn({ err: error }, 'send-email failed')
      throw new AppError('SERVICE_UNAVAILABLE', 503, 'The message could not be sent, please try again later')
    }
    return { status: 'ok' }
  },
} satisfies Handlers
