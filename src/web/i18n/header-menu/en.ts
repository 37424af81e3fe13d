// The header's single menu on a phone (width 960 or less): pages, preferences and account.
export const messages = {
  'headerMenu.open': 'Menu',
  'headerMenu.home': 'Home',
  'headerMenu.language': 'Language',
  'headerMenu.currency': 'Currency',
  'headerMenu.theme': 'Theme',
} as const
