import type { Language } from '../../domain/enums'
import type { Area } from './area-pages'

export type { Area } from './area-pages'

type AreaMessages = Readonly<Record<string, string>>

const pick = (module: { messages: AreaMessages }) => module.messages

/** One chunk per area and language, so a page downloads only its areas in the active language. */
export const AREA_LOADERS: Record<Area, Record<Language, () => Promise<AreaMessages>>> = {
  searchForm: {
    en: () => import('./search-form/en').then(pick),
    fr: () => import('./search-form/fr').then(pick),
    es: () => import('./search-form/es').then(pick),
  },
  searchResults: {
    en: () => import('./search-results/en').then(pick),
    fr: () => import('./search-results/fr').then(pick),
    es: () => import('./search-results/es').then(pick),
  },
  settings: {
    en: () => import('./settings/en').then(pick),
    fr: () => import('./settings/fr').then(pick),
    es: () => import('./settings/es').then(pick),
  },
  checkout: {
    en: () => import('./checkout/en').then(pick),
    fr: () => import('./checkout/fr').then(pick),
    es: () => import('./checkout/es').then(pick),
  },
  payment: {
    en: () => import('./payment/en').then(pick),
    fr: () => import('./payment/fr').then(pick),
    es: () => import('./payment/es').then(pick),
  },
  bookings: {
    en: () => import('./bookings/en').then(pick),
    fr: () => import('./bookings/fr').then(pick),
    es: () => import('./bookings/es').then(pick),
  },
}

export { AREA_FOLDERS, PAGE_AREAS } from './area-pages'
