// What a visitor's browser gets for a page while the database cannot answer (issue 26): a small page
// of its own in the visitor's language rather than the API's JSON error, saying it passes, with a
// link to try again and the request's reference (the log line's id). Plain HTML with its few styles
// inline: nothing on it needs the database, the page renderer or the built assets.
import type { FastifyRequest } from 'fastify'
import { STORAGE_KEYS } from '../domain/constants.js'
import { type Language } from '../domain/enums.js'
import { databaseUnavailableMessages } from '../domain/error-catalogue.js'
import { chosenLanguage } from '../domain/language.js'
import { messages as en } from '../web/i18n/app/en.js'
import { messages as es } from '../web/i18n/app/es.js'
import { messages as fr } from '../web/i18n/app/fr.js'
import { escapeMarkup } from './escape-markup.js'
import { requestLanguage } from './request-language.js'

const frameTexts: Record<Language, Record<'app.name' | 'common.retry' | 'errors.reference', string>> = { en, fr, es }

/** Paths that are never pages: the API and files. */
const NOT_PAGES = ['/api/', '/images/', '/assets/']

/** A browser asking for a page: GET or HEAD of a path outside the API and the files, HTML accepted. */
export function asksForPage(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/'
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !NOT_PAGES.some((prefix) => pathname.startsWith(prefix)) &&
    (request.headers.accept ?? '').includes('text/html')
  )
}

/** The page's language as the pages choose it (?l, else the stored choice), else the browser's. */
function pageLanguage(request: FastifyRequest): Language {
  const stored = (request.cookies as Record<string, string | undefined> | undefined)?.[STORAGE_KEYS.language]
  return chosenLanguage(request.url.split('?')[1] ?? '', stored) ?? requestLanguage(request)
}

/** The page, in the visitor's language; its link asks for the same address again. */
export function unavailablePage(request: FastifyRequest): string {
  const language = pageLanguage(request)
  const texts = frameTexts[language]
  const message = databaseUnavailableMessages[language]
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeMarkup(`${message} — ${texts['app.name']}`)}</title>
<style>
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
main { max-width: 36rem; margin: 15vh auto; padding: 0 1.5rem; }
h1 { font-size: 1.5rem; margin: 0 0 1.5rem; overflow-wrap: anywhere; }
a { display: inline-block; padding: 0.6rem 1.2rem; border: 2px solid currentColor; border-radius: 0.5rem; font-weight: 600; color: inherit; }
small { display: block; margin-top: 2rem; opacity: 0.8; overflow-wrap: anywhere; }
</style>
</head>
<body>
<main>
<p>${escapeMarkup(texts['app.name'])}</p>
<h1>${escapeMarkup(message)}</h1>
<a href="${escapeMarkup(request.url)}">${escapeMarkup(texts['common.retry'])}</a>
<small>${escapeMarkup(texts['errors.reference'].replace('{reference}', request.id))}</small>
</main>
</body>
</html>
`
}
