import { parseAst } from 'vite'
import { describe, expect, it } from 'vitest'
import { CATALOGUE_FILE, precompileCatalogue } from '../../build/precompile-messages'

// The production build ships pre-parsed messages, with no ICU parser in the browser.
function compile(code: string, language = 'en'): string {
  return precompileCatalogue(code, parseAst(code) as never, language, 'test.ts').toString()
}

describe('pre-parsed catalogues (the build without the ICU parser)', () => {
  it('replaces each message of an exported catalogue by its syntax tree, which formats as before', async () => {
    const code = compile(`export const messages = { 'a.plain': 'Find a car', 'a.count': \`{count, plural, one {# car} other {# cars}}\`, ...other }`)
    const tree = JSON.parse(/'a\.count': (\[.*\]), \.\.\.other/.exec(code)![1]!)
    expect(code).toContain(`'a.plain': [{"type":0,"value":"Find a car"}]`)
    const { IntlMessageFormat } = await import('intl-messageformat')
    expect(new IntlMessageFormat(tree, 'en').format({ count: 3 })).toBe('3 cars')
    expect(code).toContain('...other')
  })

  it('fails the build on a value that is not a plain string (it would throw unparsed in the browser)', () => {
    expect(() => compile("export const messages = { 'a.joined': 'Find ' + 'a car' }")).toThrow(/plain string/)
  })

  it('leaves other exports and the meta descriptions (plain text for <meta>) alone', () => {
    expect(compile("export const descriptions = { home: 'Rent a car' }")).toBe("export const descriptions = { home: 'Rent a car' }")
    expect(CATALOGUE_FILE.test('/w/src/web/i18n/search-form/fr.ts')).toBe(true)
    expect(CATALOGUE_FILE.test('/w/src/web/i18n/content/faq/es.ts')).toBe(true)
    expect(CATALOGUE_FILE.test('/w/src/web/i18n/meta-descriptions/en.ts')).toBe(false)
  })
})
