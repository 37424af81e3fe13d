// Where the API test layer keeps its shared database artefacts.
import { fileURLToPath } from 'node:url'

export const artifactsDir = fileURLToPath(new URL('../../.artifacts/', import.meta.url))
export const snapshotPath = `${artifactsDir}pglite-snapshot.tar.gz`
export const snapshotKeyPath = `${artifactsDir}pglite-snapshot.key`
export const TEMPLATE_DATABASE = 'keyturn_test_template'

/** The same server URL pointing at another database. */
export function withDatabase(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl)
  url.pathname = `/${database}`
  return url.toString()
}
