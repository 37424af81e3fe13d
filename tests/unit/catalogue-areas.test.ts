import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { AREA_FOLDERS, PAGE_AREAS, type Area } from '../../src/web/i18n/areas'
import { en } from '../../src/web/i18n/en'
import { messages as frame } from '../../src/web/i18n/frame/en'
import { idsUsed, moduleGraph } from './support/message-usage'

// The SPA loads its catalogue in parts (src/web/i18n/catalogues.ts): the frame's at start, each
// page's areas with the page. A text whose part is not loaded would show as its raw id, so every id
// the frame's modules use must be in the frame, and every id a page's modules use in the frame or
// in the page's declared areas.

const web = path.resolve('src/web')
const i18n = path.join(web, 'i18n')
const isCatalogue = (file: string) => file.startsWith(i18n + path.sep) && /\/(en|fr|es)\.ts$/.test(file)
const ids = Object.keys(en)
const frameIds = new Set(Object.keys(frame))

async function areaIds(area: Area): Promise<Set<string>> {
  const module = (await import(`../../src/web/i18n/${AREA_FOLDERS[area]}/en.ts`)) as { messages: Record<string, string> }
  return new Set(Object.keys(module.messages))
}

/** The frame: main.tsx and what it imports, short of the routed pages (lazy). */
const frameModules = moduleGraph(path.join(web, 'main.tsx'), (file, dynamic) => isCatalogue(file) || (dynamic && file.includes('/pages/')))

const routedPages = [...readFileSync(path.join(web, 'app/routes.tsx'), 'utf8').matchAll(/import\('\.\.\/(pages\/[^']+)'\)/g)].map(
  (match) => `${match[1]}.tsx`,
)

describe('the catalogue parts each page loads', () => {
  it('the frame holds every text the header, footer, banners and tab titles show', () => {
    const missing = [...idsUsed(frameModules, ids)].filter((id) => !frameIds.has(id))
    expect(missing).toEqual([])
    // The check sees the frame's texts (not an empty set that would pass anyway).
    expect(idsUsed(frameModules, ids).has('header.preferences')).toBe(true)
  })

  it.each(routedPages)('%s finds each of its texts in the frame or in its areas', async (page) => {
    const modules = moduleGraph(path.join(web, page), (file) => isCatalogue(file) || frameModules.has(file))
    const loaded = new Set(frameIds)
    for (const area of PAGE_AREAS[page] ?? []) for (const id of await areaIds(area)) loaded.add(id)
    const missing = [...idsUsed(modules, ids)].filter((id) => !loaded.has(id))
    expect(missing).toEqual([])
  })

  it('sees the texts of a page and of the lazy parts it renders (the search form on home)', () => {
    const home = moduleGraph(path.join(web, 'pages/home/HomePage.tsx'), (file) => isCatalogue(file) || frameModules.has(file))
    const used = idsUsed(home, ids)
    expect(used.has('searchForm.submit')).toBe(true)
    // Template literals count by their fixed start: the search page's sort labels.
    const search = moduleGraph(path.join(web, 'pages/search/SearchPage.tsx'), (file) => isCatalogue(file) || frameModules.has(file))
    expect([...idsUsed(search, ids)].filter((id) => id.startsWith('searchResults.sort.')).length).toBeGreaterThan(1)
  })

  it('every page with areas loads them through withPageMessages, under its own name', () => {
    const routes = readFileSync(path.join(web, 'app/routes.tsx'), 'utf8')
    const wrapped = [...routes.matchAll(/withPageMessages\('([^']+)', \(\) => import\('\.\.\/([^']+)'\)\)/g)]
    for (const [, name, module] of wrapped) expect(name).toBe(`${module}.tsx`)
    expect(wrapped.map((match) => match[1]).sort()).toEqual(Object.keys(PAGE_AREAS).sort())
    expect(routedPages).toEqual(expect.arrayContaining(Object.keys(PAGE_AREAS)))
  })

  it('every id is in exactly one part: the frame or one area', async () => {
    const parts = [frameIds, ...(await Promise.all((Object.keys(AREA_FOLDERS) as Area[]).map(areaIds)))]
    const count = (id: string) => parts.filter((part) => part.has(id)).length
    expect(ids.filter((id) => count(id) !== 1)).toEqual([])
    expect(readdirSync(i18n).length).toBeGreaterThan(5)
  })
})
