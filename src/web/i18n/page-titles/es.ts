import type { messages as en } from './en'

export const messages = {
  'pageTitle.format': '{page} · Keyturn',
  'pageTitle.search': 'Resultados de búsqueda',
  'pageTitle.notFound': 'Página no encontrada',
  'pageTitle.about': 'Acerca de Keyturn',
  'pageTitle.tos': 'Condiciones de uso',
  'pageTitle.privacy': 'Política de privacidad',
  'pageTitle.faq': 'Preguntas frecuentes',
} satisfies Record<keyof typeof en, string>
