// Issue 24, item 7: the results page is phone-first. The search is one line that opens the form,
// the filters open in a sheet whose 'Show N cars' is the server's total for the filters chosen, and
// 'Skip to results' takes the keyboard to the offers.
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { makeOffer, makePage } from './support/car-offers'
import { renderApp } from './support/render-app'
import { searchPath, serveSearch } from './support/search-doubles'

const offers = (count: number) => Array.from({ length: count }, (_, index) => makeOffer({}, { name: `Car ${index + 1}` }))
const resultsHeading = () => screen.findByRole('heading', { level: 2, name: /cars? available/ })
const desktopWidth = window.innerWidth
const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })

describe('the results page on a phone', () => {
  beforeEach(() => setWidth(390))
  afterEach(() => setWidth(desktopWidth))

  it('sums the search up in one button that opens and closes the form', async () => {
    serveSearch(() => makePage(offers(2)))
    const { user } = await renderApp(searchPath)
    await resultsHeading()
    const summary = await screen.findByRole('button', { name: /Paris Orly Airport to Lyon Part-Dieu.*Edit search/ })
    expect(summary).toHaveAttribute('aria-expanded', 'false')
    const form = document.getElementById(summary.getAttribute('aria-controls') ?? '')
    expect(form).toContainElement(screen.getByRole('combobox', { name: 'Pick-up location' }))
    await user.click(summary)
    expect(summary).toHaveAttribute('aria-expanded', 'true')
    expect(summary).toHaveTextContent('Hide search')
  })

  it("opens the filters in a sheet; 'Show N cars' follows the server's total and closes it", async () => {
    const search = serveSearch(({ body }) => makePage(offers(body.freeCancellation ? 3 : 5), { total: body.freeCancellation ? 3 : 27 }))
    const { user } = await renderApp(searchPath)
    await resultsHeading()
    const toggle = screen.getByRole('button', { name: 'Filters' })
    await user.click(toggle)
    const sheet = await screen.findByRole('dialog', { name: 'Filters' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(within(sheet).getByRole('button', { name: 'Show 27 cars' })).toBeVisible()

    await user.click(within(sheet).getByRole('checkbox', { name: /^Free cancellation/ }))
    await waitFor(() => expect(search.last().body.freeCancellation).toBe(true))
    const show = await within(sheet).findByRole('button', { name: 'Show 3 cars' })
    expect(new URLSearchParams(window.location.search).get('freeCancellation')).toBe('1')
    await user.click(show)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await resultsHeading()).toHaveTextContent('3 cars available')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})

describe('skip to results', () => {
  it('moves the focus to the offers, before the first card', async () => {
    serveSearch(() => makePage(offers(2)))
    const { user } = await renderApp(searchPath)
    await resultsHeading()
    const skip = screen.getByRole('link', { name: 'Skip to results' })
    await user.click(skip)
    const results = document.getElementById('results')!
    expect(results).toHaveFocus()
    expect(results).toContainElement((await screen.findAllByRole('link', { name: 'Choose this car' }))[0]!)
  })
})
