/**
 * A wall time at a place ('YYYY-MM-DDTHH:mm'), as the API's request bodies and the search URL take
 * them: the UTC clock's reading of `instant`. The benches need distinct, valid wall times, not a
 * particular zone's (the place's zone turns them into instants on the server).
 */
export const wallTimeOf = (instant: Date): string => instant.toISOString().slice(0, 16)
