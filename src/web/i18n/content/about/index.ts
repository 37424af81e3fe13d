import { pageTextLoader } from '../page-text'

export const loadAboutText = pageTextLoader({
  en: () => import('./en'),
  fr: () => import('./fr'),
  es: () => import('./es'),
})
