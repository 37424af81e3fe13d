// The server's side of the one component tree (Vite's server-rendering build, `vite build --ssr`):
// a public page rendered by React to HTML in the visitor's language, with what the browser needs to
// hydrate it unchanged (BootData). Loaded by the server (src/server/plugins/web-app.ts).
import { AsyncLocalStorage } from 'node:async_hooks'
import { text } from 'node:stream/consumers'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { createIntl } from 'react-intl'
import { Router } from 'wouter'
import { STORAGE_KEYS } from '../domain/constants'
import { DEFAULT_LANGUAGE, type Language } from '../domain/enums'
import { chosenLanguage } from '../domain/language'
import { setApiTransport } from './api/client'
import type { AppConfig } from './api/config'
import { App } from './app/App'
import { BootProvider, type BootData, type PageBoot } from './app/boot'
import { metaDescriptionOf } from './app/meta-description'
import { pageTitle } from './app/page-title'
import { pageAreasOf, preloadPage } from './app/routes'
import { loadMetaDescriptions } from './i18n/meta-descriptions'
import { loadCatalogue } from './i18n/catalogues'
import { runPageMachines } from './page-machines.server'

export interface RenderRequest {
  /** Path and query string of the page. */
  url: string
  config: AppConfig
  /** The mirrored preferences, from the request's cookies (storage.ts). */
  stored: BootData['stored']
  user: BootData['user']
  phoneLayout: boolean
  /** Answers the page's API calls in process, as the request being rendered (cookies, language). */
  fetch: (request: Request) => Promise<Response>
  /** A place's IANA time zone (undefined: no such place): the search's criteria are judged in their places' zones. */
  placeTimeZone: (placeId: string) => Promise<string | undefined>
  /** Told of a part of the page that failed to render (the browser renders it instead). */
  onError?: (error: unknown) => void
}

export interface RenderedPage {
  /** The markup of the app's root element. */
  html: string
  language: Language
  /** The page's title and description, for its head. */
  title: string
  description: string
  boot: BootData
}

// An API call made while a page renders goes to the server's routes, as the request it renders.
const renderedRequest = new AsyncLocalStorage<RenderRequest['fetch']>()
setApiTransport((request) => {
  const fetchInProcess = renderedRequest.getStore()
  if (!fetchInProcess) return Promise.reject(new Error(`${request.method} ${request.url} outside a page render`))
  return fetchInProcess(request)
})

/** The language boot machine's choice without a look-up (spec §4): ?l, else the stored choice, else the default. */
function pageLanguage(search: string, stored: string | undefined): Language {
  return chosenLanguage(search, stored) ?? DEFAULT_LANGUAGE
}

export function render(request: RenderRequest): Promise<RenderedPage> {
  return renderedRequest.run(request.fetch, async () => {
    const { pathname, search } = new URL(request.url, 'http://page')
    const language = pageLanguage(search, request.stored[STORAGE_KEYS.language])
    const [catalogue, snapshots] = await Promise.all([
      loadCatalogue(language, pageAreasOf(pathname)),
      runPageMachines(pathname, search, language, request),
      // the page's code, so that it renders at once rather than after a suspension
      preloadPage(pathname, language).catch(() => undefined),
    ])
    const boot: PageBoot = { url: request.url, language, stored: request.stored, user: request.user, phoneLayout: request.phoneLayout, snapshots, config: request.config, catalogue }
    const failures: unknown[] = []
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <BootProvider boot={boot}>
          <Router ssrPath={pathname} ssrSearch={search.replace(/^\?/, '')}>
            <App />
          </Router>
        </BootProvider>
      </StrictMode>,
      // A part that fails here is rendered by the browser instead (React's error recovery); the server says why.
      {
        onError: (error) => void failures.push(error),
        // Whole: no part of the page left to an inline script of React's (the CSP allows none).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      },
    )
    for (const failure of failures) request.onError?.(failure)
    const intl = createIntl({ locale: language, defaultLocale: DEFAULT_LANGUAGE, messages: catalogue.messages as Record<string, string> })
    const title = pageTitle(pathname, request.config.hideSuppliers, intl.formatMessage)
    const description = metaDescriptionOf(await loadMetaDescriptions(language), pathname, request.config.hideSuppliers)
    return {
      title,
      description, html: await text(prelude), language, boot: { url: boot.url, language, stored: boot.stored, user: boot.user, phoneLayout: boot.phoneLayout, snapshots } }
  })
}
