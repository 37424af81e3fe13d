import { pageTextLoader } from '../page-text'

export const loadPrivacyText = pageTextLoader({
  en: () => import('./en'),
  fr: () => import('./fr'),
  es: () => import('./es'),
})
