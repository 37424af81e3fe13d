// A routed page loaded before the first render shows in that render, without a fallback turn
// (issue 12: the first paint holds the page, not the header alone).
import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { lazyPage } from '../../src/web/platform/lazy-page'

const Page = ({ name }: { name: string }) => <h1>{name}</h1>

describe('lazyPage', () => {
  it('renders a preloaded page in the very first render', async () => {
    const load = vi.fn(async () => ({ default: Page }))
    const Preloaded = lazyPage(load)
    await Preloaded.preload()
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Preloaded name="Search" />
      </Suspense>,
    )
    // synchronously there: no fallback, no await
    expect(screen.getByRole('heading', { name: 'Search' })).toBeTruthy()
    expect(screen.queryByText('Loading')).toBeNull()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('is a plain lazy component when not preloaded: the fallback, then the page, loaded once', async () => {
    const load = vi.fn(async () => ({ default: Page }))
    const Lazy = lazyPage(load)
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Checkout" />
      </Suspense>,
    )
    expect(screen.getByText('Loading')).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeTruthy()
    await Lazy.preload()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries a failed load again on the next call (offline, then back)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Page })
    const Flaky = lazyPage<{ name: string }>(load)
    await expect(Flaky.preload()).rejects.toThrow('offline')
    await Flaky.preload()
    render(<Flaky name="Home" />)
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
