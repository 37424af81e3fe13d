// The sign-in server: a real Keyturn server of its own, with Google sign-in configured against a
// local key set (the global servers have no social provider), and a sign-in rate limit a test's
// several attempts in a minute stay under. Its data folder is fresh and removed at the end.
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { spawnBuiltServer } from '../../../fixtures/built-server.js'
import { freePort } from '../../../fixtures/free-port.js'
import { socialClientIds, startSocialJwksDouble, type SocialJwksDouble } from '../../../fixtures/doubles/social-jwks.js'
import { serverEnvironment } from '../../../fixtures/server-environment.js'
import type { GoogleToken } from './model.js'

export interface SignInServer {
  baseUrl: string
  /** The ID token Google would give the social driver, or one signed by a key Google never published. */
  googleToken: (name: GoogleToken) => Promise<string>
  close: () => Promise<void>
}

async function waitForHealth(baseUrl: string, server: ChildProcess) {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the sign-in server exited with code ${server.exitCode}`)
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the sign-in server did not start in time')
}

export async function startSignInServer(): Promise<SignInServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'keyturn-e2e-sign-in-'))
  const jwks: SocialJwksDouble = await startSocialJwksDouble()
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const server = await spawnBuiltServer({
    env: {
      ...serverEnvironment({ port, dataDir }),
      GOOGLE_CLIENT_ID: socialClientIds.google,
      GOOGLE_JWKS_URL: jwks.jwksUrl,
      RATE_LIMIT_MAX: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    }
    await jwks.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitForHealth(baseUrl, server)
  } catch (error) {
    await stop()
    throw error
  }
  return {
    baseUrl,
    googleToken: (name) => jwks.sign('google', {}, { signWith: name === 'accepted' ? 'published' : 'stranger' }),
    close: stop,
  }
}
