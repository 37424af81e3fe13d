// Times on each language's clock (issue 15, item 8): never '10:00 AM' in French or Spanish.
import { describe, expect, it } from 'vitest'
import { formatInstant, formatTimeOfDay, formatWallTime } from '../../../src/domain/time-format'

describe('formatTimeOfDay', () => {
  it.each([
    ['10:00', 'en', '10:00 AM'],
    ['18:30', 'en', '6:30 PM'],
    ['00:00', 'en', '12:00 AM'],
    ['10:00', 'fr', '10:00'],
    ['18:30', 'fr', '18:30'],
    ['00:00', 'fr', '00:00'],
    ['09:30', 'es', '09:30'],
    ['23:30', 'es', '23:30'],
  ] as const)('%s in %s reads %s', (time, language, expected) => {
    // A plain space before AM/PM (Intl's is a narrow no-break space, awkward to type or search).
    expect(formatTimeOfDay(time, language)).toBe(expected)
  })
})

describe('formatWallTime', () => {
  it('gives the date and the time on the clock of the language', () => {
    expect(formatWallTime('2026-12-01T18:30', 'en')).toBe('Dec 1, 2026, 6:30 PM')
    expect(formatWallTime('2026-12-01T18:30', 'fr')).toMatch(/^1 déc\. 2026.* 18:30$/)
    expect(formatWallTime('2026-12-01T08:00', 'es')).toMatch(/^1 dic 2026.* 08:00$/)
    for (const language of ['fr', 'es'] as const) expect(formatWallTime('2026-12-01T18:30', language)).not.toMatch(/AM|PM/)
  })

  it('keeps a wall time as written, even one that a time zone skips when its clocks go forward', () => {
    expect(formatWallTime('2026-03-29T02:30', 'fr')).toMatch(/^29 mars 2026.* 02:30$/)
    expect(formatWallTime('2026-03-08T02:30', 'en')).toBe('Mar 8, 2026, 2:30 AM')
  })

  it('gives the same text on every call (the formatter is kept, not rebuilt)', () => {
    expect(formatWallTime('2026-12-01T18:30', 'en')).toBe(formatWallTime('2026-12-01T18:30', 'en'))
    expect(formatTimeOfDay('07:15', 'en')).toBe('7:15 AM')
    expect(formatTimeOfDay('07:15', 'fr')).toBe('07:15')
  })
})

describe('formatInstant', () => {
  it('words an API instant in the reader’s time zone, on the clock of the language', () => {
    expect(formatInstant('2026-12-01T17:30:00.000Z', 'en', 'Europe/Paris')).toBe('Dec 1, 2026, 6:30 PM')
    expect(formatInstant('2026-12-01T17:30:00.000Z', 'fr', 'Europe/Paris')).toMatch(/^1 déc\. 2026.* 18:30$/)
    expect(formatInstant('2026-12-01T17:30:00.000Z', 'es', 'America/New_York')).toMatch(/^1 dic 2026.* 12:30$/)
  })
})
