// The transactional outbox (issue 13): an e-mail is a row of `outbox`, written in the transaction of
// the change that causes it (pass `tx`), so a crash can never keep the change and lose the e-mail.
// A worker delivers the rows through the transport (SMTP or the .eml folder) outside any request:
// it claims due rows with FOR UPDATE SKIP LOCKED and leases them for LEASE_MS (so one instance of
// several sends each), sends each with its stored Message-ID and marks it sent. A crash between
// sending and marking leaves the lease to run out and the row is sent again with the same
// Message-ID: at-least-once, and a receiver can recognise the repeat. The database going away
// between the two (a restart) is not a crash: the rows sent are marked when it is back, before any
// claim. Failures back off (5 s, 10 s, 20 s … at most an hour) and give up after MAX_ATTEMPTS (kept
// with the last error).
import { randomUUID } from 'node:crypto'
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { isEmail } from '../../../domain/email.js'
import { databaseUnavailability } from '../../db/errors.js'
import type { AppDb } from '../../db/index.js'
import type { Tx } from '../../db/queries/bookings.js'
import { outbox } from '../../db/schema.js'
import type { MailMessage, Mailer } from './index.js'

/** How long a claimed row belongs to the instance that claimed it (a crashed sender's rows come back after it). */
export const LEASE_MS = 60_000
export const MAX_ATTEMPTS = 12
const FIRST_RETRY_MS = 5_000
const LONGEST_RETRY_MS = 3_600_000
/** How often each instance looks for due rows (besides right after a request wrote some). */
export const OUTBOX_POLL_MS = 5_000
const BATCH = 20
/** How long a background round waits after its kick, gathering the rows of the requests meanwhile. */
const ROUND_GATHER_MS = 50

/** When a row failed `attempts` times: the next try (doubling), or null to give up. */
export function retryDelayMs(attempts: number): number | null {
  if (attempts >= MAX_ATTEMPTS) return null
  return Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS)
}

/**
 * `background`: requests only write rows; the worker sends them (right after the request, and every
 * OUTBOX_POLL_MS). `beforeReply`: a request's rows are delivered before it answers — for the in-process
 * API tests, which read the transport's messages right after a call; delivery is the same code.
 */
export type OutboxDelivery = 'background' | 'beforeReply'

export interface Outbox extends Mailer {
  /** Writes the e-mail as an outbox row, in `tx` when given (then it exists exactly when `tx` commits). */
  send(message: MailMessage, options?: { tx?: Tx }): Promise<void>
  /**
   * The outbox row of `message`, for a statement of the caller's that writes it with its change (one
   * round trip for both); delivered after the request like a row of `send` with `tx`.
   */
  rowOf(message: MailMessage): typeof outbox.$inferInsert
  /** Delivers every due row now (claimed by this instance); resolves when this instance's sends are done. */
  deliverDue(): Promise<number>
  /** Called when a request ends: starts delivery (background) or awaits it (beforeReply) if rows were written. */
  afterRequest(): Promise<void>
  /** Starts polling; `stop` ends it and waits for the sends under way. */
  start(): void
  stop(): Promise<void>
  /**
   * For readiness and metrics: whether the worker polls (started, not stopped), since when the
   * deliveries under way have made no progress (null: none under way; a long backlog drained batch
   * after batch keeps moving), how many delivery attempts failed and how many e-mails were given up
   * after their last attempt, by this instance since it started.
   */
  status(): { running: boolean; stalledSince: number | null; failedAttempts: number; givenUp: number }
}

/**
 * Every e-mail has one recipient (issue 21): a text the mail server would read as a list, or with a
 * display name, never reaches it, whatever a caller let through. A programming error, not a client's.
 */
export class RecipientRefused extends Error {
  constructor(what: string) {
    super(`An e-mail's ${what} must be exactly one address`)
    this.name = 'RecipientRefused'
  }
}

function requireOneAddress(address: string, what: string): void {
  if (!isEmail(address) || address !== address.trim()) throw new RecipientRefused(what)
}

export function createOutbox(db: AppDb, transport: Mailer, log: FastifyBaseLogger, delivery: OutboxDelivery, domain: string): Outbox {
  let written = false
  let timer: NodeJS.Timeout | undefined
  const inFlight = new Set<Promise<number>>()
  /** When the deliveries under way last claimed or finished a batch. */
  let progressAt = 0
  let failedAttempts = 0
  let givenUp = 0

  /** Due rows leased to this instance, in one statement (no transaction held across a round trip). */
  async function claim(): Promise<(typeof outbox.$inferSelect)[]> {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(sql`${outbox.sentAt} IS NULL AND ${outbox.failedAt} IS NULL AND ${outbox.nextAttemptAt} <= now()`)
      .orderBy(outbox.nextAttemptAt, outbox.createdAt)
      .limit(BATCH)
      .for('update', { skipLocked: true })
    const claimed = await db
      .update(outbox)
      .set({ nextAttemptAt: sql`now() + ${`${LEASE_MS} milliseconds`}::interval`, attempts: sql`${outbox.attempts} + 1` })
      .where(inArray(outbox.id, due))
      .returning({ ...getTableColumns(outbox), writtenAt: sql<number>`extract(epoch from ${outbox.createdAt}) * 1000000`.mapWith(Number) })
    // in the order they were written (migration 0013, to the microsecond): an UPDATE answers its rows in no set order
    return claimed.sort((a, b) => a.writtenAt - b.writtenAt)
  }

  /** Sends one claimed row; answers whether it went (a failure is recorded for its retry). */
  async function deliver(row: typeof outbox.$inferSelect): Promise<boolean> {
    try {
      await transport.send({ to: row.recipient, subject: row.subject, text: row.textBody, html: row.htmlBody, messageId: row.messageId, ...(row.replyTo ? { replyTo: row.replyTo } : {}), ...(row.attachments ? { attachments: row.attachments } : {}) })
      return true
    } catch (error) {
      failedAttempts++
      const delay = retryDelayMs(row.attempts)
      if (delay === null) givenUp++
      const lastError = error instanceof Error ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}` : String(error)
      // not recorded when the database is away too: the row's lease runs out and it is tried again then
      // (a failure here must not lose the other rows of the round, sent and still to be marked)
      await db
        .update(outbox)
        .set(delay === null ? { failedAt: new Date(), lastError } : { nextAttemptAt: new Date(Date.now() + delay), lastError })
        .where(and(eq(outbox.id, row.id), sql`${outbox.sentAt} IS NULL`))
        .catch(() => undefined)
      log.warn({ messageId: row.messageId, attempts: row.attempts, retryInMs: delay }, delay === null ? 'e-mail given up after its last attempt' : 'e-mail delivery failed; retrying later')
      return false
    }
  }

  /**
   * Rows sent whose marking failed (the database went away between the send and the mark): marked
   * before anything else is claimed, while this instance still holds their lease, so a database
   * restart does not send them again (issue 26). Only a crash of this process meanwhile can.
   */
  const sentNotMarked = new Set<string>()

  async function markSent(ids: readonly string[]): Promise<void> {
    for (const id of ids) sentNotMarked.add(id)
    const marking = [...sentNotMarked]
    await db.update(outbox).set({ sentAt: new Date(), lastError: null }).where(inArray(outbox.id, marking))
    for (const id of marking) sentNotMarked.delete(id)
  }

  async function drain(): Promise<number> {
    let sent = 0
    if (sentNotMarked.size > 0) await markSent([])
    for (;;) {
      const rows = await claim()
      progressAt = Date.now()
      if (rows.length === 0) return sent
      const delivered = await Promise.all(rows.map(deliver))
      progressAt = Date.now()
      const sentIds = rows.filter((_row, index) => delivered[index]).map((row) => row.id)
      // the round's sent rows marked in one statement
      if (sentIds.length > 0) await markSent(sentIds)
      sent += rows.length
      // a short claim took every due row: no need to ask again (a row written since kicks another round)
      if (rows.length < BATCH) return sent
    }
  }

  async function deliverDue(): Promise<number> {
    written = false
    const run = drain()
    if (inFlight.size === 0) progressAt = Date.now()
    inFlight.add(run)
    try {
      const count = await run
      // rows another call of this instance claimed are still being sent: wait for them too
      await Promise.allSettled([...inFlight].filter((other) => other !== run))
      return count
    } finally {
      inFlight.delete(run)
    }
  }

  // Background rounds: while one runs, further kicks only ask for one more round after it, and a
  // round starts ROUND_GATHER_MS after its kick, so a burst of requests makes a few rounds of many
  // rows, not a round (two statements and a claim) each, and answering requests comes first.
  let round: Promise<void> | null = null
  let again = false
  let started = false
  let stopped = false
  const kick = () => {
    if (stopped) return
    if (round) {
      again = true
      return
    }
    round = (async () => {
      do {
        again = false
        await new Promise((resolve) => setTimeout(resolve, ROUND_GATHER_MS).unref())
        if (stopped) return
        await deliverDue().catch((error: unknown) => {
          // the database away (a restart): one line a round, no stack; the next round tries again
          const unavailable = databaseUnavailability(error)
          if (unavailable !== null) log.warn({ reason: unavailable }, 'outbox delivery round failed: the database is unavailable')
          else log.warn({ err: error }, 'outbox delivery round failed')
        })
      } while (again && !stopped)
    })().finally(() => (round = null))
  }

  return {
    get mode() {
      return transport.mode
    },
    rowOf(message) {
      requireOneAddress(message.to, 'recipient')
      if (message.replyTo !== undefined) requireOneAddress(message.replyTo, 'reply-to address')
      written = true
      return {
        messageId: message.messageId ?? `<${randomUUID()}@${domain}>`,
        recipient: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        replyTo: message.replyTo ?? null,
        attachments: message.attachments ?? null,
      }
    },
    async send(message, options = {}) {
      await (options.tx ?? db).insert(outbox).values(this.rowOf(message))
      // outside a transaction the row is committed already: deliver it like a request's rows
      if (!options.tx) {
        if (delivery === 'beforeReply') await deliverDue()
        else kick()
      }
    },
    deliverDue,
    async afterRequest() {
      // beforeReply: also wait for rows of this request that a concurrent request's round claimed
      // the rows stay in the outbox for the worker: a failed delivery never fails the request's answer
      if (delivery === 'beforeReply') await deliverDue().catch((error: unknown) => log.warn({ err: error }, 'outbox delivery before the reply failed'))
      else if (written) kick()
    },
    start() {
      started = true
      kick()
      timer = setInterval(kick, OUTBOX_POLL_MS)
      timer.unref()
    },
    async stop() {
      stopped = true
      if (timer) clearInterval(timer)
      await Promise.allSettled([...inFlight, ...(round ? [round] : [])])
    },
    close() {
      transport.close()
    },
    status() {
      return { running: started && !stopped, stalledSince: inFlight.size > 0 ? progressAt : null, failedAttempts, givenUp }
    },
  }
}

/** The domain of the Message-IDs: the public address's host. */
export const mailDomain = (publicUrl: string) => {
  try {
    return new URL(publicUrl).hostname || 'keyturn.local'
  } catch {
    return 'keyturn.local'
  }
}

/** Starts the worker when the server is ready; each request that wrote e-mails hands them over when it answers. */
export function registerOutboxDelivery(app: FastifyInstance): void {
  app.addHook('onSend', async () => {
    await app.mailer.afterRequest()
  })
  app.addHook('onReady', async () => {
    app.mailer.start()
  })
}
