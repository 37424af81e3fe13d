// `npm run bench -- --search --explain`: EXPLAIN (ANALYZE, BUFFERS) of each SQL statement one search
// runs, on the large catalogue, captured from the real handler through Drizzle's logger.
import type { Logger } from 'drizzle-orm'
import type { AppDb } from '../../src/server/db/index.js'

type Captured = { query: string; params: unknown[] }

/** A Drizzle logger that keeps the statements sent while `capturing` is on. */
export function statementRecorder() {
  const statements: Captured[] = []
  let capturing = false
  const logger: Logger = {
    logQuery(query, params) {
      if (capturing) statements.push({ query, params })
    },
  }
  return {
    logger,
    async capture(work: () => Promise<unknown>): Promise<Captured[]> {
      statements.length = 0
      capturing = true
      try {
        await work()
      } finally {
        capturing = false
      }
      return [...statements]
    },
  }
}

/** Each statement's plan with timings and buffers, as lines to print. */
export async function explainAll(db: AppDb, statements: readonly Captured[]): Promise<string[]> {
  const client = (db as unknown as { $client: { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, string>[] }> } }).$client
  const lines: string[] = []
  for (const [index, { query, params }] of statements.entries()) {
    if (!/^\s*select/i.test(query)) continue
    const result = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${query}`, params)
    lines.push(`  statement ${index + 1}: ${query.slice(0, 160).replace(/\s+/g, ' ')}…`)
    for (const row of result.rows) lines.push(`    ${Object.values(row)[0]}`)
  }
  return lines
}
