// Builds the production server once, as the SPA is built: one ES module (dist-server/main.js) from
// src/server/main.ts with esbuild, packages left to node_modules. `npm start` then runs plain
// JavaScript: no TypeScript compiler in the running server (memory, start-up time).
// Plain JavaScript itself, so that `npm start` needs no compiler to run it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { rm } from 'node:fs/promises'

const root = path.resolve(import.meta.dirname, '../../..')
const outdir = path.join(root, 'dist-server')
export const serverBundle = path.join(outdir, 'main.js')
/** What the server's code is made of: a change to any of these needs a new build. */
const serverSources = ['src/server', 'src/domain', 'machines', 'openapi', 'package.json']

export function newestChange(target) {
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), stat.mtimeMs)
}

export function serverNeedsBuild() {
  if (!existsSync(serverBundle)) return true
  const builtAt = statSync(serverBundle).mtimeMs
  return serverSources.some((source) => existsSync(path.join(root, source)) && newestChange(path.join(root, source)) > builtAt)
}

/**
 * Modules find their files (migrations, the contract, package.json) relative to import.meta.url:
 * each keeps its own source location inside the bundle, so those paths stay right.
 */
const keepModuleLocations = {
  name: 'keep-module-locations',
  setup(builder) {
    builder.onLoad({ filter: /\/(src|machines)\/.*\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8')
      if (!source.includes('import.meta')) return undefined
      return {
        loader: 'ts',
        contents: source
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path))),
      }
    })
  },
}

/** Builds into dist-server/, or into `options.outdir` (a test's own folder). */
export async function buildServer(options = {}) {
  const target = options.outdir ?? outdir
  // esbuild loads only to build: `npm start` imports this module on every start (memory)
  const { build, stop } = await import('esbuild')
  await rm(target, { recursive: true, force: true })
  try {
    await build({
      entryPoints: [path.join(root, 'src/server/main.ts')],
      outdir: target,
      bundle: true,
      // code imported on demand (the seed and faker, on a first start only) stays out of the start
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: 'linked',
      logLevel: 'warning',
      plugins: [keepModuleLocations],
    })
  } finally {
    // esbuild's service process would otherwise live as long as the server `npm start` goes on to run
    await stop()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer()
