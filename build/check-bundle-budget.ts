import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { firstLoadChunks, type Manifest } from '../src/server/web-chunks'

export { firstLoadChunks, type Manifest, type ManifestChunk } from '../src/server/web-chunks'

/**
 * `tsx build/check-bundle-budget.ts [distDir]`, run by `npm run build` after `vite build`:
 * prints every page's first-load JavaScript (gzip) from Vite's manifest against its target
 * (DESIGN.md §8) and fails when a page exceeds it, so the size cannot erode unnoticed.
 *
 * A page's first load is `firstLoadChunks` (src/server/web-chunks.ts). The Temporal polyfill is not
 * counted: it loads only where the browser lacks Temporal (src/web/platform/temporal.ts), and
 * Lighthouse's Chromium has it.
 */

export interface PageBudget {
  page: string
  module: string
  /** DESIGN.md §8. */
  targetKiB: number
}

/** KiB of gzip, DESIGN.md §8 (home / search / checkout / other pages). */
export const BUDGET_KIB = { home: 150, search: 165, checkout: 175, other: 175 } as const

const NAMED_PAGES: Record<string, keyof typeof BUDGET_KIB> = {
  'pages/home/HomePage.tsx': 'home',
  'pages/search/SearchPage.tsx': 'search',
  'pages/checkout/CheckoutPage.tsx': 'checkout',
}

/** Every routed page (a lazy `pages/<area>/<Name>Page.tsx` chunk) with its budget. */
export function pageBudgets(manifest: Manifest): PageBudget[] {
  return Object.keys(manifest)
    .filter((key) => /^pages\/[^/]+\/[A-Za-z]+Page\.tsx$/.test(key) && manifest[key]!.isDynamicEntry)
    .sort()
    .map((module) => {
      const named = NAMED_PAGES[module]
      const page = named ?? path.basename(module, '.tsx')
      const kind = named ?? 'other'
      return { page, module, targetKiB: BUDGET_KIB[kind] }
    })
}

export function gzipKiB(bytes: Buffer): number {
  return gzipSync(bytes, { level: 9 }).length / 1024
}

export interface PageMeasure extends PageBudget {
  kib: number
  files: number
}

export function measurePages(distDir: string): PageMeasure[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
  const sizeOf = new Map<string, number>()
  const kibOf = (file: string) => {
    if (!sizeOf.has(file)) sizeOf.set(file, gzipKiB(readFileSync(path.join(distDir, file))))
    return sizeOf.get(file)!
  }
  return pageBudgets(manifest).map((budget) => {
    const files = [...firstLoadChunks(manifest, budget.module)].map((key) => manifest[key]!.file)
    const kib = files.reduce((sum, file) => sum + kibOf(file), 0)
    return { ...budget, kib, files: files.length }
  })
}

/** Text only development code carries: the Stately inspector's address (`?inspect`, dev only). */
export const DEV_ONLY_MARKERS = ['stately.ai/inspect'] as const

/** The built scripts that contain development-only code (must be none). */
export function devOnlyFiles(distDir: string): string[] {
  const assets = path.join(distDir, 'assets')
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .filter((name) => {
      const text = readFileSync(path.join(assets, name), 'utf8')
      return DEV_ONLY_MARKERS.some((marker) => text.includes(marker))
    })
}

/** One line per page and whether the build passes (no page above its target). */
export function budgetReport(pages: PageMeasure[]): { lines: string[]; passed: boolean } {
  const lines = pages.map((page) => {
    const verdict = page.kib > page.targetKiB ? 'OVER BUDGET' : 'ok'
    return `  ${page.page.padEnd(20)} ${page.kib.toFixed(1).padStart(6)} KiB / target ${page.targetKiB} in ${page.files} files  ${verdict}`
  })
  return { lines, passed: pages.every((page) => page.kib <= page.targetKiB) }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)
if (isMain) {
  const distDir = path.resolve(process.argv[2] ?? 'dist')
  const { lines, passed } = budgetReport(measurePages(distDir))
  console.log('first-load JavaScript per page (KiB, gzip level 9, from the Vite manifest):')
  for (const line of lines) console.log(line)
  const devOnly = devOnlyFiles(distDir)
  if (devOnly.length > 0) console.error(`development-only code (the Stately inspector) in: ${devOnly.join(', ')}`)
  if (!passed) console.error('first-load JavaScript above its budget (build/check-bundle-budget.ts, DESIGN.md §8)')
  if (!passed || devOnly.length > 0) process.exit(1)
}
