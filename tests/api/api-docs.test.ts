import { readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractPath } from '../../src/server/contract.js'
import { buildTestApp } from './support/app.js'

describe('API reference (/api/docs)', () => {
  let app: FastifyInstance

  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  it('is a page whose renderer, styles and contract all come from this server', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    const sources = [...response.body.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url)
    expect(sources).toEqual([
      '/api/docs/swagger-ui.css',
      '/api/docs/accessibility.css',
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/init.js',
      '/api/docs/accessibility.js',
    ])
    expect(response.body).toMatch(/<html lang="en">/)
    expect(response.body).toContain('<title>API reference · Keyturn</title>')
    // The CSP allows only our own scripts: the page has no inline one.
    expect(response.body).not.toMatch(/<script>(?!<\/script>)/)
    expect(response.headers['content-security-policy']).toContain("script-src 'self'")

    for (const [url, type] of [
      ['/api/docs/swagger-ui-bundle.js', 'text/javascript'],
      ['/api/docs/init.js', 'text/javascript'],
      ['/api/docs/swagger-ui.css', 'text/css'],
      ['/api/docs/accessibility.js', 'text/javascript'],
      ['/api/docs/accessibility.css', 'text/css'],
    ] as const) {
      const asset = await app.inject({ method: 'GET', url })
      expect(asset.statusCode, url).toBe(200)
      expect(asset.headers['content-type'], url).toContain(type)
    }
    const init = (await app.inject({ method: 'GET', url: '/api/docs/init.js' })).body
    expect(init).toContain("url: '/api/docs/openapi.yaml'")
    // Deep-link anchors inside the operation buttons are nested controls (axe): off.
    expect(init).toContain('deepLinking: false')
    const fixups = (await app.inject({ method: 'GET', url: '/api/docs/accessibility.js' })).body
    expect(fixups).toContain("getElementById('swagger-ui')")
    // parses the served script (a syntax error throws) without running it
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    expect(() => new Function(fixups)).not.toThrow()
    expect((await app.inject({ method: 'GET', url: '/api/docs/swagger-ui-bundle.js' })).body).toContain('SwaggerUIBundle')
  })

  it('serves the very contract the server routes with', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/openapi.yaml' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe(readFileSync(contractPath, 'utf8'))
    expect(response.body).toMatch(/^openapi: 3/m)
  })
})
