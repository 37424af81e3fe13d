import type { Language } from '../../domain/enums'
import { en, type Messages } from './en'

/**
 * English ships with the app (it is the fallback); French and Spanish are separate chunks
 * loaded only when chosen, so a visitor downloads one extra catalogue at most.
 */
export function loadMessages(language: Language): Promise<Messages> {
  switch (language) {
    case 'fr':
      return import('./fr').then((module) => module.fr)
    case 'es':
      return import('./es').then((module) => module.es)
    default:
      return Promise.resolve(en)
  }
}

/** Language names are written in their own language (endonyms), whatever the interface language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français', es: 'Español' }

/** BCP 47 tags for <html lang> and Intl. */
export const LOCALES: Record<Language, string> = { en: 'en', fr: 'fr', es: 'es' }
