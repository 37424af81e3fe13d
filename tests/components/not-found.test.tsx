import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from './support/render-app'

describe('not-found page', () => {
  it('answers any unknown path with its headline and a way home', async () => {
    const { user } = await renderApp('/no/such/page')
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to see here!' })).toBeVisible()
    await user.click(screen.getByRole('link', { name: 'Back to the home page' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Find the right car for every trip' })).toBeVisible()
    expect(window.location.pathname).toBe('/')
  })

  it('is translated', async () => {
    await renderApp('/nope?l=fr')
    expect(await screen.findByRole('heading', { level: 1, name: 'Rien à voir ici !' })).toBeVisible()
  })
})
