import type { messages as en } from './en'

// The frame's own texts (header, footer, errors, home page) in fr; part of ../frame/fr.ts.
export const messages = {
  'app.name': 'Keyturn',
  'app.title': 'Keyturn — location de voitures auprès de loueurs de confiance',
  'app.loadingPage': 'Chargement de la page',
  'app.skipToContent': 'Aller au contenu principal',

  'header.homeLink': 'Keyturn',
  'header.mainNavigation': 'Principale',
  'header.preferences': 'Préférences',
  'header.language': 'Langue : {language}',
  'header.currency': 'Devise : {currency}',
  'header.colorMode': 'Thème : {mode}',
  'colorMode.light': 'Clair',
  'colorMode.dark': 'Sombre',
  'colorMode.system': 'Système',

  'footer.corporate':
    'Keyturn est une place de marché de location de voitures qui relie les conducteurs aux loueurs locaux.',
  'footer.explore': 'Découvrir',
  'footer.support': 'Assistance',
  'footer.links.carSizes': 'Tailles de voiture',
  'footer.links.destinations': 'Destinations',
  'footer.links.customerCare': 'Service client',
  'footer.copyright': '© {year} Keyturn. Tous droits réservés.',

  'toast.close': 'Fermer',
  // The error summary of every form (src/web/components/error-summary), under its message.
  'form.errorSummary.count': '{count, plural, one {# champ demande votre attention :} other {# champs demandent votre attention :}}',
  'errors.unhandled': 'Une erreur non gérée s’est produite',
  'errors.reference': 'Référence : {reference}',
  'errors.languageChangeFailed': 'Une erreur s’est produite lors du changement de langue',
  'errors.pageFailed': 'Cette page n’a pas pu être affichée.',
  'errors.noPaymentOption': 'Cette voiture ne peut pas être réservée ici : aucun des moyens de paiement acceptés par son loueur n’est disponible sur ce site.',
  'errors.rentalTooLong': 'Une location peut durer au plus {days, plural, one {# jour} other {# jours}}.',
  'errors.beyondBookingHorizon': 'Les voitures peuvent être réservées au plus {days, plural, one {# jour} other {# jours}} à l’avance.',
  'common.opensInNewTab': '(s’ouvre dans un nouvel onglet)',
  'common.backHome': 'Retour à l’accueil',
  'common.retry': 'Réessayer',

  'notFound.title': 'Rien à voir ici !',
  'notFound.body': 'La page que vous cherchez n’existe pas ou a été déplacée.',
  'notFound.search': 'Rechercher une voiture',
  'notFound.links': 'Ou rendez-vous sur',

  'home.hero.eyebrow': 'Place de marché de location de voitures',
  'home.hero.title': 'La bonne voiture pour chaque voyage',
  'home.hero.pitch':
    'Comparez les offres de loueurs locaux de confiance, voyez le prix complet dans votre devise et choisissez comment payer : au comptoir, un acompte en ligne ou la totalité.',
  'home.hero.point.prices': 'Des prix complets, sans surprise',
  'home.hero.point.payment': 'Payez maintenant, un acompte ou au comptoir',
  'home.hero.point.languages': 'En français, en anglais et en espagnol',

  'home.carSizes.title': 'Choisissez la taille de votre voiture',
  'home.carSizes.intro': 'De la citadine au monospace familial, choisissez la taille adaptée à votre voyage.',
  'home.carSizes.mini.title': 'MINI',
  'home.carSizes.mini.body':
    'Petite et économique, facile à garer en ville. Idéale pour deux personnes et peu de bagages.',
  'home.carSizes.midi.title': 'MIDI',
  'home.carSizes.midi.body': 'De la place pour quatre ou cinq personnes et leurs bagages, confortable sur autoroute.',
  'home.carSizes.maxi.title': 'MAXI',
  'home.carSizes.maxi.body':
    'Grandes berlines, SUV et monospaces pour les familles, les groupes et les gros bagages.',

  'home.destinations.title': 'Destinations populaires',
  'home.destinations.intro':
    '{count, plural, one {Le pays} other {Les # pays}} où nous avons au moins {minimum} agences où prendre votre voiture, en aéroport, en gare ou en centre-ville.',
  'home.destinations.locationCount': '{count, plural, one {# agence} other {# agences}}',
  'home.destinations.loading': 'Chargement des destinations…',
  'home.destinations.error': 'Les destinations n’ont pas pu être chargées.',
  'home.destinations.empty': 'Aucune destination n’est encore disponible.',

  'home.whyUs.title': 'Pourquoi réserver avec Keyturn',
  'home.whyUs.compare.title': 'Comparez les loueurs',
  'home.whyUs.compare.body': 'Les offres de plusieurs loueurs pour les mêmes dates et le même lieu, dans une seule liste.',
  'home.whyUs.prices.title': 'Des prix clairs',
  'home.whyUs.prices.body': 'Le prix affiché comprend les options choisies, dans la devise de votre choix.',
  'home.whyUs.payment.title': 'Payez comme vous voulez',
  'home.whyUs.payment.body':
    'Payez en ligne la totalité ou un acompte, ou au comptoir chez les loueurs qui l’acceptent.',
  'home.whyUs.language.title': 'Votre langue',
  'home.whyUs.language.body': 'Réservez en français, en anglais ou en espagnol, et changez quand vous voulez.',

  'home.services.title': 'Des services adaptés à votre location',
  'home.services.intro': 'Ajoutez ce dont vous avez besoin lors de la réservation ; chaque offre indique ce qui est inclus.',
  'home.services.mileage.title': 'Kilométrage illimité',
  'home.services.mileage.body': 'De nombreuses offres incluent le kilométrage illimité : les longs trajets ne coûtent pas plus.',
  'home.services.protection.title': 'Options de protection',
  'home.services.protection.body': 'Protection vol, rachat de franchise ou assurance tous risques pour partir serein.',
  'home.services.driver.title': 'Conducteur supplémentaire',
  'home.services.driver.body': 'Partagez le volant sur les longs trajets en ajoutant un second conducteur.',
  'home.services.flexible.title': 'Annulation et modification',
  'home.services.flexible.body':
    'Modifiez ou annulez votre réservation ; une annulation 24 heures ou plus avant la location peut être remboursée en totalité.',

  'home.care.title': 'Service client',
  'home.care.intro': 'Nous sommes là avant, pendant et après votre location.',
  'home.care.before.title': 'Avant de réserver',
  'home.care.before.body': 'De l’aide pour choisir une voiture, comprendre les conditions d’un loueur ou les documents à prévoir.',
  'home.care.during.title': 'Pendant la location',
  'home.care.during.body': 'Les détails de votre réservation et le contact du loueur restent à portée de main dans votre compte.',
  'home.care.after.title': 'Après le retour',
  'home.care.after.body': 'Les questions sur un acompte, des frais ou une annulation reçoivent une réponse rapide.',

  'home.suppliers.title': 'Nos loueurs',
  'home.suppliers.intro':
    '{count, plural, one {# loueur de confiance propose} other {# loueurs de confiance proposent}} leurs voitures sur Keyturn.',
  'home.suppliers.carCount': '{count, plural, one {# voiture} other {# voitures}}',
  'home.suppliers.loading': 'Chargement des loueurs…',
  'home.suppliers.error': 'Les loueurs n’ont pas pu être chargés.',
} satisfies Record<keyof typeof en, string>
