import { pageTextLoader } from '../page-text'

export const loadFaqText = pageTextLoader({
  en: () => import('./en'),
  fr: () => import('./fr'),
  es: () => import('./es'),
})
