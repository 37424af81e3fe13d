// Messages of the locations-and-suppliers area in en; spread into ../en.ts.
export const messages = {} as const
