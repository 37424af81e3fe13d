// One plain sentence per booking status (issue 24): the e-mails and the notifications take their
// words from here, and the web catalogues (`booking.story.*`, `confirmation.story.*`,
// `bookings.status.*`) hold the same strings — a test keeps them equal (the build pre-parses the
// catalogues' literal strings, so they cannot be spread from here) — so no two screens tell a
// different story. A void booking has two stories: its online payment is still
// open, or it ended without being paid. The status names stay the spec's (§4).
import type { BookingStatus, Language } from './enums'

export const bookingStories = ['awaitingPayment', 'paymentNotCompleted', 'pending', 'reserved', 'deposit', 'paid', 'cancelled'] as const
export type BookingStory = (typeof bookingStories)[number]

/** The story of a booking in `status`; `paymentOpen` tells the two void ones apart. */
export function bookingStoryOf(status: BookingStatus, paymentOpen: boolean): BookingStory {
  if (status === 'void') return paymentOpen ? 'awaitingPayment' : 'paymentNotCompleted'
  return status
}

/**
 * The sentences. Nothing here says 'paid at the counter': before pick-up nothing has been paid
 * there. 'Supplier' is the one word for the party that rents the car (fr loueur, es proveedor).
 */
export const storySentences: Record<Language, Record<BookingStory, string>> = {
  en: {
    awaitingPayment: 'Waiting for your online payment: the booking is confirmed once it is paid.',
    paymentNotCompleted: 'Not booked: the online payment was not completed, so the car is not held for you.',
    pending: 'Booked, to be paid at the counter at pick-up; the supplier has yet to confirm it.',
    reserved: 'Confirmed by the supplier, to be paid at the counter at pick-up.',
    deposit: 'Confirmed: the deposit is paid online, the rest at the counter at pick-up.',
    paid: 'Confirmed and paid online.',
    cancelled: 'Cancelled: the car is no longer held for you.',
  },
  fr: {
    awaitingPayment: 'En attente de votre paiement en ligne : la réservation est confirmée une fois payée.',
    paymentNotCompleted: 'Non réservée : le paiement en ligne n’a pas abouti, la voiture ne vous est donc pas réservée.',
    pending: 'Réservation enregistrée, à payer au comptoir à la prise en charge ; le loueur doit encore la confirmer.',
    reserved: 'Confirmée par le loueur, à payer au comptoir à la prise en charge.',
    deposit: 'Confirmée : l’acompte est payé en ligne, le reste au comptoir à la prise en charge.',
    paid: 'Confirmée et payée en ligne.',
    cancelled: 'Annulée : la voiture ne vous est plus réservée.',
  },
  es: {
    awaitingPayment: 'Esperando su pago en línea: la reserva se confirma una vez pagada.',
    paymentNotCompleted: 'Sin reservar: el pago en línea no se completó, así que el coche no está reservado para usted.',
    pending: 'Reservada, se paga en el mostrador al recoger el coche; el proveedor aún tiene que confirmarla.',
    reserved: 'Confirmada por el proveedor, se paga en el mostrador al recoger el coche.',
    deposit: 'Confirmada: el depósito está pagado en línea, el resto se paga en el mostrador al recoger el coche.',
    paid: 'Confirmada y pagada en línea.',
    cancelled: 'Cancelada: el coche ya no está reservado para usted.',
  },
}

/** The spec's status names (§4), as every screen and e-mail shows them. */
export const statusNames: Record<Language, Record<BookingStatus, string>> = {
  en: { void: 'Void', pending: 'Pending', deposit: 'Deposit', paid: 'Paid', reserved: 'Reserved', cancelled: 'Cancelled' },
  fr: { void: 'Nulle', pending: 'En attente', deposit: 'Acompte', paid: 'Payée', reserved: 'Réservée', cancelled: 'Annulée' },
  es: { void: 'Nula', pending: 'Pendiente', deposit: 'Depósito', paid: 'Pagada', reserved: 'Reservada', cancelled: 'Cancelada' },
}
