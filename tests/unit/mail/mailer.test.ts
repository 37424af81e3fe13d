import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailer, MailDeliveryError, outboxDir } from '../../../src/server/integrations/mail/index.js'
import { activationMessage, resetMessage } from '../../../src/server/integrations/mail/templates.js'
import { linksOf, parseMessage, startSmtpDouble, type SmtpDouble } from '../../fixtures/doubles/smtp.js'

/** A logger that keeps what it is told. */
function recordingLogger() {
  const lines: { level: string; object: unknown; message: string }[] = []
  const log =
    (level: string) =>
    (object: unknown, message?: string) =>
      lines.push({ level, object, message: typeof object === 'string' ? object : (message ?? '') })
  const logger = { info: log('info'), warn: log('warn'), error: log('error'), debug: log('debug') } as unknown as FastifyBaseLogger
  return { logger, lines }
}

const activationLink = 'http://localhost:8080/activate?u=0b7c2d4e-1111-4222-8333-444455556666&e=ana%40keyturn.example&t=tok_EN-1'

describe('mailer over SMTP (a real smtp-server)', () => {
  let smtp: SmtpDouble
  beforeAll(async () => {
    smtp = await startSmtpDouble()
  })
  afterAll(async () => {
    await smtp?.close()
  })

  it('delivers the message with both parts, the sender and the links', async () => {
    const { logger } = recordingLogger()
    const mailer = createMailer({ smtpUrl: smtp.url, mailFrom: 'Keyturn <no-reply@keyturn.example>', dataDir: '/nowhere', production: false }, logger)
    expect(mailer.mode).toBe('smtp')
    await mailer.send({ to: 'ana@keyturn.example', ...activationMessage({ language: 'en', fullName: 'Ana', link: activationLink }) })
    const message = await smtp.waitForMessage('ana@keyturn.example')
    expect(message.envelopeFrom).toBe('no-reply@keyturn.example')
    expect(message.from).toBe('Keyturn <no-reply@keyturn.example>')
    expect(message.subject).toBe('Activate your Keyturn account')
    expect(message.text).toContain('Hello Ana,')
    expect(message.html).toContain('<html lang="en">')
    expect(smtp.linksOf(message)).toEqual([activationLink])
    mailer.close()
  })

  it('delivers French and Spanish messages intact (encoded subject and body)', async () => {
    const { logger } = recordingLogger()
    const mailer = createMailer({ smtpUrl: smtp.url, mailFrom: 'Keyturn <no-reply@keyturn.example>', dataDir: '/nowhere', production: false }, logger)
    const link = activationLink.replace('/activate', '/reset-password')
    await mailer.send({ to: 'zoe@keyturn.example', ...resetMessage({ language: 'fr', fullName: 'Zoé Éléonore', link }) })
    await mailer.send({ to: 'zoe@keyturn.example', ...resetMessage({ language: 'es', fullName: 'Zoé', link }) })
    const french = await smtp.waitForMessage('zoe@keyturn.example')
    const spanish = await smtp.waitForMessage('zoe@keyturn.example')
    expect(french.subject).toBe('Réinitialisez votre mot de passe Keyturn')
    expect(french.text).toContain('Bonjour Zoé Éléonore,')
    expect(french.text).toContain("Ce lien expire dans un jour et ne peut être utilisé qu'une fois.")
    expect(spanish.subject).toBe('Restablezca su contraseña de Keyturn')
    expect(linksOf(french)).toEqual([link])
    expect(linksOf(spanish)).toEqual([link])
    mailer.close()
  })

  it('rejects with MailDeliveryError and logs when the server refuses the message', async () => {
    const refusing = await startSmtpDouble({ rejectRecipients: true })
    const { logger, lines } = recordingLogger()
    const mailer = createMailer({ smtpUrl: refusing.url, mailFrom: 'Keyturn <no-reply@keyturn.example>', dataDir: '/nowhere', production: false }, logger)
    await expect(
      mailer.send({ to: 'ana@keyturn.example', ...activationMessage({ language: 'en', fullName: 'Ana', link: activationLink }) }),
    ).rejects.toBeInstanceOf(MailDeliveryError)
    expect(lines.some((line) => line.level === 'error')).toBe(true)
    mailer.close()
    await refusing.close()
  })

  it('rejects when no SMTP server listens', async () => {
    const { logger } = recordingLogger()
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:9', mailFrom: 'x@keyturn.example', dataDir: '/nowhere', production: false }, logger)
    await expect(mailer.send({ to: 'ana@keyturn.example', subject: 's', text: 't', html: '<p>t</p>' })).rejects.toBeInstanceOf(
      MailDeliveryError,
    )
    mailer.close()
  })
})

describe('mailer without SMTP_URL (outbox)', () => {
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'keyturn-outbox-'))
  })
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true })
  })

  it('writes an .eml file to DATA_DIR/outbox and logs each link at info level', async () => {
    const { logger, lines } = recordingLogger()
    const mailer = createMailer({ smtpUrl: null, mailFrom: 'Keyturn <no-reply@keyturn.example>', dataDir, production: false }, logger)
    expect(mailer.mode).toBe('outbox')
    await mailer.send({ to: 'ana@keyturn.example', ...activationMessage({ language: 'es', fullName: 'Ana', link: activationLink }) })
    const files = await readdir(outboxDir(dataDir))
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/\.eml$/)
    const message = parseMessage(await readFile(path.join(outboxDir(dataDir), files[0] as string), 'utf8'))
    expect(message.to).toBe('ana@keyturn.example')
    expect(message.subject).toBe('Active su cuenta de Keyturn')
    expect(linksOf(message)).toEqual([activationLink])
    const linkLines = lines.filter((line) => line.level === 'info' && line.message.startsWith('open this link: '))
    expect(linkLines.map((line) => line.message)).toEqual([`open this link: ${activationLink}`])
    mailer.close()
  })
})
