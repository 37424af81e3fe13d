import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type nodemailer from 'nodemailer'
import type { ServerConfig } from '../../config.js'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  /** Where an answer goes (the sender of a contact message). */
  replyTo?: string
  /** Files sent with the message (e.g. the booking's calendar file). */
  attachments?: { filename: string; content: string; contentType: string }[]
  /** The Message-ID header (`<…@…>`); the outbox gives each e-mail one, the same on every attempt. */
  messageId?: string
}

export interface Mailer {
  /** `smtp` when SMTP_URL is set, otherwise `outbox` (.eml files under DATA_DIR/outbox). */
  readonly mode: 'smtp' | 'outbox'
  /** Resolves once the SMTP server accepted the message (or the file is written); rejects with MailDeliveryError. */
  send(message: MailMessage): Promise<void>
  close(): void
}

export class MailDeliveryError extends Error {
  constructor(cause: unknown) {
    super('The e-mail could not be sent', { cause })
    this.name = 'MailDeliveryError'
  }
}

export type MailConfig = Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'production'>

/** Absolute http(s) links of a text, in order, without duplicates or trailing punctuation. */
export function linksIn(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"')]+/g) ?? []
  return [...new Set(found.map((link) => link.replace(/[.,;:!?]+$/, '')))]
}

/** The outbox folder used when no SMTP server is configured. */
export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox')

/** nodemailer and its transport load with the first e-mail, not with the server (memory): most starts send none. */
function onFirstUse<T extends { close(): void }>(create: (mailer: typeof nodemailer) => T) {
  let creating: Promise<T> | undefined
  let created: T | undefined
  let closed = false
  return {
    get: () =>
      (creating ??= import('nodemailer').then(({ default: mailer }) => {
        created = create(mailer)
        if (closed) created.close()
        return created
      })),
    close() {
      closed = true
      created?.close()
    },
  }
}

/**
 * Sends e-mail with nodemailer: over SMTP when `SMTP_URL` is set; otherwise each message is written
 * as an .eml file to DATA_DIR/outbox and its links are logged, so a local user can follow them.
 */
export function createMailer(config: MailConfig, logger: FastifyBaseLogger): Mailer {
  const defaults = { from: config.mailFrom }
  const smtpUrl = config.smtpUrl
  if (smtpUrl) {
    const transport = onFirstUse((mailer) => mailer.createTransport(smtpUrl, defaults))
    return {
      mode: 'smtp',
      async send(message) {
        try {
          await (await transport.get()).sendMail(message)
          logger.info({ to: message.to, subject: message.subject }, 'e-mail sent')
        } catch (error) {
          logger.error({ err: error, to: message.to, subject: message.subject }, 'e-mail delivery failed')
          throw new MailDeliveryError(error)
        }
      },
      close: () => transport.close(),
    }
  }

  if (config.production) logger.warn('SMTP_URL is not set: e-mails are written to the outbox folder, not delivered')
  const transport = onFirstUse((mailer) => mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, defaults))
  const folder = outboxDir(config.dataDir)
  return {
    mode: 'outbox',
    async send(message) {
      try {
        const info = await (await transport.get()).sendMail(message)
        await mkdir(folder, { recursive: true })
        const stamp = new Date().toISOString().replace(/[:.]/g, '-')
        const file = path.join(folder, `${stamp}-${randomBytes(4).toString('hex')}.eml`)
        await writeFile(file, info.message as Buffer)
        logger.info({ to: message.to, subject: message.subject, file }, 'e-mail written to the outbox (SMTP_URL is not set)')
        for (const link of linksIn(message.text)) logger.info({ to: message.to }, `open this link: ${link}`)
      } catch (error) {
        logger.error({ err: error, to: message.to, subject: message.subject }, 'e-mail could not be written to the outbox')
        throw new MailDeliveryError(error)
      }
    },
    close: () => transport.close(),
  }
}
