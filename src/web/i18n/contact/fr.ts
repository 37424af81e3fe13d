import type { messages as en } from './en'

// Page de contact (/contact, spec §3), son titre et les liens d'assistance du pied de page.
export const messages = {
  'pageTitle.contact': 'Nous contacter',

  'contact.heading': 'Nous contacter',
  'contact.intro': 'Écrivez à notre service client : nous répondons par e-mail, en général sous un jour ouvré.',
  'contact.field.email': 'E-mail',
  'contact.field.subject': 'Objet',
  'contact.field.message': 'Message',
  'contact.send': 'Envoyer',
  'contact.sending': 'Envoi…',
  'contact.sent': 'Votre message a été envoyé. Nous répondrons à {email}.',
  'contact.sendAnother': 'Écrire un autre message',
  'contact.error.unavailable': 'Le message n’a pas pu être envoyé, veuillez réessayer plus tard.',

  'home.care.contactLink': 'Écrire au service client',

  'footer.corporateLinks': 'Entreprise',
  'footer.links.about': 'À propos de Keyturn',
  'footer.links.tos': 'Conditions d’utilisation',
  'footer.links.privacy': 'Politique de confidentialité',
  'footer.links.cookiePolicy': 'Politique relative aux cookies',
  'footer.links.contact': 'Nous contacter',
  'footer.links.faq': 'FAQ',
  'footer.links.email': 'E-mail : {email}',
} as const satisfies Record<keyof typeof en, string>
