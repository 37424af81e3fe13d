// Our own small migrator: the numbered plain-SQL files in ./migrations are applied in order,
// each in its own transaction, and recorded in schema_migrations with a checksum so that an
// edited, already-applied file is refused instead of silently diverging.
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const defaultMigrationsDir = fileURLToPath(new URL('./migrations', import.meta.url))

/** The raw driver surface the migrator needs (multi-statement SQL is not possible through Drizzle on PGlite). */
export interface SqlTransaction {
  /** Runs one or several statements without parameters. */
  exec(sqlText: string): Promise<void>
  query<Row extends Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<Row[]>
}
export interface SqlRunner {
  transaction<T>(work: (tx: SqlTransaction) => Promise<T>): Promise<T>
}

export type MigrationFile = { version: number; name: string; sql: string; checksum: string }
export type AppliedMigration = { version: number; name: string }

const FILE_PATTERN = /^(\d{4})_([a-z0-9_]+)\.sql$/
// Serialises concurrent migrators (several server instances starting against one PostgreSQL).
const ADVISORY_LOCK_KEY = 727_001

export async function readMigrationFiles(dir = defaultMigrationsDir): Promise<MigrationFile[]> {
  const files: MigrationFile[] = []
  for (const fileName of (await readdir(dir)).sort()) {
    const match = FILE_PATTERN.exec(fileName)
    if (!match) continue
    const sqlText = await readFile(join(dir, fileName), 'utf8')
    files.push({
      version: Number(match[1]),
      name: match[2]!,
      sql: sqlText,
      checksum: createHash('sha256').update(sqlText).digest('hex'),
    })
  }
  const versions = files.map((f) => f.version)
  if (new Set(versions).size !== versions.length) throw new Error(`Duplicate migration versions in ${dir}`)
  return files
}

type RecordedRow = { version: number; name: string; checksum: string }

/** Applies the pending migrations; returns those applied now (empty when up to date). */
export async function runMigrations(runner: SqlRunner, dir = defaultMigrationsDir): Promise<AppliedMigration[]> {
  const files = await readMigrationFiles(dir)
  await runner.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCK_KEY])
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`)
  })

  const applied: AppliedMigration[] = []
  for (const file of files) {
    const didApply = await runner.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCK_KEY])
      const [recorded] = await tx.query<RecordedRow>(
        'SELECT version, name, checksum FROM schema_migrations WHERE version = $1',
        [file.version],
      )
      if (recorded) {
        if (recorded.checksum !== file.checksum) {
          throw new Error(
            `Migration ${String(file.version).padStart(4, '0')}_${file.name} was changed after it was applied; ` +
              'add a new migration instead of editing an applied one.',
          )
        }
        return false
      }
      await tx.exec(file.sql)
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        file.version,
        file.name,
        file.checksum,
      ])
      return true
    })
    if (didApply) applied.push({ version: file.version, name: file.name })
  }
  return applied
}
