import type { AppRouteName } from '../../../domain/routes'

/** One description per route, the not-found page's, and one for a route still without its own. */
export type MetaDescriptions = Partial<Record<AppRouteName, string>> & { default: string; notFound: string }
