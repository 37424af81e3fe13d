// What the terminal says once the server listens: the address to open and, while the demo data
// is there, the demo account to sign in with (only when its password is still the demo one).
import { verifyPassword } from './auth/passwords.js'
import type { ServerConfig } from './config.js'
import type { AppDb } from './db/index.js'
import { findUserByEmail } from './db/queries/users.js'
import { DEMO_DRIVER_EMAIL, DEMO_DRIVER_PASSWORD } from './seed/demo-account.js'

export async function startNotice(db: AppDb, config: Pick<ServerConfig, 'publicUrl'>): Promise<string[]> {
  const lines = [`Keyturn is ready: open ${config.publicUrl} in your browser`]
  const driver = await findUserByEmail(db, DEMO_DRIVER_EMAIL)
  if (driver?.passwordHash && (await verifyPassword(driver.passwordHash, DEMO_DRIVER_PASSWORD))) {
    lines.push(`Demo account: ${DEMO_DRIVER_EMAIL} / ${DEMO_DRIVER_PASSWORD}`)
  }
  return lines
}
