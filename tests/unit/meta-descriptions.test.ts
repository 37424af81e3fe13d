import { describe, expect, it } from 'vitest'
import { languages } from '../../src/domain/enums'
import { appRoutes, type AppRouteName } from '../../src/domain/routes'
import { metaDescriptionOf } from '../../src/web/app/meta-description'
import { loadMetaDescriptions } from '../../src/web/i18n/meta-descriptions'

const routeNames = Object.keys(appRoutes) as AppRouteName[]

describe('meta descriptions', () => {
  it.each(languages)('%s: every route has its own description, of a length search engines show whole', async (language) => {
    const descriptions = await loadMetaDescriptions(language)
    for (const name of routeNames) {
      const description = descriptions[name]
      expect(description, `${language} ${name}`).toBeTypeOf('string')
      expect(description!.length, `${language} ${name}`).toBeGreaterThanOrEqual(40)
      expect(description!.length, `${language} ${name}`).toBeLessThanOrEqual(170)
    }
    const all = [...routeNames.map((name) => descriptions[name]), descriptions.notFound]
    expect(new Set(all).size).toBe(all.length)
  })

  it('French and Spanish are translations, not English copies', async () => {
    const [en, fr, es] = await Promise.all(languages.map(loadMetaDescriptions))
    for (const name of [...routeNames, 'notFound', 'default'] as const) {
      expect(fr![name], name).not.toBe(en![name])
      expect(es![name], name).not.toBe(en![name])
    }
  })

  it('picks the route of a path, and the not-found description for unknown paths and hidden suppliers', async () => {
    const en = await loadMetaDescriptions('en')
    expect(metaDescriptionOf(en, '/faq', false)).toBe(en.faq)
    expect(metaDescriptionOf(en, '/checkout-session/abc', false)).toBe(en.checkoutSession)
    expect(metaDescriptionOf(en, '/nowhere', false)).toBe(en.notFound)
    expect(metaDescriptionOf(en, '/suppliers', true)).toBe(en.notFound)
    expect(metaDescriptionOf(en, '/suppliers', false)).toBe(en.suppliers)
  })
})
