// Named prepared statements for PGlite on its thread (pglite-worker.mjs). PGlite's query() parses
// and plans every statement again, over six calls into its engine (parse, describe, bind, describe,
// execute, sync). The same Drizzle query always has the same text, so each text is parsed once
// into a named statement and later runs are one call: bind, describe, execute, sync. Measured on
// the checkout's car query: 0.63 → 0.28 ms of the database thread (issue 11). What PostgreSQL does
// with a prepared statement's plan (custom plans first, a generic one when it is no dearer) is its
// default, as for any client that prepares.
import { parse, protocol } from '@electric-sql/pglite'

const { serialize } = protocol

/** Statement texts kept prepared, least recently used dropped first (a query built with a varying
 * number of parameters, such as `IN ($1, … $n)`, makes a text of its own per length). */
export const STATEMENTS_KEPT = 200

/** Several protocol messages as one buffer: one call into the engine. */
function joined(messages) {
  const buffer = new Uint8Array(messages.reduce((length, message) => length + message.length, 0))
  let offset = 0
  for (const message of messages) {
    buffer.set(message, offset)
    offset += message.length
  }
  return buffer
}

/**
 * `query(sql, params, options, inTransaction)` with the answer of PGlite's own query() (rows,
 * fields, affectedRows; its errors, with PostgreSQL's fields). `inTransaction`: the statement runs in
 * the open transaction (which holds PGlite's transaction lock); otherwise it waits for that lock, as
 * PGlite's query() does, so it never lands inside another caller's transaction.
 */
export function preparedStatements(client, kept = STATEMENTS_KEPT) {
  /** By text: the statement's name and its parameters' types. */
  const statements = new Map()
  let named = 0

  async function prepare(text) {
    const name = `kt_${++named}`
    const { messages } = await client.execProtocol(joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]), { syncToFs: false })
    const types = messages.find((message) => message.name === 'parameterDescription')?.dataTypeIDs ?? []
    const statement = { name, types }
    statements.set(text, statement)
    if (statements.size > kept) {
      const [oldestText, oldest] = statements.entries().next().value
      statements.delete(oldestText)
      await client.execProtocol(joined([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]), { syncToFs: false })
    }
    return statement
  }

  async function run(text, params = [], options = {}) {
    let statement = statements.get(text)
    if (statement) {
      // most recently used last
      statements.delete(text)
      statements.set(text, statement)
    } else {
      statement = await prepare(text)
    }
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null
      const serializer = client.serializers[statement.types[index]]
      return serializer ? serializer(value) : value.toString()
    })
    const { messages } = await client.execProtocol(
      joined([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    )
    return parse.parseResults(messages, client.parsers, options)[0] ?? { rows: [], fields: [] }
  }

  return {
    query(text, params, options, inTransaction) {
      const exclusive = () => client._runExclusiveQuery(() => run(text, params, options))
      if (inTransaction) return exclusive()
      return client._runExclusiveTransaction(async () => {
        const result = await exclusive()
        await client.syncToFs()
        return result
      })
    },
  }
}
