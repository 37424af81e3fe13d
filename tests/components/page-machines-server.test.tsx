// The search and checkout pages as the server renders them (src/web/page-machines.server.ts): the
// search machine runs to the results with the time zones of the URL's places, from the server's
// search index, so the criteria are judged on the places' clocks, never the server's, and the
// browser resumes with them; the checkout asks its price with the URL's wall times as they are.
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import type { RenderRequest } from '../../src/web/entry-server'
import { runPageMachines } from '../../src/web/page-machines.server'
import { CHECKOUT_MACHINE_ID } from '../../src/web/pages/checkout/use-checkout'
import { SEARCH_MACHINE_ID } from '../../src/web/pages/search/use-search-page'
import { makeConfig } from './support/fixtures'
import { http } from './support/handlers'
import { inRuntimeZone } from './support/runtime-zone'
import { dropOff, pickUp, serveSearch } from './support/search-doubles'
import { server } from './support/server'

type PersistedSearch = { value: unknown; context: { placeZones: Record<string, string>; criteriaIssues: unknown[] } }

/** A page request whose search index knows both places of the doubles, in Paris. */
function pageRequest(url: string): RenderRequest {
  return {
    url,
    config: makeConfig(),
    stored: {},
    user: null,
    phoneLayout: false,
    fetch: () => Promise.reject(new Error('the API doubles answer these tests')),
    placeTimeZone: async (id) => (id === pickUp || id === dropOff ? 'Europe/Paris' : undefined),
  }
}

async function serverSearch(from: Temporal.PlainDateTime) {
  const to = from.add({ days: 3 })
  const minute = (at: Temporal.PlainDateTime) => at.toString({ smallestUnit: 'minute' })
  const search = `?pickUp=${pickUp}&dropOff=${dropOff}&from=${minute(from)}&to=${minute(to)}`
  const snapshots = await runPageMachines('/search', search, 'en', pageRequest(`/search${search}`))
  return snapshots[SEARCH_MACHINE_ID] as PersistedSearch
}

describe('the machines of server-rendered pages', () => {
  // New York's clock is 6 hours behind Paris's: a time just past in Paris is hours ahead there.
  it('judges the URL’s times on the places’ clock, whatever the server’s own zone', () =>
    inRuntimeZone('America/New_York', async () => {
      const search = serveSearch()
      const parisNow = Temporal.Now.plainDateTimeISO('Europe/Paris').round({ smallestUnit: 'minute', roundingIncrement: 30, roundingMode: 'floor' })

      const past = await serverSearch(parisNow)
      expect(past.value).toBe('invalid')
      expect(past.context.placeZones).toEqual({ [pickUp]: 'Europe/Paris', [dropOff]: 'Europe/Paris' })
      expect(search.searches).toEqual([])

      // searched (the doubles find no car)
      const ahead = await serverSearch(parisNow.add({ days: 2 }))
      expect(ahead.value).toBe('empty')
      expect(search.last().body).toMatchObject({ from: parisNow.add({ days: 2 }).toString({ smallestUnit: 'minute' }) })
    }),
  )

  it('asks the checkout’s price with the URL’s wall times, whatever the server’s own zone', () =>
    inRuntimeZone('Asia/Tokyo', async () => {
      const asked: { from: string; to: string }[] = []
      server.use(
        http.post('/api/checkout-price', async ({ request, response }) => {
          asked.push(await request.json())
          return response(500).json({ code: 'INTERNAL_ERROR', message: 'not the point here' })
        }),
      )
      const search = `?car=00000000-0000-4000-8000-00000000ca01&pickUp=${pickUp}&dropOff=${dropOff}&from=2026-12-01T10:00&to=2026-12-04T10:00`
      const snapshots = await runPageMachines('/checkout', search, 'en', pageRequest(`/checkout${search}`))
      expect(snapshots[CHECKOUT_MACHINE_ID]).toBeDefined()
      expect(asked).toMatchObject([{ from: '2026-12-01T10:00', to: '2026-12-04T10:00' }])
    }),
  )
})
