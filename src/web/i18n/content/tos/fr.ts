// Conditions d’utilisation (/tos) en fr ; mêmes identifiants que ./en.ts.
import type { messages as en } from './en'

export const messages = {
  'tos.intro':
    'Ces conditions s’appliquent dès que vous recherchez, réservez ou avez un compte sur Keyturn. Lisez-les avant de réserver : en cochant « J’accepte les conditions d’utilisation » lors de la réservation ou en créant un compte, vous les acceptez.',
  'tos.contents': 'Sur cette page',

  'tos.service.heading': 'Qui nous sommes et ce que nous faisons',
  'tos.service.p1':
    'Keyturn est une place de marché de location de voitures. Nous présentons les offres de loueurs indépendants (les « loueurs »), prenons votre réservation et, si vous choisissez de payer en ligne, encaissons le paiement pour le compte du loueur.',
  'tos.service.p2':
    'La voiture vous est louée par le loueur indiqué dans l’offre. Au départ, vous signez le contrat de location du loueur, qui régit l’usage de la voiture. Si ce contrat et les présentes conditions diffèrent sur la voiture, son usage ou sa restitution, le contrat du loueur s’applique ; les présentes conditions régissent votre utilisation de Keyturn et votre réservation chez nous.',

  'tos.booking.heading': 'Réserver',
  'tos.booking.p1':
    'Vous réservez en choisissant une voiture dans les résultats de recherche, ses options, les coordonnées du conducteur principal et le mode de paiement. L’offre indique le loueur, les lieux et heures de prise en charge et de restitution, le prix total avec les options choisies et la caution éventuelle.',
  'tos.booking.p2':
    'Votre réservation est conclue lorsque nous la confirmons. La confirmation est envoyée à l’adresse e-mail du conducteur principal : vérifiez qu’elle est exacte. Si vous réservez sans être connecté, nous créons un compte Conducteur avec ces coordonnées et vous envoyons par e-mail un lien pour l’activer, afin que vous retrouviez votre réservation.',
  'tos.booking.p3':
    'Une location dure au plus {maximumRentalDays, plural, one {# jour} other {# jours}} et doit se terminer au plus tard {bookingHorizonDays, plural, one {# jour} other {# jours}} après le jour de la réservation. La prise en charge doit avoir lieu au moins {minimumPickUpHours, plural, one {# heure} other {# heures}} à l’avance, et une location dure au moins {minimumRentalHours, plural, one {# heure} other {# heures}}.',
  'tos.booking.p4':
    'Donnez des informations exactes et complètes. Un loueur peut refuser de remettre la voiture si la personne au comptoir n’est pas le conducteur principal indiqué dans la réservation ou ne remplit pas les conditions ci-dessous.',

  'tos.driver.heading': 'Conducteurs : âge et permis de conduire',
  'tos.driver.p1':
    'Le conducteur principal et tout conducteur supplémentaire doivent avoir au moins {minimumAge} ans le jour de la prise en charge. Certains loueurs fixent un âge minimum plus élevé pour certaines voitures ; l’offre et la page de réservation demandent alors cet âge, et c’est lui qui s’applique.',
  'tos.driver.p2':
    'Chaque conducteur doit être titulaire d’un permis de conduire valide, à son nom, obtenu depuis la durée exigée par le loueur. Certains loueurs demandent une copie du permis de conduire du conducteur principal lors de la réservation ; vous pouvez l’envoyer depuis la page de réservation ou vos paramètres.',
  'tos.driver.p3': 'Au comptoir, le conducteur principal doit présenter :',
  'tos.driver.item.license': 'l’original du permis de conduire, valide pendant toute la location ;',
  'tos.driver.item.id': 'une carte d’identité ou un passeport ;',
  'tos.driver.item.card': 'une carte de crédit au nom du conducteur principal, lorsque le loueur y bloque une caution ;',
  'tos.driver.item.confirmation': 'la confirmation de réservation.',
  'tos.driver.p4':
    'Si le conducteur ne peut pas présenter ces documents, le loueur peut refuser la location ; les conditions d’annulation ci-dessous s’appliquent alors comme pour une annulation tardive.',

  'tos.payment.heading': 'Prix et paiement',
  'tos.payment.p1':
    'Les prix sont calculés en dollars américains à partir des tarifs du loueur et des options choisies ; les autres devises sont affichées converties au cours du moment. Le montant débité en ligne est celui affiché à l’étape du paiement, dans la devise indiquée. Selon l’offre, vous pouvez payer de l’une de ces façons :',
  'tos.payment.item.counter':
    '<strong>Payer au comptoir</strong> : rien n’est débité à la réservation ; vous payez le prix total au loueur lors de la prise en charge. Proposé seulement si le loueur l’accepte.',
  'tos.payment.item.deposit':
    '<strong>Payer la caution en ligne</strong> : vous payez la caution à la réservation et le reste du prix au loueur lors de la prise en charge.',
  'tos.payment.item.full': '<strong>Payer la totalité en ligne</strong> : vous payez le prix entier à la réservation.',
  'tos.payment.p2':
    'Les paiements en ligne sont traités par nos prestataires de paiement (un prestataire de paiement par carte et, lorsqu’il est proposé, PayPal). Les données de votre carte leur sont transmises directement : Keyturn ne voit ni ne conserve jamais votre numéro de carte. Une réservation payée en ligne bloque la voiture pendant 30 minutes, le temps du paiement ; si le paiement n’est pas terminé dans ce délai, la réservation est annulée et la voiture libérée.',
  'tos.payment.p3':
    'Les suppléments achetés au comptoir (carburant, équipements, kilomètres supplémentaires, retour tardif) sont facturés par le loueur selon ses propres tarifs.',

  'tos.deposit.heading': 'Caution',
  'tos.deposit.p1':
    'Chaque offre indique la caution demandée par le loueur, ou précise qu’il n’y en a pas. Si vous payez la caution en ligne, elle est déduite du prix de la location. Sinon, le loueur peut bloquer la caution sur la carte de crédit du conducteur principal lors de la prise en charge.',
  'tos.deposit.p2':
    'Le loueur libère le montant bloqué lorsque la voiture est rendue à l’heure, avec le niveau de carburant convenu et sans nouveau dommage. Les frais qui vous incombent selon le contrat de location (dommages, carburant, amendes, péages) peuvent être prélevés sur la caution.',

  'tos.cancellation.heading': 'Annulation',
  'tos.cancellation.p1':
    'Une annulation 24 heures ou plus avant la prise en charge peut donner droit à un remboursement intégral ; une annulation plus tardive peut entraîner des frais.',
  'tos.cancellation.p2':
    'Le remboursement dépend de l’offre : lorsque l’option annulation est incluse ou que vous l’avez ajoutée lors de la réservation, une annulation faite 24 heures ou plus avant la prise en charge est remboursée en totalité. Sans cette option, ou si vous annulez plus tard, les frais d’annulation du loueur peuvent être retenus sur ce que vous avez payé, jusqu’au prix total. Une réservation payable au comptoir s’annule sans frais, sauf si les conditions du loueur indiquées dans l’offre prévoient autre chose.',
  'tos.cancellation.p3':
    'Si vous ne venez pas chercher la voiture, ou ne pouvez pas présenter les documents cités plus haut, la réservation est considérée comme annulée moins de 24 heures avant la prise en charge. Les remboursements sont faits sur le moyen de paiement utilisé, en général sous 10 jours ouvrés.',

  'tos.amendments.heading': 'Modifier une réservation',
  'tos.amendments.p1':
    'Vous pouvez demander à modifier les dates, heures, lieux ou options d’une réservation lorsque l’option modification est incluse dans l’offre ou a été ajoutée lors de la réservation. La modification dépend de la disponibilité de la voiture et du prix de la nouvelle réservation : si elle coûte plus cher, vous payez la différence ; si elle coûte moins cher, la différence vous est remboursée.',
  'tos.amendments.p2':
    'Sans l’option modification, changer une réservation revient à l’annuler (selon les conditions d’annulation ci-dessus) puis à réserver de nouveau. Le nom du conducteur principal ne peut être changé que par le loueur, au comptoir.',

  'tos.account.heading': 'Votre compte',
  'tos.account.p1':
    'Un compte Conducteur regroupe vos réservations, vos paramètres et vos notifications. Vous êtes responsable de la confidentialité de votre mot de passe et de ce qui est fait avec votre compte. Prévenez-nous immédiatement si vous pensez que quelqu’un d’autre l’a utilisé.',
  'tos.account.p2':
    'Nous pouvons suspendre un compte utilisé pour de fausses réservations, pour nuire aux loueurs ou aux autres utilisateurs, ou pour attaquer le service. Un compte suspendu ne peut plus se connecter.',

  'tos.liability.heading': 'Responsabilité',
  'tos.liability.p1':
    'Le loueur est responsable de la voiture, de son état, de son assurance et des services au comptoir. Keyturn est responsable de l’affichage correct des offres, de la prise de votre réservation et de votre paiement, et de la transmission de votre réservation au loueur.',
  'tos.liability.p2':
    'Pendant la location, vous êtes responsable de la voiture selon le contrat du loueur : dommages, carburant, amendes, péages et retard de restitution. Les options de protection (protection contre le vol, rachat de franchise collision, assurance tous risques) réduisent ce que vous payez en cas de dommage ou de vol, comme le décrivent les conditions du loueur.',
  'tos.liability.p3':
    'Rien dans ces conditions ne limite une responsabilité que la loi interdit de limiter, ni les droits dont vous disposez en tant que consommateur.',

  'tos.governing.heading': 'Modifications et droit applicable',
  'tos.governing.p1':
    'Nous pouvons modifier ces conditions. Une réservation est régie par les conditions acceptées au moment où elle a été faite ; les nouvelles conditions s’appliquent aux réservations suivantes. Les conditions en vigueur figurent sur cette page.',
  'tos.governing.p2':
    'Ces conditions sont régies par le droit du pays où Keyturn est établi, sans vous priver de la protection que vous accordent les règles impératives du pays où vous résidez. En cas de litige, contactez-nous d’abord : la plupart des questions se règlent rapidement. La façon dont nous traitons vos données personnelles est expliquée dans notre <privacyLink>politique de confidentialité</privacyLink>, et les réponses aux questions courantes se trouvent dans la <faqLink>FAQ</faqLink>.',
} as const satisfies Record<keyof typeof en, string>
