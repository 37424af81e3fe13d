import type { Language } from '../../../domain/enums'

/** A content page's long text: a react-intl catalogue of its own, in one language. */
export type PageText = Readonly<Record<string, string>>

type PageTextModules = Record<Language, () => Promise<{ messages: PageText }>>

/**
 * The long texts of the content pages stay out of the app's catalogues (which load with the
 * first page): each page loads its own text with itself, in the active language only. One
 * request per language (the promise is kept, so React's `use` can wait on it); a failed load is
 * forgotten, so trying again fetches again. Loaded before a server-rendered page hydrates
 * (routes.tsx, preloadPage), so its first render shows the server's text at once.
 */
export function pageTextLoader(modules: PageTextModules): (language: Language) => Promise<PageText> {
  const loaded = new Map<Language, Promise<PageText>>()
  return (language) => {
    let text = loaded.get(language)
    if (!text) {
      const loading: Promise<PageText> = modules[language]().then((module) => {
        // marked the way React's use() reads a settled promise: a render after the load (the
        // hydration of a server-rendered page, preloaded) does not suspend
        // eslint-disable-next-line @typescript-eslint/no-floating-promises -- returns `loading` itself, whose failure is handled below
        Object.assign(loading, { status: 'fulfilled', value: module.messages })
        return module.messages
      })
      loading.catch(() => loaded.delete(language))
      text = loading
      loaded.set(language, text)
    }
    return text
  }
}
