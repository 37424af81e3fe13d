import { act, screen, waitFor, within } from '@testing-library/react'
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it, vi } from 'vitest'
import { makeOffer, makePage } from './support/car-offers'
import { makeConfig } from './support/fixtures'
import { http } from './support/handlers'
import { renderApp } from './support/render-app'
import { searchPath, pickUp, dropOff, searchFrom, searchTo, serveSearch } from './support/search-doubles'
import { server } from './support/server'
import { wholeText } from './support/text'

const offers = (count: number) => Array.from({ length: count }, (_, index) => makeOffer({}, { name: `Car ${index + 1}` }))
const resultsHeading = () => screen.findByRole('heading', { level: 2, name: /cars? available/ })
const urlParams = () => new URLSearchParams(window.location.search)
/** An option's accessible name, with or without the count the server gives beside it ('Diesel (3)'). */
const option = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(\\d+\\))?$`)

describe('search results', () => {
  it('asks for the searched places and dates in the chosen currency and counts the cars', async () => {
    localStorage.setItem('bc-fe-currency', 'EUR')
    const search = serveSearch(() => makePage([makeOffer({ currency: 'EUR', totalPrice: 1234.5, pricePerDay: 411.5 }, { name: 'Peugeot 308' })], { currency: 'EUR' }))
    await renderApp(searchPath)
    expect(await resultsHeading()).toHaveTextContent('1 car available')
    const { page, size, body } = search.last()
    expect([page, size]).toEqual([1, 15])
    expect(body).toMatchObject({ pickUpLocation: pickUp, dropOffLocation: dropOff, currency: 'EUR', sort: 'recommended', order: 'asc' })
    // the URL's wall times, as they are: the server reads them on the places' clocks
    expect(body).toMatchObject({ from: searchFrom, to: searchTo })
    // the first cards are built out of sight and shown together (OfferList)
    const card = await screen.findByRole('article', { name: 'Peugeot 308 or similar' })
    expect(within(card).getByText(wholeText('1,234.50 € for 3 days'))).toBeVisible()
    expect(within(card).getByRole('link', { name: 'Choose this car' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/checkout\\?car=[0-9a-f-]+&pickUp=${pickUp}&dropOff=${dropOff}&from=${searchFrom}&to=${searchTo}$`)),
    )
    expect(screen.queryByText(/exchange rates are unavailable/)).not.toBeInTheDocument()
  })

  it('uses the plural in the count', async () => {
    serveSearch(() => makePage(offers(15), { total: 42 }))
    await renderApp(searchPath)
    expect(await resultsHeading()).toHaveTextContent('42 cars available')
    // The cards arrive a few at a task (useRevealedCount).
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(15))
  })

  it("fetches the first card's picture at once and first, the others as they come near", async () => {
    serveSearch(() => makePage(offers(15), { total: 15 }))
    await renderApp(searchPath)
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(15))
    const [first, ...others] = screen.getAllByRole('article').map((card) => within(card).getAllByRole('img')[0]!)
    expect(first).toHaveAttribute('loading', 'eager')
    expect(first).toHaveAttribute('fetchpriority', 'high')
    for (const image of others) expect(image).toHaveAttribute('loading', 'lazy')
  })

  it('says what to do before any search', async () => {
    const search = serveSearch()
    await renderApp('/search')
    expect(await screen.findByText('Choose where and when you want to pick up a car')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Search' })).toBeVisible()
    expect(search.searches).toHaveLength(0)
  })

  it('moves between pages with links that carry the page in the URL', async () => {
    const search = serveSearch(({ page }) => makePage(offers(page === 3 ? 1 : 15), { total: 31 }))
    const { user } = await renderApp(searchPath)
    expect(await screen.findByText('Page 1 of 3')).toBeVisible()
    const pages = () => screen.getByRole('navigation', { name: 'Result pages' })
    const second = within(pages()).getByRole('link', { name: 'Page 2' })
    expect(second).toHaveAttribute('href', expect.stringContaining('page=2'))
    await user.click(second)
    expect(await screen.findByText('Page 2 of 3')).toBeVisible()
    expect(search.last().page).toBe(2)
    expect(urlParams().get('page')).toBe('2')
    expect(within(pages()).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')

    await user.click(within(pages()).getByRole('link', { name: 'Next page' }))
    expect(await screen.findByText('Page 3 of 3')).toBeVisible()
    // the page's cards are built in a task after its heading (OfferList)
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1))
    expect(within(pages()).queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument()

    // Back in the browser: the previous page is loaded again from the URL.
    act(() => window.history.back())
    expect(await screen.findByText('Page 2 of 3')).toBeVisible()
    await waitFor(() => expect(search.last().page).toBe(2))
    // Three page loads and a history step: more than the default time on a busy machine.
  }, 15_000)

  it('shows the first and last pages and the neighbours of the current one, with gaps for the rest', async () => {
    serveSearch(() => makePage(offers(15), { total: 150 }))
    await renderApp(`${searchPath}&page=5`)
    expect(await screen.findByText('Page 5 of 10')).toBeVisible()
    const pages = screen.getByRole('navigation', { name: 'Result pages' })
    expect(within(pages).getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'Previous page',
      'Page 1',
      'Page 4',
      'Page 5',
      'Page 6',
      'Page 10',
      'Next page',
    ])
    expect(pages).toHaveTextContent(/^1…456…10$/)
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', expect.stringContaining('page=4'))
    expect(within(pages).getByRole('link', { name: 'Page 10' })).toHaveAttribute('href', expect.stringContaining('page=10'))
    expect(within(pages).getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page')
  })

  it('opens a shared URL on its page, with its sort and filters', async () => {
    const search = serveSearch(() => makePage(offers(15), { total: 40 }))
    await renderApp(`${searchPath}&page=2&sort=deposit&fuel=diesel,electric`)
    expect(await screen.findByText('Page 2 of 3')).toBeVisible()
    expect(search.last()).toMatchObject({ page: 2, body: { sort: 'deposit', order: 'asc', fuelTypes: ['diesel', 'electric'] } })
    // the panel's lower groups come a task after the rest
    expect(await screen.findByRole('checkbox', { name: option('Diesel') })).toBeChecked()
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Deposit (lowest first)')
  })

  it('sorts by rating, best first, from page 1', async () => {
    const search = serveSearch(() => makePage(offers(15), { total: 40 }))
    const { user } = await renderApp(`${searchPath}&page=2`)
    const sort = await screen.findByRole('combobox', { name: 'Sort by' })
    expect(sort).toHaveDisplayValue('Recommended')
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Recommended',
      'Total price (lowest first)',
      'Rating (highest first)',
      'Deposit (lowest first)',
    ])
    await user.selectOptions(sort, 'Rating (highest first)')
    expect(sort).toHaveDisplayValue('Rating (highest first)')
    await waitFor(() => expect(search.last()).toMatchObject({ page: 1, body: { sort: 'rating', order: 'desc' } }))
    expect(urlParams().get('sort')).toBe('rating')
    expect(urlParams().get('order')).toBe('desc')
    expect(urlParams().get('page')).toBeNull()
    // back to the default: the recommended order, which the URL leaves out
    await user.selectOptions(sort, 'Recommended')
    await waitFor(() => expect(search.last()).toMatchObject({ page: 1, body: { sort: 'recommended', order: 'asc' } }))
    expect(urlParams().get('sort')).toBeNull()
    expect(urlParams().get('order')).toBeNull()
  })

  it('sorts by total price, lowest first, on request', async () => {
    const search = serveSearch(() => makePage(offers(3)))
    const { user } = await renderApp(searchPath)
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'Total price (lowest first)')
    await waitFor(() => expect(search.last()).toMatchObject({ body: { sort: 'price', order: 'asc' } }))
    expect(urlParams().get('sort')).toBe('price')
    expect(urlParams().get('order')).toBeNull()
  })

  it('shows skeletons while loading', async () => {
    let release: () => void = () => {}
    const answered = new Promise<void>((resolve) => (release = resolve))
    serveSearch(async () => {
      await answered
      return makePage(offers(2))
    })
    await renderApp(searchPath)
    expect(await screen.findByRole('heading', { level: 2, name: 'Looking for cars…' })).toBeVisible()
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull()
    release()
    expect(await resultsHeading()).toHaveTextContent('2 cars available')
    // the placeholders stay until the cards are built to take their place (OfferList)
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull())
    expect(screen.getAllByRole('article')).toHaveLength(2)
  })

  it('says when nothing matches and suggests other dates or places', async () => {
    serveSearch(() => makePage([]))
    await renderApp(searchPath)
    expect(await screen.findByText('No cars match your search')).toBeVisible()
    expect(screen.getByText('Try other dates or another location')).toBeVisible()
    expect(screen.getByRole('heading', { level: 2, name: 'No cars available' })).toBeVisible()
  })

  it('offers to clear the filters when filters hide every car', async () => {
    const search = serveSearch(({ body }) => (body.gearboxes ? makePage([]) : makePage(offers(3))))
    const { user } = await renderApp(`${searchPath}&gearbox=manual&rating=4`)
    expect(await screen.findByText('No cars match your search')).toBeVisible()
    const results = screen.getByRole('region', { name: /No cars available/ })
    // The empty state's button (the panel has its own).
    const clear = within(results).getAllByRole('button', { name: 'Clear filters' }).at(-1) as HTMLElement
    await user.click(clear)
    expect(await resultsHeading()).toHaveTextContent('3 cars available')
    expect(search.last().body).not.toHaveProperty('gearboxes')
    expect(search.last().body).not.toHaveProperty('minRating')
    expect(urlParams().get('gearbox')).toBeNull()
    expect(urlParams().get('pickUp')).toBe(pickUp)
  })

  it('says the offers could not be loaded and tries again on demand', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let calls = 0
    serveSearch(() => (++calls === 1 ? 'error' : makePage(offers(2))))
    const { user } = await renderApp(searchPath)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('We could not load the offers')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await resultsHeading()).toHaveTextContent('2 cars available')
    vi.restoreAllMocks()
  })

  it('shows a visible note when prices fall back to US dollars', async () => {
    localStorage.setItem('bc-fe-currency', 'EUR')
    serveSearch(() => makePage([makeOffer({ currency: 'USD', totalPrice: 132 }, { name: 'Fiat 500' })], { currency: 'USD', ratesAvailable: false }))
    await renderApp(searchPath)
    expect(await screen.findByText('Prices are shown in US dollars: exchange rates are unavailable right now.')).toBeVisible()
    // the first cards are built out of sight and shown together (OfferList): waited for
    await waitFor(() => expect(screen.getByText(wholeText('$132 for 3 days'))).toBeVisible())
  })

  it('asks again in the currency chosen in the header', async () => {
    const search = serveSearch(({ body }) =>
      makePage([makeOffer({ currency: body.currency ?? 'USD', totalPrice: body.currency === 'GBP' ? 104.3 : 132 }, { name: 'Fiat 500' })], { currency: body.currency ?? 'USD' }),
    )
    const { user } = await renderApp(searchPath)
    await waitFor(() => expect(screen.getByText(wholeText('$132 for 3 days'))).toBeVisible())
    await user.click(screen.getByRole('button', { name: 'Currency: USD' }))
    await user.click(await screen.findByRole('menuitemradio', { name: 'GBP £' }))
    // the new cards are built out of sight, then shown together
    await waitFor(async () => expect(await screen.findByText(wholeText('£104.30 for 3 days'))).toBeVisible())
    expect(search.last().body.currency).toBe('GBP')
  })

  it('shows and hides the filters panel', async () => {
    serveSearch(() => makePage(offers(1)))
    const { user } = await renderApp(searchPath)
    await resultsHeading()
    const toggle = screen.getByRole('button', { name: 'Filters' })
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(panel).toBeVisible()
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(panel).not.toBeVisible()
  })

  it('loads more cars with a button in infinite scroll mode', async () => {
    server.use(http.get('/api/config', ({ response }) => response(200).json(makeConfig({ paginationMode: 'infiniteScroll' }))))
    const search = serveSearch(({ page }) => makePage(offers(page === 1 ? 15 : 5).map((offer, index) => ({ ...offer, car: { ...offer.car, name: `Page ${page} car ${index + 1}` } })), { total: 20 }))
    const { user } = await renderApp(searchPath)
    expect(await screen.findByText('Showing 15 of 20')).toBeVisible()
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show more cars' }))
    expect(await screen.findByText('Showing 20 of 20')).toBeVisible()
    expect(search.last().page).toBe(2)
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20))
    expect(screen.getByRole('article', { name: 'Page 1 car 1 or similar' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Show more cars' })).not.toBeInTheDocument()
  })

  it('says how many cars that cannot be paid for here were hidden, and shows them, marked, on request (in the URL)', async () => {
    const payable = makeOffer({ paymentOptions: ['payAtCounter'] }, { name: 'Fiat 500' })
    const unpayable = makeOffer({ paymentOptions: [] }, { name: 'Tesla Model 3' })
    const search = serveSearch(({ body }) =>
      body.includeUnbookable ? makePage([payable, unpayable], { unbookable: 1 }) : makePage([payable], { unbookable: 1 }),
    )
    const { user } = await renderApp(searchPath)
    expect(await resultsHeading()).toHaveTextContent('1 car available')
    expect(search.last().body).not.toHaveProperty('includeUnbookable')
    expect(screen.getByText('1 car is hidden: it cannot be paid for with the payment options available here')).toBeVisible()
    expect(screen.queryByRole('article', { name: 'Tesla Model 3 or similar' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Show it anyway' }))
    const marked = await screen.findByRole('article', { name: 'Tesla Model 3 or similar' })
    expect(search.last().body.includeUnbookable).toBe(true)
    expect(urlParams().get('unbookable')).toBe('1')
    expect(within(marked).getByText('Cannot be booked here')).toBeVisible()
    expect(within(marked).getByText('This car cannot be paid for with the payment options available here.')).toBeVisible()
    expect(within(marked).queryByRole('link', { name: 'Choose this car' })).not.toBeInTheDocument()
    expect(within(screen.getByRole('article', { name: 'Fiat 500 or similar' })).getByRole('link', { name: 'Choose this car' })).toBeVisible()
    expect(screen.getByText('1 car that cannot be paid for with the payment options available here is listed and marked')).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Hide it' }))
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Tesla Model 3 or similar' })).not.toBeInTheDocument())
    expect(urlParams().get('unbookable')).toBeNull()
  })

  it('opens a URL with unbookable=1 with the unbookable cars listed', async () => {
    const search = serveSearch(() => makePage([makeOffer({ paymentOptions: [] }, { name: 'Tesla Model 3' })], { unbookable: 1 }))
    await renderApp(`${searchPath}&unbookable=1`)
    expect(await screen.findByRole('article', { name: 'Tesla Model 3 or similar' })).toBeVisible()
    expect(search.last().body.includeUnbookable).toBe(true)
    expect(screen.getByRole('button', { name: 'Hide it' })).toBeVisible()
  })

  it('says why when every car was hidden for its payment options, and offers to show them', async () => {
    serveSearch(({ body }) => (body.includeUnbookable ? makePage([makeOffer({ paymentOptions: [] })], { unbookable: 3 }) : makePage([], { unbookable: 3 })))
    const { user } = await renderApp(searchPath)
    expect(await screen.findByText('3 cars are hidden: they cannot be paid for with the payment options available here')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Show them anyway' }))
    // the cards are built out of sight, then shown together
    await waitFor(() => expect(screen.getByText('This car cannot be paid for with the payment options available here.')).toBeVisible())
  })

  it('sends the Payment filter and keeps it in the URL', async () => {
    const search = serveSearch(() => makePage(offers(2)))
    const { user } = await renderApp(searchPath)
    await resultsHeading()
    const payment = screen.getByRole('group', { name: 'Payment' })
    await user.click(within(payment).getByRole('checkbox', { name: option('Pay online') }))
    await waitFor(() => expect(search.last().body.payment).toEqual(['payOnline']))
    expect(urlParams().get('payment')).toBe('payOnline')
    await user.click(within(payment).getByRole('checkbox', { name: option('Pay at the counter') }))
    await waitFor(() => expect(search.last().body.payment).toEqual(['payOnline', 'payAtCounter']))
    expect(urlParams().get('payment')).toBe('payOnline,payAtCounter')
  })

  it('does not search dates that break the rules: it says why and offers corrected dates in the form', async () => {
    const search = serveSearch(() => makePage(offers(2)))
    const from = Temporal.Now.plainDateISO().add({ days: 10 })
    const backwards = `/search?pickUp=${pickUp}&dropOff=${dropOff}&from=${from}T10:00&to=${from.subtract({ days: 3 })}T10:00`
    const { user } = await renderApp(backwards)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('These dates cannot be searched')
    expect(alert).toHaveTextContent('The drop-off is before the pick-up or too close to it: it must be at least 1 hour after the pick-up.')
    expect(alert).not.toHaveTextContent(/connection/)
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    expect(search.searches).toHaveLength(0)
    // The form keeps the places and the pick-up; the drop-off follows the pick-up.
    const form = screen.getByRole('search', { name: 'Find a car' })
    expect(await within(form).findByDisplayValue('Paris Orly Airport')).toBeVisible()
    expect(within(form).getByRole('textbox', { name: 'Pick-up date' })).toHaveValue(usDate(from))
    expect(within(form).getByRole('textbox', { name: 'Drop-off date' })).toHaveValue(usDate(from.add({ days: 1 })))

    // The visitor picks another drop-off date: the search runs and the reason goes.
    const dropOffDate = within(form).getByRole('textbox', { name: 'Drop-off date' })
    await user.clear(dropOffDate)
    await user.type(dropOffDate, `${usDate(from.add({ days: 4 }))}{Enter}`)
    await user.click(within(form).getByRole('button', { name: 'Search' }))
    expect(await resultsHeading()).toHaveTextContent('2 cars available')
    expect(search.searches).toHaveLength(1)
    expect(urlParams().get('to')).toBe(`${from.add({ days: 4 })}T10:00`)
    expect(screen.queryByText('These dates cannot be searched')).not.toBeInTheDocument()
  })

  it.each([
    ['RENTAL_TOO_LONG', 'The rental is too long: it may last at most 90 days.'],
    ['BEYOND_BOOKING_HORIZON', 'These dates are too far ahead: cars can be booked at most 365 days ahead.'],
    ['VALIDATION_ERROR', 'The dates or places of this search are not valid.'],
  ] as const)('shows a %s refusal of the server as its reason, without "Try again"', async (code, reason) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const search = serveSearch(() => ({ status: 400, code }))
    await renderApp(searchPath)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('This search cannot be made')
    expect(alert).toHaveTextContent(reason)
    expect(alert).not.toHaveTextContent(/connection|could not load/)
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    expect(screen.getByRole('search', { name: 'Find a car' })).toBeVisible()
    expect(search.searches).toHaveLength(1)
    vi.restoreAllMocks()
  })
})

const usDate = (date: Temporal.PlainDate) => `${String(date.month).padStart(2, '0')}/${String(date.day).padStart(2, '0')}/${date.year}`
