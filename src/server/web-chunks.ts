import { AREA_FOLDERS, PAGE_AREAS } from '../web/i18n/area-pages.js'

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
export type Manifest = Record<string, ManifestChunk>

/** The English chunk of a catalogue area (src/web/i18n/area-pages.ts). */
const AREA_CHUNK = new RegExp(`^i18n/(${Object.values(AREA_FOLDERS).join('|')})/en\\.ts$`)

/** The English text of a content page (src/web/i18n/content/<page folder>/en.ts). */
const CONTENT_TEXT_CHUNK = /^i18n\/content\/([^/]+)\/en\.ts$/

/** Lazy components a page renders immediately (their chunks load with the page). */
const RENDERED_AT_ONCE: Record<string, string[]> = {
  'pages/home/HomePage.tsx': ['components/search-form/SearchForm.tsx'],
}

/**
 * The chunk keys a page downloads on first load: the entry (index.html) and the page chunk, each
 * with its static imports, plus what loads at once on first render: the English catalogue areas the
 * page shows (PAGE_AREAS), the English visitor's other lazy texts (`…/en.ts` dynamic imports of
 * those chunks, e.g. a content page's text) and the lazy components a page renders at once. The
 * build's size check counts them; the server names them to the browser up front (web-page.ts).
 */
export function firstLoadChunks(manifest: Manifest, pageModule: string): Set<string> {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)
  if (!entry) throw new Error('the manifest has no entry chunk')
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`)
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of [entry, pageModule, ...(RENDERED_AT_ONCE[pageModule] ?? [])]) visit(key)
  const pageAreas = (PAGE_AREAS[pageModule] ?? []).map((area) => `i18n/${AREA_FOLDERS[area]}/en.ts`)
  const pageFolder = pageModule.split('/')[1]
  // A catalogue area or a content page's text counts on the pages that load it, not wherever its
  // loader is (the routes preload a content page's text with the page).
  const loadsAtOnce = (lazy: string) =>
    AREA_CHUNK.test(lazy) ? pageAreas.includes(lazy) : (CONTENT_TEXT_CHUNK.exec(lazy)?.[1] ?? pageFolder) === pageFolder
  for (const key of [...seen]) {
    for (const lazy of manifest[key]!.dynamicImports ?? []) if (lazy.endsWith('/en.ts') && loadsAtOnce(lazy)) visit(lazy)
  }
  return seen
}
