import type { messages as en } from './en'

// El boletín: el formulario del pie de página y las páginas de los enlaces de sus correos.
export const messages = {
  'pageTitle.newsletterConfirm': 'Confirme su suscripción',
  'pageTitle.newsletterUnsubscribe': 'Darse de baja del boletín',

  'newsletter.heading': 'Boletín',
  'newsletter.intro': 'Ofertas e ideas de viaje, más o menos una vez al mes. Primero le enviamos un correo de confirmación.',
  'newsletter.field.email': 'Su correo electrónico',
  'newsletter.subscribe': 'Suscribirse',
  'newsletter.subscribed': 'Suscripción realizada. Confírmela con el enlace que le hemos enviado.',

  'newsletter.confirm.heading': 'Confirme su suscripción',
  'newsletter.confirm.intro': 'Confirme que desea recibir el boletín de Keyturn en esta dirección.',
  'newsletter.confirm.action': 'Confirmar mi suscripción',
  'newsletter.confirm.done': 'Su suscripción está confirmada. Cada boletín incluye un enlace para darse de baja.',
  'newsletter.unsubscribe.heading': 'Darse de baja del boletín',
  'newsletter.unsubscribe.intro': 'Dejará de recibir el boletín de Keyturn en esta dirección.',
  'newsletter.unsubscribe.action': 'Darse de baja',
  'newsletter.unsubscribe.done': 'Se ha dado de baja. No volveremos a enviarle el boletín.',
  'newsletter.invalidLink': 'Este enlace no es válido. Vuelva a suscribirse con el formulario al pie de la página.',
  'newsletter.error.unavailable': 'No se ha podido realizar la operación; inténtelo de nuevo más tarde.',
} as const satisfies Record<keyof typeof en, string>
