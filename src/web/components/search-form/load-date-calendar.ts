import { onDemand } from '../../platform/on-demand'

/** The calendar (Ark's date picker), loaded once when asked (again after a failure, e.g. offline). */
export const dateCalendar = onDemand(() => import('./DateCalendar').then((module) => module.DateCalendar))
