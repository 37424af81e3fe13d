import { describe, expect, it } from 'vitest'
import { isSupportedLanguage, languageForCountry, languageFromQuery } from '../../../src/domain'

describe('language helpers', () => {
  it('accepts only two-letter supported languages', () => {
    for (const ok of ['en', 'fr', 'es']) expect(isSupportedLanguage(ok)).toBe(true)
    for (const bad of ['de', 'EN', 'eng', 'e', '', null, undefined, 42, {}]) expect(isSupportedLanguage(bad)).toBe(false)
  })

  it('reads the l parameter of a query string', () => {
    expect(languageFromQuery('?l=fr&x=1')).toBe('fr')
    expect(languageFromQuery('x=1&l=es')).toBe('es')
    expect(languageFromQuery('?l=de')).toBeNull()
    expect(languageFromQuery('?lang=fr')).toBeNull()
    expect(languageFromQuery('')).toBeNull()
  })

  it('maps FR and MA to fr, US, GB and AU to en, anything else to en', () => {
    expect(languageForCountry('FR')).toBe('fr')
    expect(languageForCountry('MA')).toBe('fr')
    expect(languageForCountry('ma')).toBe('fr')
    for (const code of ['US', 'GB', 'AU']) expect(languageForCountry(code)).toBe('en')
    for (const code of ['ES', 'DE', '', 'toString', null]) expect(languageForCountry(code)).toBe('en')
  })
})
