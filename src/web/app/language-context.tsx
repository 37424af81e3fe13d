import { useMachine } from '@xstate/react'
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { LANGUAGE_READY_TAG } from '../../../machines/languageBoot.machine'
import { STORAGE_KEYS } from '../../domain/constants'
import { DEFAULT_LANGUAGE, type Language } from '../../domain/enums'
import { loadMessages, LOCALES } from '../i18n/catalogues'
import type { Messages } from '../i18n/en'
import { useConfig } from './config-context'
import { getInspect } from './inspector'
import { appLanguageBootMachine } from './language-boot'
import { readStored, readStoredUser, writeStored } from './storage'

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
 * loads, then the app renders inside IntlProvider. Later switches (header) load the new
 * catalogue first, so the texts change in one go.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const config = useConfig()
  const [snapshot] = useMachine(appLanguageBootMachine, {
    input: {
      search: globalThis.location.search,
      storedLanguage: readStored(STORAGE_KEYS.language),
      user: readStoredUser(STORAGE_KEYS.user),
      languageFromIp: config.languageFromIp,
    },
    inspect: getInspect(),
  })
  const bootLanguage = snapshot.hasTag(LANGUAGE_READY_TAG) ? snapshot.context.language : null
  const [requested, setRequested] = useState<Language | null>(null)
  const [catalogue, setCatalogue] = useState<{ language: Language; messages: Messages } | null>(null)
  const wanted = requested ?? bootLanguage

  useEffect(() => {
    if (!wanted || catalogue?.language === wanted) return
    let active = true
    loadMessages(wanted).then((messages) => active && setCatalogue({ language: wanted, messages }))
    return () => {
      active = false
    }
  }, [wanted, catalogue?.language])

  const language = catalogue?.language
  // A layout effect: <html lang> changes in the same commit as the texts, before paint.
  useLayoutEffect(() => {
    if (language) document.documentElement.lang = LOCALES[language]
  }, [language])

  const setLanguage = useCallback((next: Language) => {
    writeStored(STORAGE_KEYS.language, next)
    setRequested(next)
  }, [])

  if (!catalogue) return null
  return (
    <LanguageContext.Provider value={{ language: catalogue.language, setLanguage }}>
      <IntlProvider locale={LOCALES[catalogue.language]} defaultLocale={LOCALES[DEFAULT_LANGUAGE]} messages={catalogue.messages}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  )
}
