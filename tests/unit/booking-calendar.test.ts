// The calendar file of a booking (RFC 5545, src/server/bookings/calendar.ts): line folding at 75
// octets without splitting a character, TEXT escaping, two events with place and reference.
import { describe, expect, it } from 'vitest'
import { bookingCalendar, escapeText, foldLine } from '../../src/server/bookings/calendar'

const booking = {
  id: '6f1c2b7e-9a0d-4c55-8e11-2f3a4b5c6d7e',
  reference: 'KT7M4Q9X',
  carName: 'Renault Clio, automatic; 5 doors',
  supplierName: 'Côte d’Azur Rentals',
  pickUpPlace: 'Nice Côte d’Azur Airport, Terminal 2',
  dropOffPlace: 'Marseille Saint-Charles',
  from: new Date('2030-07-14T09:30:00Z'),
  to: new Date('2030-07-17T18:00:00Z'),
}

describe('foldLine', () => {
  it('leaves a short line alone', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short')
  })

  it('folds at 75 octets, continuation lines starting with a space, and unfolds to the same text', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}x`
    const folded = foldLine(line)
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75)
    expect(folded.split('\r\n').slice(1).every((part) => part.startsWith(' '))).toBe(true)
    expect(folded.replace(/\r\n /g, '')).toBe(line)
  })
})

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne')
  })
})

describe('bookingCalendar', () => {
  const text = bookingCalendar(booking, 'en', new Date('2030-01-02T03:04:05Z'))
  const lines = text.replace(/\r\n /g, '').split('\r\n')

  it('is one calendar with two events in UTC, CRLF line ends', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines.at(-2)).toBe('END:VCALENDAR')
    expect(lines.at(-1)).toBe('')
    expect(lines).toContain('PRODID:-//Keyturn//Bookings//EN')
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2)
    expect(lines).toContain('DTSTART:20300714T093000Z')
    expect(lines).toContain('DTEND:20300714T100000Z')
    expect(lines).toContain('DTSTART:20300717T180000Z')
    expect(lines.filter((l) => l === 'DTSTAMP:20300102T030405Z')).toHaveLength(2)
  })

  it('names the place, the car and the reference of each event, escaped', () => {
    expect(lines).toContain('SUMMARY:Pick-up: Renault Clio\\, automatic\\; 5 doors (KT7M4Q9X)')
    expect(lines).toContain('SUMMARY:Drop-off: Renault Clio\\, automatic\\; 5 doors (KT7M4Q9X)')
    expect(lines).toContain('LOCATION:Nice Côte d’Azur Airport\\, Terminal 2')
    expect(lines).toContain('LOCATION:Marseille Saint-Charles')
    expect(lines.filter((l) => l.startsWith('DESCRIPTION:Booking KT7M4Q9X: '))).toHaveLength(2)
  })

  it('speaks Spanish when asked', () => {
    const es = bookingCalendar(booking, 'es').replace(/\r\n /g, '')
    expect(es).toContain('SUMMARY:Recogida: ')
    expect(es).toContain('SUMMARY:Devolución: ')
  })
})
