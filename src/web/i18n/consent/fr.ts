import type { messages as en } from './en'

export const messages = {
  'pageTitle.cookiePolicy': 'Politique relative aux cookies',

  'consent.banner.label': 'Consentement à la mesure d’audience',
  'consent.banner.text':
    'Pouvons-nous mesurer les visites avec Google Analytics, qui dépose ses propres cookies ? Cela nous aide à améliorer Keyturn ; le site fonctionne de la même façon dans les deux cas. <policyLink>Politique relative aux cookies</policyLink>',
  'consent.accept': 'Accepter la mesure d’audience',
  'consent.reject': 'Refuser la mesure d’audience',
  'consent.control.label': 'Votre choix pour la mesure d’audience',
  'consent.state.granted': 'Vous avez accepté la mesure d’audience.',
  'consent.state.denied': 'Vous avez refusé la mesure d’audience.',
  'consent.state.undecided': 'Vous n’avez pas encore choisi : la mesure d’audience reste désactivée tant que vous ne l’acceptez pas.',
  'consent.notConfigured': 'Ce site n’utilise pas de mesure d’audience pour le moment : il n’y a rien à choisir.',
  'consent.footerLink': 'Paramètres des cookies',
} as const satisfies Record<keyof typeof en, string>
