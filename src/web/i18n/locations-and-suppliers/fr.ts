// Messages of the locations-and-suppliers area in fr; spread into ../fr.ts.
export const messages = {} as const
