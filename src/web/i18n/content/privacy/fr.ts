// Politique de confidentialité (/privacy) en fr ; mêmes identifiants que ./en.ts.
import type { messages as en } from './en'

export const messages = {
  'privacy.intro':
    'Cette politique explique quelles données personnelles Keyturn conserve, pourquoi, pendant combien de temps, qui les reçoit et comment vous pouvez les consulter, les corriger ou les supprimer. Nous ne gardons que ce qu’exige la location d’une voiture.',
  'privacy.contents': 'Sur cette page',

  'privacy.controller.heading': 'Qui est responsable',
  'privacy.controller.p1':
    'Keyturn est responsable des données personnelles utilisées sur ce site et des réservations faites par son intermédiaire. Le loueur d’une réservation devient responsable des données que nous lui transmettons pour cette location, selon sa propre politique de confidentialité.',

  'privacy.data.heading': 'Ce que nous conservons',
  'privacy.data.p1': 'Selon ce que vous faites sur Keyturn, nous conservons :',
  'privacy.data.item.account':
    '<strong>Votre compte</strong> : nom, adresse e-mail, numéro de téléphone, date de naissance, langue et devise préférées, photo de profil si vous en ajoutez une, vos réglages de notification, et votre mot de passe sous forme d’empreinte irréversible que personne ne peut relire.',
  'privacy.data.item.bookings':
    '<strong>Vos réservations</strong> : la voiture, le loueur, les lieux, les dates, les options et le prix, les coordonnées du conducteur principal et de tout conducteur supplémentaire (nom, e-mail, téléphone, date de naissance), et l’état de la réservation.',
  'privacy.data.item.license':
    '<strong>Fichiers de permis de conduire</strong> : la copie de permis de conduire que vous envoyez depuis vos paramètres ou lors de la réservation, lorsqu’un loueur la demande.',
  'privacy.data.item.payments':
    '<strong>Références de paiement</strong> : le mode de paiement choisi, le montant et la devise, et la référence du paiement chez notre prestataire de paiement. Nous ne recevons ni ne conservons jamais les numéros de carte, dates d’expiration ou cryptogrammes : vous les saisissez dans le formulaire du prestataire de paiement lui-même.',
  'privacy.data.item.technical':
    '<strong>Données techniques</strong> : votre adresse IP et l’heure de vos requêtes, utilisées pour la sécurité, pour limiter les tentatives répétées et pour la vérification anti-robot qui protège les formulaires d’inscription et de réservation.',

  'privacy.purposes.heading': 'Pourquoi nous les utilisons',
  'privacy.purposes.p1': 'Nous utilisons vos données uniquement pour :',
  'privacy.purposes.item.contract':
    'prendre, confirmer et gérer vos réservations, et donner au loueur ce dont il a besoin pour vous remettre la voiture (c’est nécessaire à l’exécution du contrat de location) ;',
  'privacy.purposes.item.account': 'tenir votre compte, vous connecter et vous envoyer les e-mails et notifications demandés ;',
  'privacy.purposes.item.security': 'protéger le service et nos utilisateurs contre la fraude et les abus (notre intérêt légitime) ;',
  'privacy.purposes.item.law': 'tenir les registres comptables exigés par la loi.',
  'privacy.purposes.p2': 'Nous ne vendons pas vos données et ne les utilisons pas pour vous montrer de la publicité.',

  'privacy.retention.heading': 'Combien de temps nous les conservons',
  'privacy.retention.item.account':
    '<strong>Données du compte</strong> : tant que votre compte est ouvert. Lorsque vous nous demandez de supprimer votre compte, nous le supprimons sous 30 jours, à l’exception des réservations décrites ci-après.',
  'privacy.retention.item.bookings':
    '<strong>Réservations et références de paiement</strong> : aussi longtemps que le droit comptable et fiscal nous oblige à les conserver, au plus dix ans après la fin de la location ; elles sont ensuite supprimées.',
  'privacy.retention.item.license':
    '<strong>Fichiers de permis de conduire</strong> : jusqu’à ce que vous les remplaciez ou les supprimiez dans vos paramètres, ou que votre compte soit supprimé.',
  'privacy.retention.item.technical': '<strong>Données techniques</strong> : seulement le temps nécessaire à la sécurité, 30 jours au plus.',

  'privacy.recipients.heading': 'Qui les reçoit',
  'privacy.recipients.p1': 'Nous ne partageons vos données personnelles qu’avec ceux qui en ont besoin pour fournir le service :',
  'privacy.recipients.item.supplier':
    '<strong>Le loueur de votre réservation</strong> : la réservation et les coordonnées de ses conducteurs, ainsi que la copie du permis de conduire lorsque le loueur la demande. Un loueur ne voit que ses propres réservations.',
  'privacy.recipients.item.payment':
    '<strong>Les prestataires de paiement</strong> (notre prestataire de paiement par carte et PayPal) : le montant, la devise et la référence de réservation d’un paiement en ligne, et ce que vous saisissez dans leurs formulaires.',
  'privacy.recipients.item.email': '<strong>L’envoi des e-mails</strong> : le service qui distribue nos e-mails reçoit votre adresse et le message.',
  'privacy.recipients.item.protection':
    '<strong>Vérification anti-robot et connexion via un réseau social</strong> : le service de vérification voit votre visite sur les formulaires protégés ; un fournisseur de connexion sociale n’est utilisé que si vous le choisissez.',
  'privacy.recipients.p2':
    'Certains de ces prestataires peuvent traiter des données hors de votre pays ; ils sont tenus par contrat de les protéger au niveau décrit dans cette politique. Nous communiquons aussi des données lorsque la loi l’exige.',

  'privacy.rights.heading': 'Vos droits',
  'privacy.rights.p1':
    'Vous pouvez demander à accéder aux données que nous détenons sur vous, à les corriger ou à les supprimer. Vous pouvez aussi vous opposer à une utilisation de vos données, demander à la limiter, ou recevoir vos données dans un format portable.',
  'privacy.rights.p2':
    'Vous pouvez faire une grande partie de cela vous-même dans vos <settingsLink>paramètres</settingsLink> : corriger votre profil, remplacer ou supprimer votre fichier de permis de conduire et modifier vos choix de notification. Pour le reste, contactez-nous : nous répondons sous un mois. Si notre réponse ne vous satisfait pas, vous pouvez saisir l’autorité de protection des données de votre pays.',

  'privacy.children.heading': 'Enfants',
  'privacy.children.p1':
    'Keyturn ne s’adresse pas aux enfants de moins de 13 ans et ne collecte pas sciemment leurs données. Si vous pensez qu’un enfant de moins de 13 ans nous a communiqué des données personnelles, contactez-nous et nous les supprimerons. Pour réserver, un conducteur doit de toute façon avoir au moins {minimumAge} ans.',

  'privacy.browser.heading': 'Cookies et stockage dans votre navigateur',
  'privacy.browser.p1':
    'Un cookie de session vous garde connecté ; les scripts de la page ne peuvent pas le lire. Votre navigateur conserve aussi vos choix de langue, de devise et de thème de couleur, et si vous avez demandé à rester connecté, pour les retrouver lors de votre prochaine visite. La déconnexion efface votre session.',

  'privacy.changes.heading': 'Modifications de cette politique',
  'privacy.changes.p1':
    'Lorsque cette politique change, nous publions la nouvelle version sur cette page et informons les Conducteurs par e-mail de tout changement dans ce que nous conservons ou dans qui le reçoit. Les <tosLink>conditions d’utilisation</tosLink> régissent le reste de votre utilisation de Keyturn.',
} as const satisfies Record<keyof typeof en, string>
