// Politique relative aux cookies (/cookie-policy) en fr ; mêmes identifiants que ./en.ts.
import type { messages as en } from './en'

export const messages = {
  'cookiePolicy.intro':
    'Cette page recense chaque cookie et chaque donnée de stockage du navigateur que Keyturn dépose, à quoi il sert et combien de temps il est conservé. Un seul est facultatif : la mesure d’audience, qui reste désactivée tant que vous ne l’acceptez pas.',
  'cookiePolicy.contents': 'Sur cette page',

  'cookiePolicy.what.heading': 'Cookies et stockage du navigateur',
  'cookiePolicy.what.p1':
    'Un cookie est un petit fichier que votre navigateur conserve pour un site et lui renvoie à chaque visite. Le stockage du navigateur (stockage local et stockage de session) est semblable, mais il reste dans votre navigateur et ne nous est jamais envoyé de lui-même. Nous ne les utilisons que pour ce qui est décrit ici ; aucun ne sert à la publicité.',

  'cookiePolicy.necessary.heading': 'Nécessaires au fonctionnement du site',
  'cookiePolicy.necessary.p1': 'Ils sont déposés sans vous le demander, car la connexion et la réservation ne fonctionnent pas sans eux :',
  'cookiePolicy.necessary.item.session':
    '<strong>keyturn_session</strong> (cookie ; nommé <strong>__Host-keyturn_session</strong> sur une connexion sécurisée) : vous garde connecté. Les scripts de la page ne peuvent pas le lire et il n’est envoyé qu’à Keyturn. Il dure jusqu’à la fermeture du navigateur, ou 30 jours si vous choisissez « Rester connecté » ; la déconnexion y met fin immédiatement.',
  'cookiePolicy.necessary.item.user':
    '<strong>bc-fe-user</strong> (stockage local) : vos nom, adresse e-mail, langue et photo de profil pendant que vous êtes connecté, pour que la page vous reconnaisse avant la réponse du serveur. Supprimé à la déconnexion.',
  'cookiePolicy.necessary.item.stayConnected':
    '<strong>bc-fe-stay-connected</strong> (stockage local) : retient si vous avez choisi « Rester connecté » à la connexion. Supprimé à la déconnexion.',
  'cookiePolicy.necessary.item.checkoutDraft':
    '<strong>bc-fe-checkout-draft</strong> (stockage de session) : ce que vous avez saisi et choisi lors de la réservation, pour ne rien perdre en revenant en arrière. Il disparaît à la fermeture de l’onglet.',

  'cookiePolicy.preferences.heading': 'Vos préférences',
  'cookiePolicy.preferences.p1':
    'Ils retiennent les choix faits dans l’en-tête. Les trois premiers sont aussi copiés dans un cookie du même nom, lu par notre serveur seulement, pour que chaque page arrive déjà dans votre langue, votre devise et votre thème. Ils restent jusqu’à ce que vous effaciez les données du site dans votre navigateur :',
  'cookiePolicy.preferences.item.language': '<strong>bc-fe-language</strong> (stockage local et cookie) : la langue de l’interface.',
  'cookiePolicy.preferences.item.currency': '<strong>bc-fe-currency</strong> (stockage local et cookie) : la devise d’affichage des prix.',
  'cookiePolicy.preferences.item.mode': '<strong>mode</strong> (stockage local et cookie) : le thème choisi : clair, sombre ou celui du système.',
  'cookiePolicy.preferences.item.colorScheme':
    '<strong>color-scheme</strong> (stockage local) : le jeu de couleurs clair ou sombre en usage, pour que la page s’ouvre directement dans les bonnes couleurs.',

  'cookiePolicy.consent.heading': 'L’enregistrement de votre consentement',
  'cookiePolicy.consent.p1':
    '<strong>bc-fe-analytics-consent</strong> (stockage local, et un cookie du même nom lu par notre serveur seulement) : votre réponse à la question sur la mesure d’audience, « granted » (acceptée) ou « denied » (refusée), pour ne pas vous la reposer à chaque page. Il reste jusqu’à ce que vous changiez d’avis ou effaciez les données du site ; la question vous est alors reposée.',

  'cookiePolicy.analytics.heading': 'Mesure d’audience (seulement si vous l’acceptez)',
  'cookiePolicy.analytics.p1':
    'Lorsque la mesure d’audience est active et que vous l’acceptez, Google Analytics compte les pages visitées, pour que nous voyions quelles parties de Keyturn sont utiles et lesquelles ne le sont pas. Il dépose ces cookies :',
  'cookiePolicy.analytics.item.ga':
    '<strong>_ga</strong> (cookie) : distingue les visites d’un visiteur de celles d’un autre, sans nous dire qui vous êtes. Dure 2 ans.',
  'cookiePolicy.analytics.item.gaSession':
    '<strong>_ga_</strong> suivi de notre identifiant de mesure (cookie) : conserve l’état de la visite en cours. Dure 2 ans.',
  'cookiePolicy.analytics.p2':
    'Si vous refusez la mesure d’audience, ou n’avez pas encore répondu, son script n’est pas chargé et rien n’est envoyé à Google. Si vous retirez votre consentement plus tard, nous cessons d’envoyer les pages vues et supprimons ces cookies.',

  'cookiePolicy.choice.heading': 'Changer votre choix',
  'cookiePolicy.choice.p1':
    'Vous pouvez changer votre choix à tout moment avec les boutons ci-dessous, accessibles aussi par « Paramètres des cookies » en bas de chaque page. Vous pouvez également supprimer les cookies et les données du site dans les réglages de votre navigateur ; le site vous reposera alors la question.',
} as const satisfies Record<keyof typeof en, string>
