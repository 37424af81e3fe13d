import type { messages as en } from './en'

export const messages = {
  'pageTitle.cookiePolicy': 'Política de cookies',

  'consent.banner.label': 'Consentimiento de analítica',
  'consent.banner.text':
    '¿Podemos medir las visitas con Google Analytics, que instala sus propias cookies? Nos ayuda a mejorar Keyturn; el sitio funciona igual en ambos casos. <policyLink>Política de cookies</policyLink>',
  'consent.accept': 'Aceptar la analítica',
  'consent.reject': 'Rechazar la analítica',
  'consent.control.label': 'Su elección sobre la analítica',
  'consent.state.granted': 'Ha aceptado la analítica.',
  'consent.state.denied': 'Ha rechazado la analítica.',
  'consent.state.undecided': 'Aún no ha elegido: la analítica sigue desactivada hasta que la acepte.',
  'consent.notConfigured': 'Este sitio no utiliza analítica por ahora, así que no hay nada que elegir.',
  'consent.footerLink': 'Configuración de cookies',
} as const satisfies Record<keyof typeof en, string>
