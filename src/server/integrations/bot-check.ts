import type { FastifyBaseLogger } from 'fastify'
import type { ServerConfig } from '../config.js'

/** reCAPTCHA v3, verified by the server. Disabled (every check passes) when no secret key is configured. */
export interface BotCheck {
  readonly enabled: boolean
  /** true when the token passes siteverify with a score ≥ the minimum; false otherwise, and when the service fails (fail closed). */
  verify(token: string | undefined, ip: string): Promise<boolean>
}

/** The siteverify answer (https://developers.google.com/recaptcha/docs/v3). */
export interface SiteverifyAnswer {
  success: boolean
  score?: number
  action?: string
  challenge_ts?: string
  hostname?: string
  'error-codes'?: string[]
}

export type BotCheckConfig = Pick<ServerConfig, 'recaptchaSecretKey' | 'recaptchaVerifyUrl' | 'recaptchaMinScore'>

const TIMEOUT_MS = 5000

export function createBotCheck(config: BotCheckConfig, logger: FastifyBaseLogger): BotCheck {
  const secret = config.recaptchaSecretKey
  if (!secret) return { enabled: false, verify: async () => true }
  return {
    enabled: true,
    async verify(token, ip) {
      if (!token || token.trim() === '') return false
      let answer: SiteverifyAnswer
      try {
        const response = await fetch(config.recaptchaVerifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: token, remoteip: ip }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        })
        if (!response.ok) throw new Error(`siteverify answered ${response.status}`)
        answer = (await response.json()) as SiteverifyAnswer
      } catch (error) {
        logger.warn({ err: error }, 'reCAPTCHA verification service failed: the bot check is refused')
        return false
      }
      // v3 answers carry a score; a v2 key's answer has none and passes on success alone
      const scoreOk = typeof answer.score !== 'number' || answer.score >= config.recaptchaMinScore
      const passed = answer.success === true && scoreOk
      if (!passed) {
        logger.info({ score: answer.score, errors: answer['error-codes'], action: answer.action }, 'reCAPTCHA check failed')
      }
      return passed
    },
  }
}
