import { randomBytes } from 'node:crypto'
import { appRoutes } from '../../domain/routes.js'
import { requireHuman } from '../auth/bot-check.js'
import { digestToken } from '../auth/tokens.js'
import { confirmSubscription, removeSubscription, requestSubscription } from '../db/queries/newsletter.js'
import { AppError } from '../errors.js'
import { newsletterConfirmationMessage } from '../integrations/mail/newsletter-templates.js'
import type { Handlers } from './types.js'

/**
 * Newsletter with double opt-in. The answer to a subscription never depends on the address (new,
 * pending, confirmed or a registered driver's), so it reveals nothing; only a not yet confirmed
 * address is sent the confirmation e-mail, whose token both confirms and unsubscribes.
 */
export const newsletterHandlers = {
  async subscribeNewsletter(request) {
    const { email, language = 'en', recaptchaToken } = request.body
    await requireHuman(request, recaptchaToken)
    const { database, mailer, config } = request.server
    const token = randomBytes(32).toString('base64url')
    const address = email.trim()
    await database.db.transaction(async (tx) => {
      const state = await requestSubscription(tx, { email: address, language, tokenDigest: digestToken(token) })
      if (state === 'confirmed') return
      const query = `?t=${encodeURIComponent(token)}`
      const content = newsletterConfirmationMessage({
        language,
        confirmLink: `${config.publicUrl}${appRoutes.newsletterConfirm}${query}`,
        unsubscribeLink: `${config.publicUrl}${appRoutes.newsletterUnsubscribe}${query}`,
      })
      // in the same transaction: the e-mail exists exactly when the subscription does
      await mailer.send({ to: address, ...content }, { tx })
    })
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
} satisfies Handlers
