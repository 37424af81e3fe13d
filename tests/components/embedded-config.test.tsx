// The server writes the public configuration into the page (src/server/web-page.ts): the SPA renders
// with it at once, without asking GET /api/config first.
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { EMBEDDED_CONFIG_ID } from '../../src/domain/embedded-config'
import { makeConfig } from './support/fixtures'
import { renderApp } from './support/render-app'
import { server } from './support/server'

const SUPPLIERS_LINK = 'Suppliers'

function embed(text: string) {
  const element = document.createElement('script')
  element.type = 'application/json'
  element.id = EMBEDDED_CONFIG_ID
  element.textContent = text
  document.head.append(element)
}

function configCalls() {
  const calls: string[] = []
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/config') calls.push(request.url)
  })
  return calls
}

afterEach(() => {
  document.getElementById(EMBEDDED_CONFIG_ID)?.remove()
  server.events.removeAllListeners()
})

describe('the configuration written into the page', () => {
  it('is used at once: no call to /api/config, and its settings apply', async () => {
    const calls = configCalls()
    embed(JSON.stringify(makeConfig({ hideSuppliers: true })))
    await renderApp('/')
    const footer = screen.getByRole('contentinfo')
    expect(await within(footer).findByRole('link', { name: 'Locations' })).toBeVisible()
    // The default configuration (GET /api/config's double) shows the suppliers page; this one hides it.
    expect(within(footer).queryByRole('link', { name: SUPPLIERS_LINK })).toBeNull()
    expect(calls).toEqual([])
  })

  it('is asked for when the page has none, or an unreadable one', async () => {
    const calls = configCalls()
    embed('{not json')
    await renderApp('/')
    expect(await within(screen.getByRole('contentinfo')).findByRole('link', { name: SUPPLIERS_LINK })).toBeVisible()
    expect(calls).toHaveLength(1)
  })
})
