// Messages of the payment area in fr; spread into ../fr.ts.
import type { messages as en } from './en'

export const messages = {
  'payment.script.loading': 'Chargement du formulaire de paiement sécurisé…',
  'payment.script.failed': 'Le formulaire de paiement n’a pas pu être chargé.',
  'payment.script.retry': 'Réessayer',
  'payment.script.payAtCounter': 'Payer au comptoir à la place',

  'payment.preparing': 'Préparation du paiement sécurisé…',
  'payment.retry': 'Réessayer',
  'payment.card.title': 'Données de la carte',
  'payment.card.hint': 'Les données de votre carte vont directement à notre prestataire de paiement ; Keyturn ne les voit jamais.',
  'payment.card.pay': 'Payer {amount}',
  'payment.card.paying': 'Paiement en cours…',
  'payment.paypal.title': 'Payer avec PayPal',
  'payment.paypal.hint': 'Payez {amount} avec votre compte PayPal.',
  'payment.paypal.cancelled': 'Paiement annulé. Vous pouvez réessayer.',

  'payment.error.invalidCardNumber': 'Numéro de carte invalide',
  'payment.error.invalidExpiryDate': 'Date d’expiration invalide',
  'payment.error.invalidCvc': 'Code de sécurité de la carte invalide',
  'payment.error.paymentFailed': 'Le paiement a échoué',

  'confirmation.checking': 'Vérification de votre paiement…',
  'confirmation.congratulations': 'Félicitations !',
  'confirmation.payNow': 'Votre paiement a réussi. Un e-mail de confirmation est en route.',
  'confirmation.payLater': 'Votre réservation est enregistrée : vous paierez au comptoir. Le loueur doit encore la confirmer.',
  'confirmation.checkMailbox': 'Consultez votre boîte mail pour activer votre compte.',
  'confirmation.releasedUnlessConfirmed': 'Confirmez votre adresse e-mail avec le lien envoyé avant le {time} : sinon, cette réservation est annulée et la voiture est proposée à d’autres clients.',
  'confirmation.failed': 'Le paiement a échoué',
  'confirmation.failedHint': 'Votre réservation n’a pas été confirmée et la voiture a été libérée. Vous pouvez relancer une recherche.',
  'confirmation.backToSearch': 'Retour à la recherche',
  'confirmation.error': 'Une erreur s’est produite ! Réessayez plus tard',
  'confirmation.retry': 'Réessayer',
  'confirmation.backHome': 'Retour à l’accueil',

  'confirmation.booking.title': 'Votre réservation',
  'confirmation.booking.reference': 'Référence de réservation',
  'confirmation.booking.total': 'Total',
  'confirmation.booking.paidOnline': 'Payé en ligne',
  'confirmation.booking.depositPaid': 'Caution payée',
  'confirmation.booking.restAtCounter': 'Le reste se paie au comptoir.',
  'confirmation.booking.toPayAtCounter': 'À payer au comptoir',
  'confirmation.booking.deposit': 'Caution',
} as const satisfies Record<keyof typeof en, string>
