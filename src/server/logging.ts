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

export type LogFormat = 'pretty' | 'json'

/**
 * Readable lines for a person at a terminal, JSON lines for anything else (a file, a pipe, a log
 * collector). LOG_FORMAT=json|pretty forces either.
 */
export function logFormat(output: { isTTY?: boolean }, requested: string | undefined): LogFormat {
  if (requested === 'json' || requested === 'pretty') return requested
  return output.isTTY ? 'pretty' : 'json'
}

/**
 * pino-pretty writing to `destination`: one line per entry with the time, the level and the message;
 * a request's method and URL and a response's status join their message, the rest of a request's
 * fields (its requestId among them) are left to the JSON format. Loaded only when asked for.
 */
export async function readableLogStream(
  destination: NodeJS.WritableStream = process.stdout,
  options: { colorize?: boolean } = {},
): Promise<NodeJS.WritableStream> {
  const { default: pretty } = await import('pino-pretty')
  return pretty({
    destination,
    sync: true,
    ...(options.colorize === undefined ? {} : { colorize: options.colorize }),
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,requestId,req,res,responseTime',
    messageFormat: '{msg}{if req.method} {req.method} {req.url}{end}{if res.statusCode} {res.statusCode}{end}',
    singleLine: true,
  })
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
