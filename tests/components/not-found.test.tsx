import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from './support/render-app'

describe('not-found page', () => {
  it('answers any unknown path with its headline, a search and the main pages', async () => {
    const { user } = await renderApp('/no/such/page')
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to see here!' })).toBeVisible()
    // the search form itself, under its own heading
    const search = screen.getByRole('region', { name: 'Search for a car' })
    expect(await within(search).findByRole('button', { name: 'Search' })).toBeVisible()
    expect(within(search).getByRole('combobox', { name: 'Pick-up location' })).toBeVisible()
    const links = screen.getByRole('navigation', { name: 'Or go to' })
    const hrefs = Object.fromEntries(within(links).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]))
    expect(hrefs).toEqual({ Home: '/', Locations: '/locations', FAQ: '/faq', 'Contact us': '/contact', 'My bookings': '/bookings' })
    await user.click(within(links).getByRole('link', { name: 'Home' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Find the right car for every trip' })).toBeVisible()
    expect(window.location.pathname).toBe('/')
  })

  it.each([
    ['fr', 'Rien à voir ici !', 'Rechercher une voiture', 'Ou rendez-vous sur', 'Accueil'],
    ['es', '¡Aquí no hay nada que ver!', 'Buscar un coche', 'O vaya a', 'Inicio'],
  ])('is translated (%s)', async (language, title, search, links, home) => {
    await renderApp(`/nope?l=${language}`)
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible()
    expect(screen.getByRole('region', { name: search })).toBeVisible()
    expect(within(screen.getByRole('navigation', { name: links })).getByRole('link', { name: home })).toHaveAttribute('href', '/')
  })
})
