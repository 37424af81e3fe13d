// Messages of the locations-and-suppliers area in es; spread into ../es.ts.
export const messages = {} as const
