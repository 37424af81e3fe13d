import { pageTextLoader } from '../page-text'

export const loadCookiePolicyText = pageTextLoader({
  en: () => import('./en'),
  fr: () => import('./fr'),
  es: () => import('./es'),
})
