// The API client asks the server for the page's language (issue 21): error messages the server words
// itself come back in the language on screen, whatever the browser's own.
import { afterEach, describe, expect, it } from 'vitest'
import { fetchConfig } from '../../src/web/api/config'
import { http } from './support/handlers'
import { makeConfig } from './support/fixtures'
import { server } from './support/server'

describe('the API client', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'))

  it('sends the page’s language as Accept-Language', async () => {
    const asked: (string | null)[] = []
    server.use(
      http.get('/api/config', ({ request, response }) => {
        asked.push(request.headers.get('accept-language'))
        return response(200).json(makeConfig())
      }),
    )
    document.documentElement.lang = 'fr'
    await fetchConfig()
    document.documentElement.lang = 'es'
    await fetchConfig()
    expect(asked).toEqual(['fr', 'es'])
  })
})
