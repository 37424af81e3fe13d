// What a notification says, kept as its kind and facts (migration 0018) and worded when it is read,
// in the reader's language: a driver who switches to French reads their earlier notices in French.
// Every notice the server writes is here, with its English, French and Spanish wording.
import { storySentences, type BookingStory } from '../../domain/booking-story.js'
import { CANCEL_ANSWER_HOURS } from '../../domain/constants.js'
import { formatCents } from '../../domain/currency.js'
import type { Currency, Language } from '../../domain/enums.js'

/** story: the booking's status after the event, told by its one sentence (issue 24); absent in notices written before. */
type BookingFacts = { reference: string; car: string; story?: BookingStory }
type SupplierFacts = BookingFacts & { supplier: string }

export type Notice =
  | { kind: 'bookingMade' | 'paymentConfirmed' | 'paymentFailed' | 'bookingExpired'; facts: BookingFacts }
  | { kind: 'bookingConfirmed' | 'bookingCancelled' | 'cancelRequested'; facts: SupplierFacts }
  /** price: the new total in cents of `currency`; atCounter: a difference with what was paid online is settled there. */
  | { kind: 'bookingEdited'; facts: BookingFacts & { price: number; currency: Currency; atCounter: boolean } }
  /** The supplier's notice of a new booking: from and to are ISO instants. */
  | { kind: 'supplierBooking'; facts: { car: string; driver: string; from: string; to: string } }

export type NoticeKind = Notice['kind']
/** The facts of a notice of `Kind` (Extract<Notice, { kind: Kind }> finds none where a member has several kinds). */
type FactsOf<Kind extends NoticeKind, Member = Notice> = Member extends { kind: infer Kinds; facts: infer Facts } ? (Kind extends Kinds ? Facts : never) : never
type Wording<Kind extends NoticeKind> = Record<Language, (facts: FactsOf<Kind>) => string>

const utcMinute = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`

const wordings: { [Kind in NoticeKind]: Wording<Kind> } = {
  bookingMade: {
    en: ({ reference, car }) => `Your booking ${reference} (${car}) has been made.`,
    fr: ({ reference, car }) => `Votre réservation ${reference} (${car}) a été enregistrée.`,
    es: ({ reference, car }) => `Su reserva ${reference} (${car}) se ha registrado.`,
  },
  paymentConfirmed: {
    en: ({ reference, car }) => `Payment confirmed for your booking ${reference} (${car}).`,
    fr: ({ reference, car }) => `Paiement confirmé pour votre réservation ${reference} (${car}).`,
    es: ({ reference, car }) => `Pago confirmado para su reserva ${reference} (${car}).`,
  },
  paymentFailed: {
    en: ({ reference, car }) => `Payment failed for your booking ${reference} (${car}): the booking is cancelled.`,
    fr: ({ reference, car }) => `Le paiement de votre réservation ${reference} (${car}) a échoué : la réservation est annulée.`,
    es: ({ reference, car }) => `El pago de su reserva ${reference} (${car}) ha fallado: la reserva se ha cancelado.`,
  },
  bookingExpired: {
    en: ({ reference, car }) => `Your booking ${reference} (${car}) was not paid in time and has been cancelled.`,
    fr: ({ reference, car }) => `Votre réservation ${reference} (${car}) n'a pas été payée à temps et a été annulée.`,
    es: ({ reference, car }) => `Su reserva ${reference} (${car}) no se pagó a tiempo y se ha cancelado.`,
  },
  bookingConfirmed: {
    en: ({ reference, car, supplier }) => `${supplier} confirmed your booking ${reference} (${car}).`,
    fr: ({ reference, car, supplier }) => `${supplier} a confirmé votre réservation ${reference} (${car}).`,
    es: ({ reference, car, supplier }) => `${supplier} ha confirmado su reserva ${reference} (${car}).`,
  },
  bookingCancelled: {
    en: ({ reference, car, supplier }) => `Your booking ${reference} (${car}) with ${supplier} was cancelled.`,
    fr: ({ reference, car, supplier }) => `Votre réservation ${reference} (${car}) chez ${supplier} a été annulée.`,
    es: ({ reference, car, supplier }) => `Su reserva ${reference} (${car}) con ${supplier} se ha cancelado.`,
  },
  cancelRequested: {
    en: ({ reference, car, supplier }) =>
      `Your cancel request for booking ${reference} (${car}) was received. ${supplier} answers within ${CANCEL_ANSWER_HOURS} hours to finish the cancellation.`,
    fr: ({ reference, car, supplier }) =>
      `Votre demande d'annulation de la réservation ${reference} (${car}) a bien été reçue. ${supplier} vous répond sous ${CANCEL_ANSWER_HOURS} heures pour finaliser l'annulation.`,
    es: ({ reference, car, supplier }) =>
      `Hemos recibido su solicitud de cancelación de la reserva ${reference} (${car}). ${supplier} le responde en un plazo de ${CANCEL_ANSWER_HOURS} horas para completar la cancelación.`,
  },
  bookingEdited: {
    en: ({ reference, car, price, currency, atCounter }) =>
      `Your booking ${reference} (${car}) was changed. New price: ${formatCents(price, currency, 'en')}.${atCounter ? ' The difference with what you paid online is settled at the counter.' : ''}`,
    fr: ({ reference, car, price, currency, atCounter }) =>
      `Votre réservation ${reference} (${car}) a été modifiée. Nouveau prix : ${formatCents(price, currency, 'fr')}.${atCounter ? ' La différence avec ce que vous avez payé en ligne se règle au comptoir.' : ''}`,
    es: ({ reference, car, price, currency, atCounter }) =>
      `Su reserva ${reference} (${car}) ha sido modificada. Nuevo precio: ${formatCents(price, currency, 'es')}.${atCounter ? ' La diferencia con lo que pagó en línea se liquida en el mostrador.' : ''}`,
  },
  supplierBooking: {
    en: ({ car, driver, from, to }) => `New booking: ${car} for ${driver}, from ${utcMinute(from)} to ${utcMinute(to)}.`,
    fr: ({ car, driver, from, to }) => `Nouvelle réservation : ${car} pour ${driver}, du ${utcMinute(from)} au ${utcMinute(to)}.`,
    es: ({ car, driver, from, to }) => `Nueva reserva: ${car} para ${driver}, del ${utcMinute(from)} al ${utcMinute(to)}.`,
  },
}

/** A supplier's confirmation always leaves the booking reserved. */
const storyOfKind: Partial<Record<NoticeKind, BookingStory>> = { bookingConfirmed: 'reserved' }

/** The notice in `language`, followed by the sentence of the status it leaves the booking in. */
export function noticeText(notice: Notice, language: Language): string {
  const text = (wordings[notice.kind] as Wording<NoticeKind>)[language](notice.facts)
  const story = ('story' in notice.facts ? notice.facts.story : undefined) ?? storyOfKind[notice.kind]
  return story ? `${text} ${storySentences[language][story]}` : text
}

/** A stored notification's text for its reader: worded now from its kind, or as it was stored (one written before kinds). */
export function notificationText(row: { kind: string | null; facts: unknown; message: string }, language: Language): string {
  return row.kind && row.kind in wordings ? noticeText({ kind: row.kind, facts: row.facts } as Notice, language) : row.message
}
