import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { BOOT_DATA_ID, EMBEDDED_CONFIG_ID } from '../domain/embedded-config.js'
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
 * page, which spares the SPA a call before its first render.
 */
export function loadWebPage(distDir: string): WebPage {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8')
  const manifestFile = path.join(distDir, '.vite', 'manifest.json')
  const manifest: Manifest | null = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : null
  const preloads = new Map<string, string>()

  function preloadsOf(pageName: string): string {
    if (!manifest) return ''
    if (!preloads.has(pageName)) {
      const pageModule = Object.keys(manifest).find((key) => key.endsWith(`/${pageName}Page.tsx`) && manifest[key]!.isDynamicEntry)
      const named = new Set([...template.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]))
      const links = pageModule
        ? [...firstLoadChunks(manifest, pageModule)]
            .map((key) => manifest[key]!.file)
            .filter((file) => file.endsWith('.js') && !named.has(file))
            .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        : []
      preloads.set(pageName, links.join(''))
    }
    return preloads.get(pageName)!
  }

  return {
    html(pathname, served, config, leadImage, rendered) {
      const route = served ? appRouteOf(pathname) : null
      const pageName = route ? route[0]!.toUpperCase() + route.slice(1) : 'NotFound'
      const embedded = `<script type="application/json" id="${EMBEDDED_CONFIG_ID}">${scriptJson(config)}</script>`
      const image = leadImage ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeMarkup(leadImage)}">` : ''
      const page = template.replace('</head>', `${image}${preloadsOf(pageName)}${embedded}</head>`)
      if (!rendered) return page
      // React's HTML of the page, in its language, and what the browser hydrates it from (src/web/app/boot.tsx).
      const boot = `<script type="application/json" id="${BOOT_DATA_ID}">${scriptJson(rendered.boot)}</script>`
      return page
        .replace(/<html lang="[^"]*"/, `<html lang="${rendered.language}"`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeMarkup(rendered.title)}</title>`)
        .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeMarkup(rendered.description)}" />`)
        .replace('<div id="root"></div>', `<div id="root">${rendered.html}</div>${boot}`)
    },
  }
}
