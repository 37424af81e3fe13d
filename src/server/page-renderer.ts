import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { MIRRORED_PREFERENCES } from '../domain/constants.js'
import type { RenderedPage, RenderRequest } from '../web/entry-server.js'
import type { ServerConfig } from './config.js'
import { sessionCookieName } from './auth/session.js'

/** React's server renderer of the web app (`vite build --ssr`, dist-ssr/ beside dist/). */
export interface PageRenderer {
  render(request: FastifyRequest, url: string, config: RenderRequest['config']): Promise<RenderedPage>
}

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

  return {
    async render(request, url, publicConfig) {
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
          headers: { ...headers, ...Object.fromEntries(call.headers), host: request.headers.host ?? 'localhost', 'sec-fetch-site': 'same-origin' },
          remoteAddress: request.ip,
          ...(call.body ? { payload: Buffer.from(await call.arrayBuffer()) } : {}),
        })
        return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), {
          status: answer.statusCode,
          headers: answer.headers as Record<string, string>,
        })
      }
      const stored: Record<string, string> = {}
      for (const key of MIRRORED_PREFERENCES) {
        const value = request.cookies[key]
        if (typeof value === 'string' && value.length <= 32) stored[key] = value
      }
      return render({
        url,
        config: publicConfig,
        stored,
        user: await signedInUser(request, fetchInProcess),
        fetch: fetchInProcess,
        onError: (error) => request.log.error({ err: error, url }, 'a part of the page failed to render on the server'),
      })
    },
  }
}

/** The user the request's session cookie names, checked as the SPA checks it (validate-access-token). */
async function signedInUser(request: FastifyRequest, fetchInProcess: (call: Request) => Promise<Response>): Promise<RenderRequest['user']> {
  if (!request.cookies[sessionCookieName(request)]) return null
  const answer = await fetchInProcess(new Request('http://page/api/validate-access-token', { method: 'POST' }))
  return answer.ok ? ((await answer.json()) as RenderRequest['user']) : null
}
