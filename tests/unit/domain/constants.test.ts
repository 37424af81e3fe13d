import { describe, expect, it } from 'vitest'
import {
  BOOKINGS_PAGE_SIZE,
  BOOKINGS_PAGE_SIZE_MOBILE,
  COUNTRY_LANGUAGE,
  STORAGE_KEYS,
  bookingsPageSizeFor,
  isMobileWidth,
  languages,
} from '../../../src/domain'

describe('constants of spec §9', () => {
  it('treats a width of 960 or less as mobile', () => {
    expect(isMobileWidth(960)).toBe(true)
    expect(isMobileWidth(320)).toBe(true)
    expect(isMobileWidth(961)).toBe(false)
  })

  it('pages bookings by 10 on mobile and 20 otherwise', () => {
    expect(bookingsPageSizeFor(960)).toBe(BOOKINGS_PAGE_SIZE_MOBILE)
    expect(bookingsPageSizeFor(1280)).toBe(BOOKINGS_PAGE_SIZE)
    expect([BOOKINGS_PAGE_SIZE_MOBILE, BOOKINGS_PAGE_SIZE]).toEqual([10, 20])
  })

  it('keeps the browser storage keys spelt as the spec spells them', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual([
      'bc-fe-user',
      'bc-fe-language',
      'bc-fe-currency',
      'bc-fe-stay-connected',
      'mode',
      'color-scheme',
    ])
  })

  it('maps countries only to supported languages', () => {
    for (const language of Object.values(COUNTRY_LANGUAGE)) expect(languages).toContain(language)
  })
})
