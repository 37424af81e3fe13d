// vitest globalSetup of the api project: prepares ONE migrated and seeded database that every
// test worker then copies cheaply. PGlite: a data-dir snapshot in tests/.artifacts (rebuilt only
// when the migrations, the seed or the day changed). PostgreSQL (DATABASE_URL): a template database.
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { openDatabase } from '../../../src/server/db/index'
import { seedDatabase } from '../../../src/server/seed/seed'
import { referenceDay } from '../../../src/server/seed/build-demo-data'
import { artifactsDir, snapshotKeyPath, snapshotPath, TEMPLATE_DATABASE, withDatabase } from './paths'

export default async function setup(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL
  if (databaseUrl) await prepareTemplateDatabase(databaseUrl)
  else await preparePgliteSnapshot()
}

async function preparePgliteSnapshot() {
  const key = await snapshotKey()
  const existingKey = await readFile(snapshotKeyPath, 'utf8').catch(() => null)
  if (existingKey === key) return
  const database = await openDatabase({})
  try {
    await seedDatabase(database.db)
    const snapshot = await database.dumpSnapshot!()
    await mkdir(artifactsDir, { recursive: true })
    await writeFile(snapshotPath, Buffer.from(await snapshot.arrayBuffer()))
    await writeFile(snapshotKeyPath, key)
  } finally {
    await database.close()
  }
}

/** Changes when a migration, the seed or the reference day changes. */
async function snapshotKey(): Promise<string> {
  const hashed = createHash('sha256').update(referenceDay().toISOString())
  for (const dir of ['../../../src/server/db/migrations/', '../../../src/server/seed/', '../../../src/server/db/']) {
    const folder = fileURLToPath(new URL(dir, import.meta.url))
    for (const name of (await readdir(folder)).sort()) {
      if (!/\.(sql|ts)$/.test(name)) continue
      hashed.update(name).update(await readFile(join(folder, name)))
    }
  }
  return hashed.digest('hex')
}

async function prepareTemplateDatabase(databaseUrl: string) {
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`)
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`)
  } finally {
    await admin.end()
  }
  const database = await openDatabase({ databaseUrl: withDatabase(databaseUrl, TEMPLATE_DATABASE) })
  try {
    await seedDatabase(database.db)
  } finally {
    // CREATE DATABASE … TEMPLATE needs the template without connections.
    await database.close()
  }
}
