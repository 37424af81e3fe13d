import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import {
  BUDGET_KIB,
  budgetReport,
  devOnlyFiles,
  firstLoadChunks,
  measurePages,
  type Manifest,
} from '../../build/check-bundle-budget'

// A small build: the entry, a shared chunk, three pages, lazy catalogues (the frame's French, the
// search results' area in English and French) and the lazy search form.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['i18n/frame/fr.ts', 'i18n/search-results/en.ts', 'i18n/search-results/fr.ts', 'i18n/content/about/en.ts'],
  },
  'i18n/search-results/en.ts': { file: 'assets/results-en.js', isDynamicEntry: true },
  'i18n/search-results/fr.ts': { file: 'assets/results-fr.js', isDynamicEntry: true },
  'pages/search/SearchPage.tsx': { file: 'assets/search.js', isDynamicEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  'i18n/frame/fr.ts': { file: 'assets/fr.js', isDynamicEntry: true },
  'pages/home/HomePage.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_shared.js'] },
  'components/search-form/SearchForm.tsx': { file: 'assets/form.js', isDynamicEntry: true, imports: ['_calendar.js'] },
  '_calendar.js': { file: 'assets/calendar.js' },
  'pages/faq/FaqPage.tsx': { file: 'assets/faq.js', isDynamicEntry: true, dynamicImports: ['i18n/content/faq/en.ts', 'i18n/content/faq/es.ts'] },
  'i18n/content/faq/en.ts': { file: 'assets/faq-en.js', isDynamicEntry: true },
  'i18n/content/faq/es.ts': { file: 'assets/faq-es.js', isDynamicEntry: true },
  // its loader is in the entry (the routes preload a content page's text with the page)
  'pages/about/AboutPage.tsx': { file: 'assets/about.js', isDynamicEntry: true },
  'i18n/content/about/en.ts': { file: 'assets/about-en.js', isDynamicEntry: true },
  'pages/checkout/payment/ProviderForms.tsx': { file: 'assets/pay.js', isDynamicEntry: true },
}

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** Writes the manifest and incompressible files of the given sizes (KiB) into a fresh dist folder. */
function distWith(kibByFile: Record<string, number>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'keyturn-budget-'))
  dirs.push(dir)
  mkdirSync(path.join(dir, '.vite'))
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest))
  for (const chunk of Object.values(manifest)) {
    writeFileSync(path.join(dir, chunk.file), randomBytes(Math.round((kibByFile[chunk.file] ?? 1) * 1024)))
  }
  return dir
}

describe('the bundle budget (first-load JavaScript per page)', () => {
  it('counts the entry and the page with their imports, the English catalogue and the lazy search form of home; not other languages or the payment forms', () => {
    expect([...firstLoadChunks(manifest, 'pages/home/HomePage.tsx')].sort()).toEqual(
      ['_calendar.js', '_shared.js', 'components/search-form/SearchForm.tsx', 'index.html', 'pages/home/HomePage.tsx'].sort(),
    )
    expect([...firstLoadChunks(manifest, 'pages/faq/FaqPage.tsx')].sort()).toEqual(
      ['_shared.js', 'i18n/content/faq/en.ts', 'index.html', 'pages/faq/FaqPage.tsx'].sort(),
    )
  })

  it("counts a content page's English text on that page only, wherever its loader is", () => {
    expect(firstLoadChunks(manifest, 'pages/about/AboutPage.tsx')).toContain('i18n/content/about/en.ts')
    expect(firstLoadChunks(manifest, 'pages/faq/FaqPage.tsx')).not.toContain('i18n/content/about/en.ts')
    expect(firstLoadChunks(manifest, 'pages/home/HomePage.tsx')).not.toContain('i18n/content/about/en.ts')
  })

  it("counts a catalogue area's English chunk on the pages that load it only (src/web/i18n/areas.ts)", () => {
    expect(firstLoadChunks(manifest, 'pages/search/SearchPage.tsx')).toContain('i18n/search-results/en.ts')
    expect(firstLoadChunks(manifest, 'pages/search/SearchPage.tsx')).not.toContain('i18n/search-results/fr.ts')
    expect(firstLoadChunks(manifest, 'pages/home/HomePage.tsx')).not.toContain('i18n/search-results/en.ts')
    expect(firstLoadChunks(manifest, 'pages/faq/FaqPage.tsx')).not.toContain('i18n/search-results/en.ts')
  })

  it('measures every routed page with its target and passes while each stays under it', () => {
    const pages = measurePages(distWith({}))
    expect(pages.map((page) => [page.page, page.targetKiB])).toEqual([
      ['AboutPage', 175],
      ['FaqPage', 175],
      ['home', 150],
      ['search', 165],
    ])
    expect(pages.find((page) => page.page === 'home')!.kib).toBeGreaterThan(5)
    expect(budgetReport(pages).passed).toBe(true)
  })

  it('fails when a page grows above its budget, and names it', () => {
    // The calendar counts on home only: home goes over its budget, the search page stays under its own.
    const pages = measurePages(distWith({ 'assets/calendar.js': BUDGET_KIB.home }))
    const { lines, passed } = budgetReport(pages)
    expect(passed).toBe(false)
    expect(lines.find((line) => line.includes('home'))).toMatch(/OVER BUDGET$/)
    expect(lines.find((line) => line.includes('FaqPage'))).toMatch(/ok$/)
    expect(lines.find((line) => line.includes('search'))).toMatch(/ok$/)
  })

  it('finds development-only code (the Stately inspector) in a built script', () => {
    const dist = distWith({})
    expect(devOnlyFiles(dist)).toEqual([])
    writeFileSync(path.join(dist, 'assets', 'inspector.js'), 'const url = "https://stately.ai/inspect";')
    expect(devOnlyFiles(dist)).toEqual(['inspector.js'])
  })
})

// The calendar of the search form's dates (Ark's date picker and its date library, about 20 KB gzip)
// and the machines of its place and time fields (Ark's combobox and select with their positioning,
// about 30 KB gzip) load on demand: no static import from the home page's first load reaches them (issue 12).
const webRoot = path.resolve(import.meta.dirname, '../../src/web')

/** The bare modules reached by static imports from the given source files (dynamic imports and types left out). */
function staticBareImports(entries: string[]): Set<string> {
  const bare = new Set<string>()
  const seen = new Set<string>()
  const resolve = (from: string, specifier: string) =>
    ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((suffix) => path.resolve(path.dirname(from), specifier) + suffix)
      .find((candidate) => existsSync(candidate) && !candidate.endsWith('/') && /\.tsx?$/.test(candidate))
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    for (const [, typeOnly, specifier] of text.matchAll(/^\s*(?:import|export)\s+(type\s)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
      if (typeOnly) continue
      if (!specifier!.startsWith('.')) bare.add(specifier!)
      else {
        const target = resolve(file, specifier!)
        if (target) visit(target)
      }
    }
  }
  entries.forEach(visit)
  return bare
}

describe("the home page's first load (static imports of the entry, the page and its search form)", () => {
  const firstLoad = staticBareImports(
    ['main.tsx', 'pages/home/HomePage.tsx', 'components/search-form/SearchForm.tsx'].map((file) => path.join(webRoot, file)),
  )

  it('is followed through our modules to the libraries they use', () => {
    expect(firstLoad).toContain('react-intl')
    expect(firstLoad).toContain('xstate')
  })

  it("leaves out Ark's date picker: the calendar loads when the visitor comes near a date or the browser is idle", () => {
    expect([...firstLoad].filter((module) => /date-picker|@internationalized\/date/.test(module))).toEqual([])
  })

  it("leaves out Ark's combobox, select and checkbox: the place and time fields paint their own elements, the machines that drive them load later; the same-location box is the browser's own", () => {
    expect([...firstLoad].filter((module) => /combobox|select|checkbox|popper|floating-ui|dismissable/.test(module))).toEqual([])
  })
})
