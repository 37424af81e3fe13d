import type { Language } from '../../../domain/enums.js'
import { escapeHtml, page, type MailContent } from './templates.js'

// The newsletter's confirmation e-mail (double opt-in), in the subscriber's language. It carries the
// unsubscribe link too, as every newsletter e-mail must.

export interface NewsletterConfirmationInput {
  language: Language
  /** Absolute links (PUBLIC_URL + path + ?t=token). */
  confirmLink: string
  unsubscribeLink: string
}

interface ConfirmationTexts {
  subject: string
  intro: string
  action: string
  ignore: string
  unsubscribe: string
  signature: string
}

const confirmation: Record<Language, ConfirmationTexts> = {
  en: {
    subject: 'Confirm your subscription to the Keyturn newsletter',
    intro: 'Someone, probably you, asked to receive the Keyturn newsletter at this address. Confirm it with the link below: until then, nothing is sent.',
    action: 'Confirm my subscription',
    ignore: 'If you did not ask for it, ignore this e-mail: you will not be subscribed.',
    unsubscribe: 'Unsubscribe',
    signature: 'The Keyturn team',
  },
  fr: {
    subject: 'Confirmez votre abonnement à la lettre d’information de Keyturn',
    intro: 'Quelqu’un, sans doute vous, a demandé à recevoir la lettre d’information de Keyturn à cette adresse. Confirmez-le avec le lien ci-dessous : d’ici là, rien n’est envoyé.',
    action: 'Confirmer mon abonnement',
    ignore: 'Si vous ne l’avez pas demandé, ignorez cet e-mail : vous ne serez pas abonné.',
    unsubscribe: 'Se désabonner',
    signature: 'L’équipe Keyturn',
  },
  es: {
    subject: 'Confirme su suscripción al boletín de Keyturn',
    intro: 'Alguien, probablemente usted, ha pedido recibir el boletín de Keyturn en esta dirección. Confírmelo con el enlace siguiente: hasta entonces no se envía nada.',
    action: 'Confirmar mi suscripción',
    ignore: 'Si no lo ha pedido, ignore este correo: no quedará suscrito.',
    unsubscribe: 'Darse de baja',
    signature: 'El equipo de Keyturn',
  },
}

export function newsletterConfirmationMessage({ language, confirmLink, unsubscribeLink }: NewsletterConfirmationInput): MailContent {
  const texts = confirmation[language]
  const text = [
    texts.intro,
    '',
    `${texts.action}: ${confirmLink}`,
    '',
    texts.ignore,
    '',
    texts.signature,
    '',
    `${texts.unsubscribe}: ${unsubscribeLink}`,
  ].join('\n')
  const confirmHref = escapeHtml(confirmLink)
  const html = page(
    language,
    texts.subject,
    [
      `<h1 style="font-size: 22px;">${escapeHtml(texts.subject)}</h1>`,
      `<p>${escapeHtml(texts.intro)}</p>`,
      `<p><a href="${confirmHref}" style="display: inline-block; padding: 12px 20px; background: #0b57d0; color: #ffffff; text-decoration: underline; border-radius: 4px;">${escapeHtml(texts.action)}</a></p>`,
      `<p>${escapeHtml(texts.ignore)}</p>`,
      `<p>${escapeHtml(texts.signature)}</p>`,
      `<p style="font-size: 14px;"><a href="${escapeHtml(unsubscribeLink)}" style="color: #0b57d0;">${escapeHtml(texts.unsubscribe)}</a></p>`,
    ].join('\n'),
  )
  return { subject: texts.subject, text, html }
}
