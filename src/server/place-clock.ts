// The places' clocks for the server's hot paths (issue 26): a wall time's instant at a place, and an
// instant's date there. The rules are the domain's (src/domain/search-query.ts, src/domain/price.ts:
// Temporal and Intl), which stay the reference, and the browser's: tests/unit/place-clock.test.ts
// holds these to them. A new search asked Temporal's polyfill and Intl four times, some 7 µs each;
// here a zone's offset is read once per zone and UTC hour and kept. An offset changes a few times a
// year at most, never twice within an hour, so the offset of an hour without a change serves every
// instant of it; within the hour of a change, Intl is asked for the instant itself.
import { placeDate as referencePlaceDate } from '../domain/price.js'
import { localToInstant as referenceLocalToInstant } from '../domain/search-query.js'

const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000
/** Hours kept at most, all zones together (searches ask about a few hours of a few zones at a time). */
const KEPT_HOURS = 10_000
/** Each zone's offset (ms) over a whole UTC hour, by `${zone} ${hour}`; null when it changes within that hour. */
const hourOffsets = new Map<string, number | null>()
const formats = new Map<string, Intl.DateTimeFormat>()

/**
 * The offset of `timeZone` from UTC at the instant `ms` (ms to add to UTC to read the zone's clock),
 * to the second; null when the zone's clock then reads a year outside 1000–9999 (the callers ask
 * the reference instead).
 */
export function zoneOffset(ms: number, timeZone: string): number | null {
  const hour = Math.floor(ms / HOUR_MS)
  const key = `${timeZone} ${hour}`
  let steady = hourOffsets.get(key)
  if (steady === undefined) {
    const first = offsetAt(hour * HOUR_MS, timeZone)
    steady = first === offsetAt(hour * HOUR_MS + HOUR_MS - 1, timeZone) ? first : null
    if (hourOffsets.size >= KEPT_HOURS) hourOffsets.clear()
    hourOffsets.set(key, steady)
  }
  return steady ?? offsetAt(ms, timeZone)
}

/** The offset at `ms` from the wall time Intl gives; null when that wall time is not of years 1000–9999. */
function offsetAt(ms: number, timeZone: string): number | null {
  let format = formats.get(timeZone)
  if (!format) {
    const numeric = 'numeric' as const
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: numeric, month: numeric, day: numeric, hour: numeric, minute: numeric, second: numeric })
    formats.set(timeZone, format)
  }
  const part = Object.fromEntries(format.formatToParts(ms).map(({ type, value }) => [type, Number(value)]))
  const { year, month, day, hour, minute, second } = part as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>
  if ('era' in part || !(year >= 1000 && year <= 9999)) return null
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(ms / 1000) * 1000
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** placeDate of src/domain/price.ts: the calendar date ('YYYY-MM-DD') of `instant` at a place of `timeZone`. */
export function placeDate(instant: Date, timeZone: string): string {
  const ms = instant.getTime()
  const offset = zoneOffset(ms, timeZone)
  if (offset !== null) {
    const local = new Date(ms + offset)
    const year = local.getUTCFullYear()
    if (year >= 1000 && year <= 9999) return `${year}-${twoDigits(local.getUTCMonth() + 1)}-${twoDigits(local.getUTCDate())}`
  }
  return referencePlaceDate(instant, timeZone)
}

/** 'YYYY-MM-DDTHH:mm', the contract's PlaceTime (src/domain/search-query.ts). */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/
type WallTime = { year: number; month: number; day: number; hour: number; minute: number }

/** The numbers of a text of LOCAL_DATE_TIME's pattern, read by position (Temporal's parser: some 15 µs a call). */
function wallTimeOf(value: string): WallTime {
  return {
    year: Number(value.slice(0, 4)),
    month: Number(value.slice(5, 7)),
    day: Number(value.slice(8, 10)),
    hour: Number(value.slice(11, 13)),
    minute: Number(value.slice(14, 16)),
  }
}

/** Days of a month of the proleptic Gregorian calendar (ISO 8601, Temporal's). */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
}

/** isLocalDateTime of src/domain/search-query.ts: a real calendar date and time written 'YYYY-MM-DDTHH:mm'. */
export function isLocalDateTime(value: unknown): value is string {
  if (typeof value !== 'string' || !LOCAL_DATE_TIME.test(value)) return false
  const { year, month, day, hour, minute } = wallTimeOf(value)
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) && hour <= 23 && minute <= 59
}

/**
 * localToInstant of src/domain/search-query.ts: a wall time of `timeZone` as an instant, Temporal's
 * 'compatible' one, by Temporal's own method: the offsets a day before and a day after are the
 * candidates; an instant is the wall time's when its offset reads it; of two (a repeated hour) the
 * first; of none (a skipped hour) the wall time moved forward by the gap.
 */
export function localToInstant(local: string, timeZone: string): Date {
  const instant = isLocalDateTime(local) ? instantOfWallTime(wallTimeOf(local), timeZone) : null
  return instant === null ? referenceLocalToInstant(local, timeZone) : new Date(instant)
}

/** Null when an offset cannot be had here (years outside 1000–9999): the reference decides. */
function instantOfWallTime({ year, month, day, hour, minute }: WallTime, timeZone: string): number | null {
  // (Date.UTC reads years 0–99 as 1900–1999)
  if (year < 1000) return null
  const wall = Date.UTC(year, month - 1, day, hour, minute)
  const before = zoneOffset(wall - DAY_MS, timeZone)
  const after = zoneOffset(wall + DAY_MS, timeZone)
  if (before === null || after === null) return null
  const readsWall = (instant: number) => zoneOffset(instant, timeZone) === wall - instant
  // the earlier instant first: the larger offset
  const [earlier, later] = before >= after ? [wall - before, wall - after] : [wall - after, wall - before]
  if (readsWall(earlier)) return earlier
  if (readsWall(later)) return later
  return wall - before
}
