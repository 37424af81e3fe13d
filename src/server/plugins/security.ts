import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ServerConfig } from '../config.js'
import { AppError } from '../errors.js'
import { inlineScriptHashes } from './inline-scripts.js'
import { thirdPartySources } from './content-security-policy.js'

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`
}

/**
 * Security headers (CSP allowing only our own scripts plus the configured providers),
 * a refusal of mutating requests sent from another origin, and rate limiting that
 * individual routes opt into.
 */
export async function registerSecurity(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const thirdParties = thirdPartySources(config)
  await app.register(helmet, {
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

  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method)) return
    const origin = request.headers.origin
    if (!origin) return // not a browser cross-site request (browsers always send Origin on these)
    if (origin === ownOrigin(request) || config.trustedOrigins.includes(origin)) return
    throw new AppError('FORBIDDEN', 403, 'Cross-origin request refused')
  })

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', 429, `Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} seconds`),
  })
}
