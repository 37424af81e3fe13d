import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { acceptsDateCharacter, dateOrder, parseTypedDate } from '../../src/web/components/search-form/date-text'
import { criteriaOf, defaultValues, withPickUpDate } from '../../src/web/components/search-form/search-form-values'
import { timeChoices, timeValues } from '../../src/web/components/search-form/time-choices'

describe('typed dates of the search form', () => {
  it('reads the locale order: month first in English, day first in French and Spanish', () => {
    expect(dateOrder('en')).toEqual(['month', 'day', 'year'])
    expect(parseTypedDate('12/01/2026', 'en')).toBe('2026-12-01')
    expect(parseTypedDate('01/12/2026', 'fr')).toBe('2026-12-01')
    expect(parseTypedDate('1/12/26', 'es')).toBe('2026-12-01')
  })

  it('reads a year-first date the same in every language', () => {
    for (const locale of ['en', 'fr', 'es']) expect(parseTypedDate('2026/12/01', locale)).toBe('2026-12-01')
  })

  it('refuses what is not a date', () => {
    expect(parseTypedDate('13/01/2026', 'en')).toBeNull()
    expect(parseTypedDate('2026/02/30', 'fr')).toBeNull()
    expect(parseTypedDate('12/2026', 'en')).toBeNull()
    expect(parseTypedDate('', 'en')).toBeNull()
  })
})

describe('characters a date field takes as they are typed', () => {
  it('takes digits and the separator, refuses letters', () => {
    expect(['1', '/'].map((text) => acceptsDateCharacter(text, 'en'))).toEqual([true, true])
    expect(acceptsDateCharacter('a', 'fr')).toBe(false)
  })

  it('lets a deletion or a paste through: the browser gives them no text', () => {
    // Preact hands the browser's own beforeinput event to the field: Backspace has data null.
    expect(acceptsDateCharacter(null, 'en')).toBe(true)
    expect(acceptsDateCharacter('24/11/2026', 'fr')).toBe(true)
  })
})

describe('search form values', () => {
  const today = Temporal.PlainDate.from('2026-11-21')

  it('defaults to tomorrow 10:00 for three days, returning to the same place', () => {
    const values = defaultValues(today)
    expect(values).toMatchObject({ fromDate: '2026-11-22', fromTime: '10:00', toDate: '2026-11-25', toTime: '10:00', sameLocation: true })
    expect(criteriaOf({ ...values, pickUp: { id: 'p' } as never })).toEqual({
      pickUpLocation: 'p',
      dropOffLocation: 'p',
      from: '2026-11-22T10:00',
      to: '2026-11-25T10:00',
    })
  })

  it('moves the drop-off date along when the pick-up date passes it, keeping the length', () => {
    const values = defaultValues(today)
    expect(withPickUpDate(values, '2026-11-23').toDate).toBe('2026-11-25')
    expect(withPickUpDate(values, '2026-12-01').toDate).toBe('2026-12-04')
    expect(withPickUpDate(values, '2026-11-21').toDate).toBe('2026-11-25')
  })
})

describe('times of the search form', () => {
  it('offers every half hour of the day, on the clock of the language', () => {
    expect(timeValues('10:00')).toHaveLength(48)
    expect(timeValues('10:00').slice(0, 3)).toEqual(['00:00', '00:30', '01:00'])
    expect(timeChoices('10:00', 'en').find((c) => c.value === '18:30')?.label).toBe('6:30 PM')
    expect(timeChoices('10:00', 'fr').find((c) => c.value === '18:30')?.label).toBe('18:30')
    expect(timeChoices('10:00', 'es').find((c) => c.value === '09:00')?.label).toBe('09:00')
  })

  it('keeps a time between two half hours (from a shared link) in its place', () => {
    const values = timeValues('10:15')
    expect(values).toHaveLength(49)
    expect(values.slice(values.indexOf('10:00'), values.indexOf('10:00') + 3)).toEqual(['10:00', '10:15', '10:30'])
    expect(timeValues('')).toHaveLength(48)
    expect(timeValues('25:00')).toHaveLength(48)
  })
})
