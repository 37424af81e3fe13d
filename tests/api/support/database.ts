// A fresh database for each call, copied from what global-setup built: PGlite restored from the
// snapshot, or on PostgreSQL keyturn_test_<VITEST_POOL_ID>_<n> created from the template and
// dropped again on close. Call in beforeAll and close in afterAll.
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { openDatabase, type Database } from '../../../src/server/db/index'
import { snapshotPath, TEMPLATE_DATABASE, withDatabase } from './paths'

export async function openTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) {
    const snapshot = new Blob([await readFile(snapshotPath)])
    // PGLITE_THREAD=1: PGlite on its own thread, as `npm start` runs it
    return openDatabase({ snapshot, thread: process.env.PGLITE_THREAD === '1' })
  }
  const name = `keyturn_test_${Number(process.env.VITEST_POOL_ID ?? 1)}_${++openedInThisFile}`
  await withAdmin(databaseUrl, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await createFromTemplate(admin, name)
  })
  const database = await openDatabase({ databaseUrl: withDatabase(databaseUrl, name) })
  return {
    ...database,
    async close() {
      await database.close()
      await withAdmin(databaseUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    },
  }
}

let openedInThisFile = 0

async function withAdmin<T>(databaseUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  try {
    return await work(admin)
  } finally {
    await admin.end()
  }
}

async function createFromTemplate(admin: pg.Client, name: string) {
  // Two workers copying the template at the same instant can see "source database is being
  // accessed by other users" (55006); wait and retry.
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`)
      return
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt))
    }
  }
}
