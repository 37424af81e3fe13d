// The built web app for the in-process benches that ask for pages (the search bench's server-rendered
// results page): dist/ and the server renderer beside it (dist-ssr/), built as `npm start` builds them
// when they are missing or older than their sources (src/server/tools/start.mjs, same rule).
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { newestChange } from '../../src/server/tools/build-server.mjs'

const root = path.resolve(import.meta.dirname, '../..')
export const webDistDir = path.join(root, 'dist')
const builtIndex = path.join(webDistDir, 'index.html')
const builtRenderer = path.join(root, 'dist-ssr', 'entry-server.js')
const webSources = ['src/web', 'src/domain', 'machines', 'openapi', 'build', 'panda.config.ts', 'vite.config.ts']

function webNeedsBuild(): boolean {
  if (!existsSync(builtIndex) || !existsSync(builtRenderer)) return true
  const builtAt = statSync(builtIndex).mtimeMs
  return webSources.some((source) => existsSync(path.join(root, source)) && newestChange(path.join(root, source)) > builtAt)
}

/** Builds the web app (`npm run build:web`) when stale; returns the dist folder to serve. */
export function ensureWebAppBuilt(): string {
  if (webNeedsBuild()) {
    console.log('Building the web app for the server-rendered pages…')
    const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' })
    if (build.status !== 0) throw new Error(`npm run build:web exited with ${build.status}`)
  }
  return webDistDir
}
