import type { FastifyInstance } from 'fastify'
import { languages } from '../../domain/enums.js'
import { indexedRoutes, notIndexedRoutes } from '../../domain/public-routes.js'
import { appRoutes } from '../../domain/routes.js'
import { publicSettings } from '../catalogue-memo.js'
import type { ServerConfig } from '../config.js'
import { escapeMarkup } from '../escape-markup.js'

/**
 * /robots.txt and /sitemap.xml for search engines, at the address users reach the app at
 * (PUBLIC_URL). The sitemap lists the public pages, each with its language versions (?l=en, fr,
 * es: spec §4, the language parameter wins over any stored choice) as hreflang alternates.
 */
export function registerSitemap(app: FastifyInstance, config: ServerConfig): void {
  const base = config.publicUrl

  app.get('/robots.txt', async (_request, reply) => {
    const privatePaths = notIndexedRoutes.map((name) => appRoutes[name].replace(/\/:.*$/, '/'))
    const lines = [
      'User-agent: *',
      'Allow: /',
      'Allow: /api/docs',
      'Disallow: /api/',
      ...privatePaths.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ]
    return reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(lines.join('\n'))
  })

  app.get('/sitemap.xml', async (_request, reply) => {
    // Spec §2: with hide-suppliers on, /suppliers is no page at all.
    const { hideSuppliers } = await publicSettings(app)
    const routes = indexedRoutes.filter((name) => !(name === 'suppliers' && hideSuppliers))
    const entries = routes.map((name) => {
      const url = `${base}${appRoutes[name]}`
      const alternates = [
        ...languages.map((language) => ({ hreflang: language, href: `${url}?l=${language}` })),
        // Without ?l= the visitor's own choice applies: the default version.
        { hreflang: 'x-default', href: url },
      ]
      return [
        '  <url>',
        `    <loc>${escapeMarkup(url)}</loc>`,
        ...alternates.map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(href)}"/>`),
        '  </url>',
      ].join('\n')
    })
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...entries,
      '</urlset>',
      '',
    ].join('\n')
    return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml)
  })
}
