import { randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { Language } from '../../domain/enums.js'
import { appRoutes } from '../../domain/routes.js'
import { requireHuman } from '../auth/bot-check.js'
import { requireUser } from '../auth/guards.js'
import { digestToken } from '../auth/tokens.js'
import type { Tx } from '../db/queries/bookings.js'
import {
  confirmSubscription,
  removeSubscription,
  removeSubscriptionOf,
  requestSubscription,
  subscribeProvenAddress,
  subscriptionOf,
} from '../db/queries/newsletter.js'
import { AppError } from '../errors.js'
import { newsletterConfirmationMessage } from '../integrations/mail/newsletter-templates.js'
import type { Handlers } from './types.js'

const newToken = () => randomBytes(32).toString('base64url')

/**
 * Records a subscription request of `address` and, unless it is confirmed already, mails the
 * confirmation (double opt-in) in the same transaction: the e-mail exists exactly when the
 * subscription does. The token both confirms and unsubscribes.
 */
async function requestWithConfirmation(request: FastifyRequest, tx: Tx, address: string, language: Language): Promise<void> {
  const { mailer, config } = request.server
  const token = newToken()
  const state = await requestSubscription(tx, { email: address, language, tokenDigest: digestToken(token) })
  if (state === 'confirmed') return
  const query = `?t=${encodeURIComponent(token)}`
  const content = newsletterConfirmationMessage({
    language,
    confirmLink: `${config.publicUrl}${appRoutes.newsletterConfirm}${query}`,
    unsubscribeLink: `${config.publicUrl}${appRoutes.newsletterUnsubscribe}${query}`,
  })
  await mailer.send({ to: address, ...content }, { tx })
}

/**
 * Newsletter with double opt-in. The answer to a subscription never depends on the address (new,
 * pending, confirmed or a registered driver's), so it reveals nothing; only a not yet confirmed
 * address is sent the confirmation e-mail, whose token both confirms and unsubscribes.
 */
export const newsletterHandlers = {
  async subscribeNewsletter(request) {
    const { email, language = 'en', recaptchaToken } = request.body
    await requireHuman(request, recaptchaToken)
    const address = email.trim()
    await request.server.database.db.transaction((tx) => requestWithConfirmation(request, tx, address, language))
    return { status: 'ok' }
  },

  async confirmNewsletterSubscription(request) {
    const confirmed = await confirmSubscription(request.server.database.db, digestToken(request.body.token))
    if (!confirmed) throw new AppError('NOT_FOUND', 404, 'This link is not valid')
    return { status: 'ok' }
  },

  async unsubscribeNewsletter(request) {
    await removeSubscription(request.server.database.db, digestToken(request.body.token))
    return { status: 'ok' }
  },

  /** The signed-in driver's own address only: there is nothing in the request to name another. */
  async getNewsletterSubscription(request) {
    const user = await requireUser(request)
    return subscriptionOf(request.server.database.db, user.email)
  },

  /**
   * An activated account's address is proven (its activation link was followed): subscribed at
   * once. An account not activated yet goes through the confirmation e-mail, like the footer form.
   * Unsubscribing removes the address's subscription at once, confirmed or pending.
   */
  async updateNewsletterSubscription(request) {
    const user = await requireUser(request)
    const { db } = request.server.database
    return db.transaction(async (tx) => {
      if (!request.body.subscribed) await removeSubscriptionOf(tx, user.email)
      else if (user.verified) await subscribeProvenAddress(tx, { email: user.email, language: user.language, tokenDigest: digestToken(newToken()) })
      else await requestWithConfirmation(request, tx, user.email, user.language)
      return subscriptionOf(tx, user.email)
    })
  },
} satisfies Handlers
