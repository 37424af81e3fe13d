import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { updateSettings } from '../../src/server/db/queries/settings.js'
import { buildTestApp } from './support/app.js'

const PUBLIC_URL = 'https://rent.keyturn.example'

/** The <loc> of every <url>, and the hreflang alternates of each. */
function parseSitemap(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body!)![1]!,
    alternates: Object.fromEntries([...body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang!, href!])),
  }))
}

describe('robots.txt and sitemap.xml', () => {
  let app: FastifyInstance

  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_URL })
  })
  afterAll(async () => {
    await updateSettings(app.database.db, { hideSuppliers: false })
    await app?.close()
  })

  it('robots.txt keeps crawlers out of private pages and the API, and names the sitemap at the public address', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/plain')
    const lines = response.body.split('\n')
    expect(lines).toContain('User-agent: *')
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`)
    for (const path of ['/settings', '/checkout-session/', '/bookings', '/booking', '/notifications', '/api/'])
      expect(lines).toContain(`Disallow: ${path}`)
    expect(lines).not.toContain('Disallow: /about')
    // the checkout is left to rel="nofollow" on the links to it (src/domain/public-routes.ts)
    expect(lines).not.toContain('Disallow: /checkout')
  })

  it('sitemap.xml lists the public pages with their en, fr and es versions, and no private page', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('application/xml')
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/)
    const urls = parseSitemap(response.body)
    expect(urls.map((url) => url.loc)).toEqual(
      ['/', '/locations', '/suppliers', '/about', '/tos', '/privacy', '/cookie-policy', '/faq', '/contact'].map((path) => `${PUBLIC_URL}${path}`),
    )
    expect(urls.find((url) => url.loc === `${PUBLIC_URL}/tos`)!.alternates).toEqual({
      en: `${PUBLIC_URL}/tos?l=en`,
      fr: `${PUBLIC_URL}/tos?l=fr`,
      es: `${PUBLIC_URL}/tos?l=es`,
      'x-default': `${PUBLIC_URL}/tos`,
    })
    expect(response.body).not.toContain('/settings')
    expect(response.body).not.toContain('/checkout')
  })

  it('leaves /suppliers out once the hide-suppliers setting is on (heard at once on PGlite, within milliseconds on PostgreSQL)', async () => {
    await updateSettings(app.database.db, { hideSuppliers: true })
    const listed = async () => parseSitemap((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body).map((url) => url.loc)
    await expect.poll(listed).not.toContain(`${PUBLIC_URL}/suppliers`)
    expect(await listed()).toContain(`${PUBLIC_URL}/about`)
  })
})
