// The signed-in user's own account (spec §7 user data): language, profile, e-mail notifications,
// avatar, password, send-email — and every attack on somebody else's account.
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Writable } from 'node:stream'
import type { FastifyInstance, InjectOptions } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { like } from 'drizzle-orm'
import { outbox } from '../../src/server/db/schema.js'
import { avatarsDir } from '../../src/server/files/storage.js'
import { buildTestApp } from './support/app.js'
import { PUBLIC_USER_FIELDS } from './support/session.js'
import {
  createUser,
  DEMO_DRIVER,
  multipart,
  oversized,
  recordingMailer,
  sampleImage,
  samplePdf,
  signIn,
  userRow,
  uuidFile,
} from './support/user-data.js'

// Lets one test make the password hashing fail, to see the catalogue message of an unexpected error.
const failures = vi.hoisted(() => ({ hash: false }))
vi.mock('../../src/server/auth/passwords.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/server/auth/passwords.js')>()
  return {
    ...original,
    hashPassword: async (plain: string) => {
      if (failures.hash) throw new Error('argon2 exploded')
      return original.hashPassword(plain)
    },
  }
})

const DATA_DIR = 'tests/.artifacts/user-test-data'
const DIST_DIR = 'tests/.artifacts/user-test-dist'
const dataDir = path.resolve(DATA_DIR)
const avatars = avatarsDir({ dataDir, imagesDir: path.join(dataDir, 'images') })

let app: FastifyInstance
const mailer = recordingMailer()
let driver: { userId: string; cookie: string }
let other: { id: string; email: string; password: string | null }

beforeAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
  await mkdir(DIST_DIR, { recursive: true })
  await writeFile(path.join(DIST_DIR, 'index.html'), '<!doctype html><title>Keyturn</title>')
  app = await buildTestApp(
    { DATA_DIR, DIST_DIR, CONTACT_EMAIL: 'care@keyturn.example', RATE_LIMIT_MAX: '30' },
    {
      mailer,
      serveWebApp: true,
      // a configured bot check that only lets the token "human" through
      botCheck: { enabled: true, verify: async (token) => token === 'human' },
    },
  )
  driver = await signIn(app, DEMO_DRIVER.email, DEMO_DRIVER.password)
  other = await createUser(app, { fullName: 'Victim Driver' })
})
afterAll(async () => {
  await app?.close()
})

const as = (cookie: string | undefined) => (cookie ? { cookie } : {})

describe('another account is out of reach', () => {
  // every operation that names a user, aimed at the other user with the driver's session
  const attacks: { name: string; request: (target: string) => Promise<InjectOptions> }[] = [
    { name: 'updateLanguage', request: async (id) => ({ method: 'POST', url: '/api/update-language', payload: { id, language: 'fr' } }) },
    { name: 'getUser', request: async (id) => ({ method: 'GET', url: `/api/user/${id}` }) },
    {
      name: 'updateUser',
      request: async (id) => ({ method: 'POST', url: '/api/update-user', payload: { id, fullName: 'Hijacked', bio: 'pwned' } }),
    },
    {
      name: 'updateEmailNotifications',
      request: async (id) => ({ method: 'POST', url: '/api/update-email-notifications', payload: { id, enableEmailNotifications: false } }),
    },
    {
      name: 'updateAvatar',
      request: async (id) => ({ method: 'POST', url: `/api/update-avatar/${id}`, ...multipart('image', 'a.png', await sampleImage('png'), 'image/png') }),
    },
    { name: 'deleteAvatar', request: async (id) => ({ method: 'POST', url: `/api/delete-avatar/${id}` }) },
    { name: 'checkPassword', request: async (id) => ({ method: 'GET', url: `/api/check-password/${id}/Other-driver-2026` }) },
    {
      name: 'changePassword',
      request: async (id) => ({
        method: 'POST',
        url: '/api/change-password',
        payload: { id, password: 'Other-driver-2026', newPassword: 'Hijacked-2026', strict: true },
      }),
    },
    { name: 'hasPassword', request: async (id) => ({ method: 'GET', url: `/api/has-password/${id}` }) },
  ]

  it.each(attacks)("$name with another user's id answers 403 and changes nothing", async ({ request }) => {
    const before = await userRow(app, other.id)
    const attack = await request(other.id)
    const response = await app.inject({ ...attack, headers: { ...attack.headers, ...as(driver.cookie) } })
    expect(response.statusCode, response.body).toBe(403)
    expect(response.json()).toEqual({ code: 'FORBIDDEN', message: 'Forbidden', requestId: expect.any(String) })
    const after = await userRow(app, other.id)
    expect(after).toEqual(before)
  })

  it.each(attacks)('$name without a session answers 401', async ({ request }) => {
    const response = await app.inject(await request(driver.userId))
    expect(response.statusCode, response.body).toBe(401)
    expect(response.json().code).toBe('UNAUTHORIZED')
  })

  it('refuses a malformed user id with 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/user/not-a-uuid', headers: as(driver.cookie) })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('VALIDATION_ERROR')
  })
})

describe('profile', () => {
  it('getUser answers the public user and nothing more', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/user/${driver.userId}`, headers: as(driver.cookie) })
    expect(response.statusCode).toBe(200)
    const user = response.json()
    expect(user).toMatchObject({ id: driver.userId, email: DEMO_DRIVER.email, type: 'user', hasPassword: true })
    expect(Object.keys(user).sort()).toEqual(PUBLIC_USER_FIELDS)
    expect(response.body).not.toMatch(/argon2|passwordHash|password_hash/)
  })

  it('updateUser saves full name, phone, location, bio and birth date, and answers the user', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/update-user',
      headers: as(driver.cookie),
      payload: { id: driver.userId, fullName: '  Dana Driver ', phone: '+33 6 12 34 56 78', location: 'Lyon', bio: 'Road trips.', birthDate: '1990-04-12' },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({
      id: driver.userId,
      fullName: 'Dana Driver',
      phone: '+33 6 12 34 56 78',
      location: 'Lyon',
      bio: 'Road trips.',
      birthDate: '1990-04-12',
    })
    const again = await app.inject({ method: 'GET', url: `/api/user/${driver.userId}`, headers: as(driver.cookie) })
    expect(again.json()).toMatchObject({ fullName: 'Dana Driver', location: 'Lyon', birthDate: '1990-04-12' })
  })

  it('updateUser leaves absent fields alone and clears null ones', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/update-user',
      headers: as(driver.cookie),
      payload: { id: driver.userId, fullName: 'Dana Driver', bio: null },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ bio: null, location: 'Lyon', phone: '+33 6 12 34 56 78' })
  })

  it('updateUser cannot set fields outside the profile (type, verified, e-mail, suspension)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/update-user',
      headers: as(driver.cookie),
      payload: { id: driver.userId, fullName: 'Dana Driver', type: 'admin', verified: false, blacklisted: true, email: 'x@evil.example' },
    })
    expect(response.statusCode).toBe(200)
    const row = await userRow(app, driver.userId)
    expect(row).toMatchObject({ type: 'user', verified: true, blacklisted: false, email: DEMO_DRIVER.email })
  })

  it.each([
    ['an invalid phone number', { phone: 'call me maybe' }, 'VALIDATION_ERROR'],
    ['an empty full name', { fullName: '' }, 'VALIDATION_ERROR'],
    ['a blank full name', { fullName: '   ' }, 'VALIDATION_ERROR'],
    ['an invalid birth date', { birthDate: '1990-13-45' }, 'VALIDATION_ERROR'],
    ['a driver under 21', { birthDate: `${new Date().getUTCFullYear() - 20}-01-01` }, 'DRIVER_TOO_YOUNG'],
  ])('updateUser refuses %s', async (_name, fields, code) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/update-user',
      headers: as(driver.cookie),
      payload: { id: driver.userId, fullName: 'Dana Driver', ...fields },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe(code)
    if (code === 'DRIVER_TOO_YOUNG') expect(response.json().message).toBe('You must be at least 21 years old')
  })

  it.each([
    ['fullName', 400, 100],
    ['location', 201, 200],
    ['bio', 2001, 2000],
  ] as const)('updateUser refuses a %s longer than the contract allows (%i characters) instead of cutting it', async (field, length, limit) => {
    const before = await app.inject({ method: 'GET', url: `/api/user/${driver.userId}`, headers: as(driver.cookie) })
    const response = await app.inject({
      method: 'POST',
      url: '/api/update-user',
      headers: as(driver.cookie),
      payload: { id: driver.userId, fullName: 'Dana Driver', [field]: 'x'.repeat(length) },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('VALIDATION_ERROR')
    expect(response.json().fields).toContainEqual(expect.objectContaining({ rule: 'maxLength', limit }))
    const after = await app.inject({ method: 'GET', url: `/api/user/${driver.userId}`, headers: as(driver.cookie) })
    expect(after.json()[field]).toBe(before.json()[field])
  })

  it('updateLanguage changes the language; an unknown one is refused', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/update-language',
      headers: as(driver.cookie),
      payload: { id: driver.userId, language: 'es' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
    expect((await userRow(app, driver.userId)).language).toBe('es')
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/update-language',
      headers: as(driver.cookie),
      payload: { id: driver.userId, language: 'de' },
    })
    expect(wrong.statusCode).toBe(400)
    await app.inject({ method: 'POST', url: '/api/update-language', headers: as(driver.cookie), payload: { id: driver.userId, language: 'en' } })
  })

  it('updateEmailNotifications turns notifications off and on', async () => {
    for (const enableEmailNotifications of [false, true]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/update-email-notifications',
        headers: as(driver.cookie),
        payload: { id: driver.userId, enableEmailNotifications },
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ status: 'ok' })
      expect((await userRow(app, driver.userId)).enableEmailNotifications).toBe(enableEmailNotifications)
    }
  })
})

describe('avatar', () => {
  const upload = async (filename: string, data: Buffer, type = 'image/png') =>
    app.inject({ method: 'POST', url: `/api/update-avatar/${driver.userId}`, ...mergeHeaders(multipart('image', filename, data, type), driver.cookie) })

  it.each(['jpeg', 'png', 'webp', 'gif', 'avif'] as const)('accepts a %s image, re-encoded as a 256x256 WebP without metadata', async (format) => {
    const response = await upload(`photo.${format}`, await sampleImage(format, { exif: 'secret-exif-owner' }), `image/${format}`)
    expect(response.statusCode, response.body).toBe(200)
    const user = response.json()
    expect(user.id).toBe(driver.userId)
    expect(user.avatar).toMatch(/^\/images\/avatars\//)
    const name = user.avatar.slice('/images/avatars/'.length)
    expect(name).toMatch(uuidFile('webp'))
    const stored = await sharp(path.join(avatars, name)).metadata()
    expect(stored).toMatchObject({ format: 'webp', width: 256, height: 256 })
    expect(stored.exif).toBeUndefined()
    expect((await readFile(path.join(avatars, name))).includes('secret-exif-owner')).toBe(false)
    expect(stored.icc).toBeUndefined()
  })

  it('keeps one file per user: the previous avatar is removed', async () => {
    await upload('first.png', await sampleImage('png'))
    const second = await upload('second.jpg', await sampleImage('jpeg'), 'image/jpeg')
    expect(second.statusCode).toBe(200)
    const files = await readdir(avatars)
    expect(files).toEqual([second.json().avatar.slice('/images/avatars/'.length)])
  })

  it('is served under /images/avatars/', async () => {
    const { avatar } = (await app.inject({ method: 'GET', url: `/api/user/${driver.userId}`, headers: as(driver.cookie) })).json()
    const response = await app.inject({ method: 'GET', url: avatar })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/webp')
  })

  it.each([
    ['text bytes named .png', 'x.png', Buffer.from('this is not an image at all, just text'), 'image/png'],
    ['a PDF named .jpg', 'x.jpg', samplePdf(), 'image/jpeg'],
    ['an SVG', 'x.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml'],
    ['a truncated PNG', 'x.png', Buffer.from('89504e470d0a1a0a0000000d49484452000000100000001008020000', 'hex'), 'image/png'],
  ])('refuses %s with 415 "Please add an image" and keeps the current avatar', async (_name, filename, data, type) => {
    const before = (await userRow(app, driver.userId)).avatar
    const response = await upload(filename, data, type)
    expect(response.statusCode).toBe(415)
    expect(response.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Please add an image', requestId: expect.any(String) })
    expect((await userRow(app, driver.userId)).avatar).toBe(before)
  })

  it('refuses an upload over 5 MiB with 413', async () => {
    const response = await upload('big.png', oversized())
    expect(response.statusCode).toBe(413)
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('refuses a request without the image field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/update-avatar/${driver.userId}`,
      ...mergeHeaders(multipart('other', 'x.png', await sampleImage('png')), driver.cookie),
    })
    expect(response.statusCode).toBe(400)
  })

  it('ignores a path in the file name: the file is stored under a new random name only', async () => {
    const response = await upload('../../../escape.png', await sampleImage('png'))
    expect(response.statusCode).toBe(200)
    expect(response.json().avatar).toMatch(/^\/images\/avatars\/[0-9a-f-]{36}\.webp$/)
    for (const place of [path.join(dataDir, 'escape.png'), path.join(dataDir, 'images', 'escape.png'), path.resolve('escape.png'), path.resolve(dataDir, '..', 'escape.png')]) {
      expect(existsSync(place), place).toBe(false)
    }
    for (const file of await readdir(avatars)) expect(file).toMatch(uuidFile('webp'))
  })

  it('deleteAvatar removes the file and answers the user without avatar', async () => {
    const response = await app.inject({ method: 'POST', url: `/api/delete-avatar/${driver.userId}`, headers: as(driver.cookie) })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: driver.userId, avatar: null })
    expect(await readdir(avatars)).toEqual([])
    // deleting again is harmless
    const again = await app.inject({ method: 'POST', url: `/api/delete-avatar/${driver.userId}`, headers: as(driver.cookie) })
    expect(again.statusCode).toBe(200)
  })

  it("leaves a social provider's avatar URL alone on delete (no file to remove)", async () => {
    const social = await createUser(app, { password: 'Social-2026' })
    const session = await signIn(app, social.email, 'Social-2026')
    await app.database.db.execute(
      // a social account's avatar is the provider's URL
      (await import('drizzle-orm')).sql`update users set avatar = 'https://lh3.example/photo.jpg' where id = ${social.id}`,
    )
    const response = await app.inject({ method: 'POST', url: `/api/delete-avatar/${social.id}`, headers: as(session.cookie) })
    expect(response.statusCode).toBe(200)
    expect(response.json().avatar).toBeNull()
  })
})

describe('password', () => {
  let owner: { id: string; email: string; password: string | null }
  let first: { userId: string; cookie: string }
  let second: { userId: string; cookie: string }

  beforeAll(async () => {
    owner = await createUser(app, { password: 'Owner-pass-2026' })
    first = await signIn(app, owner.email, 'Owner-pass-2026')
    second = await signIn(app, owner.email, 'Owner-pass-2026')
  })

  it('checkPassword answers 200 for the right password and 400 "Wrong password" otherwise', async () => {
    const right = await app.inject({ method: 'GET', url: `/api/check-password/${owner.id}/Owner-pass-2026`, headers: as(first.cookie) })
    expect(right.statusCode).toBe(200)
    expect(right.json()).toEqual({ status: 'ok' })
    const wrong = await app.inject({ method: 'GET', url: `/api/check-password/${owner.id}/not-it`, headers: as(first.cookie) })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ code: 'WRONG_PASSWORD', message: 'Wrong password', requestId: expect.any(String) })
  })

  it('hasPassword says whether the account has a password', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/has-password/${owner.id}`, headers: as(first.cookie) })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ hasPassword: true })
  })

  it.each([
    ['a wrong current password', { password: 'not-it', strict: true }],
    ['no current password', { strict: true }],
    ['strict=false on an account that has a password', { strict: false }],
  ])('changePassword refuses %s with "Wrong password"', async (_name, fields) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/change-password',
      headers: as(first.cookie),
      payload: { id: owner.id, newPassword: 'Brand-new-2026', ...fields },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 'WRONG_PASSWORD', message: 'Wrong password', requestId: expect.any(String) })
  })

  it('changePassword refuses a new password under 6 characters', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/change-password',
      headers: as(first.cookie),
      payload: { id: owner.id, password: 'Owner-pass-2026', newPassword: '12345', strict: true },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('VALIDATION_ERROR')
  })

  it("says 'An error occurred while updating password' when the change fails unexpectedly", async () => {
    failures.hash = true
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/change-password',
        headers: as(first.cookie),
        payload: { id: owner.id, password: 'Owner-pass-2026', newPassword: 'Brand-new-2026', strict: true },
      })
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({ code: 'PASSWORD_UPDATE_FAILED', message: 'An error occurred while updating password', requestId: expect.any(String) })
    } finally {
      failures.hash = false
    }
    const still = await app.inject({ method: 'GET', url: `/api/check-password/${owner.id}/Owner-pass-2026`, headers: as(first.cookie) })
    expect(still.statusCode).toBe(200)
  })

  it('changePassword stores an argon2id hash, keeps this session and revokes the other ones', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/change-password',
      headers: as(first.cookie),
      payload: { id: owner.id, password: 'Owner-pass-2026', newPassword: 'Brand-new-2026', strict: true },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
    expect((await userRow(app, owner.id)).passwordHash).toMatch(/^\$argon2id\$/)
    const kept = await app.inject({ method: 'POST', url: '/api/validate-access-token', headers: as(first.cookie) })
    expect(kept.statusCode).toBe(200)
    const revoked = await app.inject({ method: 'POST', url: '/api/validate-access-token', headers: as(second.cookie) })
    expect(revoked.statusCode).toBe(401)
    const withRevoked = await app.inject({ method: 'GET', url: `/api/has-password/${owner.id}`, headers: as(second.cookie) })
    expect(withRevoked.statusCode).toBe(401)
    const checked = await app.inject({ method: 'GET', url: `/api/check-password/${owner.id}/Brand-new-2026`, headers: as(first.cookie) })
    expect(checked.statusCode).toBe(200)
    await signIn(app, owner.email, 'Brand-new-2026')
  })

  it('an account created by social sign-in (no password) sets a first one with strict=false', async () => {
    const social = await createUser(app, { password: 'Temporary-2026' })
    const session = await signIn(app, social.email, 'Temporary-2026')
    // what social sign-in leaves: an account without password
    await app.database.db.execute((await import('drizzle-orm')).sql`update users set password_hash = null where id = ${social.id}`)
    const has = await app.inject({ method: 'GET', url: `/api/has-password/${social.id}`, headers: as(session.cookie) })
    expect(has.json()).toEqual({ hasPassword: false })
    const check = await app.inject({ method: 'GET', url: `/api/check-password/${social.id}/anything`, headers: as(session.cookie) })
    expect(check.statusCode).toBe(400)
    expect(check.json().code).toBe('WRONG_PASSWORD')
    const strict = await app.inject({
      method: 'POST',
      url: '/api/change-password',
      headers: as(session.cookie),
      payload: { id: social.id, password: 'anything', newPassword: 'First-pass-2026', strict: true },
    })
    expect(strict.statusCode).toBe(400)
    expect(strict.json().code).toBe('WRONG_PASSWORD')
    const first = await app.inject({
      method: 'POST',
      url: '/api/change-password',
      headers: as(session.cookie),
      payload: { id: social.id, newPassword: 'First-pass-2026', strict: false },
    })
    expect(first.statusCode).toBe(200)
    const after = await app.inject({ method: 'GET', url: `/api/has-password/${social.id}`, headers: as(session.cookie) })
    expect(after.json()).toEqual({ hasPassword: true })
  })
})

describe('send-email', () => {
  // each call from its own address, so that only the rate-limit test meets the limit
  let caller = 0
  const send = (payload: Record<string, unknown>, cookie?: string, remoteAddress = `10.1.0.${++caller}`) =>
    app.inject({ method: 'POST', url: '/api/send-email', headers: as(cookie), payload, remoteAddress })

  it('delivers a contact message to CONTACT_EMAIL with the sender as Reply-To, whatever "to" says', async () => {
    mailer.sent.length = 0
    const response = await send({
      from: 'visitor@example.com',
      to: 'someone-else@example.com',
      subject: 'Child seat',
      message: 'Do you rent child seats?',
      isContactForm: true,
      recaptchaToken: 'human',
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
    expect(mailer.sent).toHaveLength(1)
    expect(mailer.sent[0]).toMatchObject({ to: 'care@keyturn.example', replyTo: 'visitor@example.com' })
    expect(mailer.sent[0]!.subject).toContain('Child seat')
    expect(mailer.sent[0]!.text).toContain('Do you rent child seats?')
    expect(mailer.sent[0]!.text).toContain('visitor@example.com')
  })

  it('refuses a contact message that fails the bot check with "reCAPTCHA error"', async () => {
    mailer.sent.length = 0
    for (const recaptchaToken of [undefined, 'robot']) {
      const response = await send({ from: 'bot@example.com', subject: 'Hi', message: 'spam', isContactForm: true, recaptchaToken })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ code: 'RECAPTCHA_ERROR', message: 'reCAPTCHA error', requestId: expect.any(String) })
    }
    expect(mailer.sent).toHaveLength(0)
  })

  it('refuses an invalid address or an empty message', async () => {
    for (const fields of [{ from: 'not-an-address' }, { message: '' }, { subject: '' }]) {
      const response = await send({ from: 'v@example.com', subject: 'Hi', message: 'Hello', isContactForm: true, recaptchaToken: 'human', ...fields })
      expect(response.statusCode).toBe(400)
      expect(response.json().code).toBe('VALIDATION_ERROR')
    }
  })

  it('is never a relay: other mail needs a session and goes to the signed-in user only', async () => {
    mailer.sent.length = 0
    const visitor = await send({ from: 'v@example.com', to: 'victim@example.com', subject: 'Hi', message: 'Phish', isContactForm: false })
    expect(visitor.statusCode).toBe(401)
    const relay = await send({ from: DEMO_DRIVER.email, to: 'victim@example.com', subject: 'Hi', message: 'Phish', isContactForm: false }, driver.cookie)
    expect(relay.statusCode).toBe(403)
    expect(relay.json().code).toBe('FORBIDDEN')
    expect(mailer.sent).toHaveLength(0)
    const own = await send({ from: DEMO_DRIVER.email, to: 'Driver@Keyturn.example', subject: 'Copy', message: 'A <note>', isContactForm: false }, driver.cookie)
    expect(own.statusCode).toBe(200)
    const noTo = await send({ from: 'whoever@example.com', subject: 'Copy', message: 'Second', isContactForm: false }, driver.cookie)
    expect(noTo.statusCode).toBe(200)
    expect(mailer.sent.map((mail) => mail.to)).toEqual([DEMO_DRIVER.email, DEMO_DRIVER.email])
    expect(mailer.sent[0]!.html).toContain('A &#60;note&#62;')
  })

  it('keeps a message the mail server refuses in the outbox for a later attempt (issue 13), answering ok', async () => {
    mailer.failing = true
    try {
      const response = await send({ from: 'v@example.com', subject: 'Kept for later', message: 'Hello', isContactForm: true, recaptchaToken: 'human' })
      expect(response.statusCode).toBe(200)
      const [queued] = await app.database.db.select().from(outbox).where(like(outbox.subject, '%Kept for later%'))
      expect(queued).toMatchObject({ attempts: 1, sentAt: null, lastError: 'SMTP down' })
    } finally {
      mailer.failing = false
    }
  })

  it('is rate limited with 429 RATE_LIMITED', async () => {
    let last = 0
    for (let i = 0; i < 40 && last !== 429; i++) {
      last = (await send({ from: 'v@example.com', subject: 'Hi', message: `Hello ${i}`, isContactForm: true, recaptchaToken: 'human' }, undefined, '10.9.9.9')).statusCode
    }
    expect(last).toBe(429)
    const limited = await send({ from: 'v@example.com', subject: 'Hi', message: 'Again', isContactForm: true, recaptchaToken: 'human' }, undefined, '10.9.9.9')
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' })
  })
})

describe('rate limits', () => {
  it('limit check-password, a password oracle, with 429 RATE_LIMITED', async () => {
    let last = 0
    for (let i = 0; i < 40 && last !== 429; i++) {
      last = (
        await app.inject({ method: 'GET', url: `/api/check-password/${driver.userId}/guess-${i}`, headers: as(driver.cookie), remoteAddress: '10.8.8.8' })
      ).statusCode
      if (last !== 429) expect(last).toBe(400)
    }
    expect(last).toBe(429)
  })
})

describe('logs', () => {
  it('never carry the password checked by check-password', async () => {
    const lines: string[] = []
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const logged = await buildTestApp({ DATA_DIR, LOG_LEVEL: 'info' }, { logger: true, logStream, mailer: recordingMailer() })
    try {
      const session = await signIn(logged, DEMO_DRIVER.email, DEMO_DRIVER.password)
      const right = await logged.inject({ method: 'GET', url: `/api/check-password/${session.userId}/${DEMO_DRIVER.password}`, headers: as(session.cookie) })
      expect(right.statusCode).toBe(200)
      const wrong = await logged.inject({ method: 'GET', url: `/api/check-password/${session.userId}/Guess-Secret-42`, headers: as(session.cookie) })
      expect(wrong.statusCode).toBe(400)
      const forbidden = await logged.inject({ method: 'GET', url: `/api/check-password/${other.id}/Other-Secret-43`, headers: as(session.cookie) })
      expect(forbidden.statusCode).toBe(403)
      await logged.inject({
        method: 'POST',
        url: '/api/change-password',
        headers: as(session.cookie),
        payload: { id: session.userId, password: 'Wrong-Current-44', newPassword: 'New-Secret-45', strict: true },
      })
    } finally {
      await logged.close()
    }
    const log = lines.join('')
    expect(log).toContain('/api/check-password/')
    for (const secret of [DEMO_DRIVER.password, 'Guess-Secret-42', 'Other-Secret-43', 'Wrong-Current-44', 'New-Secret-45']) {
      expect(log).not.toContain(secret)
    }
  })
})

/** inject options with the multipart headers and the session cookie together. */
function mergeHeaders(body: ReturnType<typeof multipart>, cookie: string) {
  return { payload: body.payload, headers: { ...body.headers, cookie } }
}
