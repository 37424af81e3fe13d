import { useMachine } from '@xstate/react'
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { LANGUAGE_READY_TAG } from '../../../machines/languageBoot.machine'
import { STORAGE_KEYS } from '../../domain/constants'
import { DEFAULT_LANGUAGE, type Language } from '../../domain/enums'
import { createCatalogueStore, LOCALES, setActiveCatalogueStore } from '../i18n/catalogues'
import type { Messages } from '../i18n/en'
import { CatalogueContext } from '../i18n/use-catalogue-areas'
import { useConfig } from './config-context'
import { getInspect } from './inspector'
import { appLanguageBootMachine } from './language-boot'
import { useBoot, useInitialStored } from './boot'
import { readStoredUser, writeStored } from './storage'

interface LanguageContextValue {
  language: Language
  setLanguage: (language: Language) => void
}

const LanguageContext = createContext<LanguageContextValue | null>(null)

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext)
  if (!value) throw new Error('useLanguage: outside LanguageProvider')
  return value
}

/**
 * Step 2 of the boot: the languageBoot machine chooses the language (spec §4), its catalogue
 * (the frame's part; pages add theirs, src/web/i18n/catalogues.ts) loads, then the app renders
 * inside IntlProvider. Later switches (header) load the new catalogue first, so the texts change
 * in one go.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const config = useConfig()
  const boot = useBoot()
  // The machine chooses from the browser's own storage (the server rendered from the cookie that
  // mirrors it): a choice the cookie does not carry yet switches the page once hydrated.
  const storedLanguage = useInitialStored(STORAGE_KEYS.language, { inBrowser: true })
  const [snapshot] = useMachine(appLanguageBootMachine, {
    input: {
      search: boot ? new URL(boot.url, 'http://page').search : globalThis.location.search,
      storedLanguage,
      user: boot ? boot.user && { id: boot.user.id, language: boot.user.language } : readStoredUser(STORAGE_KEYS.user),
      languageFromIp: config.languageFromIp,
    },
    inspect: getInspect(),
  })
  const bootLanguage = snapshot.hasTag(LANGUAGE_READY_TAG) ? snapshot.context.language : null
  const [requested, setRequested] = useState<Language | null>(null)
  // Active from the first render: the first page's lazy import (during render) starts its areas.
  const [store] = useState(() => {
    // a server-rendered page hydrates with the catalogue it was rendered with, loaded before
    const created = createCatalogueStore(boot?.catalogue)
    setActiveCatalogueStore(created)
    return created
  })
  const catalogue = useSyncExternalStore(store.subscribe, store.shown, store.shown)
  const wanted = requested ?? bootLanguage

  useEffect(() => {
    setActiveCatalogueStore(store)
  }, [store])

  useEffect(() => {
    if (wanted && catalogue?.language !== wanted) void store.showLanguage(wanted)
  }, [store, wanted, catalogue?.language])

  const language = catalogue?.language
  // A layout effect: <html lang> changes in the same commit as the texts, before paint. Written only
  // when it differs: even an unchanged `lang` makes the browser restyle the whole page (:lang()),
  // 100–170 ms on a phone right after hydration (issue 22).
  useLayoutEffect(() => {
    const root = document.documentElement
    if (language && root.lang !== LOCALES[language]) root.lang = LOCALES[language]
  }, [language])

  const setLanguage = useCallback((next: Language) => {
    writeStored(STORAGE_KEYS.language, next)
    setRequested(next)
  }, [])

  // Kept while they do not change: a new value re-renders every reader, and a part of a
  // server-rendered page not hydrated yet would be rendered afresh, its HTML thrown away.
  const languageValue = useMemo(() => language && { language, setLanguage }, [language, setLanguage])
  const catalogueValue = useMemo(() => catalogue && { catalogue, store }, [catalogue, store])

  if (!catalogue || !languageValue || !catalogueValue) return null
  // The frame's ids and the loaded areas' (a page's areas load before it renders, see catalogues.ts).
  const messages = catalogue.messages as Messages
  return (
    <LanguageContext.Provider value={languageValue}>
      <CatalogueContext.Provider value={catalogueValue}>
        <IntlProvider locale={LOCALES[catalogue.language]} defaultLocale={LOCALES[DEFAULT_LANGUAGE]} messages={messages}>
          {children}
        </IntlProvider>
      </CatalogueContext.Provider>
    </LanguageContext.Provider>
  )
}
