// What a start of the production server loads (issue 11, memory): the packages needed only sometimes
// (demo data, image encoding, upload sniffing, a payment SDK, e-mail, the bundler) stay out of the
// modules `npm start` imports before it serves, and load on first use.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer } from '../../src/server/tools/build-server.mjs'

const ON_DEMAND = ['@faker-js/faker', 'sharp', 'file-type', 'stripe', 'nodemailer', 'esbuild']

/** Specifiers of a module's static imports (`import … from "x"`, `import "x"`), not `import("x")`. */
function staticImports(source: string): string[] {
  const pattern = /^\s*(?:import|export)\s+(?:[^;'"]*?\sfrom\s*)?["']([^"']+)["']/gm
  return [...source.matchAll(pattern)].map((match) => match[1]!)
}

/** Every package a module loads before its own code runs: its static imports, followed through local files. */
function packagesLoadedBy(entry: string): Set<string> {
  const packages = new Set<string>()
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier))
      else if (!specifier.startsWith('node:')) packages.add(specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/'))
    }
  }
  visit(entry)
  return packages
}

const serverTools = path.resolve(import.meta.dirname, '../../src/server/tools')
let outdir = ''

describe('what a start of the production server loads', () => {
  beforeAll(async () => {
    outdir = mkdtempSync(path.join(tmpdir(), 'keyturn-server-build-'))
    await buildServer({ outdir })
  }, 60_000)
  afterAll(() => rmSync(outdir, { recursive: true, force: true }))

  it('serves without loading the packages only some requests or the first start need', () => {
    const loaded = packagesLoadedBy(path.join(outdir, 'main.js'))
    expect(loaded).toContain('fastify')
    for (const name of ON_DEMAND) expect(loaded, name).not.toContain(name)
  })

  it('still has them in the build, loaded when first needed', () => {
    const files = readdirSync(outdir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'))
    const built = files.map((file) => readFileSync(path.join(outdir, file), 'utf8')).join('\n')
    for (const name of ON_DEMAND.filter((name) => name !== 'esbuild')) expect(built, name).toContain(`"${name}"`)
  })

  it('`npm start` gives V8 a young generation sized for this server (16 MiB less than the default) and a heap that grows by 30 % at most', () => {
    const manifest = JSON.parse(readFileSync(path.resolve(serverTools, '../../../package.json'), 'utf8')) as { scripts: { start: string } }
    expect(manifest.scripts.start).toBe('node --max-semi-space-size=2 --heap-growing-percent=30 src/server/tools/start.mjs')
  })

  it('`npm start` loads the bundler only when it has to build', () => {
    expect(packagesLoadedBy(path.join(serverTools, 'start.mjs'))).not.toContain('esbuild')
    expect(readFileSync(path.join(serverTools, 'build-server.mjs'), 'utf8')).toContain("import('esbuild')")
  })
})
