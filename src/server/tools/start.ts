import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/** `npm start`: build the SPA when dist/ is missing or older than its sources, then serve. */
const root = path.resolve(import.meta.dirname, '../../..')
const builtIndex = path.join(root, 'dist', 'index.html')
const sources = ['src/web', 'src/domain', 'machines', 'openapi', 'panda.config.ts', 'vite.config.ts']

function newestChange(target: string): number {
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), stat.mtimeMs)
}

function needsBuild(): boolean {
  if (!existsSync(builtIndex)) return true
  const builtAt = statSync(builtIndex).mtimeMs
  return sources.some((source) => existsSync(path.join(root, source)) && newestChange(path.join(root, source)) > builtAt)
}

if (needsBuild()) {
  console.log('Building the web app…')
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

await import('../main.js')
