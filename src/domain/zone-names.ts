// A place's time zone as a reader meets it: its name in the reader's language, and whether the
// reader's own clock reads another time (then pages name the place's zone beside its times). Apart
// from time-format.ts so that pages showing no booking times do not carry it.
import type { Language } from './enums'

const zoneNames = new Map<string, Intl.DateTimeFormat>()
/**
 * The name of a place's time zone in the reader's language, as the CLDR words it without summer or
 * winter ('Central European Time', 'heure d’Europe centrale', 'hora de Europa central').
 */
export function timeZoneName(timeZone: string, language: Language, at: Date = new Date()): string {
  const key = `${language} ${timeZone}`
  let format = zoneNames.get(key)
  if (!format) zoneNames.set(key, (format = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'longGeneric' })))
  return format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? timeZone
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>()
/** The zone's offset from UTC at `instant`, in minutes. */
function offsetMinutes(timeZone: string, instant: Date): number {
  let format = offsetFormats.get(timeZone)
  if (!format) offsetFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })))
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
  const [, sign = '+', hours = '0', minutes = '0'] = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name) ?? []
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes))
}

/**
 * Whether a reader whose own clock is `viewerZone` reads another time than the place's clock at
 * `instant` (then the place's zone is named beside its times).
 */
export function clocksDiffer(placeZone: string, viewerZone: string, instant: Date): boolean {
  return placeZone !== viewerZone && offsetMinutes(placeZone, instant) !== offsetMinutes(viewerZone, instant)
}
