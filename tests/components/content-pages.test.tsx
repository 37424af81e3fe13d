import { screen, within } from '@testing-library/react'
import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { languages } from '../../src/domain/enums'
import { loadAboutText } from '../../src/web/i18n/content/about'
import { loadFaqText } from '../../src/web/i18n/content/faq'
import { loadPrivacyText } from '../../src/web/i18n/content/privacy'
import { loadTosText } from '../../src/web/i18n/content/tos'
import { en, type MessageId } from '../../src/web/i18n/en'
import { makeConfig } from './support/fixtures'
import { http } from './support/handlers'
import { renderApp } from './support/render-app'
import { server } from './support/server'

const pages = [
  { path: '/about', title: 'About Keyturn', contents: null },
  { path: '/tos', title: 'Terms of Use', contents: 'On this page' },
  { path: '/privacy', title: 'Privacy policy', contents: 'On this page' },
  { path: '/faq', title: 'Frequently asked questions', contents: 'Topics' },
] as const

const main = () => screen.getByRole('main')
const headingLevels = () => within(main()).getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)))

describe('content pages', () => {
  it.each(pages)('$path: one h1, then headings that never skip a level', async ({ path, title }) => {
    await renderApp(path)
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible()
    const levels = headingLevels()
    expect(levels.filter((level) => level === 1)).toHaveLength(1)
    expect(levels[0]).toBe(1)
    for (const [index, level] of levels.entries()) if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1)
    expect(levels.length).toBeGreaterThan(3)
  })

  it.each(pages.filter((page) => page.contents))('$path: every table-of-contents link leads to its section', async ({ path, title, contents }) => {
    await renderApp(path)
    await screen.findByRole('heading', { level: 1, name: title })
    const toc = screen.getByRole('navigation', { name: contents! })
    const links = within(toc).getAllByRole('link')
    expect(links.length).toBeGreaterThanOrEqual(6)
    for (const link of links) {
      const id = link.getAttribute('href')!.replace(/^#/, '')
      const targets = document.querySelectorAll(`[id="${id}"]`)
      expect(targets, `#${id}`).toHaveLength(1)
      // the section the link names starts with a heading of the same name
      expect(within(targets[0] as HTMLElement).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(link.textContent)
    }
  })

  it('/about has no table of contents (it is short) and says how Keyturn earns', async () => {
    await renderApp('/about')
    await screen.findByRole('heading', { level: 1, name: 'About Keyturn' })
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull()
    expect(main()).toHaveTextContent('Keyturn adds a markup to the supplier’s price')
  })

  it('/tos quotes the configured minimum driver age, rental length and booking horizon', async () => {
    server.use(
      http.get('/api/config', ({ response }) =>
        response(200).json(makeConfig({ minimumDriverAge: 25, maximumRentalDays: 60, bookingHorizonDays: 180 })),
      ),
    )
    await renderApp('/tos')
    const drivers = await screen.findByRole('heading', { level: 2, name: 'Drivers: age and driver’s license' })
    expect(drivers.parentElement).toHaveTextContent('must be at least 25 years old on the day of pick-up')
    expect(main()).toHaveTextContent('A rental may last at most 60 days, and must end no more than 180 days from the day you book.')
    expect(main()).not.toHaveTextContent('at least 21 years old')
  })

  it('/tos states the cancellation terms of spec §9 and the three ways to pay', async () => {
    await renderApp('/tos')
    await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })
    expect(main()).toHaveTextContent('Cancelling 24 hours or more before pick-up may give a full refund; later cancellations may incur a fee.')
    expect(main()).toHaveTextContent('must be at least 21 years old')
    for (const way of ['Pay at the counter', 'Pay the deposit online', 'Pay in full online']) expect(within(main()).getByText(way)).toBeVisible()
  })

  it('/faq reconciles the two readings of the minimum age with the enforced one', async () => {
    server.use(http.get('/api/config', ({ response }) => response(200).json(makeConfig({ minimumDriverAge: 23 }))))
    await renderApp('/faq')
    const question = await screen.findByRole('heading', { level: 3, name: 'How old must I be to rent a car?' })
    const answer = question.parentElement!
    expect(answer).toHaveTextContent('every driver must be at least 23 years old')
    expect(answer).toHaveTextContent('the minimum age to rent a car is usually 18')
    expect(answer).toHaveTextContent('Keyturn requires 23')
  })

  it('/privacy says what is kept, never card numbers, and that children under 13 are not served', async () => {
    await renderApp('/privacy')
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })
    expect(main()).toHaveTextContent('We never receive or keep card numbers')
    expect(main()).toHaveTextContent('Keyturn does not serve children under 13')
    expect(screen.getByRole('heading', { level: 2, name: 'Your rights' })).toBeVisible()
  })

  it.each([
    ['/about?l=fr', 'À propos de Keyturn', 'Keyturn ajoute une marge au prix du loueur'],
    ['/tos?l=fr', 'Conditions d’utilisation', 'Le conducteur principal et tout conducteur supplémentaire doivent avoir au moins 21 ans'],
    ['/privacy?l=fr', 'Politique de confidentialité', 'Keyturn ne s’adresse pas aux enfants de moins de 13 ans'],
    ['/faq?l=fr', 'Questions fréquentes', 'Keyturn exige 21 ans'],
    ['/about?l=es', 'Acerca de Keyturn', 'Keyturn añade un margen al precio del proveedor'],
    ['/tos?l=es', 'Condiciones de uso', 'El conductor principal y cualquier conductor adicional deben tener al menos 21 años'],
    ['/privacy?l=es', 'Política de privacidad', 'Keyturn no presta servicio a menores de 13 años'],
    ['/faq?l=es', 'Preguntas frecuentes', 'Keyturn exige 21 años'],
  ])('%s is written in its language', async (path, title, sentence) => {
    await renderApp(path)
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible()
    expect(main()).toHaveTextContent(sentence)
  })

  it('links the pages to each other through the router', async () => {
    const { user } = await renderApp('/tos')
    await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })
    await user.click(within(main()).getByRole('link', { name: 'privacy policy' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible()
    expect(window.location.pathname).toBe('/privacy')
  })

  it('keeps the long texts out of the catalogue that loads with the first page', () => {
    const ids = Object.keys(en)
    expect(ids.filter((id) => /^(about|tos|privacy|faq)\./.test(id))).toEqual([])
  })

  it('every text formats without error in en, fr and es, and fr and es are translations, not English copies', async () => {
    const tag = (chunks: string[]) => chunks.join('')
    const values = { minimumAge: 21, maximumRentalDays: 90, bookingHorizonDays: 365, minimumPickUpHours: 1, minimumRentalHours: 1 }
    const tags = Object.fromEntries(['strong', 'homeLink', 'locationsLink', 'settingsLink', 'aboutLink', 'tosLink', 'privacyLink', 'faqLink', 'careLink', 'contactLink'].map((name) => [name, tag]))
    for (const load of [loadAboutText, loadTosText, loadPrivacyText, loadFaqText]) {
      const english = await load('en')
      for (const language of languages) {
        const text = await load(language)
        const errors: string[] = []
        const intl = createIntl({ locale: language, messages: { ...en, ...text }, onError: (error) => errors.push(error.message) })
        for (const id of Object.keys(english)) {
          const formatted = intl.formatMessage({ id: id as MessageId }, { ...values, ...tags })
          expect(formatted, id).not.toMatch(/[{}<>]/)
          // the same word in both languages ('Documents') is the one exception
          if (language !== 'en' && text[id] === english[id]) expect(text[id], `${language} ${id}`).toMatch(/^\p{L}+$/u)
        }
        expect(errors).toEqual([])
      }
    }
  })
})
