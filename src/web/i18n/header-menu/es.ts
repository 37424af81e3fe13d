import type { messages as en } from './en'

export const messages = {
  'headerMenu.open': 'Menú',
  'headerMenu.home': 'Inicio',
  'headerMenu.language': 'Idioma',
  'headerMenu.currency': 'Moneda',
  'headerMenu.theme': 'Tema',
} as const satisfies Record<keyof typeof en, string>
