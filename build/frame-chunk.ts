import type { Plugin } from 'vite'

/** Our own modules that several pages load go with the frame when they add under this much code (bytes)… */
const SMALL_MODULE_BYTES = 3000
/**
 * … or, when this many lazy parts load them (the search query: seven pages), this much. Not the auth
 * forms' rules (five parts: the sign-in, sign-up, password and account pages): the home page, the
 * tightest budget, never shows a form of theirs.
 */
const WIDELY_SHARED = 6
const WIDELY_SHARED_BYTES = 12_000
/** Our own code, or one icon (a few hundred bytes: `lucide-react/icons/<name>`, one module per icon). */
const ownOrIcon = (id: string) => !id.includes('/node_modules/') || id.includes('/lucide-react/dist/esm/icons/')
/**
 * Parts loaded whole by several pages, in order: each one's static graph (what an earlier one did not
 * take) is one chunk. The date fields serve the search form and the booking pages; the search form,
 * home and search.
 */
export const SHARED_PARTS: Record<string, RegExp> = {
  'date-fields': /\/components\/search-form\/DateTimeField\.tsx$/,
  'search-form': /\/components\/search-form\/SearchForm\.tsx$/,
  'place-times': /\/components\/place-times\/(zone-naming\.ts|ZoneNote\.tsx)$/,
  'content-page': /\/components\/content-page\/ContentPage\.tsx$/,
  'error-summary': /\/components\/error-summary\/ErrorSummary\.tsx$/,
  'date-input': /\/components\/ui\/local-date-input\.tsx$/,
}

/**
 * Shared parts whose whole graph stays out of the frame, small or widely shared as it is, because the
 * home page (the tightest budget, DESIGN.md §8) never shows it: a booking's times at its places (the
 * zone names, the reader's clock), the content pages' layout, the forms' error summary and the birth
 * dates' input. The pages that show one load it in one file of its own.
 */
const KEPT_OUT_OF_FRAME = new Set(['place-times', 'content-page', 'error-summary', 'date-input'])

/**
 * The parts of the pages with the tightest budgets (DESIGN.md §8: home 150 KiB, checkout 175 KiB with
 * the payment forms). Every page loads the frame: a small module that several pages share goes with
 * the frame only when one of these loads it; the others go to one `pages-shared` file, which only
 * the pages that use one of them load.
 */
const TIGHT_PARTS = [/\/pages\/home\/HomePage\.tsx$/, /\/components\/search-form\/SearchForm\.tsx$/, /\/pages\/checkout\/CheckoutPage\.tsx$/]

/**
 * The first load's files (issue 12). On a slow mobile link with six connections every file costs a
 * round trip before the first paint, and left to itself the bundler cuts the code into one chunk per
 * set of importers: 35 files for the frame alone, and a dozen chunks of a few hundred bytes shared by
 * some pages. This plugin reads the module graph once the build has it, and the chunk groups take:
 * - `frame`: everything the entry imports statically (the renderer, the machines' runtime, the router,
 *   the texts' runtime, the header, the footer), which every page loads anyway, and our own small
 *   modules and icons that two pages or more import statically (a few KiB in all, against a request
 *   each);
 * - one chunk per shared part (the date fields, the search form), so a page that shows it loads it in
 *   one file.
 */
export function frameChunk(): { plugin: Plugin; isInFrame: (id: string) => boolean; isPagesShared: (id: string) => boolean; sharedPart: (id: string) => string | null } {
  const frame = new Set<string>()
  const pagesShared = new Set<string>()
  const parts = new Map<string, string>()
  const plugin: Plugin = {
    name: 'keyturn-frame-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()]
      const staticGraph = (from: string, into: Set<string> = new Set()) => {
        const visit = (id: string) => {
          if (into.has(id)) return
          into.add(id)
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported)
        }
        visit(from)
        return into
      }
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry)
      for (const entry of entries) staticGraph(entry, frame)
      // The entry (index.html and the module it loads, main.tsx) stays the entry chunk: the page and
      // the manifest name it.
      for (const entry of entries) {
        frame.delete(entry)
        for (const loaded of this.getModuleInfo(entry)?.importedIds ?? []) if (!loaded.includes('/node_modules/')) frame.delete(loaded)
      }
      // Our small modules that more than one lazily loaded part imports statically.
      const lazyParts = new Set(ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []))
      const importers = new Map<string, number>()
      for (const part of lazyParts) for (const id of staticGraph(part)) importers.set(id, (importers.get(id) ?? 0) + 1)
      // (A group takes a module's imports with it, so it is the module with what it adds that must be small.)
      const frameBefore = new Set(frame)
      const keptOut = new Set<string>()
      for (const name of KEPT_OUT_OF_FRAME) {
        for (const root of ids.filter((id) => SHARED_PARTS[name]!.test(id))) for (const id of staticGraph(root)) if (!frameBefore.has(id)) keptOut.add(id)
      }
      const tight = new Set<string>()
      for (const root of ids.filter((id) => TIGHT_PARTS.some((test) => test.test(id)))) staticGraph(root, tight)
      for (const [id, count] of importers) {
        if (count < 2 || !ownOrIcon(id) || lazyParts.has(id) || keptOut.has(id)) continue
        const added = [...staticGraph(id)].filter((module) => !frameBefore.has(module))
        // Other packages stay with the pages that use them.
        if (!added.every(ownOrIcon)) continue
        const bytes = added.reduce((sum, module) => sum + (this.getModuleInfo(module)?.code?.length ?? SMALL_MODULE_BYTES), 0)
        if (bytes < SMALL_MODULE_BYTES || (count >= WIDELY_SHARED && bytes < WIDELY_SHARED_BYTES)) for (const module of added) (tight.has(module) ? frame : pagesShared).add(module)
      }
      for (const [name, test] of Object.entries(SHARED_PARTS)) {
        for (const root of ids.filter((id) => test.test(id))) for (const id of staticGraph(root)) if (!frame.has(id) && !pagesShared.has(id) && !parts.has(id)) parts.set(id, name)
      }
    },
  }
  return { plugin, isInFrame: (id) => frame.has(id), isPagesShared: (id) => pagesShared.has(id), sharedPart: (id) => parts.get(id) ?? null }
}
