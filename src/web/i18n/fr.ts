import type { Messages } from './en'
import { messages as frame } from './frame/fr'
import { messages as searchForm } from './search-form/fr'
import { messages as searchResults } from './search-results/fr'
import { messages as settings } from './settings/fr'
import { messages as checkout } from './checkout/fr'
import { messages as payment } from './payment/fr'
import { messages as bookings } from './bookings/fr'

export const fr = {
  ...frame,
  ...searchForm,
  ...searchResults,
  ...settings,
  ...checkout,
  ...payment,
  ...bookings,
} as const satisfies Messages
