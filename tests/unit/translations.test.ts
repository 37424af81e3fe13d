// The French and Spanish texts are translations, not English left in place: for every catalogue
// (the app's areas, the content pages, the meta descriptions), a text whose fr or es value is the
// English one word for word is listed here, unless it is a name, an address or a code that every
// language writes alike. TypeScript already makes every fr/es catalogue carry every English key.
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../src/web/i18n')
/** Folders holding en.ts, fr.ts and es.ts, at any depth. */
function catalogueFolders(folder: string): string[] {
  const entries = readdirSync(folder)
  const own = ['en.ts', 'fr.ts', 'es.ts'].every((file) => entries.includes(file)) ? [folder] : []
  return [...own, ...entries.filter((entry) => statSync(path.join(folder, entry)).isDirectory()).flatMap((entry) => catalogueFolders(path.join(folder, entry)))]
}

/** Texts alike in every language: brand and product names (Android Auto, Apple CarPlay), e-mail addresses, codes, placeholders only. */
const sameInEveryLanguage = (text: string) =>
  !/[a-zà-ÿ]{3,}\s+[a-zà-ÿ]{3,}/i.test(text.replace(/\{[^}]*\}/g, '').replace(/\S+@\S+/g, '')) || /^(Keyturn|Stripe|PayPal|Google|Facebook|Apple|Android Auto)\b/.test(text)

describe('translations', () => {
  const folders = catalogueFolders(root).filter((folder) => folder !== root)
  it('finds the catalogues', () => {
    expect(folders.length).toBeGreaterThan(15)
  })

  for (const folder of folders) {
    it(`${path.relative(root, folder)}: fr and es are written, not copied from en`, async () => {
      // a catalogue module exports its texts as `messages` (or `descriptions` for the meta descriptions)
      const load = async (language: string) => {
        const module = (await import(path.join(folder, `${language}.ts`))) as Record<string, Record<string, unknown>>
        return module.messages ?? module.descriptions!
      }
      const [en, fr, es] = await Promise.all(['en', 'fr', 'es'].map(load))
      const copied = Object.entries(en!).flatMap(([key, text]) =>
        typeof text !== 'string' || sameInEveryLanguage(text) ? [] : [fr![key] === text ? `fr ${key}` : null, es![key] === text ? `es ${key}` : null].filter(Boolean),
      )
      expect(copied).toEqual([])
    })
  }
})
