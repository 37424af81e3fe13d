import type { messages as en } from './en'

export const messages = {
  'pageTitle.format': '{page} · Keyturn',
  'pageTitle.search': 'Resultados de búsqueda',
  'pageTitle.notFound': 'Página no encontrada',
  'pageTitle.about': 'Acerca de Keyturn',
  'pageTitle.tos': 'Condiciones de uso',
  'pageTitle.privacy': 'Política de privacidad',
  'pageTitle.faq': 'Preguntas frecuentes',
  // Tab titles (and the account menu's entry) of pages whose own texts load with the page.
  'bookings.menu': 'Reservas',
  'bookings.pageTitle': 'Mis reservas',
  'booking.tabTitle': 'Reserva',
  'checkout.pageTitle': 'Reserve su coche',
  'confirmation.pageTitle': 'Confirmación de la reserva',
  'settings.pageTitle': 'Configuración',
} satisfies Record<keyof typeof en, string>
