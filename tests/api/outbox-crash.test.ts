// The transactional outbox across a crash (issue 13): a guest checkout commits the booking and its two
// e-mails (activation, confirmation) together and answers without waiting for SMTP; the server is
// killed (kill -9) before it could deliver them (the mail server is not up yet); restarted on the same
// data, it delivers each exactly once — with the Message-ID it was given — and never again.
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { LEASE_MS, OUTBOX_POLL_MS } from '../../src/server/integrations/mail/outbox.js'
import { startSmtpDouble, type SmtpDouble } from '../fixtures/doubles/smtp.js'
import { counterCheckout, freePort, guestDriver, post, startServerProcess, type ServerProcess } from './support/server-process.js'

let dataDir: string
let server: ServerProcess | undefined
let smtp: SmtpDouble | undefined

afterAll(async () => {
  await server?.stop()
  await smtp?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

describe('e-mails of a checkout across a crash', () => {
  it('are neither lost nor sent twice', { timeout: 180_000 }, async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'keyturn-outbox-'))
    const smtpPort = await freePort()
    const smtpUrl = `smtp://127.0.0.1:${smtpPort}`
    server = await startServerProcess({ dataDir, smtpUrl })

    const driver = guestDriver(randomUUID().slice(0, 8))
    const started = Date.now()
    const answer = await post(server.url, '/api/checkout', { ...(await counterCheckout(server.url, 40)), driver })
    expect(answer.status, await answer.clone().text()).toBe(200)
    // the request did not wait for the (unreachable) mail server
    expect(Date.now() - started).toBeLessThan(5_000)
    await server.crash()

    smtp = await startSmtpDouble({ port: smtpPort })
    server = await startServerProcess({ dataDir, smtpUrl })
    // the crash may have come while the first server held the rows (claimed, its send under way): they
    // come back when that lease runs out, so wait for the lease, a poll and some slack
    await smtp.waitForMessage(driver.email, LEASE_MS + OUTBOX_POLL_MS + 15_000)
    const { reference } = (await answer.json()) as { reference: string }
    const received = () => smtp!.messages.filter((message) => message.envelopeTo.includes(driver.email))
    const subjects = () => received().map((message) => message.subject)
    await expect.poll(subjects, { timeout: 30_000 }).toEqual(expect.arrayContaining(['Your Keyturn account for your booking', `Your Keyturn booking ${reference}`]))
    const delivered = received().length
    const ids = received().map((message) => message.headers['message-id'])
    for (const id of ids) expect(id).toMatch(/^<[0-9a-f-]{36}@127\.0\.0\.1>$/)
    expect(new Set(ids).size).toBe(delivered)
    expect(subjects().filter((subject) => subject === `Your Keyturn booking ${reference}`)).toHaveLength(1)
    expect(subjects().filter((subject) => subject === 'Your Keyturn account for your booking')).toHaveLength(1)

    // a graceful restart later: nothing is sent again
    await server.stop()
    server = await startServerProcess({ dataDir, smtpUrl })
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(received()).toHaveLength(delivered)
  })
})
