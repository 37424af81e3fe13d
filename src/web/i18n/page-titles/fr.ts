import type { messages as en } from './en'

export const messages = {
  'pageTitle.format': '{page} · Keyturn',
  'pageTitle.search': 'Résultats de recherche',
  'pageTitle.notFound': 'Page introuvable',
  'pageTitle.about': 'À propos de Keyturn',
  'pageTitle.tos': 'Conditions d’utilisation',
  'pageTitle.privacy': 'Politique de confidentialité',
  'pageTitle.faq': 'Questions fréquentes',
} satisfies Record<keyof typeof en, string>
