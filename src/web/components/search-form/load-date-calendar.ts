import type { DateCalendar } from './DateCalendar'

let loading: Promise<typeof DateCalendar> | null = null
let loaded: typeof DateCalendar | null = null

/** The calendar component if its chunk already arrived. */
export const loadedDateCalendar = () => loaded

/** Loads the calendar's chunk once (again after a failure, e.g. offline). */
export function loadDateCalendar(): Promise<typeof DateCalendar> {
  loading ??= import('./DateCalendar').then(
    (module) => (loaded = module.DateCalendar),
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}
