// The offers are built one card a task (no long task: issue 12); the first ones out of sight under
// the loading placeholders, shown together, so nothing on screen moves while they are built.
import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { OfferList } from '../../src/web/pages/search/OfferList'
import { makeOffer } from './support/car-offers'
import { renderWithIntl } from './support/render-with-intl'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const criteria = { pickUpLocation: '5489465a-6d0d-4caa-a4de-c16c9edbcab3', dropOffLocation: '5489465a-6d0d-4caa-a4de-c16c9edbcab3', from: '2026-12-01T10:00', to: '2026-12-04T10:00' }
const offers = (count: number) => Array.from({ length: count }, (_, index) => makeOffer({}, { name: `Car ${index + 1}` }))
const visibleCards = () => screen.queryAllByRole('article').length
const built = () => screen.queryAllByRole('article', { hidden: true }).length
const placeholders = () => document.querySelectorAll('[aria-busy="true"]').length
const nextTask = () => act(() => vi.advanceTimersToNextTimer())

describe('OfferList', () => {
  it('builds one card a task, shows the first ones together in place of the placeholders, then one a task', async () => {
    renderWithIntl(<OfferList offers={offers(5)} criteria={criteria} language="en" hideSuppliers={false} />)
    const seen = [[built(), visibleCards(), placeholders()]]
    for (let task = 0; task < 5; task++) {
      await nextTask()
      seen.push([built(), visibleCards(), placeholders()])
    }
    // [built, visible, placeholders] after each timer turn: hidden until three are built, then shown
    // (the fake clock runs the two timers that follow the third card in one turn; a browser, in two tasks)
    expect(seen).toEqual([
      [1, 0, 1],
      [2, 0, 1],
      [3, 0, 1],
      [4, 4, 0],
      [5, 5, 0],
      [5, 5, 0],
    ])
  })

  it('shows a short list as soon as all of it is built', async () => {
    renderWithIntl(<OfferList offers={offers(2)} criteria={criteria} language="en" hideSuppliers={false} />)
    expect(visibleCards()).toBe(0)
    await nextTask()
    expect(visibleCards()).toBe(0)
    await nextTask()
    expect(visibleCards()).toBe(2)
    expect(placeholders()).toBe(0)
  })
})
