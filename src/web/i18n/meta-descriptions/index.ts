import type { Language } from '../../../domain/enums'
import type { MetaDescriptions } from './types'

const modules: Record<Language, () => Promise<{ descriptions: MetaDescriptions }>> = {
  en: () => import('./en'),
  fr: () => import('./fr'),
  es: () => import('./es'),
}

/** The meta descriptions in one language (a small chunk of its own, fetched once). */
export function loadMetaDescriptions(language: Language): Promise<MetaDescriptions> {
  return modules[language]().then((module) => module.descriptions)
}
