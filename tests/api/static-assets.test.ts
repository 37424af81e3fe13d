import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMBEDDED_CONFIG_ID } from '../../src/domain/embedded-config.js'
import { buildTestApp } from './support/app.js'
import { cars } from '../../src/server/db/schema.js'
import { carImageUrl } from '../../src/server/db/queries/catalogue.js'

// Issue 12: hashed assets are cached for a year and never revalidated, the HTML always is, and
// every text asset travels compressed.
const script = `export const cars = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => ({ id: index, name: `Car ${index}` })))}\n`

describe('the built SPA as the server sends it', () => {
  let app: FastifyInstance
  let dist: string

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'keyturn-dist-'))
    mkdirSync(path.join(dist, 'assets'))
    writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html><head><title>Keyturn</title></head><body>${'<div></div>'.repeat(200)}</body></html>`)
    writeFileSync(path.join(dist, 'assets', 'index-AbC123xy.js'), script)
    writeFileSync(path.join(dist, 'assets', 'index-AbC123xy.css'), `.a{color:red}\n`.repeat(200))
    app = await buildTestApp({ DIST_DIR: dist }, { serveWebApp: true })
  })
  afterAll(async () => {
    await app?.close()
    rmSync(dist, { recursive: true, force: true })
  })

  it('caches hashed scripts and styles for a year as immutable, brotli-compressed when the browser accepts it', async () => {
    for (const asset of ['/assets/index-AbC123xy.js', '/assets/index-AbC123xy.css']) {
      const response = await app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'br, gzip' } })
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(response.headers['content-encoding']).toBe('br')
      expect(response.rawPayload.length).toBeLessThan(script.length / 3)
    }
  })

  it('sends gzip to a browser without brotli', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-AbC123xy.js', headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers['content-encoding']).toBe('gzip')
  })

  it('makes the browser revalidate the HTML of the home page and of client-side routes, compressed', async () => {
    for (const url of ['/', '/search']) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } })
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      expect(response.headers['content-encoding']).toBe('br')
    }
  })

  it('writes the public configuration into the page, the same as GET /api/config answers', async () => {
    const config = (await app.inject({ method: 'GET', url: '/api/config' })).json()
    for (const url of ['/', '/search?pickUpLocation=x', '/no/such/page']) {
      const html = (await app.inject({ method: 'GET', url })).body
      const data = html.match(new RegExp(`<script type="application/json" id="${EMBEDDED_CONFIG_ID}">(.*?)</script>`))?.[1]
      expect(JSON.parse(data ?? 'null')).toEqual(config)
    }
  })

  it("names the checkout's car picture as an early image preload, and nothing for an unknown car", async () => {
    const [car] = await app.database.db.select({ id: cars.id, image: cars.image }).from(cars).limit(1)
    const preloadOf = (html: string) => html.match(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/)?.[1]
    const checkout = (await app.inject({ method: 'GET', url: `/checkout?car=${car!.id}&pickUp=x` })).body
    expect(preloadOf(checkout)).toBe(carImageUrl(car!.image))
    for (const url of ['/checkout?car=00000000-0000-4000-8000-000000000000', '/checkout?car=%22%3E%3Cscript%3E', '/checkout', '/', `/search?car=${car!.id}`]) {
      expect(preloadOf((await app.inject({ method: 'GET', url })).body)).toBeUndefined()
    }
  })
})
