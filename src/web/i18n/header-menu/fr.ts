import type { messages as en } from './en'

export const messages = {
  'headerMenu.open': 'Menu',
  'headerMenu.home': 'Accueil',
  'headerMenu.language': 'Langue',
  'headerMenu.currency': 'Devise',
  'headerMenu.theme': 'Thème',
} as const satisfies Record<keyof typeof en, string>
