import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMBEDDED_CONFIG_ID, PAGE_MODULES_ID } from '../../src/domain/embedded-config'
import type { Manifest } from '../../src/server/web-chunks'
import { loadWebPage, type WebPage } from '../../src/server/web-page'
import type { RenderedPage } from '../../src/web/entry-server'

// A small build: Vite's index.html names the entry and its shared chunk; the pages, the search
// form and the catalogue areas are found by the SPA only later.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['pages/home/HomePage.tsx', 'i18n/search-form/en.ts', 'i18n/search-form/fr.ts'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  'pages/home/HomePage.tsx': { file: 'assets/HomePage-1.js', isDynamicEntry: true, imports: ['_shared.js'] },
  'components/search-form/SearchForm.tsx': { file: 'assets/SearchForm-1.js', isDynamicEntry: true, imports: ['_fields.js'] },
  '_fields.js': { file: 'assets/fields-1.js' },
  'i18n/search-form/en.ts': { file: 'assets/en-1.js', isDynamicEntry: true },
  'i18n/search-form/fr.ts': { file: 'assets/fr-1.js', isDynamicEntry: true },
  'pages/search/SearchPage.tsx': { file: 'assets/SearchPage-1.js', isDynamicEntry: true, imports: ['_shared.js'] },
  'pages/checkout-session/CheckoutSessionPage.tsx': { file: 'assets/CheckoutSessionPage-1.js', isDynamicEntry: true },
  'pages/not-found/NotFoundPage.tsx': { file: 'assets/NotFoundPage-1.js', isDynamicEntry: true },
}
const indexHtml =
  '<!doctype html><html lang="en"><head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/shared-1.js"></head><body><div id="root"></div></body></html>'

let dist: string
let page: WebPage
beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'keyturn-web-page-'))
  mkdirSync(path.join(dist, '.vite'))
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest))
  writeFileSync(path.join(dist, 'index.html'), indexHtml)
  page = loadWebPage(dist)
})
afterAll(() => rmSync(dist, { recursive: true, force: true }))

const preloaded = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((match) => match[1])

describe('the page the server sends', () => {
  it("names the page's own chunks up front, not those index.html already names", () => {
    expect(preloaded(page.html('/', true, {}))).toEqual(['assets/shared-1.js', 'assets/HomePage-1.js', 'assets/SearchForm-1.js', 'assets/fields-1.js', 'assets/en-1.js'])
    expect(preloaded(page.html('/search', true, {}))).toEqual(['assets/shared-1.js', 'assets/SearchPage-1.js', 'assets/en-1.js'])
    expect(preloaded(page.html('/checkout-session/ck_123', true, {}))).toContain('assets/CheckoutSessionPage-1.js')
  })

  it('names the not-found page for a path that is no route, or one switched off', () => {
    expect(preloaded(page.html('/no/such/page', false, {}))).toContain('assets/NotFoundPage-1.js')
    expect(preloaded(page.html('/suppliers', false, {}))).toContain('assets/NotFoundPage-1.js')
  })

  it('lists the modules of a page it rendered for the loader, entry first, instead of asking for them in its head', () => {
    const rendered = { html: '<h1>Rent a car</h1>', language: 'fr', title: 'Keyturn', description: 'Louer', boot: {} } as unknown as RenderedPage
    const html = page.html('/', true, {}, null, rendered)
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).not.toContain('type="module"')
    expect(preloaded(html)).toEqual([])
    expect(html).toContain('<html lang="fr"')
    expect(html).toContain('<div id="root"><h1>Rent a car</h1></div>')
    const listed = html.match(new RegExp(`<script type="application/json" id="${PAGE_MODULES_ID}">(.*?)</script>`))![1]!
    expect(JSON.parse(listed)).toEqual([
      '/assets/index-1.js',
      '/assets/shared-1.js',
      '/assets/HomePage-1.js',
      '/assets/SearchForm-1.js',
      '/assets/fields-1.js',
      '/assets/en-1.js',
    ])
  })

  it('carries the configuration as JSON that no value can break out of', () => {
    const config = { contactEmail: '</script><script>alert(1)</script>', minimumPickUpHours: 1 }
    const html = page.html('/', true, config)
    expect(html).not.toContain('<script>alert(1)')
    const data = html.match(new RegExp(`<script type="application/json" id="${EMBEDDED_CONFIG_ID}">(.*?)</script>`))![1]!
    expect(JSON.parse(data)).toEqual(config)
  })

  it('works without a manifest (the configuration only)', () => {
    rmSync(path.join(dist, '.vite', 'manifest.json'))
    const html = loadWebPage(dist).html('/', true, { a: 1 })
    expect(preloaded(html)).toEqual(['assets/shared-1.js'])
    expect(html).toContain(`id="${EMBEDDED_CONFIG_ID}">{"a":1}</script></head>`)
  })
})
