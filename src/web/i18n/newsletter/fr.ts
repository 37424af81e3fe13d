import type { messages as en } from './en'

// La lettre d'information : le formulaire du pied de page et les pages des liens de ses e-mails.
export const messages = {
  'pageTitle.newsletterConfirm': 'Confirmez votre abonnement',
  'pageTitle.newsletterUnsubscribe': 'Se désabonner de la lettre d’information',

  'newsletter.heading': 'Lettre d’information',
  'newsletter.intro': 'Offres et idées de voyage, environ une fois par mois. Nous envoyons d’abord un e-mail de confirmation.',
  'newsletter.field.email': 'Votre adresse e-mail',
  'newsletter.subscribe': 'S’abonner',
  'newsletter.subscribed': 'Abonnement réussi. Veuillez le confirmer avec le lien que nous vous avons envoyé.',

  'newsletter.confirm.heading': 'Confirmez votre abonnement',
  'newsletter.confirm.intro': 'Confirmez que vous souhaitez recevoir la lettre d’information de Keyturn à cette adresse.',
  'newsletter.confirm.action': 'Confirmer mon abonnement',
  'newsletter.confirm.done': 'Votre abonnement est confirmé. Chaque lettre contient un lien pour vous désabonner.',
  'newsletter.unsubscribe.heading': 'Se désabonner de la lettre d’information',
  'newsletter.unsubscribe.intro': 'Vous ne recevrez plus la lettre d’information de Keyturn à cette adresse.',
  'newsletter.unsubscribe.action': 'Se désabonner',
  'newsletter.unsubscribe.done': 'Vous êtes désabonné. Nous ne vous enverrons plus la lettre d’information.',
  'newsletter.invalidLink': 'Ce lien n’est pas valide. Abonnez-vous à nouveau avec le formulaire en bas de page.',
  'newsletter.error.unavailable': 'L’opération n’a pas pu aboutir, veuillez réessayer plus tard.',
} as const satisfies Record<keyof typeof en, string>
