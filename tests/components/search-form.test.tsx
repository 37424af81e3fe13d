// The search form (home hero and results page): type-ahead over a double of the locations API,
// the same-location switch, the rules of spec §5 with their plural messages, and the URL it opens.
import { Suspense } from 'react'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it, vi } from 'vitest'
import type { components } from '../../openapi/schema'
import { ConfigProvider } from '../../src/web/app/config-context'
import { LanguageProvider } from '../../src/web/app/language-context'
import { SearchForm, type SearchFormProps } from '../../src/web/components/search-form/SearchForm'
import { makeConfig } from './support/fixtures'
import { http } from './support/handlers'
import { renderApp } from './support/render-app'
import { serveSearch } from './support/search-doubles'
import { inRuntimeZone } from './support/runtime-zone'
import { server } from './support/server'

type Location = components['schemas']['Location']

const ZONES: Record<string, string> = { FR: 'Europe/Paris', ES: 'Europe/Madrid', MA: 'Africa/Casablanca' }
const place = (id: number, name: string, countryName: string, countryCode: string): Location => ({
  id: `00000000-0000-4000-8000-0000000010${String(id).padStart(2, '0')}`,
  name,
  countryId: `00000000-0000-4000-8000-0000000020${countryCode === 'FR' ? '01' : '02'}`,
  countryName,
  countryCode,
  latitude: 45,
  longitude: 2,
  timeZone: ZONES[countryCode]!,
})
const orly = place(1, 'Paris Orly Airport', 'France', 'FR')
const lyon = place(2, 'Lyon Part-Dieu', 'France', 'FR')
const madrid = place(3, 'Madrid Barajas', 'Spain', 'ES')
const places = [orly, lyon, madrid]

/** An option's name: the place, then its country ("Paris Orly Airport, France"), no space before the comma. */
const option = (location: Location) => `${location.name}, ${location.countryName}`

/** The locations API double: names and countries matched by keyword; records the keywords asked. */
function serveLocations() {
  const keywords: string[] = []
  server.use(
    http.get('/api/locations/{page}/{size}/{language}', ({ query, response }) => {
      const keyword = (query.get('s') ?? '').toLowerCase()
      keywords.push(keyword)
      const rows = places.filter((p) => `${p.name} ${p.countryName}`.toLowerCase().includes(keyword))
      return response(200).json({ total: rows.length, rows })
    }),
    http.get('/api/location/{id}/{language}', ({ params, response }) => {
      const found = places.find((p) => p.id === params.id)
      return found ? response(200).json(found) : response(404).json({ code: 'NOT_FOUND', message: 'Not found' })
    }),
  )
  return keywords
}

/** The form alone with the app's configuration and language (from the API doubles). */
async function renderForm(props: SearchFormProps = {}) {
  const user = userEvent.setup()
  render(
    <ConfigProvider>
      <LanguageProvider>
        {/* As in the app (the hero's and the routes' boundaries): the form waits for its texts. */}
        <Suspense fallback={null}>
          <SearchForm {...props} />
        </Suspense>
      </LanguageProvider>
    </ConfigProvider>,
  )
  await screen.findByRole('search')
  return { user }
}

async function choosePlace(user: ReturnType<typeof userEvent.setup>, label: string, keyword: string, wanted: Location) {
  const input = screen.getByRole('combobox', { name: label })
  await user.clear(input)
  await user.type(input, keyword)
  await screen.findByRole('option', { name: option(wanted) })
  await user.keyboard('{ArrowDown}')
  // Move down until the wanted place is highlighted, then take it with Enter.
  for (let step = 0; step < places.length && !screen.getByRole('option', { name: option(wanted) }).hasAttribute('data-highlighted'); step++)
    await user.keyboard('{ArrowDown}')
  await user.keyboard('{Enter}')
}

async function typeDate(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByRole('textbox', { name: label })
  await user.clear(input)
  await user.type(input, `${text}{Enter}`)
}

/** Picks a time in the time select by its label on the language's clock ('9:30 AM', '18:00'). */
async function chooseTime(user: ReturnType<typeof userEvent.setup>, label: string, time: string) {
  await user.click(screen.getByRole('combobox', { name: label }))
  await user.click(await screen.findByRole('option', { name: time }))
}

/** The half hour at or before now: the latest time the select offers that is not ahead of now. */
const halfHourBefore = (time: Temporal.PlainTime) => time.round({ smallestUnit: 'minute', roundingIncrement: 30, roundingMode: 'floor' })
const enClock = (time: Temporal.PlainTime) => time.toLocaleString('en', { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' })

const today = () => Temporal.Now.plainDateISO()
/** Now on the clock of a place of `timeZone`. */
const nowAt = (timeZone: string) => Temporal.Now.plainDateTimeISO(timeZone)

/** Year first: the date order every language of the form reads. */
const yearFirst = (date: Temporal.PlainDate) => date.toString().replaceAll('-', '/')
const usDate = (date: Temporal.PlainDate) =>
  `${String(date.month).padStart(2, '0')}/${String(date.day).padStart(2, '0')}/${date.year}`

describe('search form', () => {
  it('has every field, labelled with its accessible name, and sensible defaults', async () => {
    await renderForm()
    const form = screen.getByRole('search', { name: 'Find a car' })
    expect(within(form).getByRole('combobox', { name: 'Pick-up location' })).toHaveValue('')
    expect(within(form).getByRole('checkbox', { name: 'Return to same location' })).toBeChecked()
    expect(within(form).queryByRole('combobox', { name: 'Drop-off location' })).not.toBeInTheDocument()
    const tomorrow = today().add({ days: 1 })
    expect(within(form).getByRole('textbox', { name: 'Pick-up date' })).toHaveValue(usDate(tomorrow))
    expect(within(form).getByRole('combobox', { name: 'Pick-up time' })).toHaveTextContent('10:00 AM')
    expect(within(form).getByRole('textbox', { name: 'Drop-off date' })).toHaveValue(usDate(tomorrow.add({ days: 3 })))
    expect(within(form).getByRole('combobox', { name: 'Drop-off time' })).toHaveTextContent('10:00 AM')
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit')
  })

  it('suggests places as the visitor types, with their country, and takes one with the keyboard', async () => {
    const keywords = serveLocations()
    const { user } = await renderForm()
    const input = screen.getByRole('combobox', { name: 'Pick-up location' })
    // A click shows the first places; typing narrows them.
    await user.click(input)
    const listbox = await screen.findByRole('listbox')
    expect(await within(listbox).findByRole('option', { name: option(madrid) })).toBeVisible()
    await user.type(input, 'fra')
    expect(await within(listbox).findByRole('option', { name: option(orly) })).toBeVisible()
    expect(within(listbox).queryByRole('option', { name: option(madrid) })).not.toBeInTheDocument()
    expect(within(listbox).getByRole('option', { name: option(lyon) })).toBeVisible()
    // Debounced: one request for the word, not one per key.
    expect(keywords).toEqual(['', 'fra'])

    // Nothing is pre-highlighted: the first ArrowDown lands on the first suggestion, the next on the second.
    const highlighted = () => within(listbox).getAllByRole('option').find((o) => o.hasAttribute('data-highlighted'))
    expect(highlighted()).toBeUndefined()
    await user.keyboard('{ArrowDown}')
    expect(highlighted()).toHaveAccessibleName(option(orly))
    await user.keyboard('{ArrowDown}')
    expect(highlighted()).toHaveAccessibleName(option(lyon))
    await user.keyboard('{Enter}')
    expect(input).toHaveValue('Lyon Part-Dieu')
    expect(screen.queryByRole('option')).not.toBeInTheDocument()
  })

  it("never offers the suggestions of older words: busy until the new ones arrive, then ArrowDown and Enter take the first", async () => {
    const lyonAirport = place(4, 'Lyon Saint-Exupéry Airport', 'France', 'FR')
    const gareDeLyon = place(5, 'Paris Gare de Lyon Station', 'France', 'FR')
    const agadir = place(6, 'Agadir Al Massira Airport', 'Morocco', 'MA')
    let answerLyon = () => {}
    const lyonAnswered = new Promise<void>((resolve) => (answerLyon = resolve))
    server.use(
      http.get('/api/locations/{page}/{size}/{language}', async ({ query, response }) => {
        const keyword = query.get('s') ?? ''
        // The answer for the typed words waits until the test lets it through.
        if (keyword !== '') await lyonAnswered
        const rows = keyword === '' ? [agadir, gareDeLyon, lyonAirport] : [lyonAirport, gareDeLyon]
        return response(200).json({ total: rows.length, rows })
      }),
    )
    const { user } = await renderForm()
    const input = screen.getByRole('combobox', { name: 'Pick-up location' })
    await user.click(input)
    const listbox = await screen.findByRole('listbox')
    expect(await within(listbox).findByRole('option', { name: option(agadir) })).toBeVisible()

    await user.type(input, 'Lyon')
    // The alphabetical list is gone at once: the list says it is searching and has nothing to pick.
    expect(within(listbox).queryByRole('option')).not.toBeInTheDocument()
    expect(listbox).toHaveAttribute('aria-busy', 'true')
    expect(within(listbox).getByText('Searching locations…')).toBeVisible()
    await user.keyboard('{Enter}')
    expect(input).toHaveValue('Lyon')
    expect(within(listbox).queryByRole('option')).not.toBeInTheDocument()

    answerLyon()
    expect(await within(listbox).findByRole('option', { name: option(lyonAirport) })).toBeVisible()
    expect(listbox).toHaveAttribute('aria-busy', 'false')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(input).toHaveValue('Lyon Saint-Exupéry Airport')
  })

  it('takes one Tab stop per field, from the pick-up place to Search', async () => {
    const { user } = await renderForm()
    screen.getByRole('combobox', { name: 'Pick-up location' }).focus()
    const search = screen.getByRole('button', { name: 'Search' })
    const stops: Element[] = []
    for (let tab = 0; tab < 12 && document.activeElement !== search; tab++) {
      await user.tab()
      stops.push(document.activeElement!)
    }
    const names = ['Return to same location', 'Pick-up date', 'Pick-up time', 'Drop-off date', 'Drop-off time', 'Search']
    expect(stops).toHaveLength(names.length)
    stops.forEach((stop, index) => expect(stop).toHaveAccessibleName(names[index]))
  })

  it('opens the calendar from the date with ArrowDown, and the arrow keys pick a day', async () => {
    const { user } = await renderForm()
    const date = screen.getByRole('textbox', { name: 'Pick-up date' })
    await user.click(date)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('grid')).not.toBeInTheDocument()
    await user.keyboard('{ArrowDown}')
    const [calendar] = await screen.findAllByRole('grid')
    await waitFor(() => expect(calendar!.contains(document.activeElement)).toBe(true))
    await user.keyboard('{ArrowRight}{Enter}')
    expect(date).toHaveValue(usDate(today().add({ days: 2 })))
  })

  it('shows two months on a wide screen with the trip marked, from the pick-up day to the drop-off day', async () => {
    const { user } = await renderForm()
    const pickUp = today().add({ days: 1 })
    const dropOff = pickUp.add({ days: 3 })
    // the pick-up calendar opens on the pick-up's month: the trip's days are in it or the next
    await user.click(screen.getByRole('textbox', { name: 'Pick-up date' }))
    await user.keyboard('{ArrowDown}')
    const grids = await screen.findAllByRole('grid')
    expect(grids).toHaveLength(2)
    const month = (date: Temporal.PlainDate) => date.toLocaleString('en-US', { month: 'long', year: 'numeric' })
    expect(screen.getByText(month(pickUp))).toBeVisible()
    expect(screen.getByText(month(pickUp.add({ months: 1 })))).toBeVisible()
    /** Where each of the days shown stands in the trip (a day outside its month is shown twice). */
    const tripOf = (date: Temporal.PlainDate) => {
      const name = new RegExp(date.toLocaleString('en-US', { month: 'long', day: 'numeric', year: 'numeric' }))
      return [...new Set(screen.getAllByRole('button', { name }).map((day) => day.getAttribute('data-trip')))]
    }
    expect(tripOf(pickUp)).toEqual(['start'])
    expect(tripOf(pickUp.add({ days: 1 }))).toEqual(['between'])
    expect(tripOf(pickUp.add({ days: 2 }))).toEqual(['between'])
    expect(tripOf(dropOff)).toEqual(['end'])
    expect(tripOf(dropOff.add({ days: 1 }))).toEqual([null])
  })

  it('shows one month on a phone', async () => {
    const wide = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
    )
    const { user } = await renderForm()
    await user.click(screen.getByRole('textbox', { name: 'Pick-up date' }))
    await user.keyboard('{ArrowDown}')
    expect(await screen.findAllByRole('grid')).toHaveLength(1)
    wide.mockRestore()
  })

  it('reads times on the clock of the language: 12-hour in English, 24-hour in French and Spanish', async () => {
    for (const [language, label, choice, shown] of [
      ['en', 'Pick-up time', '6:30 PM', '6:30 PM'],
      ['fr', 'Heure de prise en charge', '18:30', '18:30'],
      ['es', 'Hora de recogida', '18:30', '18:30'],
    ] as const) {
      localStorage.setItem('bc-fe-language', language)
      const { user } = await renderForm()
      const time = await screen.findByRole('combobox', { name: label })
      expect(time).toHaveTextContent(language === 'en' ? '10:00 AM' : '10:00')
      if (language !== 'en') expect(time).not.toHaveTextContent(/AM|PM/)
      await chooseTime(user, label, choice)
      expect(time).toHaveTextContent(shown)
      cleanup()
    }
  })

  it('says when no place matches', async () => {
    serveLocations()
    const { user } = await renderForm()
    await user.type(screen.getByRole('combobox', { name: 'Pick-up location' }), 'zzz')
    expect(await screen.findByText('No location matches this search')).toBeVisible()
  })

  it('turning off "Return to same location" shows the drop-off place, and submitting opens /search with both', async () => {
    serveLocations()
    const { user } = await renderForm()
    await choosePlace(user, 'Pick-up location', 'orly', orly)
    await user.click(screen.getByRole('checkbox', { name: 'Return to same location' }))
    expect(screen.getByRole('checkbox', { name: 'Return to same location' })).not.toBeChecked()
    await choosePlace(user, 'Drop-off location', 'madrid', madrid)
    const year = today().year + 1
    await typeDate(user, 'Pick-up date', `${year}/03/10`)
    await chooseTime(user, 'Pick-up time', '9:30 AM')
    await typeDate(user, 'Drop-off date', `03/14/${year}`)
    await chooseTime(user, 'Drop-off time', '6:00 PM')
    expect(screen.getByRole('textbox', { name: 'Pick-up date' })).toHaveValue(`03/10/${year}`)
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(window.location.pathname).toBe('/search')
    expect(window.location.search).toBe(`?pickUp=${orly.id}&dropOff=${madrid.id}&from=${year}-03-10T09:30&to=${year}-03-14T18:00`)
  })

  it('returns the car where it was picked up by default', async () => {
    serveLocations()
    const { user } = await renderForm()
    await choosePlace(user, 'Pick-up location', 'lyon', lyon)
    await user.click(screen.getByRole('button', { name: 'Search' }))
    const tomorrow = today().add({ days: 1 })
    expect(window.location.search).toBe(
      `?pickUp=${lyon.id}&dropOff=${lyon.id}&from=${tomorrow}T10:00&to=${tomorrow.add({ days: 3 })}T10:00`,
    )
  })

  it('asks for a place, shown inline, announced with the field, and focuses it', async () => {
    const { user } = await renderForm()
    await user.click(screen.getByRole('button', { name: 'Search' }))
    const input = screen.getByRole('combobox', { name: 'Pick-up location' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Please choose a pick-up location')
    expect(input).toHaveFocus()
    expect(window.location.pathname).toBe('/')
  })

  it('asks for a drop-off place when it is separate', async () => {
    serveLocations()
    const { user } = await renderForm()
    await choosePlace(user, 'Pick-up location', 'orly', orly)
    await user.click(screen.getByRole('checkbox', { name: 'Return to same location' }))
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(screen.getByRole('combobox', { name: 'Drop-off location' })).toHaveAccessibleDescription('Please choose a drop-off location')
  })

  it('keeps a place typed without choosing it from the list, and flags it at Search instead of wiping it', async () => {
    serveLocations()
    const { user } = await renderForm()
    const input = screen.getByRole('combobox', { name: 'Pick-up location' })
    await user.type(input, 'zzz')
    expect(await screen.findByText('No location matches this search')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(input).toHaveValue('zzz')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Choose a place from the list')
    expect(input).toHaveFocus()
    expect(window.location.pathname).toBe('/')

    // A place chosen, then its name edited into something else: not searched with the old place.
    await choosePlace(user, 'Pick-up location', 'lyon', lyon)
    expect(input).not.toHaveAttribute('aria-invalid')
    await user.type(input, 'xx')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(input).toHaveValue(`${lyon.name}xx`)
    expect(input).toHaveAccessibleDescription('Choose a place from the list')
    expect(window.location.pathname).toBe('/')
  })

  it('says, next to the field, when a typed date was corrected: a past pick-up to today, a drop-off before the pick-up to the pick-up', async () => {
    const { user } = await renderForm()
    const pickUpDate = screen.getByRole('textbox', { name: 'Pick-up date' })
    await typeDate(user, 'Pick-up date', yearFirst(today().subtract({ days: 3 })))
    expect(pickUpDate).toHaveValue(usDate(today()))
    const pickUpNote = screen.getByText('The pick-up date was in the past; we set it to today')
    expect(pickUpNote).toBeVisible()
    expect(pickUpNote).toHaveAttribute('aria-live', 'polite')
    expect(pickUpDate).toHaveAccessibleDescription(expect.stringContaining('The pick-up date was in the past; we set it to today'))

    const later = today().add({ days: 5 })
    await typeDate(user, 'Pick-up date', yearFirst(later))
    expect(screen.queryByText('The pick-up date was in the past; we set it to today')).toBeNull()
    await typeDate(user, 'Drop-off date', yearFirst(later.subtract({ days: 2 })))
    expect(screen.getByRole('textbox', { name: 'Drop-off date' })).toHaveValue(usDate(later))
    expect(screen.getByText('The drop-off date was before the pick-up; we set it to the pick-up date')).toBeVisible()
    await typeDate(user, 'Drop-off date', yearFirst(later.add({ days: 2 })))
    expect(screen.queryByText('The drop-off date was before the pick-up; we set it to the pick-up date')).toBeNull()
  })

  it('says the corrections in French and Spanish too', async () => {
    for (const [language, label, note] of [
      ['fr', 'Date de prise en charge', 'La date de prise en charge était passée ; nous l’avons remplacée par aujourd’hui'],
      ['es', 'Fecha de recogida', 'La fecha de recogida ya había pasado; la hemos cambiado por hoy'],
    ] as const) {
      localStorage.setItem('bc-fe-language', language)
      const { user } = await renderForm()
      await screen.findByRole('textbox', { name: label })
      await typeDate(user, label, yearFirst(today().subtract({ days: 3 })))
      expect(screen.getByText(note)).toBeVisible()
      cleanup()
    }
  })

  it('applies the minimum pick-up and rental hours with plural forms, and clears the message once fixed', async () => {
    serveLocations()
    const { user } = await renderForm()
    await choosePlace(user, 'Pick-up location', 'orly', orly)
    // Now (to the minute) at Orly is less than one hour ahead.
    const now = nowAt(orly.timeZone)
    await typeDate(user, 'Pick-up date', yearFirst(now.toPlainDate()))
    await chooseTime(user, 'Pick-up time', enClock(halfHourBefore(now.toPlainTime())))
    await user.click(screen.getByRole('button', { name: 'Search' }))
    const pickUpDate = screen.getByRole('textbox', { name: 'Pick-up date' })
    expect(pickUpDate).toHaveAccessibleDescription('The pick-up must be at least 1 hour from now Times at the pick-up place')
    expect(screen.getByRole('combobox', { name: 'Pick-up time' })).toHaveAttribute('aria-invalid', 'true')
    expect(pickUpDate).toHaveFocus()

    // Fixed: the message goes; a drop-off before the pick-up gets its own.
    const later = today().add({ days: 5 })
    await typeDate(user, 'Pick-up date', yearFirst(later))
    await chooseTime(user, 'Pick-up time', '10:00 AM')
    await typeDate(user, 'Drop-off date', yearFirst(later))
    await chooseTime(user, 'Drop-off time', '10:30 AM')
    expect(pickUpDate).not.toHaveAttribute('aria-invalid')
    expect(pickUpDate).toHaveAccessibleDescription('Times at the pick-up place')
    expect(screen.getByRole('textbox', { name: 'Drop-off date' })).toHaveAccessibleDescription('The drop-off must be at least 1 hour after the pick-up')
    expect(window.location.pathname).toBe('/')
  })

  it('names the configured number of hours, in plural', async () => {
    serveLocations()
    server.use(http.get('/api/config', ({ response }) => response(200).json(makeConfig({ minimumPickUpHours: 3, minimumRentalHours: 2 }))))
    const { user } = await renderForm()
    await choosePlace(user, 'Pick-up location', 'orly', orly)
    const now = nowAt(orly.timeZone)
    await typeDate(user, 'Pick-up date', yearFirst(now.toPlainDate()))
    await chooseTime(user, 'Pick-up time', enClock(halfHourBefore(now.toPlainTime())))
    await typeDate(user, 'Drop-off date', yearFirst(now.toPlainDate()))
    await chooseTime(user, 'Drop-off time', enClock(halfHourBefore(now.toPlainTime())))
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(screen.getByRole('textbox', { name: 'Pick-up date' })).toHaveAccessibleDescription('The pick-up must be at least 3 hours from now Times at the pick-up place')
    expect(screen.getByRole('textbox', { name: 'Drop-off date' })).toHaveAccessibleDescription('The drop-off must be at least 2 hours after the pick-up')
  })

  it.each([
    ['fr', 1, 'La prise en charge doit avoir lieu dans 1 heure au moins Heures du lieu de prise en charge'],
    ['fr', 2, 'La prise en charge doit avoir lieu dans 2 heures au moins Heures du lieu de prise en charge'],
    ['es', 1, 'La recogida debe ser dentro de 1 hora como mínimo Horas del lugar de recogida'],
    ['es', 4, 'La recogida debe ser dentro de 4 horas como mínimo Horas del lugar de recogida'],
  ])('speaks %s with plural forms (%i)', async (language, hours, message) => {
    serveLocations()
    localStorage.setItem('bc-fe-language', language)
    server.use(http.get('/api/config', ({ response }) => response(200).json(makeConfig({ minimumPickUpHours: hours }))))
    const { user } = await renderForm()
    const now = Temporal.Now.plainDateTimeISO()
    const [dateLabel, timeLabel, submit] =
      language === 'fr' ? ['Date de prise en charge', 'Heure de prise en charge', 'Rechercher'] : ['Fecha de recogida', 'Hora de recogida', 'Buscar']
    await typeDate(user, dateLabel, yearFirst(now.toPlainDate()))
    // French and Spanish read a 24-hour clock: '09:30', '18:00'.
    await chooseTime(user, timeLabel, halfHourBefore(now.toPlainTime()).toString({ smallestUnit: 'minute' }))
    await user.click(screen.getByRole('button', { name: submit }))
    expect(screen.getByRole('textbox', { name: dateLabel })).toHaveAccessibleDescription(message)
  })

  it('shows given criteria with the places by name, and hands valid criteria and the places’ zones to onSubmit', async () => {
    serveLocations()
    const onSubmit = vi.fn()
    // Within the booking horizon: two months ahead.
    const day = today().add({ months: 2 })
    const criteria = { pickUpLocation: orly.id, dropOffLocation: lyon.id, from: `${day}T08:00`, to: `${day.add({ days: 2 })}T20:30` }
    const { user } = await renderForm({ initialCriteria: criteria, onSubmit })
    expect(await screen.findByDisplayValue('Paris Orly Airport')).toBe(screen.getByRole('combobox', { name: 'Pick-up location' }))
    expect(await screen.findByDisplayValue('Lyon Part-Dieu')).toBe(screen.getByRole('combobox', { name: 'Drop-off location' }))
    expect(screen.getByRole('checkbox', { name: 'Return to same location' })).not.toBeChecked()
    expect(screen.getByRole('textbox', { name: 'Pick-up date' })).toHaveValue(usDate(day))
    expect(screen.getByRole('combobox', { name: 'Drop-off time' })).toHaveTextContent('8:30 PM')
    await chooseTime(user, 'Drop-off time', '9:00 PM')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(onSubmit).toHaveBeenCalledWith({ ...criteria, to: `${day.add({ days: 2 })}T21:00` }, { [orly.id]: 'Europe/Paris', [lyon.id]: 'Europe/Paris' })
    expect(window.location.pathname).toBe('/')
  })

  it.each([
    ['en', ['Pick-up date', 'Pick-up time'], 'Times at the pick-up place', 'Time at the pick-up place', ['Drop-off date', 'Drop-off time'], 'Time at the drop-off place', 'Return to same location'],
    ['fr', ['Date de prise en charge', 'Heure de prise en charge'], 'Heures du lieu de prise en charge', 'Heure du lieu de prise en charge', ['Date de restitution', 'Heure de restitution'], 'Heure du lieu de restitution', 'Restituer au même endroit'],
    ['es', ['Fecha de recogida', 'Hora de recogida'], 'Horas del lugar de recogida', 'Hora del lugar de recogida', ['Fecha de devolución', 'Hora de devolución'], 'Hora del lugar de devolución', 'Devolver en el mismo lugar'],
  ] as const)('says whose clock the times are read on (%s), once for one place, each for two', async (language, pickUpFields, bothHint, pickUpHint, dropOffFields, dropOffHint, samePlace) => {
    localStorage.setItem('bc-fe-language', language)
    const { user } = await renderForm()
    const [pickUpDate, pickUpTime] = pickUpFields
    const [dropOffDate, dropOffTime] = dropOffFields
    // returned where it was taken: one line for both times
    expect(await screen.findByText(bothHint)).toBeVisible()
    expect(screen.getByRole('textbox', { name: pickUpDate })).toHaveAccessibleDescription(bothHint)
    expect(screen.getByRole('combobox', { name: pickUpTime })).toHaveAccessibleDescription(bothHint)
    expect(screen.getByRole('textbox', { name: dropOffDate })).toHaveAccessibleDescription('')
    // another drop-off place: each time says its own place
    await user.click(screen.getByRole('checkbox', { name: samePlace }))
    expect(await screen.findByText(pickUpHint)).toBeVisible()
    expect(screen.getByText(dropOffHint)).toBeVisible()
    expect(screen.getByRole('textbox', { name: pickUpDate })).toHaveAccessibleDescription(pickUpHint)
    expect(screen.getByRole('combobox', { name: pickUpTime })).toHaveAccessibleDescription(pickUpHint)
    expect(screen.getByRole('textbox', { name: dropOffDate })).toHaveAccessibleDescription(dropOffHint)
    expect(screen.getByRole('combobox', { name: dropOffTime })).toHaveAccessibleDescription(dropOffHint)
  })

  it('judges the times on the chosen place’s clock, not the visitor’s', () =>
    // Madrid is 9 hours ahead of Los Angeles: a time just past in Madrid is hours ahead in Los Angeles.
    inRuntimeZone('America/Los_Angeles', async () => {
      serveLocations()
      const { user } = await renderForm()
      await choosePlace(user, 'Pick-up location', 'madrid', madrid)
      const now = nowAt(madrid.timeZone)
      await typeDate(user, 'Pick-up date', yearFirst(now.toPlainDate()))
      await chooseTime(user, 'Pick-up time', enClock(halfHourBefore(now.toPlainTime())))
      await user.click(screen.getByRole('button', { name: 'Search' }))
      expect(screen.getByRole('textbox', { name: 'Pick-up date' })).toHaveAccessibleDescription('The pick-up must be at least 1 hour from now Times at the pick-up place')
      expect(window.location.pathname).toBe('/')

      // two days later at the same time: searched, with the wall time as chosen
      const later = now.toPlainDate().add({ days: 2 })
      await typeDate(user, 'Pick-up date', yearFirst(later))
      await typeDate(user, 'Drop-off date', yearFirst(later.add({ days: 3 })))
      await user.click(screen.getByRole('button', { name: 'Search' }))
      expect(window.location.pathname).toBe('/search')
      expect(new URLSearchParams(window.location.search).get('from')).toBe(`${later}T${halfHourBefore(now.toPlainTime()).toString({ smallestUnit: 'minute' })}`)
    }),
  )

  it('the results page opened from the home form judges the search on the chosen place’s clock too', () =>
    // Tokyo is 8 hours ahead of Paris: two hours from now in Paris is hours past in Tokyo.
    inRuntimeZone('Asia/Tokyo', async () => {
      serveLocations()
      const search = serveSearch()
      const { user } = await renderApp('/')
      await screen.findByRole('search', { name: 'Find a car' })
      await choosePlace(user, 'Pick-up location', 'orly', orly)
      const pickUp = nowAt(orly.timeZone).add({ hours: 2 }).round({ smallestUnit: 'minute', roundingIncrement: 30, roundingMode: 'ceil' })
      await typeDate(user, 'Pick-up date', yearFirst(pickUp.toPlainDate()))
      await chooseTime(user, 'Pick-up time', enClock(pickUp.toPlainTime()))
      await typeDate(user, 'Drop-off date', yearFirst(pickUp.toPlainDate().add({ days: 3 })))
      await user.click(screen.getByRole('button', { name: 'Search' }))
      expect(window.location.pathname).toBe('/search')
      // searched, not turned down as a time already past
      await waitFor(() => expect(search.searches).toHaveLength(1))
      expect(search.last().body).toMatchObject({ pickUpLocation: orly.id, from: pickUp.toString({ smallestUnit: 'minute' }) })
    }),
  )

  it('is the first thing of the home page hero, in place of the old call to action', async () => {
    await renderApp('/')
    const hero = await screen.findByRole('region', { name: 'Find the right car for every trip' })
    expect(within(hero).getByRole('search', { name: 'Find a car' })).toBeVisible()
    expect(within(hero).queryByRole('link', { name: 'Browse destinations' })).not.toBeInTheDocument()
  })
})
