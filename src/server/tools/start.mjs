// `npm start`: build the SPA and the server when they are missing or older than their sources, then
// serve from the built server (plain JavaScript: no TypeScript compiler at run time).
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { buildServer, newestChange, serverBundle, serverNeedsBuild } from './build-server.mjs'

const root = path.resolve(import.meta.dirname, '../../..')
const builtIndex = path.join(root, 'dist', 'index.html')
const webSources = ['src/web', 'src/domain', 'machines', 'openapi', 'panda.config.ts', 'vite.config.ts']

function webNeedsBuild() {
  if (!existsSync(builtIndex)) return true
  const builtAt = statSync(builtIndex).mtimeMs
  return webSources.some((source) => existsSync(path.join(root, source)) && newestChange(path.join(root, source)) > builtAt)
}

if (webNeedsBuild()) {
  console.log('Building the web app…')
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
if (serverNeedsBuild()) {
  console.log('Building the server…')
  await buildServer()
}

await import(serverBundle)
