import type { ComponentType } from 'react'
import type { Language } from '../../domain/enums'
import { AREA_LOADERS, PAGE_AREAS, type Area } from './areas'
import { messages as englishFrame } from './frame/en'
import { withAreas } from './use-catalogue-areas'

/**
 * The messages on screen come in parts: the frame's (header, footer, banners, tab titles, home)
 * for every page, and each page's areas (./areas.ts) loaded with that page. English's frame
 * ships with the app (the default language, no extra request); French and Spanish, and every
 * area, are separate chunks fetched when needed, so a visitor downloads the active language only.
 *
 * One catalogue is shown at a time (a small store each LanguageProvider keeps). A language switch
 * loads the new frame and every area in use first, so the texts change in one go. A component
 * that shows an area's texts waits for it (useCatalogueAreas), wherever it is rendered.
 */

type MessageTable = Readonly<Record<string, string>>

export interface Catalogue {
  language: Language
  messages: MessageTable
  areas: ReadonlySet<Area>
}

function loadFrame(language: Language): Promise<MessageTable> {
  switch (language) {
    case 'fr':
      return import('./frame/fr').then((module) => module.messages)
    case 'es':
      return import('./frame/es').then((module) => module.messages)
    default:
      return Promise.resolve(englishFrame)
  }
}

export interface CatalogueStore {
  subscribe: (listener: () => void) => () => void
  shown: () => Catalogue | null
  /** Shows `language`: its frame and every area in use, swapped in together (the latest call wins). */
  showLanguage: (language: Language) => Promise<void>
  /** Resolves once the catalogue shown holds these areas (loaded in its language); one promise per request. */
  loadAreas: (areas: readonly Area[]) => TrackedLoading
  /** The loading of these areas asked for earlier in the language shown, if any (settled or not). */
  loadingOf: (areas: readonly Area[]) => TrackedLoading | undefined
}

/** A loading of catalogue areas; once settled it carries the `status` React's use() reads to return at once. */
export type TrackedLoading = Promise<void>

/** The catalogue one LanguageProvider shows (one per app; tests mount several in turn). */
export function createCatalogueStore(initial?: Catalogue | null): CatalogueStore {
  let shown: Catalogue | null = initial ?? null
  let latestSwitch = 0
  // a page loaded before the first render (routes.tsx, preloadPage) has its areas in the first catalogue
  const areasInUse = new Set<Area>([...firstPageAreas, ...(initial?.areas ?? [])])
  firstPageAreas.clear()
  const listeners = new Set<() => void>()
  const pending = new Map<string, TrackedLoading>()

  const show = (catalogue: Catalogue) => {
    shown = catalogue
    for (const listener of [...listeners]) listener()
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }
  const nextShown = () => new Promise<void>((resolve) => {
    const unsubscribe = subscribe(() => {
      unsubscribe()
      resolve()
    })
  })

  async function showLanguage(language: Language): Promise<void> {
    const request = ++latestSwitch
    for (;;) {
      const areas = [...areasInUse]
      const [frame, ...parts] = await Promise.all([loadFrame(language), ...areas.map((area) => AREA_LOADERS[area][language]())])
      if (request !== latestSwitch) return
      // An area a page asked for meanwhile is loaded too before the switch shows.
      if ([...areasInUse].every((area) => areas.includes(area))) {
        show({ language, messages: Object.assign({}, frame, ...parts) as MessageTable, areas: new Set(areas) })
        return
      }
    }
  }

  /** Shows these areas too; `settled` runs just before the catalogue holding them is shown. */
  async function addAreas(areas: readonly Area[], settled: () => void): Promise<void> {
    for (const area of areas) areasInUse.add(area)
    for (;;) {
      const current = shown
      if (!current) {
        await nextShown()
        continue
      }
      const missing = areas.filter((area) => !current.areas.has(area))
      if (missing.length === 0) return settled()
      const parts = await Promise.all(missing.map((area) => AREA_LOADERS[area][current.language]()))
      // Another area or language may have been shown meanwhile: merge into the latest, or retry.
      if (shown === current) {
        settled()
        show({ ...current, messages: Object.assign({}, current.messages, ...parts) as MessageTable, areas: new Set([...current.areas, ...missing]) })
      }
    }
  }

  const keyOf = (areas: readonly Area[]) => `${shown?.language ?? ''}:${[...areas].sort().join(',')}`

  function loadAreas(areas: readonly Area[]): TrackedLoading {
    const key = keyOf(areas)
    const known = pending.get(key)
    if (known) return known
    let resolve!: () => void
    let reject!: (error: unknown) => void
    const loading: TrackedLoading = new Promise<void>((onLoaded, onFailed) => {
      resolve = onLoaded
      reject = onFailed
    })
    pending.set(key, loading)
    // Marked settled the way React's use() reads it, before the catalogue that holds the areas is
    // shown: every render that sees the texts finds the loading settled and does not suspend again.
    const settled = () => {
      // eslint-disable-next-line @typescript-eslint/no-floating-promises -- returns `loading` itself, whose failure its readers handle
      Object.assign(loading, { status: 'fulfilled', value: undefined })
      resolve()
    }
    addAreas(areas, settled).catch((error: unknown) => {
      pending.delete(key)
      reject(error)
    })
    return loading
  }

  return { subscribe, shown: () => shown, showLanguage, loadAreas, loadingOf: (areas) => pending.get(keyOf(areas)) }
}

/** The store of the LanguageProvider on screen: a page's lazy import starts its areas' loading with it. */
let activeStore: CatalogueStore | null = null
/** Areas of a page imported before any store exists (the first page): the first store shows them at once. */
const firstPageAreas = new Set<Area>()

export function setActiveCatalogueStore(store: CatalogueStore): void {
  activeStore = store
}

/**
 * A routed page's lazy import that also starts loading the page's catalogue areas (in parallel
 * with the page's code); the page itself waits for them (withAreas), so it renders with its texts.
 * `page` is the module's path as Vite's manifest names it.
 */
export function withPageMessages<Props extends object>(
  page: string,
  importPage: () => Promise<{ default: ComponentType<Props> }>,
): () => Promise<{ default: ComponentType<Props> }> {
  const areas = PAGE_AREAS[page] ?? []
  return () => {
    if (!activeStore) for (const area of areas) firstPageAreas.add(area)
    else if (areas.length > 0) void activeStore.loadAreas(areas).catch(() => {})
    return importPage().then((module) => ({ default: withAreas(areas, module.default) }))
  }
}

/**
 * The catalogue of `language` with these areas, loaded before a render that must show them at once:
 * a page rendered on the server, and the browser's first render of it (hydration), which must match.
 */
export async function loadCatalogue(language: Language, areas: readonly Area[]): Promise<Catalogue> {
  const [frame, ...parts] = await Promise.all([loadFrame(language), ...areas.map((area) => AREA_LOADERS[area][language]())])
  return { language, messages: Object.assign({}, frame, ...parts) as MessageTable, areas: new Set(areas) }
}

/** Language names are written in their own language (endonyms), whatever the interface language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français', es: 'Español' }

/** BCP 47 tags for <html lang> and Intl. */
export const LOCALES: Record<Language, string> = { en: 'en', fr: 'fr', es: 'es' }
