import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { BOOT_DATA_ID, EMBEDDED_CONFIG_ID, PAGE_MODULES_ID } from '../domain/embedded-config.js'
import { appRouteOf } from '../domain/routes.js'
import { firstLoadChunks, type Manifest } from './web-chunks.js'
import { escapeMarkup } from './escape-markup.js'
import type { RenderedPage } from '../web/entry-server.js'

/** The built index.html as each page is sent: with its own preloads and the public configuration. */
export interface WebPage {
  /**
   * `served`: whether the path is a route of the app in this configuration (else: the not-found page).
   * `leadImage`: the URL of the picture the page will show largest, fetched at once, with the scripts.
   */
  html(pathname: string, served: boolean, config: unknown, leadImage?: string | null, rendered?: RenderedPage | null): string
}

/** JSON inside a script element: `<` escaped, so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * Vite's index.html names the entry's modules; the page's own chunk, its catalogue texts and what it
 * renders at once are found only after the entry has run, one round trip after another. The server
 * knows the page from the path, so it names them all up front (`modulepreload`, from the build's
 * manifest: the same chunks the size budget counts), and writes the public configuration into the
 * page, which spares the SPA a call before its first render. A page the server rendered is read
 * before it is live: it names its modules for index.html's loader instead, which asks for them once
 * the page has painted (their download would share the first paint's bandwidth, their evaluation
 * hold it back).
 */
export function loadWebPage(distDir: string): WebPage {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8')
  const manifestFile = path.join(distDir, '.vite', 'manifest.json')
  const manifest: Manifest | null = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : null
  // Vite's entry script and the modules it preloads, as index.html names them.
  const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/
  const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">/g
  const entry = template.match(entryScript)?.[1]
  const entryImports = [...template.matchAll(modulePreload)].map((match) => match[1]!)
  const named = new Set([entry, ...entryImports])
  const chunks = new Map<string, string[]>()

  /** The page's chunks that index.html does not name already. */
  function chunksOf(pageName: string): string[] {
    if (!manifest) return []
    if (!chunks.has(pageName)) {
      const pageModule = Object.keys(manifest).find((key) => key.endsWith(`/${pageName}Page.tsx`) && manifest[key]!.isDynamicEntry)
      const files = pageModule
        ? [...firstLoadChunks(manifest, pageModule)].map((key) => `/${manifest[key]!.file}`).filter((file) => file.endsWith('.js') && !named.has(file))
        : []
      chunks.set(pageName, files)
    }
    return chunks.get(pageName)!
  }

  return {
    html(pathname, served, config, leadImage, rendered) {
      const route = served ? appRouteOf(pathname) : null
      const pageName = route ? route[0]!.toUpperCase() + route.slice(1) : 'NotFound'
      const embedded = `<script type="application/json" id="${EMBEDDED_CONFIG_ID}">${scriptJson(config)}</script>`
      const image = leadImage ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeMarkup(leadImage)}">` : ''
      const preloads = chunksOf(pageName)
      if (!rendered || !entry) {
        const links = preloads.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('')
        return template.replace('</head>', `${image}${links}${embedded}</head>`)
      }
      // React's HTML of the page, in its language, and what the browser hydrates it from (src/web/app/boot.tsx).
      // Its modules are listed for index.html's loader, which asks for them once the page has painted.
      const boot = `<script type="application/json" id="${BOOT_DATA_ID}">${scriptJson(rendered.boot)}</script>`
      const modules = `<script type="application/json" id="${PAGE_MODULES_ID}">${scriptJson([entry, ...entryImports, ...preloads])}</script>`
      return template
        .replace(entryScript, '')
        .replace(modulePreload, '')
        .replace('</head>', `${image}${embedded}</head>`)
        .replace(/<html lang="[^"]*"/, `<html lang="${rendered.language}"`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeMarkup(rendered.title)}</title>`)
        .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeMarkup(rendered.description)}" />`)
        .replace('<div id="root"></div>', `<div id="root">${rendered.html}</div>${boot}${modules}`)
    },
  }
}
