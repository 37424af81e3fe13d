// Messages of the search-form area in es; spread into ../es.ts.
export const messages = {} as const
