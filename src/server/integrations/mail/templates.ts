import { formatCents } from '../../../domain/currency.js'
import { bookingStoryOf, statusNames, storySentences } from '../../../domain/booking-story.js'
import type { BookingStatus, Currency, ExtraKind, Language } from '../../../domain/enums.js'
import type { AgreedLine } from '../../../domain/price.js'
import { timeZoneName } from '../../../domain/zone-names.js'

/** A rendered e-mail: a plain-text part and a simple, accessible HTML part saying the same. */
export interface MailContent {
  subject: string
  text: string
  html: string
}

export interface LinkMessageInput {
  language: Language
  fullName: string
  /** Absolute link (PUBLIC_URL + path). */
  link: string
}

export interface ContactMessageInput {
  language: Language
  /** The sender's e-mail address (also used as Reply-To by the caller). */
  from: string
  subject: string
  message: string
  /** The sender's name when known (signed-in user). */
  fullName?: string
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)

interface LinkTexts {
  subject: string
  greeting: (name: string) => string
  intro: string
  action: string
  fallback: string
  expiry: string
  ignore: string
  signature: string
}

const activation: Record<Language, LinkTexts> = {
  en: {
    subject: 'Activate your Keyturn account',
    greeting: (name) => `Hello ${name},`,
    intro: 'Thank you for signing up. Please confirm your e-mail address to activate your account.',
    action: 'Activate my account',
    fallback: 'If the link does not open, copy this address into your browser:',
    expiry: 'This link expires in one day.',
    ignore: 'If you did not create this account, you can ignore this e-mail.',
    signature: 'The Keyturn team',
  },
  fr: {
    subject: 'Activez votre compte Keyturn',
    greeting: (name) => `Bonjour ${name},`,
    intro: 'Merci pour votre inscription. Veuillez confirmer votre adresse e-mail pour activer votre compte.',
    action: 'Activer mon compte',
    fallback: "Si le lien ne s'ouvre pas, copiez cette adresse dans votre navigateur :",
    expiry: 'Ce lien expire dans un jour.',
    ignore: "Si vous n'avez pas créé ce compte, vous pouvez ignorer cet e-mail.",
    signature: "L'équipe Keyturn",
  },
  es: {
    subject: 'Active su cuenta de Keyturn',
    greeting: (name) => `Hola ${name}:`,
    intro: 'Gracias por registrarse. Confirme su dirección de correo electrónico para activar su cuenta.',
    action: 'Activar mi cuenta',
    fallback: 'Si el enlace no se abre, copie esta dirección en su navegador:',
    expiry: 'Este enlace caduca en un día.',
    ignore: 'Si no ha creado esta cuenta, puede ignorar este correo.',
    signature: 'El equipo de Keyturn',
  },
}

/** A visitor's booking made their account: the link confirms the address and lets them choose a password. */
const guestActivation: Record<Language, LinkTexts> = {
  en: {
    subject: 'Your Keyturn account for your booking',
    greeting: (name) => `Hello ${name},`,
    intro:
      'We made a Keyturn account with this address for the booking you just made. Confirm your address and choose a password with the link below: you can then sign in to see, change or cancel your booking.',
    action: 'Confirm and choose a password',
    fallback: 'If the link does not open, copy this address into your browser:',
    expiry: 'This link expires in one day; the sign-in page can send a new one.',
    ignore: 'If you did not book a car with Keyturn, you can ignore this e-mail.',
    signature: 'The Keyturn team',
  },
  fr: {
    subject: 'Votre compte Keyturn pour votre réservation',
    greeting: (name) => `Bonjour ${name},`,
    intro:
      'Nous avons créé un compte Keyturn avec cette adresse pour la réservation que vous venez de faire. Confirmez votre adresse et choisissez un mot de passe avec le lien ci-dessous : vous pourrez ensuite vous connecter pour voir, modifier ou annuler votre réservation.',
    action: 'Confirmer et choisir un mot de passe',
    fallback: "Si le lien ne s'ouvre pas, copiez cette adresse dans votre navigateur :",
    expiry: 'Ce lien expire dans un jour ; la page de connexion peut en envoyer un nouveau.',
    ignore: "Si vous n'avez pas réservé de voiture avec Keyturn, vous pouvez ignorer cet e-mail.",
    signature: "L'équipe Keyturn",
  },
  es: {
    subject: 'Su cuenta de Keyturn para su reserva',
    greeting: (name) => `Hola ${name}:`,
    intro:
      'Hemos creado una cuenta de Keyturn con esta dirección para la reserva que acaba de hacer. Confirme su dirección y elija una contraseña con el enlace de abajo: después podrá iniciar sesión para ver, modificar o cancelar su reserva.',
    action: 'Confirmar y elegir una contraseña',
    fallback: 'Si el enlace no se abre, copie esta dirección en su navegador:',
    expiry: 'Este enlace caduca en un día; la página de inicio de sesión puede enviarle uno nuevo.',
    ignore: 'Si no ha reservado un coche con Keyturn, puede ignorar este correo.',
    signature: 'El equipo de Keyturn',
  },
}

const reset: Record<Language, LinkTexts> = {
  en: {
    subject: 'Reset your Keyturn password',
    greeting: (name) => `Hello ${name},`,
    intro: 'We received a request to reset the password of your account. Choose a new password with the link below.',
    action: 'Choose a new password',
    fallback: 'If the link does not open, copy this address into your browser:',
    expiry: 'This link expires in one day and can be used only once.',
    ignore: 'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
    signature: 'The Keyturn team',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Keyturn',
    greeting: (name) => `Bonjour ${name},`,
    intro:
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Choisissez un nouveau mot de passe avec le lien ci-dessous.',
    action: 'Choisir un nouveau mot de passe',
    fallback: "Si le lien ne s'ouvre pas, copiez cette adresse dans votre navigateur :",
    expiry: "Ce lien expire dans un jour et ne peut être utilisé qu'une fois.",
    ignore: "Si vous n'avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.",
    signature: "L'équipe Keyturn",
  },
  es: {
    subject: 'Restablezca su contraseña de Keyturn',
    greeting: (name) => `Hola ${name}:`,
    intro:
      'Hemos recibido una solicitud para restablecer la contraseña de su cuenta. Elija una nueva contraseña con el enlace de abajo.',
    action: 'Elegir una nueva contraseña',
    fallback: 'Si el enlace no se abre, copie esta dirección en su navegador:',
    expiry: 'Este enlace caduca en un día y solo puede usarse una vez.',
    ignore: 'Si no lo ha solicitado, ignore este correo: su contraseña no cambia.',
    signature: 'El equipo de Keyturn',
  },
}

export function page(language: Language, subject: string, body: string): string {
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5; color: #1a1a1a; background: #ffffff;">',
    `<main style="max-width: 560px; margin: 0 auto; padding: 16px;">${body}</main>`,
    '</body>',
    '</html>',
  ].join('\n')
}

function linkMessage(texts: LinkTexts, { language, fullName, link }: LinkMessageInput): MailContent {
  const name = fullName.trim() || '—'
  const text = [
    texts.greeting(name),
    '',
    texts.intro,
    '',
    `${texts.action}: ${link}`,
    '',
    texts.expiry,
    texts.ignore,
    '',
    texts.signature,
  ].join('\n')
  const href = escapeHtml(link)
  const html = page(
    language,
    texts.subject,
    [
      `<h1 style="font-size: 22px;">${escapeHtml(texts.subject)}</h1>`,
      `<p>${escapeHtml(texts.greeting(name))}</p>`,
      `<p>${escapeHtml(texts.intro)}</p>`,
      `<p><a href="${href}" style="display: inline-block; padding: 12px 20px; background: #0b57d0; color: #ffffff; text-decoration: underline; border-radius: 4px;">${escapeHtml(texts.action)}</a></p>`,
      `<p>${escapeHtml(texts.fallback)}<br><a href="${href}" style="color: #0b57d0; word-break: break-all;">${href}</a></p>`,
      `<p>${escapeHtml(texts.expiry)}</p>`,
      `<p>${escapeHtml(texts.ignore)}</p>`,
      `<p>${escapeHtml(texts.signature)}</p>`,
    ].join('\n'),
  )
  return { subject: texts.subject, text, html }
}

/** The account activation e-mail (link: PUBLIC_URL/activate?u=…&e=…&t=…, valid one day). */
export const activationMessage = (input: LinkMessageInput): MailContent => linkMessage(activation[input.language], input)
/** The activation of an account a visitor's booking made (no password yet). */
export const guestActivationMessage = (input: LinkMessageInput): MailContent => linkMessage(guestActivation[input.language], input)

/** The password reset e-mail (link: PUBLIC_URL/reset-password?u=…&e=…&t=…, valid one day, single use). */
export const resetMessage = (input: LinkMessageInput): MailContent => linkMessage(reset[input.language], input)

const contact: Record<Language, { subject: (s: string) => string; intro: string; from: string; answer: string }> = {
  en: { subject: (s) => `Contact form: ${s}`, intro: 'A message was sent with the contact form.', from: 'From', answer: 'Reply to this e-mail to answer the sender.' },
  fr: {
    subject: (s) => `Formulaire de contact : ${s}`,
    intro: 'Un message a été envoyé avec le formulaire de contact.',
    from: 'De',
    answer: "Répondez à cet e-mail pour répondre à l'expéditeur.",
  },
  es: {
    subject: (s) => `Formulario de contacto: ${s}`,
    intro: 'Se ha enviado un mensaje con el formulario de contacto.',
    from: 'De',
    answer: 'Responda a este correo para contestar al remitente.',
  },
}

/** A contact-form message, addressed to the site's contact inbox (the caller sets Reply-To to `from`). */
export function contactMessage({ language, from, subject, message, fullName }: ContactMessageInput): MailContent {
  const texts = contact[language]
  const sender = fullName?.trim() ? `${fullName.trim()} <${from}>` : from
  const mailSubject = texts.subject(subject.replace(/[\r\n]+/g, ' ').trim())
  const text = [texts.intro, '', `${texts.from}: ${sender}`, '', message, '', texts.answer].join('\n')
  const paragraphs = message
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n')
  const html = page(
    language,
    mailSubject,
    [
      `<h1 style="font-size: 22px;">${escapeHtml(mailSubject)}</h1>`,
      `<p>${escapeHtml(texts.intro)}</p>`,
      `<p>${escapeHtml(texts.from)}: ${escapeHtml(sender)}</p>`,
      paragraphs,
      `<p>${escapeHtml(texts.answer)}</p>`,
    ].join('\n'),
  )
  return { subject: mailSubject, text, html }
}

export interface BookingConfirmationInput {
  language: Language
  fullName: string
  /** The booking reference a person can read out (BookingReference, e.g. KT7M4Q9X). */
  reference: string
  carName: string
  supplierName: string
  pickUpLocation: string
  dropOffLocation: string
  from: Date
  to: Date
  /** The places' time zones: each time is written as the counter's clock reads it, its zone named. */
  pickUpZone: string
  dropOffZone: string
  /** The lines the booking was agreed at (cents of `currency`), listed above the total. */
  lines: readonly AgreedLine[]
  currency: Currency
  /** Total, already formatted with its currency (e.g. "US$512.40"). */
  price: string
  /** Deposit, formatted likewise. */
  deposit: string
  /** Pay at the counter ("booking done (pay later)"); false: paid online ("payment done"). */
  payAtCounter: boolean
  /** The booking's status now: the mail tells it with the same sentence as every screen (issue 24). */
  status: BookingStatus
  /** The booking's own cancellation terms: free until this instant (included or bought), or null: it cannot be cancelled. */
  freeCancellationUntil: Date | null
  /** Paid online: the amount charged (deposit or full price), formatted in the charged currency. */
  amountPaid?: string
  /** Absolute link to the confirmation page (PUBLIC_URL/checkout-session/{the checkout's session id}). */
  link: string
  /** The driver's e-mail is not confirmed yet: this pay-at-the-counter booking is released after so many hours unless it is. */
  releasedUnconfirmedAfterHours?: number
}

interface BookingTexts {
  subject: (reference: string) => string
  greeting: (name: string) => string
  payLater: string
  paid: string
  labels: { reference: string; status: string; car: string; supplier: string; pickUp: string; dropOff: string; from: string; to: string; price: string; deposit: string; paid: string }
  /** A priced line's label: the rental by tier or by dates, an agreed total, or an option. */
  line: {
    tier: Record<'month' | 'week' | 'threeDays' | 'day', (quantity: number, unit: string) => string>
    dates: (start: string, end: string, days: number, unit: string) => string
    agreed: string
    option: Record<ExtraKind, string>
    perDay: (option: string, days: number, unit: string) => string
    /** An included option's amount. */
    included: string
  }
  counter: string
  /** An unconfirmed driver's pay-at-the-counter booking (issue 13). */
  confirmOrRelease: (hours: number) => string
  view: string
  cancellation: { free: (deadline: string) => string; none: string }
  signature: string
  locale: string
}

const bookingTexts: Record<Language, BookingTexts> = {
  en: {
    subject: (reference) => `Your Keyturn booking ${reference}`,
    greeting: (name) => `Hello ${name},`,
    payLater: 'Your booking is done. You will pay at the counter when you pick up the car.',
    paid: 'Your payment is done.',
    labels: { reference: 'Reference', status: 'Status', car: 'Car', supplier: 'Supplier', pickUp: 'Pick-up', dropOff: 'Drop-off', from: 'From', to: 'To', price: 'Total price', deposit: 'Deposit', paid: 'Paid online' },
    line: {
      tier: {
        month: (n, unit) => `Rental, ${n} × 30 days at ${unit}`,
        week: (n, unit) => `Rental, ${n} × 1 week at ${unit}`,
        threeDays: (n, unit) => `Rental, ${n} × 3 days at ${unit}`,
        day: (n, unit) => `Rental, ${n} ${n === 1 ? 'day' : 'days'} at ${unit}`,
      },
      dates: (start, end, days, unit) => `Rental, ${start} – ${end}: ${days} ${days === 1 ? 'day' : 'days'} at ${unit}`,
      agreed: 'Agreed price',
      option: { cancellation: 'Cancellation', amendments: 'Amendments', theftProtection: 'Theft protection', collisionDamageWaiver: 'Collision damage waiver', fullInsurance: 'Full insurance', additionalDriver: 'Additional driver' },
      perDay: (option, days, unit) => `${option}, ${days} ${days === 1 ? 'day' : 'days'} at ${unit}`,
      included: 'Included',
    },
    counter: "Bring your driver's license and the card used for the deposit to the counter.",
    confirmOrRelease: (hours) =>
      `Please confirm your e-mail address with the link of our activation e-mail within ${hours} hours: otherwise this booking is released and the car is offered to others. Until then, the unpaid bookings one connection can hold are limited.`,
    view: 'See your booking',
    cancellation: {
      free: (deadline) => `Free cancellation until ${deadline}: a cancellation requested by then is refunded in full; later, the supplier may charge a fee.`,
      none: 'This booking does not include cancellation: it cannot be cancelled.',
    },
    signature: 'The Keyturn team',
    locale: 'en-GB',
  },
  fr: {
    subject: (reference) => `Votre réservation Keyturn ${reference}`,
    greeting: (name) => `Bonjour ${name},`,
    payLater: 'Votre réservation est effectuée. Vous paierez au comptoir lors de la prise du véhicule.',
    paid: 'Votre paiement est effectué.',
    labels: { reference: 'Référence', status: 'Statut', car: 'Véhicule', supplier: 'Loueur', pickUp: 'Prise en charge', dropOff: 'Restitution', from: 'Du', to: 'Au', price: 'Prix total', deposit: 'Caution', paid: 'Payé en ligne' },
    line: {
      tier: {
        month: (n, unit) => `Location, ${n} × 30 jours à ${unit}`,
        week: (n, unit) => `Location, ${n} × 1 semaine à ${unit}`,
        threeDays: (n, unit) => `Location, ${n} × 3 jours à ${unit}`,
        day: (n, unit) => `Location, ${n} ${n === 1 ? 'jour' : 'jours'} à ${unit}`,
      },
      dates: (start, end, days, unit) => `Location, du ${start} au ${end} : ${days} ${days === 1 ? 'jour' : 'jours'} à ${unit}`,
      agreed: 'Prix convenu',
      option: { cancellation: 'Annulation', amendments: 'Modifications', theftProtection: 'Protection contre le vol', collisionDamageWaiver: 'Assurance collision', fullInsurance: 'Assurance tous risques', additionalDriver: 'Conducteur supplémentaire' },
      perDay: (option, days, unit) => `${option}, ${days} ${days === 1 ? 'jour' : 'jours'} à ${unit}`,
      included: 'Inclus',
    },
    counter: 'Apportez votre permis de conduire et la carte utilisée pour la caution au comptoir.',
    confirmOrRelease: (hours) =>
      `Veuillez confirmer votre adresse e-mail avec le lien de notre e-mail d'activation dans les ${hours} heures : sinon, cette réservation est annulée et le véhicule est proposé à d'autres clients. D'ici là, les réservations non payées qu'une même connexion peut retenir sont limitées.`,
    view: 'Voir votre réservation',
    cancellation: {
      free: (deadline) => `Annulation gratuite jusqu'au ${deadline} : une annulation demandée d'ici là est remboursée intégralement ; ensuite, le loueur peut facturer des frais.`,
      none: "Cette réservation ne comprend pas l'annulation : elle ne peut pas être annulée.",
    },
    signature: "L'équipe Keyturn",
    locale: 'fr-FR',
  },
  es: {
    subject: (reference) => `Su reserva de Keyturn ${reference}`,
    greeting: (name) => `Hola ${name}:`,
    payLater: 'Su reserva está hecha. Pagará en el mostrador al recoger el coche.',
    paid: 'Su pago se ha realizado.',
    labels: { reference: 'Referencia', status: 'Estado', car: 'Coche', supplier: 'Proveedor', pickUp: 'Recogida', dropOff: 'Devolución', from: 'Desde', to: 'Hasta', price: 'Precio total', deposit: 'Depósito', paid: 'Pagado en línea' },
    line: {
      tier: {
        month: (n, unit) => `Alquiler, ${n} × 30 días a ${unit}`,
        week: (n, unit) => `Alquiler, ${n} × 1 semana a ${unit}`,
        threeDays: (n, unit) => `Alquiler, ${n} × 3 días a ${unit}`,
        day: (n, unit) => `Alquiler, ${n} ${n === 1 ? 'día' : 'días'} a ${unit}`,
      },
      dates: (start, end, days, unit) => `Alquiler, del ${start} al ${end}: ${days} ${days === 1 ? 'día' : 'días'} a ${unit}`,
      agreed: 'Precio acordado',
      option: { cancellation: 'Cancelación', amendments: 'Modificaciones', theftProtection: 'Protección antirrobo', collisionDamageWaiver: 'Seguro de colisión', fullInsurance: 'Seguro a todo riesgo', additionalDriver: 'Conductor adicional' },
      perDay: (option, days, unit) => `${option}, ${days} ${days === 1 ? 'día' : 'días'} a ${unit}`,
      included: 'Incluido',
    },
    counter: 'Lleve su permiso de conducir y la tarjeta utilizada para el depósito al mostrador.',
    confirmOrRelease: (hours) =>
      `Confirme su dirección de correo electrónico con el enlace de nuestro correo de activación en un plazo de ${hours} horas: de lo contrario, esta reserva se anulará y el coche se ofrecerá a otros clientes. Hasta entonces, las reservas sin pagar que puede retener una misma conexión están limitadas.`,
    view: 'Ver su reserva',
    cancellation: {
      free: (deadline) => `Cancelación gratuita hasta el ${deadline}: una cancelación solicitada hasta entonces se reembolsa por completo; después, el proveedor puede cobrar un cargo.`,
      none: 'Esta reserva no incluye la cancelación: no se puede cancelar.',
    },
    signature: 'El equipo de Keyturn',
    locale: 'es-ES',
  },
}

/** A stored line's label in the mail's language, its unit price in the booking's currency. */
function lineLabel(texts: BookingTexts, line: AgreedLine, input: Pick<BookingConfirmationInput, 'currency' | 'language'>): string {
  const unit = formatCents(line.unitAmount, input.currency, input.language)
  switch (line.kind) {
    case 'agreed':
      return texts.line.agreed
    case 'option': {
      const option = texts.line.option[line.option]
      return line.basis === 'perDay' && !line.included ? texts.line.perDay(option, line.quantity, unit) : option
    }
    case 'dates':
      return texts.line.dates(dayOf(line.startDate, texts.locale), dayOf(line.endDate, texts.locale), line.quantity, unit)
    default:
      return texts.line.tier[line.kind](line.quantity, unit)
  }
}

/** A calendar date ('YYYY-MM-DD', the pick-up place's) as the mail's locale writes it. */
const dayOf = (date: string, locale: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))

/** One formatter per locale and zone: building an Intl.DateTimeFormat costs far more than formatting with it (issue 11). */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()
function dateTimeFormat(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`
  let format = dateTimeFormats.get(key)
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone })))
  return format
}

/** The booking confirmation: 'booking done (pay later)' for the counter, 'payment done' once paid online. */
export function bookingConfirmationMessage(input: BookingConfirmationInput): MailContent {
  const texts = bookingTexts[input.language]
  const name = input.fullName.trim() || '—'
  // the reader's own zone is unknown: every time is the place's, and says so
  const when = (date: Date, timeZone: string) => `${dateTimeFormat(texts.locale, timeZone).format(date)} (${timeZoneName(timeZone, input.language, date)})`
  const subject = texts.subject(input.reference)
  const lead = input.payAtCounter ? texts.payLater : texts.paid
  // the status's name and its one sentence, as the booking page tells them
  const status = `${statusNames[input.language][input.status]} — ${storySentences[input.language][bookingStoryOf(input.status, true)]}`
  const cancellation = input.freeCancellationUntil ? texts.cancellation.free(when(input.freeCancellationUntil, input.pickUpZone)) : texts.cancellation.none
  const rows: [string, string][] = [
    [texts.labels.reference, input.reference],
    [texts.labels.status, status],
    [texts.labels.car, input.carName],
    [texts.labels.supplier, input.supplierName],
    [texts.labels.pickUp, input.pickUpLocation],
    [texts.labels.dropOff, input.dropOffLocation],
    [texts.labels.from, when(input.from, input.pickUpZone)],
    [texts.labels.to, when(input.to, input.dropOffZone)],
    // the price as agreed, line by line: the lines add up to the total below
    ...input.lines.map((line): [string, string] => [
      lineLabel(texts, line, input),
      line.kind === 'option' && line.included ? texts.line.included : formatCents(line.amount, input.currency, input.language),
    ]),
    [texts.labels.price, input.price],
    [texts.labels.deposit, input.deposit],
    ...(input.amountPaid ? ([[texts.labels.paid, input.amountPaid]] as [string, string][]) : []),
  ]
  const text = [
    texts.greeting(name),
    '',
    lead,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(input.payAtCounter ? [texts.counter, ''] : []),
    ...(input.releasedUnconfirmedAfterHours ? [texts.confirmOrRelease(input.releasedUnconfirmedAfterHours), ''] : []),
    cancellation,
    '',
    `${texts.view}: ${input.link}`,
    '',
    texts.signature,
  ].join('\n')
  const href = escapeHtml(input.link)
  const html = page(
    input.language,
    subject,
    [
      `<h1 style="font-size: 22px;">${escapeHtml(subject)}</h1>`,
      `<p>${escapeHtml(texts.greeting(name))}</p>`,
      `<p>${escapeHtml(lead)}</p>`,
      '<table style="border-collapse: collapse;">',
      ...rows.map(
        ([label, value]) =>
          `<tr><th scope="row" style="text-align: left; padding: 4px 12px 4px 0;">${escapeHtml(label)}</th><td style="padding: 4px 0;">${escapeHtml(value)}</td></tr>`,
      ),
      '</table>',
      ...(input.payAtCounter ? [`<p>${escapeHtml(texts.counter)}</p>`] : []),
      ...(input.releasedUnconfirmedAfterHours ? [`<p><strong>${escapeHtml(texts.confirmOrRelease(input.releasedUnconfirmedAfterHours))}</strong></p>`] : []),
      `<p>${escapeHtml(cancellation)}</p>`,
      `<p><a href="${href}" style="color: #0b57d0;">${escapeHtml(texts.view)}</a></p>`,
      `<p>${escapeHtml(texts.signature)}</p>`,
    ].join('\n'),
  )
  return { subject, text, html }
}
