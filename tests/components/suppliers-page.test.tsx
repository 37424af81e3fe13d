import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeConfig, makeSupplier, suppliers } from './support/fixtures'
import { http } from './support/handlers'
import { renderApp } from './support/render-app'
import { server } from './support/server'

afterEach(() => vi.restoreAllMocks())

describe('suppliers page', () => {
  it('lists every supplier with its 60x30 logo, name, car count and badges', async () => {
    const counterOnly = { ...makeSupplier('Harbour Drive', 0), payLater: false, licenseRequired: true }
    server.use(http.get('/api/suppliers', ({ response }) => response(200).json([...suppliers, counterOnly])))
    await renderApp('/suppliers')
    expect(await screen.findByRole('heading', { level: 1, name: 'Rental suppliers' })).toBeVisible()
    const sunrise = await screen.findByRole('article', { name: 'Sunrise Rentals' })
    const logo = within(sunrise).getByRole('img', { name: 'Sunrise Rentals logo' })
    expect(logo).toHaveAttribute('src', '/images/suppliers/sunrise-rentals.png')
    expect(logo).toHaveAttribute('width', '60')
    expect(logo).toHaveAttribute('height', '30')
    expect(within(sunrise).getByText('40 cars')).toBeVisible()
    expect(within(sunrise).getByText('Pay at the counter')).toBeVisible()
    expect(within(sunrise).getByText("No driver's license needed at booking")).toBeVisible()

    const harbour = screen.getByRole('article', { name: 'Harbour Drive' })
    expect(within(harbour).getByText('No cars yet')).toBeVisible()
    expect(within(harbour).getByText('Pay online')).toBeVisible()
    expect(within(harbour).getByText("Driver's license required at booking")).toBeVisible()

    expect(screen.getAllByRole('article')).toHaveLength(3)
    expect(screen.getByText(/3 local suppliers/)).toBeVisible()
  })

  it('tells when suppliers cannot be loaded and retries on demand', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let calls = 0
    server.use(
      http.get('/api/suppliers', ({ response }) =>
        ++calls === 1 ? response(500).json({ code: 'INTERNAL_ERROR', message: 'An unhandled error occurred' }) : response(200).json([]),
      ),
    )
    const { user } = await renderApp('/suppliers')
    expect(await screen.findByRole('alert')).toHaveTextContent('The suppliers could not be loaded.')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No suppliers are listed yet.')).toBeVisible()
  })

  it('is linked from the footer and from the supplier strip of the home page', async () => {
    const { user } = await renderApp('/')
    const strip = await screen.findByRole('region', { name: 'Our rental suppliers' })
    expect(within(strip).getByRole('link', { name: 'See all suppliers' })).toHaveAttribute('href', '/suppliers')
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Suppliers' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Rental suppliers' })).toBeVisible()
    expect(window.location.pathname).toBe('/suppliers')
  })

  it('does not exist when the hide-suppliers setting is on: not-found page, no footer link', async () => {
    server.use(http.get('/api/config', ({ response }) => response(200).json(makeConfig({ hideSuppliers: true }))))
    await renderApp('/suppliers')
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to see here!' })).toBeVisible()
    expect(screen.queryByText('Sunrise Rentals')).not.toBeInTheDocument()
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).queryByRole('link', { name: 'Suppliers' })).not.toBeInTheDocument()
    expect(within(footer).getByRole('link', { name: 'Locations' })).toBeVisible()
  })
})
