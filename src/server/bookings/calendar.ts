// The booking as a calendar file (RFC 5545), written by hand (two events need no library): one event
// at the pick-up and one at the drop-off, each with its place and the booking reference, in the
// driver's language. Times are UTC (…Z), lines end with CRLF and are folded at 75 octets, and TEXT
// values escape backslash, semicolon, comma and newlines (RFC 5545 §3.1, §3.3.11).
import type { Language } from '../../domain/enums.js'

export type CalendarBooking = {
  id: string
  reference: string
  carName: string
  supplierName: string
  pickUpPlace: string
  dropOffPlace: string
  from: Date
  to: Date
}

/** How long each event lasts in the calendar: the handover at the counter. */
const HANDOVER_MINUTES = 30

const words: Record<Language, { pickUp: string; dropOff: string; booking: string; with: string }> = {
  en: { pickUp: 'Pick-up', dropOff: 'Drop-off', booking: 'Booking', with: 'with' },
  fr: { pickUp: 'Prise en charge', dropOff: 'Restitution', booking: 'Réservation', with: 'chez' },
  es: { pickUp: 'Recogida', dropOff: 'Devolución', booking: 'Reserva', with: 'con' },
}

/** 20300510T100000Z */
const utcStamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')

export const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n')

/** Folds a content line at 75 octets (UTF-8), continuation lines starting with one space; never inside a character. */
export function foldLine(line: string): string {
  // most lines fit: measured at once, not character by character (issue 26)
  if (Buffer.byteLength(line, 'utf8') <= 75) return line
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8')
    const limit = parts.length === 0 ? 75 : 74 // continuation lines spend one octet on the leading space
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

function event(uid: string, start: Date, summary: string, place: string, description: string, stamp: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(new Date(start.getTime() + HANDOVER_MINUTES * 60_000))}`,
    `SUMMARY:${escapeText(summary)}`,
    `LOCATION:${escapeText(place)}`,
    `DESCRIPTION:${escapeText(description)}`,
    'END:VEVENT',
  ]
}

export function bookingCalendar(booking: CalendarBooking, language: Language, now: Date = new Date()): string {
  const w = words[language]
  const description = `${w.booking} ${booking.reference}: ${booking.carName} ${w.with} ${booking.supplierName}`
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Keyturn//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...event(`${booking.id}-pick-up@keyturn`, booking.from, `${w.pickUp}: ${booking.carName} (${booking.reference})`, booking.pickUpPlace, description, now),
    ...event(`${booking.id}-drop-off@keyturn`, booking.to, `${w.dropOff}: ${booking.carName} (${booking.reference})`, booking.dropOffPlace, description, now),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join('\r\n') + '\r\n'
}

export const calendarFileName = (reference: string) => `keyturn-${reference}.ics`
