// Helpers of the user-data API tests (user.test.ts, license.test.ts): signing in through the API,
// a second account written straight into the database, multipart bodies and sample files.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { expect } from 'vitest'
import { hashPassword } from '../../../src/server/auth/passwords.js'
import { users } from '../../../src/server/db/schema.js'
import type { Mailer, MailMessage } from '../../../src/server/integrations/mail/index.js'

export const DEMO_DRIVER = { email: 'driver@keyturn.example', password: 'Keyturn-demo-2026' }

let signIns = 0

/** Signs in through POST /api/sign-in/frontend; answers the user id and the Cookie header to reuse. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<{ userId: string; cookie: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/sign-in/frontend',
    payload: { email, password, stayConnected: false },
    // each sign-in from its own address: the tests are not about the sign-in rate limit
    remoteAddress: `10.0.${Math.floor(++signIns / 250)}.${(signIns % 250) + 1}`,
  })
  expect(response.statusCode, response.body).toBe(200)
  const session = response.cookies.find((cookie) => cookie.name === 'keyturn_session' || cookie.name === '__Host-keyturn_session')
  expect(session).toBeDefined()
  return { userId: response.json().id as string, cookie: `${session!.name}=${session!.value}` }
}

/** A verified driver written straight into the database (password hashed with the app's argon2id). */
export async function createUser(
  app: FastifyInstance,
  fields: { password?: string | null; fullName?: string; email?: string } = {},
): Promise<{ id: string; email: string; password: string | null }> {
  const email = fields.email ?? `driver-${randomUUID().slice(0, 8)}@keyturn.example`
  const password = fields.password === undefined ? 'Other-driver-2026' : fields.password
  const [row] = await app.database.db
    .insert(users)
    .values({
      fullName: fields.fullName ?? 'Other Driver',
      email,
      verified: true,
      passwordHash: password === null ? null : await hashPassword(password),
    })
    .returning({ id: users.id })
  return { id: row!.id, email, password }
}

export async function userRow(app: FastifyInstance, id: string) {
  const [row] = await app.database.db.select().from(users).where(eq(users.id, id))
  return row!
}

/** A multipart/form-data body holding one file. */
export function multipart(field: string, filename: string, data: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----keyturn${randomUUID().replace(/-/g, '')}`
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif'

/** A real image of that format (a red-and-blue picture, with EXIF when asked). */
export async function sampleImage(format: ImageFormat, options: { width?: number; height?: number; exif?: string } = {}) {
  const width = options.width ?? 640
  const height = options.height ?? 400
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } }).composite([
    {
      input: { create: { width: Math.floor(width / 2), height, channels: 3, background: { r: 20, g: 40, b: 220 } } },
      left: 0,
      top: 0,
    },
  ])
  if (options.exif) image = image.withExif({ IFD0: { Copyright: options.exif, Artist: options.exif } })
  return image.toFormat(format).toBuffer()
}

/** A minimal but well-formed PDF. */
export function samplePdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  )
}

/** Bytes just over the 5 MiB upload limit. */
export const oversized = () => Buffer.alloc(5 * 1024 * 1024 + 1024, 0x41)

/** A mailer that keeps what it is asked to send (or fails when told to). */
export function recordingMailer(): Mailer & { sent: MailMessage[]; failing: boolean } {
  return {
    mode: 'outbox',
    sent: [],
    failing: false,
    async send(message) {
      if (this.failing) throw new Error('SMTP down')
      this.sent.push(message)
    },
    close() {},
  }
}

export const uuidFile = (extension: string) => new RegExp(`^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\\.${extension}$`)
