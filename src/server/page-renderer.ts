import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import { MIRRORED_PREFERENCES } from '../domain/constants.js'
import { appRouteOf, type AppRouteName } from '../domain/routes.js'
import type { RenderedPage, RenderRequest } from '../web/entry-server.js'
import type { ServerConfig } from './config.js'
import { sessionCookieName } from './auth/session.js'

/** React's server renderer of the web app (`vite build --ssr`, dist-ssr/ beside dist/). */
export interface PageRenderer {
  render(request: FastifyRequest, url: string, config: RenderRequest['config']): Promise<ServedPage>
}

/** A rendered page, and how it was had (for the Server-Timing header): rendered now, or kept from an earlier render. */
export interface ServedPage {
  page: RenderedPage
  renderMs: number | 'kept'
}

/**
 * Pages whose HTML depends only on the build, the language and the preferences in the visitor's
 * cookies (no data, no session): rendered once for each, then served from memory.
 */
const SAME_FOR_EVERYONE = new Set<AppRouteName>(['about', 'tos', 'privacy', 'faq', 'cookiePolicy', 'contact', 'signIn', 'signUp', 'forgotPassword'])
const KEPT_PAGES = 500

/** The headers of the page's request that its in-process API calls carry: who asks, in which language. */
const FORWARDED_HEADERS = ['cookie', 'accept-language', 'user-agent', 'x-forwarded-for', 'x-forwarded-proto', 'origin']

/**
 * The server-rendering build, or null where there is none (the API on its own in development,
 * `SERVE_WEB_APP=false`): pages are then the browser's to render.
 */
export async function loadPageRenderer(app: FastifyInstance, config: ServerConfig): Promise<PageRenderer | null> {
  const entry = path.join(path.dirname(config.distDir), 'dist-ssr', 'entry-server.js')
  if (!existsSync(entry)) return null
  const { render } = (await import(pathToFileURL(entry).href)) as { render: (request: RenderRequest) => Promise<RenderedPage> }
  const kept = new LRUCache<string, RenderedPage>({ max: KEPT_PAGES })

  return {
    async render(request, url, publicConfig) {
      const stored: Record<string, string> = {}
      for (const key of MIRRORED_PREFERENCES) {
        const value = request.cookies[key]
        if (typeof value === 'string' && value.length <= 32) stored[key] = value
      }
      const { pathname, searchParams } = new URL(url, 'http://page')
      const route = appRouteOf(pathname)
      const keepable =
        route !== null && SAME_FOR_EVERYONE.has(route) && !request.cookies[sessionCookieName(request)] && [...searchParams.keys()].every((key) => key === 'l')
      // A phone says so in its browser's name: its page is laid out for a phone from the first paint.
      const phoneLayout = /Mobi|Android|iPhone|iPad/.test(request.headers['user-agent'] ?? '')
      const key = keepable ? JSON.stringify([url, stored, phoneLayout, publicConfig]) : null
      const known = key ? kept.get(key) : undefined
      if (known) return { page: known, renderMs: 'kept' }
      const began = performance.now()
      const headers: Record<string, string> = {}
      for (const name of FORWARDED_HEADERS) {
        const value = request.headers[name]
        if (typeof value === 'string') headers[name] = value
      }
      // Same routes, same validation and the same answers as over the network, without the network.
      const fetchInProcess = async (call: Request): Promise<Response> => {
        const target = new URL(call.url)
        const answer = await app.inject({
          method: call.method as 'GET',
          url: target.pathname + target.search,
          // Our own code's calls, made for the page (reads: a search, the session check): same-origin by construction.
          // the page's request id: behind a trusted proxy (TRUST_PROXY) these calls log under it too
          headers: { ...headers, ...Object.fromEntries(call.headers), host: request.headers.host ?? 'localhost', 'sec-fetch-site': 'same-origin', 'x-request-id': request.id },
          remoteAddress: request.ip,
          ...(call.body ? { payload: Buffer.from(await call.arrayBuffer()) } : {}),
        })
        return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), {
          status: answer.statusCode,
          headers: answer.headers as Record<string, string>,
        })
      }
      const page = await render({
        url,
        config: publicConfig,
        stored,
        phoneLayout,
        user: await signedInUser(request, fetchInProcess),
        fetch: fetchInProcess,
        placeTimeZone: (placeId) => app.searchIndex.placeTimeZone(placeId),
        onError: (error) => request.log.error({ err: error, url }, 'a part of the page failed to render on the server'),
      })
      if (key) kept.set(key, page)
      return { page, renderMs: performance.now() - began }
    },
  }
}

/** The user the request's session cookie names, checked as the SPA checks it (validate-access-token). */
async function signedInUser(request: FastifyRequest, fetchInProcess: (call: Request) => Promise<Response>): Promise<RenderRequest['user']> {
  if (!request.cookies[sessionCookieName(request)]) return null
  const answer = await fetchInProcess(new Request('http://page/api/validate-access-token', { method: 'POST' }))
  return answer.ok ? ((await answer.json()) as RenderRequest['user']) : null
}
