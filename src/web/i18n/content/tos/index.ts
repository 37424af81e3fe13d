import { pageTextLoader } from '../page-text'

export const loadTosText = pageTextLoader({
  en: () => import('./en'),
  fr: () => import('./fr'),
  es: () => import('./es'),
})
