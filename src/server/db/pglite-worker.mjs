// PGlite on a thread of its own (src/server/db/pglite-thread.ts talks to it): its query engine runs
// beside the request thread instead of on it. Plain JavaScript, so that it runs the same under the
// built server, tsx and the tests. One PGlite, so one transaction at a time, as in process.
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite, types } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { preparedStatements } from './pglite-statements.mjs'

const toNumber = (value) => Number(value)
const asIs = (value) => value
const { dataDir, snapshot, startParams } = workerData
const client = new PGlite({
  dataDir,
  loadDataDir: snapshot ? new Blob([snapshot]) : undefined,
  extensions: { btree_gist },
  parsers: { [types.INT8]: toNumber, [types.NUMERIC]: toNumber, [types.DATE]: asIs },
  startParams: [...PGlite.defaultStartParams, ...startParams],
})
const statements = preparedStatements(client)

/** Open transactions by id: their PGlite transaction object and how to end them. */
const transactions = new Map()
let nextTransaction = 0

/** Options as the caller gave them, functions aside: parsers come as the type ids read as text. */
const queryOptions = ({ rowMode, textTypes }) => ({
  ...(rowMode ? { rowMode } : {}),
  ...(textTypes?.length ? { parsers: Object.fromEntries(textTypes.map((type) => [type, asIs])) } : {}),
})

const runner = (id) => (id === undefined ? client : transactions.get(id).tx)

const operations = {
  async query({ sql, params, options, tx }) {
    if (tx !== undefined && !transactions.has(tx)) throw new Error('Transaction is closed')
    const { rows, fields, affectedRows } = await statements.query(sql, params, queryOptions(options ?? {}), tx !== undefined)
    return { rows, fields, affectedRows }
  },
  async exec({ sql, tx }) {
    const results = await runner(tx).exec(sql)
    return results.map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }))
  },
  begin() {
    const id = ++nextTransaction
    return new Promise((started, failedToStart) => {
      const done = client.transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            transactions.set(id, { tx, commit, rollback, done })
            started(id)
          }),
      )
      // a transaction that could not even begin; once begun, end() reports how it ended
      done.catch((error) => transactions.has(id) || failedToStart(error))
    })
  },
  async end({ tx, commit }) {
    const open = transactions.get(tx)
    transactions.delete(tx)
    if (commit) open.commit()
    else open.rollback(new Error('rolled back'))
    try {
      await open.done
    } catch (error) {
      if (commit) throw error
    }
  },
  async listen({ channel }) {
    await client.listen(channel, (payload) => parentPort.postMessage({ notify: channel, payload }))
  },
  async dump() {
    const blob = await client.dumpDataDir('gzip')
    return blob.arrayBuffer()
  },
  async close() {
    await client.close()
  },
}

/** What the request thread needs of an error: its message and PostgreSQL's fields (code, constraint…). */
function errorFields(error) {
  const fields = { message: error?.message ?? String(error) }
  for (const key of ['code', 'constraint', 'detail', 'table', 'column', 'schema', 'severity', 'hint', 'position', 'where']) {
    if (error?.[key] !== undefined) fields[key] = error[key]
  }
  return fields
}

parentPort.on('message', async ({ id, op, ...args }) => {
  try {
    await client.waitReady
    const result = op === 'ready' ? null : await operations[op](args)
    parentPort.postMessage({ id, result }, result instanceof ArrayBuffer ? [result] : [])
  } catch (error) {
    parentPort.postMessage({ id, error: errorFields(error) })
  }
})
