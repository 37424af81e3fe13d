import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { appRoutes, isAppRoute } from '../../domain/routes.js'
import { publicCatalogue, publicSettings } from '../catalogue-memo.js'
import { carImage } from '../db/queries/catalogue.js'
import type { ServerConfig } from '../config.js'
import { sendError } from '../errors.js'
import { publicConfig } from '../public-config.js'
import { loadPageRenderer } from '../page-renderer.js'
import { loadWebPage } from '../web-page.js'

const ONE_YEAR_SECONDS = 31_536_000
const ONE_DAY_SECONDS = 86_400

/**
 * Serves the built SPA (hashed assets cached for a year, index.html always revalidated),
 * the seeded images, and index.html for client-side routes — with status 404 for paths
 * that are no route of the app, so the SPA shows its not-found page and crawlers learn it.
 */
export async function registerWebApp(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const indexFile = path.join(config.distDir, 'index.html')
  if (!existsSync(indexFile)) throw new Error(`The web app is not built: ${indexFile} is missing (run npm run build)`)

  await app.register(fastifyStatic, {
    root: config.distDir,
    prefix: '/',
    wildcard: true,
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
      res.header('cache-control', immutable ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache')
    },
  })
  await app.register(fastifyStatic, {
    root: config.imagesDir,
    prefix: '/images/',
    decorateReply: false,
    maxAge: ONE_DAY_SECONDS * 1000,
  })

  const webPage = loadWebPage(config.distDir)
  /**
   * The checkout's largest paint is its car's picture, which the SPA learns of only from the price
   * call after its scripts have run: named here, the browser fetches it with the scripts (issue 12).
   */
  const leadImageOf = (pathname: string, query: URLSearchParams) =>
    pathname.replace(/\/$/, '') === appRoutes.checkout && query.has('car')
      ? publicCatalogue(app, 'car-image', query.get('car')!, () => carImage(app.database.db, query.get('car')!))
      : null
  const renderer = await loadPageRenderer(app, config)
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, pathname: string, served: boolean, search = '') => {
    const pageConfig = publicConfig(config, await publicSettings(app))
    const query = new URLSearchParams(search)
    // Every page arrives rendered by React (src/web/entry-server.tsx); the not-found page too, under its path.
    const rendered = renderer ? await renderer.render(request, served ? `${pathname}${search ? `?${search}` : ''}` : pathname, pageConfig) : null
    // How long React took on the server, or that the page came from memory (its HTML depends on the language and build only)
    if (rendered) reply.header('server-timing', rendered.renderMs === 'kept' ? 'render;desc="kept"' : `render;dur=${rendered.renderMs.toFixed(1)}`)
    return reply
      .status(served ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(webPage.html(pathname, served, pageConfig, served ? await leadImageOf(pathname, query) : null, rendered?.page))
  }

  // the static plugin refuses directories; the home page is the SPA itself
  app.get('/', (request, reply) => sendIndex(request, reply, '/', true, request.url.split('?')[1] ?? ''))

  /** A route of the app that exists in this configuration (the suppliers page can be switched off). */
  const isServedRoute = async (pathname: string) =>
    isAppRoute(pathname) &&
    !(pathname.replace(/\/$/, '') === appRoutes.suppliers && (await publicSettings(app)).hideSuppliers)

  app.setNotFoundHandler(async (request, reply) => {
    const [pathname = '/', search = ''] = request.url.split('?')
    const isFileOrApi = ['/api/', '/images/', '/assets/'].some((prefix) => pathname.startsWith(prefix))
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isFileOrApi
    if (!wantsPage) return sendError(request, reply, 404, 'NOT_FOUND')
    return sendIndex(request, reply, pathname, await isServedRoute(pathname), search)
  })
}
