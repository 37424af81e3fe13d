// English catalogue: the reference. fr.ts and es.ts must define every id found here
// (checked by their `satisfies Messages`). ICU syntax: plurals where counts appear.
// The app loads it in parts: frame/ at start, the areas of ./areas.ts with their pages.
import { messages as frame } from './frame/en'
import { messages as searchForm } from './search-form/en'
import { messages as searchResults } from './search-results/en'
import { messages as settings } from './settings/en'
import { messages as checkout } from './checkout/en'
import { messages as payment } from './payment/en'
import { messages as bookings } from './bookings/en'

export const en = {
  ...frame,
  // areas loaded with the pages that show them, one folder each
  ...searchForm,
  ...searchResults,
  ...settings,
  ...checkout,
  ...payment,
  ...bookings,
} as const

export type MessageId = keyof typeof en
export type Messages = Record<MessageId, string>
