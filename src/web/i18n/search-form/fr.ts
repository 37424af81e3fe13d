// Messages of the search-form area in fr; spread into ../fr.ts.
export const messages = {} as const
