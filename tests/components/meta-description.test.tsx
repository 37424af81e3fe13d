import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from './support/render-app'

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content

describe('meta description', () => {
  it('follows the route and the interface language', async () => {
    const { user } = await renderApp('/cookie-policy')
    await screen.findByRole('heading', { level: 1, name: 'Cookie policy' })
    await waitFor(() => expect(description()).toMatch(/^Every cookie and browser-storage entry Keyturn sets/))

    await user.click(screen.getByRole('button', { name: 'Language: English' }))
    await user.click(await screen.findByRole('menuitemradio', { name: 'Español' }))
    await screen.findByRole('heading', { level: 1, name: 'Política de cookies' })
    await waitFor(() => expect(description()).toMatch(/^Cada cookie y dato de almacenamiento/))

    window.history.pushState(null, '', '/nowhere')
    window.dispatchEvent(new PopStateEvent('popstate'))
    await waitFor(() => expect(description()).toMatch(/^Esta página no existe en Keyturn/))
  })
})
