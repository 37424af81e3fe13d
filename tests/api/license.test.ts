// The driver's licence (spec §7 driver license, plus getLicense): temporary uploads at checkout,
// the signed-in user's own licence, and its download — served to its owner only.
import { existsSync } from 'node:fs'
import { readdir, readFile, rm, utimes, writeFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { licensesDir, removeStaleTempLicenses, tempLicensesDir } from '../../src/server/files/storage.js'
import { buildTestApp } from './support/app.js'
import { createUser, DEMO_DRIVER, multipart, oversized, sampleImage, samplePdf, signIn, userRow, uuidFile } from './support/user-data.js'

const DATA_DIR = 'tests/.artifacts/license-test-data'
const dataDir = path.resolve(DATA_DIR)
const dirs = { dataDir, imagesDir: path.join(dataDir, 'images') }
const temp = tempLicensesDir(dirs)
const permanent = licensesDir(dirs)

let app: FastifyInstance
let driver: { userId: string; cookie: string }
let other: { id: string; email: string }
let otherSession: { userId: string; cookie: string }

beforeAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
  app = await buildTestApp({ DATA_DIR, RATE_LIMIT_MAX: '30' })
  driver = await signIn(app, DEMO_DRIVER.email, DEMO_DRIVER.password)
  other = await createUser(app)
  otherSession = await signIn(app, other.email, 'Other-driver-2026')
})
afterAll(async () => {
  await app?.close()
})

let caller = 0
/** Each call from its own address: only the rate-limit test meets the limit. */
const inject = (options: InjectOptions, cookie?: string) =>
  app.inject({ remoteAddress: `10.2.0.${++caller % 250}`, ...options, headers: { ...options.headers, ...(cookie ? { cookie } : {}) } })

const createLicense = (filename: string, data: Buffer, type = 'application/octet-stream') =>
  inject({ method: 'POST', url: '/api/create-license', ...multipart('file', filename, data, type) })
const updateLicense = (userId: string, filename: string, data: Buffer, cookie?: string, type = 'application/octet-stream') =>
  inject({ method: 'POST', url: `/api/update-license/${userId}`, ...multipart('file', filename, data, type) }, cookie)

describe('createLicense (visitor at checkout)', () => {
  it.each([
    ['a PDF', 'licence.pdf', samplePdf, 'pdf'],
    ['a JPEG', 'licence.jpeg', () => sampleImage('jpeg'), 'jpg'],
    ['a PNG', 'licence.png', () => sampleImage('png'), 'png'],
    ['a WebP', 'licence.webp', () => sampleImage('webp'), 'webp'],
    ['a PDF named .png', 'licence.png', samplePdf, 'pdf'],
  ])('stores %s as a temporary file under a generated name', async (_name, filename, make, extension) => {
    const data = await make()
    const response = await createLicense(filename, data)
    expect(response.statusCode, response.body).toBe(200)
    const { file } = response.json()
    expect(file).toMatch(uuidFile(extension))
    expect(await readFile(path.join(temp, file))).toEqual(data)
  })

  it.each([
    ['text bytes named .png', 'x.png', () => Buffer.from('plain text pretending to be a picture'), 'image/png'],
    ['a GIF', 'x.gif', () => sampleImage('gif'), 'image/gif'],
    ['an HTML page named .pdf', 'x.pdf', () => Buffer.from('<!doctype html><script>alert(1)</script>'), 'application/pdf'],
    ['an executable named .jpg', 'x.jpg', () => Buffer.from('7f454c46020101000000000000000000', 'hex'), 'image/jpeg'],
  ])('refuses %s with 415: its content is not a PDF or an image', async (_name, filename, make, type) => {
    const before = existsSync(temp) ? await readdir(temp) : []
    const response = await createLicense(filename, await make(), type)
    expect(response.statusCode).toBe(415)
    expect(response.json().code).toBe('FILE_CONTENT_NOT_ACCEPTED')
    expect(existsSync(temp) ? await readdir(temp) : []).toEqual(before)
  })

  it('tells a text file renamed .pdf that its content is not a PDF or an image, in the caller\'s language', async () => {
    const text = Buffer.from('Just some notes, saved as a .txt and renamed licence.pdf\n')
    const english = await createLicense('licence.pdf', text, 'application/pdf')
    expect(english.statusCode).toBe(415)
    expect(english.json()).toMatchObject({
      code: 'FILE_CONTENT_NOT_ACCEPTED',
      message: "This file's content is not a PDF or an image (JPEG, PNG or WebP), whatever its name says",
    })
    const body = multipart('file', 'licence.pdf', text, 'application/pdf')
    const french = await inject({ method: 'POST', url: '/api/create-license', ...body, headers: { ...body.headers, 'accept-language': 'fr' } })
    expect(french.json().message).toBe('Le contenu de ce fichier n’est ni un PDF ni une image (JPEG, PNG ou WebP), quel que soit son nom')
  })

  it('refuses an upload over 5 MiB with 413', async () => {
    const response = await createLicense('big.pdf', Buffer.concat([samplePdf(), oversized()]))
    expect(response.statusCode).toBe(413)
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('refuses a request without the file field (400), or a JSON body (415: the contract takes multipart only)', async () => {
    const wrongField = await inject({ method: 'POST', url: '/api/create-license', ...multipart('image', 'x.pdf', samplePdf()) })
    expect(wrongField.statusCode).toBe(400)
    // a JSON body naming a file: there is no upload, nothing is read from that path
    const json = await inject({ method: 'POST', url: '/api/create-license', payload: { file: '../../etc/passwd' } })
    expect(json.statusCode).toBe(415)
    expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE')
  })

  it('ignores a path in the file name: only a generated name under licenses/temp is written', async () => {
    const response = await createLicense('../../../../x.pdf', samplePdf())
    expect(response.statusCode).toBe(200)
    expect(response.json().file).toMatch(uuidFile('pdf'))
    for (const place of [path.join(dataDir, 'x.pdf'), path.join(permanent, 'x.pdf'), path.resolve('x.pdf'), path.resolve(dataDir, '..', 'x.pdf')]) {
      expect(existsSync(place), place).toBe(false)
    }
    for (const file of await readdir(temp)) expect(file).toMatch(/^[0-9a-f-]{36}\.(pdf|jpg|png|webp)$/)
  })
})

describe('deleteTempLicense', () => {
  it('removes a temporary licence once; a second time answers 404', async () => {
    const { file } = (await createLicense('licence.pdf', samplePdf())).json()
    const response = await inject({ method: 'POST', url: `/api/delete-temp-license/${file}` })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
    expect(existsSync(path.join(temp, file))).toBe(false)
    const again = await inject({ method: 'POST', url: `/api/delete-temp-license/${file}` })
    expect(again.statusCode).toBe(404)
  })

  it.each([
    '..%2F..%2Fsession-secret',
    '..%2Flicenses%2Fx.pdf',
    '%2Fetc%2Fpasswd',
    'session-secret',
    'licence.pdf',
    '0b5e2f8e-3b7a-4c1d-9e2f-0123456789ab.exe',
    '0b5e2f8e-3b7a-4c1d-9e2f-0123456789ab.pdf.pdf',
    '..%5C..%5Cx.pdf',
  ])('refuses a name that is not a generated temporary name (%s) with 400', async (name) => {
    await writeFile(path.join(dataDir, 'session-secret-canary'), 'x')
    const response = await inject({ method: 'POST', url: `/api/delete-temp-license/${name}` })
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json().code).toBe('VALIDATION_ERROR')
    expect(existsSync(path.join(dataDir, 'session-secret-canary'))).toBe(true)
  })

  it('refuses a dot segment (the router resolves "..", the contract refuses ".")', async () => {
    for (const [name, status] of [['..', 404], ['.', 400]] as const) {
      const response = await inject({ method: 'POST', url: `/api/delete-temp-license/${name}` })
      expect(response.statusCode, name).toBe(status)
    }
  })

  it("cannot reach a user's permanent licence", async () => {
    const user = await createUser(app)
    const session = await signIn(app, user.email, 'Other-driver-2026')
    const { license } = (await updateLicense(user.id, 'l.pdf', samplePdf(), session.cookie)).json()
    const response = await inject({ method: 'POST', url: `/api/delete-temp-license/${license}` })
    expect(response.statusCode).toBe(404)
    expect(existsSync(path.join(permanent, license))).toBe(true)
  })
})

describe("the signed-in user's licence", () => {
  it('updateLicense stores the licence and answers the user; getLicense serves it to its owner, never cached', async () => {
    const image = await sampleImage('png')
    const response = await updateLicense(driver.userId, '../../licence.png', image, driver.cookie, 'image/png')
    expect(response.statusCode, response.body).toBe(200)
    const user = response.json()
    expect(user).toMatchObject({ id: driver.userId })
    expect(user.license).toMatch(uuidFile('png'))
    expect(await readFile(path.join(permanent, user.license))).toEqual(image)
    const served = await inject({ method: 'GET', url: `/api/license/${driver.userId}` }, driver.cookie)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['cache-control']).toBe('private, no-store')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.rawPayload).toEqual(image)
  })

  it('replacing the licence removes the old file; a PDF is served as an attachment', async () => {
    const old = (await userRow(app, driver.userId)).license!
    const pdf = samplePdf()
    const response = await updateLicense(driver.userId, 'scan.pdf', pdf, driver.cookie)
    expect(response.statusCode).toBe(200)
    const { license } = response.json()
    expect(license).toMatch(uuidFile('pdf'))
    expect(existsSync(path.join(permanent, old))).toBe(false)
    expect(await readdir(permanent)).toContain(license)
    const served = await inject({ method: 'GET', url: `/api/license/${driver.userId}` }, driver.cookie)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('application/pdf')
    expect(served.headers['content-disposition']).toMatch(/^attachment;/)
    expect(served.rawPayload).toEqual(pdf)
  })

  it('refuses a forged or oversized licence and keeps the current one', async () => {
    const before = (await userRow(app, driver.userId)).license
    const forged = await updateLicense(driver.userId, 'x.png', Buffer.from('not an image'), driver.cookie, 'image/png')
    expect(forged.statusCode).toBe(415)
    expect(forged.json().code).toBe('FILE_CONTENT_NOT_ACCEPTED')
    const big = await updateLicense(driver.userId, 'x.pdf', Buffer.concat([samplePdf(), oversized()]), driver.cookie)
    expect(big.statusCode).toBe(413)
    expect((await userRow(app, driver.userId)).license).toBe(before)
  })

  it("is served to its owner only: another user's licence answers 403, without a session 401", async () => {
    const own = await updateLicense(other.id, 'mine.jpg', await sampleImage('jpeg'), otherSession.cookie)
    expect(own.statusCode).toBe(200)
    const stolen = await inject({ method: 'GET', url: `/api/license/${other.id}` }, driver.cookie)
    expect(stolen.statusCode).toBe(403)
    expect(stolen.json()).toEqual({ code: 'FORBIDDEN', message: 'Forbidden', requestId: expect.any(String) })
    expect(stolen.headers['content-type']).toMatch(/^application\/json/)
    const anonymous = await inject({ method: 'GET', url: `/api/license/${other.id}` })
    expect(anonymous.statusCode).toBe(401)
    const owner = await inject({ method: 'GET', url: `/api/license/${other.id}` }, otherSession.cookie)
    expect(owner.statusCode).toBe(200)
    expect(owner.headers['content-type']).toBe('image/jpeg')
  })

  it('licences are not under the public images root', () => {
    expect(path.relative(dirs.imagesDir, permanent).startsWith('..')).toBe(true)
  })

  it('deleteLicense removes the file; getLicense then answers 404', async () => {
    const file = (await userRow(app, driver.userId)).license!
    const response = await inject({ method: 'POST', url: `/api/delete-license/${driver.userId}` }, driver.cookie)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: driver.userId, license: null })
    expect(existsSync(path.join(permanent, file))).toBe(false)
    const served = await inject({ method: 'GET', url: `/api/license/${driver.userId}` }, driver.cookie)
    expect(served.statusCode).toBe(404)
    expect(served.json().code).toBe('NOT_FOUND')
    const again = await inject({ method: 'POST', url: `/api/delete-license/${driver.userId}` }, driver.cookie)
    expect(again.statusCode).toBe(200)
  })
})

describe('another account is out of reach', () => {
  const attacks: { name: string; request: (target: string) => Promise<InjectOptions> }[] = [
    {
      name: 'updateLicense',
      request: async (id) => ({ method: 'POST', url: `/api/update-license/${id}`, ...multipart('file', 'x.pdf', samplePdf()) }),
    },
    { name: 'deleteLicense', request: async (id) => ({ method: 'POST', url: `/api/delete-license/${id}` }) },
    { name: 'getLicense', request: async (id) => ({ method: 'GET', url: `/api/license/${id}` }) },
  ]

  it.each(attacks)("$name with another user's id answers 403 and leaves the licence alone", async ({ request }) => {
    const before = await userRow(app, other.id)
    expect(before.license).not.toBeNull()
    const response = await inject(await request(other.id), driver.cookie)
    expect(response.statusCode, response.body).toBe(403)
    expect(response.json().code).toBe('FORBIDDEN')
    expect(await userRow(app, other.id)).toEqual(before)
    expect(existsSync(path.join(permanent, before.license!))).toBe(true)
  })

  it.each(attacks)('$name without a session answers 401', async ({ request }) => {
    const response = await inject(await request(other.id))
    expect(response.statusCode).toBe(401)
    expect(response.json().code).toBe('UNAUTHORIZED')
  })
})

describe('temporary licences', () => {
  it('older than a day are removed when the server starts (and hourly); newer ones stay', async () => {
    await mkdir(temp, { recursive: true })
    const stale = path.join(temp, '0b5e2f8e-3b7a-4c1d-9e2f-0123456789ab.pdf')
    const fresh = path.join(temp, '1b5e2f8e-3b7a-4c1d-9e2f-0123456789ab.pdf')
    await writeFile(stale, samplePdf())
    await writeFile(fresh, samplePdf())
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000)
    await utimes(stale, twoDaysAgo, twoDaysAgo)
    const started = await buildTestApp({ DATA_DIR })
    try {
      await vi.waitFor(() => expect(existsSync(stale)).toBe(false))
      expect(existsSync(fresh)).toBe(true)
    } finally {
      await started.close()
    }
    expect(await removeStaleTempLicenses(dirs, Date.now() + 25 * 3600 * 1000)).toBeGreaterThan(0)
    expect(existsSync(fresh)).toBe(false)
  })

  it('createLicense is rate limited with 429 RATE_LIMITED', async () => {
    let last = 0
    for (let i = 0; i < 40 && last !== 429; i++) {
      last = (await app.inject({ method: 'POST', url: '/api/create-license', remoteAddress: '10.7.7.7', ...multipart('file', 'x.txt', Buffer.from('x')) }))
        .statusCode
    }
    expect(last).toBe(429)
  })
})
