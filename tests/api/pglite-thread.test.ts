// PGlite on its own thread, as `npm start` runs it: each statement text is prepared once and run
// again by name (src/server/db/pglite-statements.mjs). What a caller sees must be what PGlite's own
// query() answers: the rows and their types, PostgreSQL's error fields, the transaction's isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DatabaseUnavailable, isDatabaseUnavailable } from '../../src/server/db/errors'
import { startPgliteThread, type PgliteThread } from '../../src/server/db/pglite-thread'
// @ts-expect-error plain JavaScript without declarations (it runs on the database's thread)
import { STATEMENTS_KEPT } from '../../src/server/db/pglite-statements.mjs'

let thread: PgliteThread
beforeAll(async () => {
  thread = await startPgliteThread({ startParams: [] })
  await thread.exec(`CREATE TABLE items (id int PRIMARY KEY, label text NOT NULL CONSTRAINT label_not_empty CHECK (label <> ''))`)
})
afterAll(async () => {
  await thread?.close()
})

const countItems = async () => (await thread.query<{ count: number }>('SELECT count(*)::int AS count FROM items')).rows[0]!.count

describe('PGlite on its thread, with prepared statements', () => {
  it('answers a statement run again with its own parameters each time', async () => {
    const insert = 'INSERT INTO items (id, label) VALUES ($1, $2) RETURNING id, label'
    for (const id of [1, 2, 3]) expect((await thread.query(insert, [id, `item ${id}`])).rows).toEqual([{ id, label: `item ${id}` }])
    const byId = 'SELECT label FROM items WHERE id = $1'
    for (const id of [3, 1, 2, 1]) expect((await thread.query(byId, [id])).rows).toEqual([{ label: `item ${id}` }])
    const update = await thread.query('UPDATE items SET label = label WHERE id >= $1', [2])
    expect(update.affectedRows).toBe(2)
  })

  it('keeps the values of each type both ways, and the rows as arrays or with types read as text when asked', async () => {
    const at = new Date('2030-04-05T06:07:08.000Z')
    const typed = 'SELECT $1::int4 + 1 AS next, $2::timestamptz AS at, $3::jsonb AS doc, $4::text IS NULL AS missing, $5::bool AS yes, $6::date AS day'
    const params = [1, at, { a: [1, 'b'] }, null, true, '2030-04-05']
    for (let run = 0; run < 2; run++) {
      const { rows, fields } = await thread.query(typed, params)
      expect(rows).toEqual([{ next: 2, at, doc: { a: [1, 'b'] }, missing: true, yes: true, day: expect.anything() }])
      expect(fields.map((field) => field.name)).toEqual(['next', 'at', 'doc', 'missing', 'yes', 'day'])
    }
    // Drizzle asks for arrays, and for some types as text (it parses them itself)
    const asText = await thread.query(typed, params, { rowMode: 'array', parsers: { 1082: (value: string) => value, 1184: (value: string) => value } })
    expect(asText.rows).toEqual([[2, expect.stringMatching(/^2030-04-05 06:07:08(\+00)?/), { a: [1, 'b'] }, true, true, '2030-04-05']])
  })

  it("reports PostgreSQL's error fields, and the statement still runs afterwards", async () => {
    const insert = 'INSERT INTO items (id, label) VALUES ($1, $2)'
    await expect(thread.query(insert, [1, 'again'])).rejects.toMatchObject({ code: '23505', constraint: 'items_pkey' })
    await expect(thread.query(insert, [50, ''])).rejects.toMatchObject({ code: '23514', constraint: 'label_not_empty' })
    await thread.query(insert, [50, 'fifty'])
    expect((await thread.query('SELECT label FROM items WHERE id = $1', [50])).rows).toEqual([{ label: 'fifty' }])
    // a text that cannot be prepared is an error each time, and takes nothing down with it
    for (let run = 0; run < 2; run++) await expect(thread.query('SELEC label FROM items')).rejects.toMatchObject({ code: '42601' })
    expect(await countItems()).toBe(4)
  })

  it('runs inside the open transaction, and a statement from outside waits for its end', async () => {
    const before = await countItems()
    let outside: Promise<number> | undefined
    let answeredDuringTransaction = false
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('INSERT INTO items (id, label) VALUES ($1, $2)', [60, 'sixty'])
        expect((await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM items')).rows[0]!.count).toBe(before + 1)
        outside = countItems()
        void outside.then(() => (answeredDuringTransaction = true))
        await new Promise((resolve) => setTimeout(resolve, 50))
        expect(answeredDuringTransaction).toBe(false)
        throw new Error('undo')
      }),
    ).rejects.toThrow('undo')
    // the statement from outside ran after the rollback: it never saw the row
    expect(await outside).toBe(before)
  })

  it('keeps answering when more texts are used than it keeps prepared, and keeps no more than that', async () => {
    const texts = Array.from({ length: STATEMENTS_KEPT + 25 }, (_, n) => `SELECT $1::int + ${n} AS sum`)
    for (const [n, text] of texts.entries()) expect((await thread.query(text, [1])).rows).toEqual([{ sum: 1 + n }])
    // the first texts were dropped: prepared again when asked
    for (const [n, text] of texts.slice(0, 5).entries()) expect((await thread.query(text, [2])).rows).toEqual([{ sum: 2 + n }])
    const { rows } = await thread.query<{ count: number }>('SELECT count(*)::int AS count FROM pg_prepared_statements')
    expect(rows[0]!.count).toBeLessThanOrEqual(STATEMENTS_KEPT)
    expect(rows[0]!.count).toBeGreaterThan(STATEMENTS_KEPT / 2)
  })
})

describe('PGlite on its thread, when the thread dies (issue 26)', () => {
  it('fails every statement in flight and every later one as unavailable (503), and tells its owner once', { timeout: 120_000 }, async () => {
    const failures: Error[] = []
    // a heap too small for the answer a statement asks for: Node ends the thread (ERR_WORKER_OUT_OF_MEMORY),
    // as an engine crash or the operating system would end it, with no word from the thread itself
    const dying = await startPgliteThread({ startParams: [], resourceLimits: { maxOldGenerationSizeMb: 64 }, onFailure: (error) => failures.push(error) })
    try {
      await dying.exec('CREATE TABLE kept (id int PRIMARY KEY)')
      await dying.query('INSERT INTO kept VALUES (1)')
      const tooBig = dying.query('SELECT repeat(md5(i::text), 5000) AS t FROM generate_series(1, 1000) i')
      const queued = dying.query('SELECT count(*)::int AS n FROM kept')
      const [big, waiting] = await Promise.allSettled([tooBig, queued])
      for (const outcome of [big, waiting]) {
        expect(outcome.status).toBe('rejected')
        const reason = (outcome as PromiseRejectedResult).reason as Error
        expect(reason).toBeInstanceOf(DatabaseUnavailable)
        expect(isDatabaseUnavailable(reason)).toBe(true)
      }
      expect((big as PromiseRejectedResult).reason.message).toMatch(/^the embedded database's thread failed: .*memory/)
      expect(failures).toHaveLength(1)
      expect(failures[0]).toBe((big as PromiseRejectedResult).reason)
      // later statements and transactions fail at once, the same way
      const startedAt = Date.now()
      await expect(dying.query('SELECT 1')).rejects.toBe(failures[0])
      await expect(dying.transaction(async (tx) => tx.query('SELECT 1'))).rejects.toBe(failures[0])
      expect(Date.now() - startedAt).toBeLessThan(1_000)
    } finally {
      await dying.close()
    }
    // closing it is no second failure
    expect(failures).toHaveLength(1)
  })

  it('does not call a closed thread a failure', async () => {
    const failures: Error[] = []
    const closing = await startPgliteThread({ startParams: [], onFailure: (error) => failures.push(error) })
    await closing.close()
    expect(failures).toEqual([])
    await expect(closing.query('SELECT 1')).rejects.toBeInstanceOf(DatabaseUnavailable)
  }, 120_000)
})
