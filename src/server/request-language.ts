import type { FastifyRequest } from 'fastify'
import { DEFAULT_LANGUAGE, type Language } from '../domain/enums.js'
import { isSupportedLanguage } from '../domain/language.js'

/**
 * The language a caller reads, from its Accept-Language header: the supported language with the
 * highest weight, else the default. (The SPA says its messages by error code in the page's language.)
 */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language']
  if (!header) return DEFAULT_LANGUAGE
  let best: { language: Language; weight: number } | undefined
  for (const range of header.split(',')) {
    const [tag = '', ...parameters] = range.split(';')
    const language = tag.trim().split('-')[0]?.toLowerCase()
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    if (isSupportedLanguage(language) && weight > 0 && (!best || weight > best.weight)) best = { language, weight }
  }
  return best?.language ?? DEFAULT_LANGUAGE
}
