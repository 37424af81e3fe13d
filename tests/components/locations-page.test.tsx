import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { defaultRentalPeriod, searchFromLocationPath } from '../../src/web/pages/locations/search-from-location'
import { countriesByLanguage } from './support/fixtures'
import { http } from './support/handlers'
import { renderApp } from './support/render-app'
import { server } from './support/server'

// Every location of the fixtures, as GET /api/locations-with-position/{language} answers,
// spread on a diagonal far enough apart for each to get its own marker.
const locationsOf = (language: string) =>
  (countriesByLanguage[language] ?? [])
    .flatMap((country) => country.locations)
    .map((location, index) => ({ ...location, latitude: -40 + index * 8, longitude: -160 + index * 32 }))
const allLocations = locationsOf('en')
const paris = allLocations.find((location) => location.name === 'Paris Orly Airport')!

// A fixed "now" (local time) gives fixed default dates: tomorrow 10:00 to three days later.
const NOW = new Date(2026, 2, 10, 15, 30)
const parisSearch = `/search?pickUp=${paris.id}&dropOff=${paris.id}&from=2026-03-11T10:00&to=2026-03-14T10:00`

beforeEach(() => {
  // happy-dom has no layout: give the map container a size so that fitting the bounds gives a real zoom.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800)
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(560)
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  server.use(
    http.get('/api/locations-with-position/{language}', ({ params, response }) => response(200).json(locationsOf(params.language))),
  )
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

// The map is a lazy chunk (Leaflet): the first import in a test run takes a while.
const findMap = () => screen.findByRole('region', { name: 'Map of the rental locations' }, { timeout: 10_000 })

describe('default search from a location', () => {
  it('runs from tomorrow 10:00 to three days later, across month ends', () => {
    expect(defaultRentalPeriod(new Date(2026, 0, 31, 23, 59))).toEqual({ from: '2026-02-01T10:00', to: '2026-02-04T10:00' })
    expect(defaultRentalPeriod(new Date(2026, 11, 30, 8, 0))).toEqual({ from: '2026-12-31T10:00', to: '2027-01-03T10:00' })
    expect(searchFromLocationPath('abc', NOW)).toBe('/search?pickUp=abc&dropOff=abc&from=2026-03-11T10:00&to=2026-03-14T10:00')
  })
})

describe('locations page', () => {
  // Leaflet's chunk is compiled on its first import in a test run (seconds on a busy machine): once, before the tests.
  beforeAll(() => import('../../src/web/pages/locations/LocationsMap'), 30_000)

  it('lists every location by country, each linking to a search from there', async () => {
    await renderApp('/locations')
    expect(await screen.findByRole('heading', { level: 1, name: 'Rental locations' })).toBeVisible()
    const list = await screen.findByRole('region', { name: 'All locations by country' })
    expect(within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['France', 'Morocco', 'Spain'])
    expect(within(list).getAllByRole('link')).toHaveLength(allLocations.length)
    const france = within(list).getByRole('region', { name: 'France' })
    expect(within(france).getByText('4 locations')).toBeVisible()
    expect(within(france).getByRole('link', { name: 'Paris Orly Airport' })).toHaveAttribute('href', parisSearch)
    expect(screen.getByText(/11 locations in 3 countries/)).toBeVisible()
  })

  it('shows one keyboard-focusable, named marker per location on a labelled map', async () => {
    await renderApp('/locations')
    const map = await findMap()
    for (const location of allLocations) {
      const marker = within(map).getByRole('button', { name: location.name })
      expect(marker).toHaveAttribute('tabindex', '0')
    }
    expect(within(map).getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright')
  })

  it('opens a marker popup with Enter or Space, focused on "Search from here"; closing it (button or Escape) returns focus', async () => {
    const { user } = await renderApp('/locations')
    const map = await findMap()
    const parisMarker = within(map).getByRole('button', { name: 'Paris Orly Airport' })
    parisMarker.focus()
    // Leaflet reads keyCode, which user-event leaves at 0 in happy-dom: dispatch the browser's event.
    fireEvent.keyPress(parisMarker, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 })
    const link = await within(map).findByRole('link', { name: 'Search from here' })
    expect(link).toHaveAttribute('href', parisSearch)
    await waitFor(() => expect(link).toHaveFocus())
    expect(within(map).getByText('France', { selector: '.leaflet-popup-content p' })).toBeVisible()

    await user.click(within(map).getByRole('button', { name: 'Close popup' }))
    await waitFor(() => expect(parisMarker).toHaveFocus())

    const madridMarker = within(map).getByRole('button', { name: 'Madrid Barajas' })
    madridMarker.focus()
    await user.keyboard(' ')
    expect(await within(map).findByText('Spain', { selector: '.leaflet-popup-content p' })).toBeVisible()
    await waitFor(() => expect(within(map).getByRole('link', { name: 'Search from here' })).toHaveFocus())
    await user.keyboard('{Escape}')
    await waitFor(() => expect(madridMarker).toHaveFocus())
    expect(within(map).queryByRole('link', { name: 'Search from here' })).not.toBeInTheDocument()
  })

  it('groups locations too close to be told apart into one marker listing each of them', async () => {
    const [orly, lyon, nice] = allLocations
    const nextToOrly = { ...lyon!, latitude: orly!.latitude + 0.01, longitude: orly!.longitude + 0.01 }
    server.use(http.get('/api/locations-with-position/{language}', ({ response }) => response(200).json([orly!, nextToOrly, nice!])))
    const { user } = await renderApp('/locations')
    const map = await findMap()
    expect(within(map).getAllByRole('button', { name: /Paris|Lyon|Nice/ })).toHaveLength(2)
    const group = within(map).getByRole('button', { name: '2 locations: Paris Orly Airport, Lyon Part-Dieu' })
    group.focus()
    fireEvent.keyPress(group, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 })
    const popup = await waitFor(() => map.querySelector<HTMLElement>('.leaflet-popup')!)
    expect(within(popup).getByText('2 locations here')).toBeVisible()
    const orlyLink = within(popup).getByRole('link', { name: 'Paris Orly Airport' })
    expect(orlyLink).toHaveAttribute('href', parisSearch)
    await waitFor(() => expect(orlyLink).toHaveFocus())
    expect(within(popup).getByRole('link', { name: 'Lyon Part-Dieu' }).getAttribute('href')).toContain(`pickUp=${lyon!.id}`)

    // Zooming in on the group parts its locations; focus stays on the map.
    await user.click(within(popup).getByRole('button', { name: 'Zoom in here' }))
    expect(await within(map).findByRole('button', { name: 'Paris Orly Airport' })).toBeInTheDocument()
    expect(within(map).getByRole('button', { name: 'Lyon Part-Dieu' })).toBeInTheDocument()
    expect(map).toHaveFocus()
  })

  it('shows names in the interface language', async () => {
    await renderApp('/locations?l=fr')
    expect(await screen.findByRole('heading', { level: 1, name: 'Agences de location' })).toBeVisible()
    expect(await screen.findByRole('link', { name: 'Aéroport de Paris-Orly' })).toBeVisible()
  })

  it('tells when locations cannot be loaded and retries on demand', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let calls = 0
    server.use(
      http.get('/api/locations-with-position/{language}', ({ response }) =>
        ++calls === 1 ? response(500).json({ code: 'INTERNAL_ERROR', message: 'An unhandled error occurred' }) : response(200).json([]),
      ),
    )
    const { user } = await renderApp('/locations')
    expect(await screen.findByRole('alert')).toHaveTextContent('The locations could not be loaded.')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No locations are available yet.')).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Map of the rental locations' })).not.toBeInTheDocument()
  })

  it('is linked from the footer and from the destinations of the home page', async () => {
    const { user } = await renderApp('/')
    const destinations = await screen.findByRole('region', { name: 'Popular destinations' })
    expect(within(destinations).getByRole('link', { name: 'See all locations on the map' })).toHaveAttribute('href', '/locations')
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Locations' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Rental locations' })).toBeVisible()
    expect(window.location.pathname).toBe('/locations')
  })
})
