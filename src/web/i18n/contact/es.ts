import type { messages as en } from './en'

// Página de contacto (/contact, spec §3), su título y los enlaces de ayuda del pie de página.
export const messages = {
  'pageTitle.contact': 'Contacto',

  'contact.heading': 'Contacto',
  'contact.intro': 'Escriba a nuestro servicio de atención al cliente: respondemos por correo electrónico, normalmente en un día hábil.',
  'contact.field.email': 'Correo electrónico',
  'contact.field.subject': 'Asunto',
  'contact.field.message': 'Mensaje',
  'contact.send': 'Enviar',
  'contact.sending': 'Enviando…',
  'contact.sent': 'Su mensaje se ha enviado. Responderemos a {email}.',
  'contact.sendAnother': 'Escribir otro mensaje',
  'contact.error.unavailable': 'No se ha podido enviar el mensaje; inténtelo de nuevo más tarde.',

  'home.care.contactLink': 'Escribir a atención al cliente',

  'footer.corporateLinks': 'Empresa',
  'footer.links.about': 'Acerca de Keyturn',
  'footer.links.tos': 'Condiciones de uso',
  'footer.links.privacy': 'Política de privacidad',
  'footer.links.cookiePolicy': 'Política de cookies',
  'footer.links.contact': 'Contacto',
  'footer.links.faq': 'Preguntas frecuentes',
  'footer.links.email': 'Correo electrónico: {email}',
} as const satisfies Record<keyof typeof en, string>
