// What an edit of a booking may change (issue 21). The booking status machine lets a driver edit
// only a booking whose amendments option is available (bought with it, or included with the car):
// every edit uses it. So the option a booking paid for stays with it; an edit that turned it off
// would make the change and hand back the fee that paid for it.
import type { ExtraKind } from './enums'

type Options = Partial<Record<ExtraKind, boolean>>

/** The options an edit keeps on whatever it asks, given the options the booking has now. */
export function optionsKeptByEdit(booked: Options): ExtraKind[] {
  return booked.amendments ? ['amendments'] : []
}

/** The first option an edit would turn off that it must keep, or null when the edit keeps them all. */
export function removedKeptOption(booked: Options, asked: Options): ExtraKind | null {
  return optionsKeptByEdit(booked).find((kind) => !asked[kind]) ?? null
}
