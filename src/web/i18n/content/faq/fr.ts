// Questions fréquentes (/faq) en fr ; mêmes identifiants que ./en.ts.
import type { messages as en } from './en'

export const messages = {
  'faq.intro': 'Les réponses aux questions que les conducteurs nous posent le plus, avant et pendant une location.',
  'faq.contents': 'Thèmes',

  'faq.documents.heading': 'Documents',
  'faq.documents.what.q': 'Que dois-je apporter pour prendre la voiture ?',
  'faq.documents.what.a': 'Le conducteur principal doit présenter au comptoir du loueur :',
  'faq.documents.what.license': 'un permis de conduire valide au nom du conducteur principal ;',
  'faq.documents.what.id': 'une carte d’identité ou un passeport ;',
  'faq.documents.what.card': 'une carte de crédit au nom du conducteur principal, lorsque le loueur y bloque une caution ;',
  'faq.documents.what.confirmation': 'votre confirmation de réservation, imprimée ou sur votre téléphone.',
  'faq.documents.upload.q': 'Dois-je envoyer mon permis de conduire ?',
  'faq.documents.upload.a':
    'Seulement si le loueur le demande : la page de réservation vous demande alors une copie du permis de conduire du conducteur principal (une image ou un PDF). Vous pouvez aussi en garder une dans vos <settingsLink>paramètres</settingsLink>, prête pour votre prochaine réservation. Seuls vous et le loueur de votre réservation pouvez la voir.',
  'faq.documents.foreign.q': 'Puis-je louer avec un permis de conduire étranger ?',
  'faq.documents.foreign.a':
    'En général oui, s’il est valide et rédigé en alphabet latin. Certains pays et certains loueurs demandent aussi un permis de conduire international : vérifiez les conditions du loueur avant de partir.',

  'faq.pickUp.heading': 'Livraison et prise en charge',
  'faq.pickUp.where.q': 'Où dois-je prendre la voiture ?',
  'faq.pickUp.where.a':
    'Au comptoir du loueur, au lieu de prise en charge choisi : un aéroport, une gare ou une agence en centre-ville. La confirmation de réservation indique l’adresse et le contact du loueur. Tous nos lieux figurent sur la <locationsLink>carte des agences de location</locationsLink>.',
  'faq.pickUp.delivery.q': 'La voiture peut-elle être livrée à mon adresse ?',
  'faq.pickUp.delivery.a':
    'Les voitures sont remises sur place, chez le loueur. Certains loueurs peuvent apporter la voiture à un hôtel ou à une autre adresse, moyennant des frais ; demandez-le au loueur grâce au contact figurant dans votre confirmation de réservation.',
  'faq.pickUp.return.q': 'Puis-je rendre la voiture ailleurs ?',
  'faq.pickUp.return.a':
    'Oui : lors de la recherche, décochez « Restituer au même endroit » et choisissez un autre lieu de restitution. Les résultats montrent alors les voitures qui peuvent y être rendues.',
  'faq.pickUp.late.q': 'Que se passe-t-il si mon vol est en retard ?',
  'faq.pickUp.late.a':
    'Prévenez le loueur dès que possible grâce au contact figurant dans votre confirmation de réservation. La plupart des loueurs gardent la voiture un certain temps après l’heure réservée, mais les horaires d’ouverture varient.',

  'faq.age.heading': 'Âge',
  'faq.age.minimum.q': 'Quel âge faut-il avoir pour louer une voiture ?',
  'faq.age.minimum.a1':
    'Sur Keyturn, chaque conducteur doit avoir au moins {minimumAge} ans le jour de la prise en charge. Vous lirez peut-être que l’âge minimum pour louer une voiture est généralement de 18 ans : c’est l’âge de la conduite dans de nombreux pays, et certains loueurs ailleurs louent dès 18 ans. Keyturn exige {minimumAge} ans.',
  'faq.age.minimum.a2':
    'Certains loueurs demandent davantage pour certaines voitures, par exemple les grandes ou les puissantes. Leurs offres et la page de réservation indiquent alors cet âge minimum plus élevé, et c’est lui qui s’applique.',
  'faq.age.additional.q': 'Un conducteur supplémentaire doit-il remplir les mêmes conditions ?',
  'faq.age.additional.a':
    'Oui : un conducteur supplémentaire doit avoir au moins l’âge exigé pour la voiture, être titulaire d’un permis de conduire valide et le présenter au comptoir.',

  'faq.cancellation.heading': 'Annulation',
  'faq.cancellation.how.q': 'Puis-je annuler ma réservation ?',
  'faq.cancellation.how.a':
    'Oui. Une annulation 24 heures ou plus avant la prise en charge peut donner droit à un remboursement intégral ; une annulation plus tardive peut entraîner des frais. Le remboursement est intégral lorsque l’offre inclut l’option annulation ou que vous l’avez ajoutée lors de la réservation. Les <tosLink>conditions d’utilisation</tosLink> donnent le détail.',
  'faq.cancellation.refund.q': 'Comment serai-je remboursé ?',
  'faq.cancellation.refund.a':
    'Le remboursement est fait sur le moyen de paiement utilisé, en général sous 10 jours ouvrés. Une réservation payable au comptoir n’a rien à rembourser.',

  'faq.payment.heading': 'Paiement et caution',
  'faq.payment.how.q': 'Comment puis-je payer ?',
  'faq.payment.how.a':
    'Selon l’offre : au comptoir si le loueur l’accepte, la caution en ligne et le reste à la prise en charge, ou la totalité en ligne par carte ou, lorsqu’il est proposé, par PayPal. La page de réservation montre les choix que permet chaque offre.',
  'faq.payment.card.q': 'Ma carte est-elle en sécurité ?',
  'faq.payment.card.a':
    'Les données de votre carte vont directement à notre prestataire de paiement ; Keyturn ne voit ni ne conserve jamais votre numéro de carte.',
  'faq.payment.currency.q': 'Dans quelle devise vais-je payer ?',
  'faq.payment.currency.a':
    'Vous pouvez afficher les prix en dollars américains, en euros, en livres sterling ou en dollars australiens. Un paiement en ligne est débité dans la devise affichée à l’étape du paiement ; au comptoir, le loueur encaisse dans sa devise locale.',
  'faq.payment.deposit.q': 'Qu’est-ce que la caution ?',
  'faq.payment.deposit.a':
    'Un montant que le loueur demande en garantie, indiqué sur chaque offre (certaines voitures n’en ont pas). Soit vous la payez en ligne à la réservation, et elle est déduite du prix, soit le loueur la bloque sur votre carte de crédit à la prise en charge et la libère quand la voiture revient comme convenu.',

  'faq.changes.heading': 'Modifier une réservation',
  'faq.changes.how.q': 'Puis-je modifier ma réservation ?',
  'faq.changes.how.a':
    'Lorsque l’offre inclut l’option modification, ou que vous l’avez ajoutée lors de la réservation, vous pouvez demander à changer les dates, les lieux ou les options ; vous payez ou récupérez la différence de prix. Sans cette option, annulez puis réservez de nouveau.',
  'faq.changes.driver.q': 'Puis-je ajouter un conducteur supplémentaire ?',
  'faq.changes.driver.a':
    'Oui, lors de la réservation, si la voiture propose cette option : certaines voitures l’incluent, d’autres la facturent par jour. Le conducteur supplémentaire doit présenter un permis de conduire au comptoir.',

  'faq.rental.heading': 'Pendant la location',
  'faq.rental.fuel.q': 'Que signifie la politique de carburant ?',
  'faq.rental.fuel.a': 'Chaque offre indique sa politique de carburant :',
  'faq.rental.fuel.fullToFull': '<strong>Plein / plein</strong> : prenez la voiture avec le plein et rendez-la avec le plein.',
  'faq.rental.fuel.likeForLike': '<strong>Même niveau</strong> : rendez la voiture avec le même niveau de carburant qu’au départ.',
  'faq.rental.fuel.freeTank': '<strong>Plein offert</strong> : un plein est inclus ; rendez la voiture à n’importe quel niveau.',
  'faq.rental.fuel.fullToEmpty': '<strong>Plein / vide</strong> : payez un plein au départ ; le carburant non utilisé n’est pas remboursé.',
  'faq.rental.mileage.q': 'Le kilométrage est-il limité ?',
  'faq.rental.mileage.a':
    'Beaucoup d’offres comprennent un kilométrage illimité. D’autres comprennent un nombre de kilomètres par jour, indiqué dans l’offre ; le loueur facture les kilomètres supplémentaires à son propre tarif.',
  'faq.rental.protection.q': 'Que couvrent les options de protection ?',
  'faq.rental.protection.a':
    'La protection contre le vol, le rachat de franchise collision et l’assurance tous risques réduisent ce que vous payez si la voiture est volée ou endommagée. Ce que couvre chacune, et la franchise qui reste éventuellement à votre charge, sont fixés par les conditions du loueur.',

  'faq.more.heading': 'D’autres questions ?',
  'faq.more.a':
    'Écrivez-nous avec le <contactLink>formulaire de contact</contactLink> : notre service client répond avant, pendant et après votre location (voir le <careLink>service client</careLink>). Vous pouvez aussi lire <aboutLink>comment fonctionne Keyturn</aboutLink> et notre <privacyLink>politique de confidentialité</privacyLink>.',
} as const satisfies Record<keyof typeof en, string>
