// Messages of the search-form area in en; spread into ../en.ts.
export const messages = {} as const
