import { readFileSync } from 'node:fs'
import { AppError } from '../errors.js'
import { CountryLookupUnavailable } from '../integrations/country-lookup.js'
import { publicSettings } from '../catalogue-memo.js'
import { publicConfig } from '../public-config.js'
import { localizedErrorMessage } from '../../domain/error-catalogue.js'
import { checkReadiness, readinessParts } from '../observability/readiness.js'
import { requestLanguage } from '../request-language.js'
import type { Handlers } from './types.js'

const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }

export const systemHandlers = {
  async getHealth(request) {
    const { database, startedAt } = request.server
    return {
      status: 'ok',
      database: database.kind,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      version,
    }
  },

  /** 200 when every part is ready; else 503 NOT_READY naming the failing parts (the error shape, with `failing`). */
  async getReady(request, reply) {
    const checks = await checkReadiness(request.server, request.log)
    // a probe's answer is about this moment: no proxy may keep it
    reply.header('cache-control', 'no-store')
    const failing = readinessParts.filter((part) => !checks[part].ok)
    if (failing.length === 0) return { status: 'ready' as const, checks }
    const message = localizedErrorMessage('NOT_READY', requestLanguage(request), { parts: failing.join(', ') })
    return reply.status(503).send({ code: 'NOT_READY', message, requestId: request.id, failing })
  },

  async getConfig(request) {
    const settings = await publicSettings(request.server)
    return publicConfig(request.server.config, settings)
  },

  async getCountryCode(request, reply) {
    try {
      const code = await request.server.countryLookup.countryOf(request.ip)
      if (!code) throw new AppError('NOT_FOUND', 404, 'No country is known for this address')
      // Fastify sends a returned string as is: encode it so the body is the JSON string "FR"
      reply.type('application/json; charset=utf-8')
      return JSON.stringify(code)
    } catch (error) {
      if (error instanceof CountryLookupUnavailable) {
        request.log.warn({ err: error }, 'country lookup failed')
        throw new AppError('SERVICE_UNAVAILABLE', 503, 'The country lookup service is unavailable')
      }
      throw error
    }
  },
} satisfies Handlers
