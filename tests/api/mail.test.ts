import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from './support/app.js'
import { activationMessage, contactMessage } from '../../src/server/integrations/mail/templates.js'
import { linksOf, parseMessage, startSmtpDouble, type SmtpDouble } from '../fixtures/doubles/smtp.js'

const link = 'http://localhost:8080/activate?u=0b7c2d4e-1111-4222-8333-444455556666&e=ana%40keyturn.example&t=abcDEF_123'

describe('app.mailer with SMTP_URL (a real SMTP server)', () => {
  let smtp: SmtpDouble
  let app: FastifyInstance
  beforeAll(async () => {
    smtp = await startSmtpDouble()
    app = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Keyturn Test <mailer@keyturn.example>' })
  })
  afterAll(async () => {
    await app?.close()
    await smtp?.close()
  })

  it('delivers a templated message from MAIL_FROM; the test reads its link', async () => {
    expect(app.mailer.mode).toBe('smtp')
    await app.mailer.send({ to: 'ana@keyturn.example', ...activationMessage({ language: 'fr', fullName: 'Ana', link }) })
    const message = await smtp.waitForMessage('ana@keyturn.example')
    expect(message.from).toBe('Keyturn Test <mailer@keyturn.example>')
    expect(message.subject).toBe('Activez votre compte Keyturn')
    expect(smtp.linksOf(message)).toEqual([link])
  })

  it('sets Reply-To for a contact message', async () => {
    const content = contactMessage({ language: 'en', from: 'visitor@example.com', subject: 'Hello', message: 'Is there a car seat?' })
    await app.mailer.send({ to: 'contact@keyturn.example', replyTo: 'visitor@example.com', ...content })
    const message = await smtp.waitForMessage('contact@keyturn.example')
    expect(message.headers['reply-to']).toBe('visitor@example.com')
    expect(message.subject).toBe('Contact form: Hello')
    expect(message.text).toContain('Is there a car seat?')
  })
})

describe('app.mailer without SMTP_URL (outbox)', () => {
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'keyturn-mail-'))
  })
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true })
  })

  it('writes the message to DATA_DIR/outbox and prints its link in the server log', async () => {
    const lines: string[] = []
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
        callback()
      },
    })
    const app = await buildTestApp({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }, { logger: true, logStream })
    try {
      expect(app.mailer.mode).toBe('outbox')
      await app.mailer.send({ to: 'ana@keyturn.example', ...activationMessage({ language: 'en', fullName: 'Ana', link }) })
      const files = await readdir(path.join(dataDir, 'outbox'))
      expect(files).toHaveLength(1)
      const message = parseMessage(await readFile(path.join(dataDir, 'outbox', files[0] as string), 'utf8'))
      expect(message.subject).toBe('Activate your Keyturn account')
      expect(linksOf(message)).toEqual([link])
      const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string })
      expect(logged).toContainEqual(expect.objectContaining({ level: 30, msg: `open this link: ${link}` }))
    } finally {
      await app.close()
    }
  })
})
