import type { Plugin } from 'vite'

/**
 * Everything the entry imports statically (the app's frame: the renderer, the machines' runtime,
 * the router, the texts' runtime, the header, the footer) is on every page's first load anyway. Left
 * to itself, the bundler cuts it into one small chunk per set of importers (about 35 files); each is
 * a request, and on a slow mobile link with six connections that costs round trips before the first
 * paint (issue 12). This plugin finds that static graph when the build has read the modules, and the
 * `frame` chunk group takes it whole.
 */
export function frameChunk(): { plugin: Plugin; isInFrame: (id: string) => boolean } {
  const frame = new Set<string>()
  const plugin: Plugin = {
    name: 'keyturn-frame-chunk',
    apply: 'build',
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry)
      const visit = (id: string) => {
        if (frame.has(id)) return
        frame.add(id)
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported)
      }
      for (const entry of entries) visit(entry)
      // The entry (index.html and the module it loads, main.tsx) stays the entry chunk: the page and
      // the manifest name it.
      for (const entry of entries) {
        frame.delete(entry)
        for (const loaded of this.getModuleInfo(entry)?.importedIds ?? []) if (!loaded.includes('/node_modules/')) frame.delete(loaded)
      }
    },
  }
  return { plugin, isInFrame: (id) => frame.has(id) }
}
