// À propos de Keyturn (/about) en fr ; mêmes identifiants que ./en.ts.
import type { messages as en } from './en'

export const messages = {
  'about.intro':
    'Keyturn est une place de marché de location de voitures : un seul endroit pour comparer les voitures des loueurs locaux, réserver celle qui convient à votre voyage et payer comme vous le préférez.',

  'about.who.heading': 'Qui sommes-nous',
  'about.who.p1':
    'Nous sommes une petite équipe de voyageurs et d’ingénieurs qui en avaient assez de comparer les sites de location un par un, de voir les prix grimper à chaque étape et de chercher les conditions en petits caractères. Keyturn réunit les offres de loueurs indépendants et les présente de la même manière, avec le prix complet et les conditions importantes avant la réservation.',
  'about.who.p2':
    'Keyturn fonctionne en anglais, en français et en espagnol, et affiche les prix en dollars américains, en euros, en livres sterling ou en dollars australiens.',

  'about.how.heading': 'Comment fonctionne la place de marché',
  'about.how.p1':
    'Les voitures proposées sur Keyturn appartiennent à des sociétés de location, que nous appelons les loueurs : des comptoirs d’aéroport aux agences familiales du centre-ville. Chaque loueur fixe ses voitures, ses tarifs, sa caution, ses options et les moyens de paiement qu’il accepte ; seules les offres réservables ici sont affichées.',
  'about.how.steps': 'La réservation se fait en quatre étapes :',
  'about.how.step.search': 'Recherchez par lieu et dates de prise en charge et de restitution ; rendez la voiture là où vous l’avez prise ou ailleurs.',
  'about.how.step.compare': 'Comparez les offres : taille de voiture, loueur, note, kilométrage, politique de carburant, caution et prix total.',
  'about.how.step.book':
    'Choisissez vos options (protection, conducteur supplémentaire, annulation, modification), indiquez les coordonnées du conducteur et choisissez comment payer : au comptoir, la caution en ligne ou la totalité en ligne.',
  'about.how.step.drive': 'Prenez la voiture au comptoir du loueur avec votre permis de conduire et votre confirmation de réservation.',

  'about.prices.heading': 'Les prix et notre rémunération',
  'about.prices.p1':
    'Chaque loueur nous communique ses tarifs. Keyturn ajoute une marge au prix du loueur : cette marge est notre rémunération, et elle est déjà comprise dans chaque prix affiché. Il n’y a pas de frais de réservation en plus, et le prix affiché lors de la réservation est celui de votre location avec les options choisies.',
  'about.prices.p2':
    'Comme la marge est comprise, vous payez le même total, que vous payiez au comptoir, la caution en ligne ou la totalité en ligne. Les suppléments achetés au comptoir, comme le carburant ou les équipements, sont facturés par le loueur à ses propres tarifs.',

  'about.why.heading': 'Pourquoi réserver avec Keyturn',
  'about.why.item.compare': '<strong>Comparez en une seule liste</strong> : les offres de plusieurs loueurs pour le même lieu et les mêmes dates, côte à côte.',
  'about.why.item.prices': '<strong>Des prix complets</strong> : les options choisies sont comprises dans le prix, affiché dans votre devise.',
  'about.why.item.payment': '<strong>Payez comme vous voulez</strong> : au comptoir, la caution en ligne ou la totalité en ligne, selon l’offre.',
  'about.why.item.terms':
    '<strong>Des conditions claires</strong> : une annulation 24 heures ou plus avant la prise en charge peut donner droit à un remboursement intégral ; nos <tosLink>conditions d’utilisation</tosLink> disent le reste simplement.',
  'about.why.item.privacy':
    '<strong>Vos données respectées</strong> : nous ne gardons que ce qu’une réservation exige et ne voyons jamais votre numéro de carte ; consultez notre <privacyLink>politique de confidentialité</privacyLink>.',
  'about.why.p1':
    'Des questions avant de réserver ? Nos <faqLink>questions fréquentes</faqLink> traitent des documents, de l’âge, de la prise en charge et de l’annulation.',
} as const satisfies Record<keyof typeof en, string>
