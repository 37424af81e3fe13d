import type { Messages } from './en'
import { messages as frame } from './frame/es'
import { messages as searchForm } from './search-form/es'
import { messages as searchResults } from './search-results/es'
import { messages as settings } from './settings/es'
import { messages as checkout } from './checkout/es'
import { messages as payment } from './payment/es'
import { messages as bookings } from './bookings/es'

export const es = {
  ...frame,
  ...searchForm,
  ...searchResults,
  ...settings,
  ...checkout,
  ...payment,
  ...bookings,
} as const satisfies Messages
