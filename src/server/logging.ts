import type { FastifyServerOptions } from 'fastify'

/**
 * Path segments that carry secrets (spec §7 puts a password and tokens in some paths).
 * Their values are replaced before a URL reaches the log.
 */
const secretPathPatterns: RegExp[] = [
  /^(\/api\/check-password\/[^/]+\/)[^/?]+/,
  /^(\/api\/check-token\/[^/]+\/[^/]+\/[^/]+\/)[^/?]+/,
  /^(\/api\/verify-recaptcha\/)[^/?]+/,
]

export function redactUrl(url: string): string {
  return secretPathPatterns.reduce((current, pattern) => current.replace(pattern, '$1[redacted]'), url)
}

/** Structured logs (pino) without secrets: no cookies, authorisation headers, passwords or tokens. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["stripe-signature"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }
      },
    },
  }
}
