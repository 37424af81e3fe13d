import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { SearchFilters } from '../../src/domain/search-query'
import { FiltersPanel, type FiltersPanelProps } from '../../src/web/pages/search/filters/FiltersPanel'
import { atlas, makeOffer, makePage, sunrise } from './support/car-offers'
import { makeConfig } from './support/fixtures'
import { http } from './support/handlers'
import { renderApp } from './support/render-app'
import { renderWithIntl } from './support/render-with-intl'
import { searchPath, serveSearch } from './support/search-doubles'
import { server } from './support/server'

/** The panel, once its lower groups (built a task after the rest: FiltersPanel) are there too. */
async function renderPanel(props: Partial<FiltersPanelProps> = {}) {
  const onChange = vi.fn<(filters: SearchFilters) => void>()
  const view = renderWithIntl(
    <FiltersPanel
      id="filters"
      filters={{}}
      onChange={onChange}
      supplierCounts={[
        { supplier: sunrise, count: 3 },
        { supplier: atlas, count: 1 },
      ]}
      hideSuppliers={false}
      depositThresholds={[
        { maxDeposit: 250, amount: 230 },
        { maxDeposit: 500, amount: 460 },
        { maxDeposit: 750, amount: 690.5 },
      ]}
      currency="EUR"
      language="en"
      {...props}
    />,
  )
  await screen.findByRole('group', { name: 'Fuel policy' })
  return { onChange, ...view }
}

const group = (name: string) => screen.getByRole('group', { name })
/** An option's accessible name, with or without the count the server gives beside it ('Diesel (3)'). */
const option = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(\\d+\\))?$`)

describe('filters panel', () => {
  it('has a named group for every filter', async () => {
    await renderPanel()
    for (const name of ['Supplier', 'Payment', 'Car range', 'Car specs', 'Multimedia', 'Fuel type', 'Gearbox', 'Mileage', 'Fuel policy']) {
      expect(group(name)).toBeVisible()
    }
    for (const name of ['Rating', 'Seats', 'Deposit']) expect(screen.getAllByRole('radiogroup', { name }).length).toBe(1)
    expect(within(group('Car range')).getAllByRole('checkbox')).toHaveLength(7)
    expect(within(group('Fuel type')).getAllByRole('checkbox')).toHaveLength(6)
    expect(within(group('Fuel policy')).getAllByRole('checkbox')).toHaveLength(4)
  })

  it("shows beside every option how many offers it gives, as the server counted them, and reports free cancellation", async () => {
    const none = makePage([]).filterCounts
    const filterCounts = {
      ...none,
      ranges: { ...none.ranges, mini: 2, midi: 5 },
      minRating: { ...none.minRating, any: 7, '4': 3 },
      gearboxes: { ...none.gearboxes, automatic: 4 },
      maxDeposit: { ...none.maxDeposit, any: 7, '500': 6 },
      freeCancellation: 1,
    }
    const { user, onChange } = await renderPanel({ filterCounts })
    expect(screen.getByRole('checkbox', { name: 'Mini (2)' })).toBeVisible()
    expect(screen.getByRole('checkbox', { name: 'Midi (5)' })).toBeVisible()
    // an option no offer has says so
    expect(screen.getByRole('checkbox', { name: 'Maxi (0)' })).toBeVisible()
    expect(screen.getByRole('radio', { name: 'Any rating (7)' })).toBeChecked()
    expect(screen.getByRole('radio', { name: '4+ stars (3)' })).toBeVisible()
    expect(screen.getByRole('checkbox', { name: 'Automatic (4)' })).toBeVisible()
    expect(screen.getByRole('radio', { name: 'Up to 460 € (6)' })).toBeVisible()
    await user.click(within(group('Cancellation')).getByRole('checkbox', { name: 'Free cancellation (1)' }))
    expect(onChange).toHaveBeenLastCalledWith({ freeCancellation: true })
  })

  it('shows no counts before the server gave them', async () => {
    await renderPanel({ filterCounts: null })
    expect(screen.getByRole('checkbox', { name: 'Mini' })).toBeVisible()
    expect(screen.getByRole('checkbox', { name: 'Free cancellation' })).toBeVisible()
  })

  it('lists suppliers with their counts and reports the chosen ones', async () => {
    const { user, onChange } = await renderPanel({ filters: { ranges: ['mini'] } })
    await user.click(screen.getByRole('checkbox', { name: 'Atlas Cars (1)' }))
    expect(onChange).toHaveBeenLastCalledWith({ ranges: ['mini'], suppliers: [atlas.id] })
    expect(screen.getByRole('checkbox', { name: 'Sunrise Rentals (3)' })).not.toBeChecked()
  })

  it('offers the Payment filter: at the counter or online', async () => {
    const { user, onChange } = await renderPanel({ filters: { payment: ['payAtCounter'] } })
    const payment = group('Payment')
    expect(within(payment).getAllByRole('checkbox')).toHaveLength(2)
    expect(within(payment).getByRole('checkbox', { name: 'Pay at the counter' })).toBeChecked()
    await user.click(within(payment).getByRole('checkbox', { name: 'Pay online' }))
    expect(onChange).toHaveBeenLastCalledWith({ payment: ['payAtCounter', 'payOnline'] })
  })

  it('drops a list filter once its last value is unchecked (an empty list would match nothing)', async () => {
    const { user, onChange } = await renderPanel({ filters: { fuelTypes: ['electric'] } })
    expect(screen.getByRole('checkbox', { name: 'Electric' })).toBeChecked()
    await user.click(screen.getByRole('checkbox', { name: 'Electric' }))
    expect(onChange).toHaveBeenLastCalledWith({})
  })

  it('hides the supplier filter when suppliers are hidden', async () => {
    await renderPanel({ hideSuppliers: true })
    expect(screen.queryByRole('group', { name: 'Supplier' })).not.toBeInTheDocument()
    expect(screen.queryByText(/Sunrise Rentals/)).not.toBeInTheDocument()
  })

  it('turns radio choices and car specs into filter values', async () => {
    const { user, onChange } = await renderPanel()
    await user.click(screen.getByRole('radio', { name: '4.5+ stars' }))
    expect(onChange).toHaveBeenLastCalledWith({ minRating: 4.5 })
    await user.click(screen.getByRole('radio', { name: '7+ seats' }))
    expect(onChange).toHaveBeenLastCalledWith({ seats: 7 })
    await user.click(screen.getByRole('checkbox', { name: 'More than four doors' }))
    expect(onChange).toHaveBeenLastCalledWith({ carSpecs: { moreThanFourDoors: true } })
  })

  it('shows the deposit thresholds converted by the server, in the page currency', async () => {
    const { user, onChange } = await renderPanel()
    const deposit = screen.getByRole('radiogroup', { name: 'Deposit' })
    expect(within(deposit).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Any deposit',
      'Up to 230 €',
      'Up to 460 €',
      'Up to 690.50 €',
    ])
    await user.click(within(deposit).getByRole('radio', { name: 'Up to 460 €' }))
    expect(onChange).toHaveBeenLastCalledWith({ maxDeposit: 500 })
  })

  it('explains each fuel policy', async () => {
    await renderPanel()
    expect(screen.getByRole('checkbox', { name: 'Full to full' })).toHaveAccessibleDescription('Pick up with a full tank and return it full.')
  })

  it('works from the keyboard: one Tab stop a radio group, arrows move the choice, Space ticks a box, and the focus shows on the box', async () => {
    const { user, onChange } = await renderPanel({ filters: { minRating: 4 } })
    // Tab from the last car range box: the rating group is one stop, on its chosen radio; the next Tab goes to the next group.
    screen.getByRole('checkbox', { name: 'Caravan' }).focus()
    await user.tab()
    expect(screen.getByRole('radio', { name: '4+ stars' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('radio', { name: 'Any number of seats' })).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole('radio', { name: '4+ stars' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(onChange).toHaveBeenLastCalledWith({ minRating: 4.5 })

    const diesel = screen.getByRole('checkbox', { name: 'Diesel' })
    diesel.focus()
    await user.keyboard(' ')
    expect(onChange).toHaveBeenLastCalledWith({ minRating: 4, fuelTypes: ['diesel'] })
  })

  it('shows which box and which round control have the keyboard focus', async () => {
    const { user } = await renderPanel()
    // The drawn box or circle beside the visually hidden input.
    const drawn = (input: HTMLElement) => input.closest('label')?.querySelector('[aria-hidden]')
    // From the page: "Clear filters" is off without filters, so the first stop is the first box.
    await user.tab()
    const first = screen.getByRole('checkbox', { name: 'Sunrise Rentals (3)' })
    expect(first).toHaveFocus()
    expect(drawn(first)).toHaveAttribute('data-focus-visible')
    await user.tab()
    expect(drawn(first)).not.toHaveAttribute('data-focus-visible')

    screen.getByRole('checkbox', { name: 'Caravan' }).focus()
    await user.tab()
    const anyRating = screen.getByRole('radio', { name: 'Any rating' })
    expect(anyRating).toHaveFocus()
    expect(drawn(anyRating)).toHaveAttribute('data-focus-visible')
    expect(drawn(screen.getByRole('radio', { name: '3+ stars' }))).not.toHaveAttribute('data-focus-visible')
  })

  it('clears every filter at once', async () => {
    const { user, onChange } = await renderPanel({ filters: { ranges: ['bus'], minRating: 4, maxDeposit: 250 } })
    expect(screen.getByRole('radio', { name: '4+ stars' })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(onChange).toHaveBeenLastCalledWith({})
  })
})

describe('filters on the results page', () => {
  const urlParams = () => new URLSearchParams(window.location.search)
    const loaded = () => screen.findByRole('heading', { level: 2, name: /cars? available/ })

  // Eleven clicks, each a new search: slow on a busy machine.
  it('sends each filter in the request body and writes it in the URL', { timeout: 20_000 }, async () => {
    const search = serveSearch(() => makePage([makeOffer()]))
    const { user } = await renderApp(`${searchPath}&page=2`)
    await loaded()

    // the panel's lower groups come a task after the rest
    await user.click(await screen.findByRole('checkbox', { name: option('Diesel') }))
    await waitFor(() => expect(search.last().body.fuelTypes).toEqual(['diesel']))
    expect(search.last().page).toBe(1)
    expect(urlParams().get('fuel')).toBe('diesel')
    expect(urlParams().get('page')).toBeNull()

    await loaded()
    await user.click(screen.getByRole('checkbox', { name: option('Maxi') }))
    await user.click(screen.getByRole('checkbox', { name: option('Air conditioning') }))
    await user.click(screen.getByRole('radio', { name: option('4+ stars') }))
    await user.click(screen.getByRole('radio', { name: option('5+ seats') }))
    await user.click(screen.getByRole('checkbox', { name: option('Apple CarPlay') }))
    await user.click(screen.getByRole('checkbox', { name: option('Automatic') }))
    await user.click(screen.getByRole('checkbox', { name: option('Unlimited mileage') }))
    await user.click(screen.getByRole('checkbox', { name: option('Free tank') }))
    await user.click(screen.getByRole('radio', { name: option('Up to $500') }))
    await user.click(screen.getByRole('checkbox', { name: 'Sunrise Rentals (3)' }))
    await waitFor(() =>
      expect(search.last().body).toMatchObject({
        fuelTypes: ['diesel'],
        ranges: ['maxi'],
        carSpecs: { aircon: true },
        minRating: 4,
        seats: 5,
        multimedia: ['appleCarPlay'],
        gearboxes: ['automatic'],
        mileageKinds: ['unlimited'],
        fuelPolicies: ['freeTank'],
        maxDeposit: 500,
        suppliers: [sunrise.id],
      }),
    )
    expect(Object.fromEntries(urlParams())).toMatchObject({
      fuel: 'diesel',
      ranges: 'maxi',
      specs: 'aircon',
      rating: '4',
      seats: '5',
      multimedia: 'appleCarPlay',
      gearbox: 'automatic',
      mileage: 'unlimited',
      policy: 'freeTank',
      deposit: '500',
      suppliers: sunrise.id,
    })
  })

  it('asks the supplier counts for the search without its supplier filter', async () => {
    const search = serveSearch(() => makePage([makeOffer()]))
    const { user } = await renderApp(searchPath)
    await loaded()
    expect(await screen.findByRole('checkbox', { name: 'Atlas Cars (1)' })).toBeVisible()
    const countsAsked = search.countRequests.length
    await user.click(screen.getByRole('checkbox', { name: 'Atlas Cars (1)' }))
    await waitFor(() => expect(search.last().body.suppliers).toEqual([atlas.id]))
    // Choosing a supplier does not change the counts per supplier.
    expect(search.countRequests).toHaveLength(countsAsked)
  })

  it('has no supplier filter when suppliers are hidden', async () => {
    server.use(http.get('/api/config', ({ response }) => response(200).json(makeConfig({ hideSuppliers: true }))))
    serveSearch(() => makePage([makeOffer({}, { name: 'Fiat 500' })]))
    await renderApp(searchPath)
    await loaded()
    expect(screen.getByRole('group', { name: 'Car range' })).toBeVisible()
    expect(screen.queryByRole('group', { name: 'Supplier' })).not.toBeInTheDocument()
    expect(screen.queryByText(/Sunrise Rentals/)).not.toBeInTheDocument()
  })
})
