import type { Language } from '../../../domain/enums'

/** A content page's long text: a react-intl catalogue of its own, in one language. */
export type PageText = Readonly<Record<string, string>>

type PageTextModules = Record<Language, () => Promise<{ messages: PageText }>>

/**
 * The long texts of the content pages stay out of the app's catalogues (which load with the
 * first page): each page loads its own text with itself, in the active language only. One
 * request per language (the promise is kept, so React's `use` can wait on it); a failed load is
 * forgotten, so trying again fetches again.
 */
export function pageTextLoader(modules: PageTextModules): (language: Language) => Promise<PageText> {
  const loaded = new Map<Language, Promise<PageText>>()
  return (language) => {
    let text = loaded.get(language)
    if (!text) {
      text = modules[language]().then((module) => module.messages)
      text.catch(() => loaded.delete(language))
      loaded.set(language, text)
    }
    return text
  }
}
