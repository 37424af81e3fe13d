import helmet from 'helmet'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ServerConfig } from '../config.js'
import { AppError } from '../errors.js'
import { databaseRateLimitStore, memoryRateLimitStore } from '../rate-limit-store.js'
import { inlineScriptHashes } from './inline-scripts.js'
import { thirdPartySources } from './content-security-policy.js'

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])
/** Routes that prove their sender by a signature over the body instead (checked by their handler). */
const signedWebhooks = new Set(['/api/stripe-webhook'])
/** Sec-Fetch-Site values of a request the page itself (or the user, typing) made. */
const ownFetchSites = new Set(['same-origin', 'none'])

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/**
 * Whether a mutating request comes from our own pages: a same-origin (or trusted) Origin; when
 * Origin is absent (or "null", as with a no-referrer policy), a same-origin Referer or a
 * Sec-Fetch-Site the browser sets to same-origin / none. A request showing none of these is refused.
 */
function fromOwnPages(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): boolean {
  const allowed = (origin: string | null) => origin !== null && (origin === ownOrigin(request) || allowedOrigins.has(origin))
  const origin = request.headers.origin
  if (origin && origin !== 'null') return allowed(origin)
  const referer = request.headers.referer
  if (referer) return allowed(originOf(referer))
  const site = request.headers['sec-fetch-site']
  return typeof site === 'string' && ownFetchSites.has(site)
}

/**
 * Security headers (CSP allowing only our own scripts plus the configured providers),
 * a refusal of mutating requests sent from another origin, and rate limiting that
 * individual routes opt into.
 */
export async function registerSecurity(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const thirdParties = thirdPartySources(config)
  // Helmet's middleware built once: @fastify/helmet builds it again on every request (parsing the
  // policy each time, 3-8 % of a search's CPU under load, issue 11). The headers are the same for
  // every route, so one instance sets them on each reply.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(await inlineScriptHashes(config.distDir)), ...thirdParties.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org', 'https://tile.openstreetmap.org', ...thirdParties.img],
        connectSrc: ["'self'", ...thirdParties.connect],
        frameSrc: thirdParties.frame.length > 0 ? thirdParties.frame : ["'none'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    strictTransportSecurity: config.production,
    crossOriginEmbedderPolicy: false,
  })
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)))

  const allowedOrigins = new Set([...config.trustedOrigins, ...[originOf(config.publicUrl)].filter((o): o is string => o !== null)])
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method) || signedWebhooks.has(request.routeOptions.url ?? '')) return
    if (!fromOwnPages(request, allowedOrigins)) throw new AppError('FORBIDDEN', 403, 'Cross-origin request refused')
  })

  await app.register(rateLimit, {
    global: false,
    // on PostgreSQL the counters are in the database, shared by every instance; PGlite serves one process
    store: app.database.kind === 'postgres' ? databaseRateLimitStore(app.database.db) : memoryRateLimitStore(),
    errorResponseBuilder: (request, context) => {
      app.metrics?.rateLimitRefused(request)
      return new AppError('RATE_LIMITED', 429, `Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} seconds`)
    },
  })
}
