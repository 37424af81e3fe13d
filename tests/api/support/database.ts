// One database per test file (and so per worker at a time), copied from what global-setup built:
// PGlite restored from the snapshot, or on PostgreSQL keyturn_test_<VITEST_POOL_ID> created from
// the template. Call in beforeAll and close in afterAll.
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { openDatabase, type Database } from '../../../src/server/db/index'
import { snapshotPath, TEMPLATE_DATABASE, withDatabase } from './paths'

export async function openTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) {
    const snapshot = new Blob([await readFile(snapshotPath)])
    return openDatabase({ snapshot })
  }
  const name = `keyturn_test_${Number(process.env.VITEST_POOL_ID ?? 1)}`
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await createFromTemplate(admin, name)
  } finally {
    await admin.end()
  }
  return openDatabase({ databaseUrl: withDatabase(databaseUrl, name) })
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
