// The notifications the driver receives about their own actions on a booking (issue 9): a cancel
// request and an edit, in the driver's language. Written in the same transaction as the change, so
// a failed action leaves no notice behind; with e-mail notifications on (settings), the same message
// goes out by e-mail through the transactional outbox, in that transaction too (the notification
// e-mail of src/server/notifications/driver-notices.ts).
import { formatPrice } from '../../domain/currency.js'
import type { Currency, Language } from '../../domain/enums.js'
import { writeDriverNotice, type NoticeTarget } from '../notifications/driver-notices.js'

export type { NoticeTarget }

type NoticeBooking = { id: string; reference: string; carName: string; supplierName: string }

const cancelRequested: Record<Language, (b: NoticeBooking) => string> = {
  en: (b) => `Your cancel request for booking ${b.reference} (${b.carName}) was received. ${b.supplierName} will be in touch to finish the cancellation.`,
  fr: (b) => `Votre demande d'annulation de la réservation ${b.reference} (${b.carName}) a bien été reçue. ${b.supplierName} vous contactera pour finaliser l'annulation.`,
  es: (b) => `Hemos recibido su solicitud de cancelación de la reserva ${b.reference} (${b.carName}). ${b.supplierName} se pondrá en contacto con usted para completar la cancelación.`,
}

const edited: Record<Language, (b: NoticeBooking, price: string, atCounter: boolean) => string> = {
  en: (b, price, atCounter) =>
    `Your booking ${b.reference} (${b.carName}) was changed. New price: ${price}.${atCounter ? ' The difference with what you paid online is settled at the counter.' : ''}`,
  fr: (b, price, atCounter) =>
    `Votre réservation ${b.reference} (${b.carName}) a été modifiée. Nouveau prix : ${price}.${atCounter ? ' La différence avec ce que vous avez payé en ligne se règle au comptoir.' : ''}`,
  es: (b, price, atCounter) =>
    `Su reserva ${b.reference} (${b.carName}) ha sido modificada. Nuevo precio: ${price}.${atCounter ? ' La diferencia con lo que pagó en línea se liquida en el mostrador.' : ''}`,
}

export async function noticeCancelRequest(target: NoticeTarget, booking: NoticeBooking): Promise<void> {
  await writeDriverNotice(target, booking.id, cancelRequested[target.driver.language](booking))
}

export async function noticeEdit(
  target: NoticeTarget,
  booking: NoticeBooking,
  newPrice: { amount: number; currency: Currency },
  differenceAtCounter: boolean,
): Promise<void> {
  const { language } = target.driver
  const price = formatPrice(newPrice.amount, newPrice.currency, language)
  await writeDriverNotice(target, booking.id, edited[language](booking, price, differenceAtCounter))
}
