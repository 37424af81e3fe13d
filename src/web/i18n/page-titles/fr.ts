import type { messages as en } from './en'

export const messages = {
  'pageTitle.format': '{page} · Keyturn',
  'pageTitle.search': 'Résultats de recherche',
  'pageTitle.notFound': 'Page introuvable',
  'pageTitle.about': 'À propos de Keyturn',
  'pageTitle.tos': 'Conditions d’utilisation',
  'pageTitle.privacy': 'Politique de confidentialité',
  'pageTitle.faq': 'Questions fréquentes',
  // Tab titles (and the account menu's entry) of pages whose own texts load with the page.
  'bookings.menu': 'Réservations',
  'bookings.pageTitle': 'Mes réservations',
  'booking.tabTitle': 'Réservation',
  'checkout.pageTitle': 'Réservez votre voiture',
  'confirmation.pageTitle': 'Confirmation de réservation',
  'settings.pageTitle': 'Paramètres',
} satisfies Record<keyof typeof en, string>
