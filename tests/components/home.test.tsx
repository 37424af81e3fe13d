import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { makeConfig } from './support/fixtures'
import { http } from './support/handlers'
import { renderApp } from './support/render-app'
import { server } from './support/server'

describe('home page', () => {
  it('has one h1 and the sections of the home page', async () => {
    await renderApp('/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Find the right car for every trip' })).toBeVisible()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    // The sections follow the hero one a task (HomePage).
    for (const name of ['Choose your car size', 'Why book with Keyturn', 'Popular destinations', 'Services to suit your rental', 'Customer care']) {
      expect(await screen.findByRole('heading', { level: 2, name })).toBeVisible()
    }
    for (const size of ['MINI', 'MIDI', 'MAXI']) expect(screen.getByRole('heading', { level: 3, name: size })).toBeVisible()
  })

  it('shows the destinations of the API and hides countries below the minimum of locations', async () => {
    await renderApp('/')
    const destinations = await screen.findByRole('region', { name: 'Popular destinations' })
    expect(await within(destinations).findByRole('heading', { level: 3, name: 'France' })).toBeVisible()
    expect(within(destinations).getByRole('heading', { level: 3, name: 'Spain' })).toBeVisible()
    expect(within(destinations).getByText('Madrid Barajas')).toBeVisible()
    expect(within(destinations).getByText('5 locations')).toBeVisible()
    // It says what it counts (the countries shown), so it cannot contradict the locations page.
    expect(within(destinations).getByText(/^The 2 countries where we have 4 or more places to pick up your car/)).toBeVisible()
    expect(within(destinations).queryByText('Morocco')).not.toBeInTheDocument()
    expect(within(destinations).queryByText('Marrakesh Menara')).not.toBeInTheDocument()
  })

  it.each([
    ['fr', 'Destinations populaires', /^(Le pays|Les \d+ pays) où nous avons au moins 4 agences où prendre votre voiture/],
    ['es', 'Destinos populares', /^(El país|Los \d+ países) donde tenemos 4 oficinas o más para recoger su coche/],
  ])('in %s, says which countries it counts', async (language, title, intro) => {
    localStorage.setItem('bc-fe-language', language)
    await renderApp('/')
    const destinations = await screen.findByRole('region', { name: title })
    expect(await within(destinations).findByText(intro)).toBeVisible()
  })

  it('tells when destinations cannot be loaded and retries on demand', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let calls = 0
    server.use(
      http.get('/api/countries-with-locations/{language}/{minLocations}', ({ response }) =>
        ++calls === 1
          ? response(500).json({ code: 'INTERNAL_ERROR', message: 'An unhandled error occurred' })
          : response(200).json([]),
      ),
    )
    const { user } = await renderApp('/')
    const destinations = await screen.findByRole('region', { name: 'Popular destinations' })
    expect(await within(destinations).findByRole('alert')).toHaveTextContent('Destinations could not be loaded.')
    await user.click(within(destinations).getByRole('button', { name: 'Try again' }))
    expect(await within(destinations).findByText('No destinations are available yet.')).toBeVisible()
    vi.restoreAllMocks()
  })

  it('shows the supplier strip with names and logos', async () => {
    await renderApp('/')
    const strip = await screen.findByRole('region', { name: 'Our rental suppliers' })
    expect(await within(strip).findByText('Sunrise Rentals')).toBeVisible()
    expect(within(strip).getByText('40 cars')).toBeVisible()
    expect(within(strip).getByText('1 car')).toBeVisible()
    expect(strip.querySelector('img[src="/images/suppliers/atlas-cars.png"]')).not.toBeNull()
  })

  it('hides the supplier strip and its footer link when hideSuppliers is on', async () => {
    server.use(http.get('/api/config', ({ response }) => response(200).json(makeConfig({ hideSuppliers: true }))))
    await renderApp('/')
    await screen.findByRole('heading', { level: 3, name: 'France' })
    expect(screen.queryByRole('region', { name: 'Our rental suppliers' })).not.toBeInTheDocument()
    expect(screen.queryByText('Sunrise Rentals')).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Rental suppliers' })).not.toBeInTheDocument()
  })
})
