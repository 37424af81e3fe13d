// Model-based test of the search machine. @xstate/graph walks the machine with the visitor's
// events and the actors' outcomes given as `xstate.done.actor.<id>` / `xstate.error.actor.<id>`
// events; each path is then replayed on a real actor whose requests are doubles settled as the
// path says, and we check what a caller sees: the requests in flight (and their inputs), the
// offers and counts shown, and the URL writes.
import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import {
  searchMachine,
  type CarOffer,
  type CarOfferPage,
  type FetchOffersInput,
  type FetchSupplierCountsInput,
  type SearchEvent,
  type SearchInput,
  type SupplierCount,
} from '../../machines/search.machine'
import { parseSearchQuery, toCarSearch, type SearchQuery } from '../../src/domain/search-query'
import { validateCriteria } from '../../src/domain/search-rules'
import {
  counts,
  criteriaA,
  criteriaB,
  done,
  failure,
  isRefusal,
  LIMITS,
  lyon,
  modes,
  NOW,
  page,
  PAGE_SIZE,
  paris,
  PLACE_ZONES,
  queryA,
  queryBackwards,
  refusal,
  searchPaths,
  sunrise,
  TZ,
  type SearchSnapshot,
} from './paths/search.paths'
import { deferredRequests, flush, type DeferredRequest } from './support/deferred-requests'
import { missingOf } from './support/coverage'
import { machineCoverage, pathsOf } from './support/paths'

type Request = DeferredRequest<'fetchOffers' | 'fetchSupplierCounts', FetchOffersInput | FetchSupplierCountsInput>

/** A real actor whose requests wait until the test settles them, and every URL write. */
function harness(input: SearchInput) {
  const { requests, double, inFlight, settle } = deferredRequests<Request['actor'], Request['input']>()
  const urlWrites: SearchQuery[] = []
  const machine = searchMachine.provide({
    actors: { fetchOffers: double('fetchOffers') as never, fetchSupplierCounts: double('fetchSupplierCounts') as never },
    actions: { syncUrl: (_, query) => void urlWrites.push(query) },
  })
  const actor = createActor(machine, { input }).start()
  return { actor, requests, urlWrites, inFlight, settle }
}

const urlChangingEvents = ['search.submit', 'search.filter', 'search.sort', 'search.page', 'search.unbookable']

const PARIS_ZONES = { pickUp: TZ, dropOff: TZ }

describe('search model', () => {
  const paths = pathsOf(searchPaths).map(({ start, steps, state }) => ({ input: start.input, steps, target: state }))
  const describePath = (p: (typeof paths)[number]) =>
    `${p.input.paginationMode}: ${p.steps.map((s) => s.event.type.replace(/^xstate\.|^search\./, '')).join(' → ') || 'start'} ⇒ ${JSON.stringify(p.target.value)}`

  it('explores enough paths in both pagination modes', () => {
    expect(paths.filter((p) => p.input.paginationMode === 'classic').length).toBeGreaterThan(20)
    expect(paths.filter((p) => p.input.paginationMode === 'infiniteScroll').length).toBeGreaterThan(20)
  })

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_, { input, steps, target }) => {
    const { actor, urlWrites, inFlight, settle, requests } = harness(input)
    // What the caller should see, kept from the events and answers alone.
    const expected = { offers: [] as CarOffer[], total: 0, supplierCounts: [] as SupplierCount[], urlWrites: [] as SearchQuery[] }
    for (const { event, state } of steps) {
      const before = actor.getSnapshot()
      if (event.type.startsWith('xstate.')) {
        await settle(event)
        if (event.type === 'xstate.done.actor.fetchOffers') {
          const answer = event.output as CarOfferPage
          // Infinite scroll appends the next page; otherwise a page replaces what was shown.
          expected.offers = before.matches({ ready: 'loadingMore' }) ? [...expected.offers, ...answer.rows] : answer.rows
          expected.total = answer.total
        }
        if (event.type === 'xstate.done.actor.fetchSupplierCounts') expected.supplierCounts = event.output as SupplierCount[]
        if (event.type === 'xstate.error.actor.fetchSupplierCounts') expected.supplierCounts = []
        // Refused criteria: nothing of an earlier search stays on screen.
        if (isRefusal(event)) Object.assign(expected, { offers: [], total: 0, supplierCounts: [] })
      } else {
        const accepted = before.can(event as SearchEvent)
        actor.send(event as SearchEvent)
        await flush()
        const { query } = actor.getSnapshot().context
        // The address bar follows the visitor's own changes, never a load from the URL.
        if (accepted && urlChangingEvents.includes(event.type)) expected.urlWrites.push(query)
        if (accepted && event.type === 'search.load' && query.criteria === null) Object.assign(expected, { offers: [], total: 0, supplierCounts: [] })
        // Criteria that break the rules are never sent; what an earlier search showed goes.
        if (accepted && actor.getSnapshot().matches('invalid')) Object.assign(expected, { offers: [], total: 0, supplierCounts: [] })
      }
      const now = actor.getSnapshot()
      expect(now.value).toEqual(state.value)
      expectRequestsInFlight(now, inFlight)
    }
    const { context, value } = actor.getSnapshot()
    expect(value).toEqual(target.value)
    expect({ offers: context.offers, total: context.total, supplierCounts: context.supplierCounts, urlWrites }).toEqual(expected)
    expect(context.errorCode !== null).toBe(steps.at(-1)?.event.type === 'xstate.error.actor.fetchOffers')
    // A superseded request is cancelled, never left to land.
    for (const request of requests) expect(request.settled || request.signal.aborted || inFlight().includes(request)).toBe(true)
    // Infinite scroll never writes a page in the URL.
    if (input.paginationMode === 'infiniteScroll') for (const write of urlWrites) expect(write.page).toBe(1)
    actor.stop()
  })

  it('the paths visit every state and take every transition', () => {
    expect(missingOf(machineCoverage([searchPaths]))).toEqual([])
  })
})

/** The requests running are exactly those the state says, with the inputs of its query. */
function expectRequestsInFlight(snapshot: SearchSnapshot, inFlight: (name?: Request['actor']) => Request[]) {
  const { context } = snapshot
  const body = context.query.criteria ? toCarSearch(context.query, context.requestedCurrency) : null
  const offers = inFlight('fetchOffers')
  if (snapshot.matches({ loading: { offers: 'fetching' } })) {
    const firstPage = context.paginationMode === 'classic' ? context.query.page : 1
    expect(offers.map((r) => r.input)).toEqual([{ body, page: firstPage, size: PAGE_SIZE }])
  } else if (snapshot.matches({ ready: 'loadingMore' })) {
    expect(offers.map((r) => r.input)).toEqual([{ body, page: context.loadedPages + 1, size: PAGE_SIZE }])
  } else {
    expect(offers).toEqual([])
  }
  const countRequests = inFlight('fetchSupplierCounts')
  expect(countRequests.map((r) => r.input)).toEqual(snapshot.matches({ loading: { supplierCounts: 'fetching' } }) ? [{ body }] : [])
}

describe('search rules', () => {
  const classic = modes[0]!
  const infinite = modes[1]!

  async function searching(input: SearchInput = classic) {
    const h = harness(input)
    h.actor.send({ type: 'search.load', query: queryA })
    await flush()
    return h
  }

  it('a load from the URL asks offers and counts with the same body, and writes no URL', async () => {
    const { actor, inFlight, urlWrites, settle } = await searching()
    expect(actor.getSnapshot().matches('loading')).toBe(true)
    const body = toCarSearch(queryA, 'USD')
    expect(inFlight('fetchOffers').map((r) => r.input)).toEqual([{ body, page: 1, size: 15 }])
    expect(inFlight('fetchSupplierCounts').map((r) => r.input)).toEqual([{ body }])
    await settle(done('fetchOffers', page(15, 40)))
    // Still loading until the counts are there too.
    expect(actor.getSnapshot().matches('loading')).toBe(true)
    await settle(done('fetchSupplierCounts', counts))
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ total: 40, supplierCounts: counts, errorCode: null })
    expect(actor.getSnapshot().context.offers).toHaveLength(15)
    expect(urlWrites).toEqual([])
  })

  it('ignores a load of the query it already shows (the echo of its own URL write)', async () => {
    const { actor, inFlight, settle, requests } = await searching()
    await settle(done('fetchOffers', page(15, 40)))
    await settle(done('fetchSupplierCounts', counts))
    const sent = requests.length
    expect(actor.getSnapshot().can({ type: 'search.load', query: parseSearchQuery(`?from=2026-12-01T10:00&to=2026-12-05T10:00&pickUp=${paris}`) })).toBe(false)
    actor.send({ type: 'search.load', query: queryA })
    await flush()
    expect(requests.length).toBe(sent)
    expect(inFlight()).toEqual([])
  })

  it('a load without criteria goes back to idle and clears the results', async () => {
    const { actor, settle } = await searching()
    await settle(done('fetchOffers', page(15, 40)))
    await settle(done('fetchSupplierCounts', counts))
    actor.send({ type: 'search.load', query: parseSearchQuery('?ranges=mini') })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({ offers: [], total: 0, supplierCounts: [] })
    expect(actor.getSnapshot().can({ type: 'search.filter', filters: {} })).toBe(false)
  })

  it('filters reset the page to 1 and write the URL; only non-supplier filters ask the counts again', async () => {
    const { actor, inFlight, settle, urlWrites } = await searching()
    await settle(done('fetchOffers', page(15, 40)))
    await settle(done('fetchSupplierCounts', counts))
    actor.send({ type: 'search.page', page: 3 })
    await flush()
    expect(inFlight('fetchOffers').map((r) => (r.input as FetchOffersInput).page)).toEqual([3])
    expect(inFlight('fetchSupplierCounts')).toEqual([])
    await settle(done('fetchOffers', page(10, 40)))

    actor.send({ type: 'search.filter', filters: { suppliers: [sunrise] } })
    await flush()
    expect(actor.getSnapshot().context.query.page).toBe(1)
    expect(inFlight('fetchOffers').map((r) => r.input)).toEqual([
      { body: { ...toCarSearch(queryA, 'USD'), suppliers: [sunrise] }, page: 1, size: 15 },
    ])
    expect(inFlight('fetchSupplierCounts')).toEqual([])
    await settle(done('fetchOffers', page(5, 5)))

    actor.send({ type: 'search.filter', filters: { suppliers: [sunrise], gearboxes: ['automatic'] } })
    await flush()
    expect(inFlight('fetchSupplierCounts')).toHaveLength(1)
    expect(urlWrites.map((q) => [q.page, q.filters])).toEqual([
      [3, {}],
      [1, { suppliers: [sunrise] }],
      [1, { suppliers: [sunrise], gearboxes: ['automatic'] }],
    ])
  })

  it('sorting goes back to page 1 without asking the counts again', async () => {
    const { actor, inFlight, settle, urlWrites } = await searching()
    await settle(done('fetchOffers', page(15, 40)))
    await settle(done('fetchSupplierCounts', counts))
    actor.send({ type: 'search.page', page: 2 })
    actor.send({ type: 'search.sort', sort: { sort: 'deposit', order: 'desc' } })
    await flush()
    expect(inFlight('fetchOffers').map((r) => r.input)).toEqual([
      { body: { ...toCarSearch(queryA, 'USD'), sort: 'deposit', order: 'desc' }, page: 1, size: 15 },
    ])
    expect(inFlight('fetchSupplierCounts')).toEqual([])
    expect(urlWrites.at(-1)).toMatchObject({ page: 1, sort: { sort: 'deposit', order: 'desc' } })
  })

  it('a currency change asks the same page again in that currency, without a URL write', async () => {
    const { actor, inFlight, settle, urlWrites } = await searching()
    await settle(done('fetchOffers', page(15, 40)))
    await settle(done('fetchSupplierCounts', counts))
    actor.send({ type: 'search.page', page: 2 })
    await settle(done('fetchOffers', page(15, 40)))
    actor.send({ type: 'search.currency', currency: 'GBP' })
    await flush()
    expect(inFlight('fetchOffers').map((r) => r.input)).toEqual([
      { body: toCarSearch({ ...queryA, page: 2 }, 'GBP'), page: 2, size: 15 },
    ])
    expect(inFlight('fetchSupplierCounts')).toEqual([])
    // Without rates the server answers in USD: the amounts shown say so.
    await settle(done('fetchOffers', { ...page(15, 40, 'USD'), ratesAvailable: false }))
    expect(actor.getSnapshot().context).toMatchObject({ currency: 'USD', requestedCurrency: 'GBP', ratesAvailable: false })
    expect(urlWrites).toHaveLength(1)
    // The same currency again changes nothing.
    expect(actor.getSnapshot().can({ type: 'search.currency', currency: 'GBP' })).toBe(false)
  })

  it('after a failure, retry asks again and shows the answer', async () => {
    const { actor, inFlight, settle } = await searching()
    await settle(failure('fetchOffers'))
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.errorCode).toBe('INTERNAL_ERROR')
    // The counts request went with the failed search.
    expect(inFlight()).toEqual([])
    actor.send({ type: 'search.retry' })
    await flush()
    expect(actor.getSnapshot().context.errorCode).toBeNull()
    expect(inFlight('fetchOffers')).toHaveLength(1)
    expect(inFlight('fetchSupplierCounts')).toHaveLength(1)
    await settle(done('fetchOffers', page(0, 0)))
    await settle(done('fetchSupplierCounts', []))
    expect(actor.getSnapshot().value).toBe('empty')
  })

  it('failed counts do not hide the offers, and are asked again with the next request', async () => {
    const { actor, inFlight, settle } = await searching()
    await settle(failure('fetchSupplierCounts'))
    await settle(done('fetchOffers', page(15, 40)))
    expect(actor.getSnapshot().matches('ready')).toBe(true)
    expect(actor.getSnapshot().context.supplierCounts).toEqual([])
    actor.send({ type: 'search.page', page: 2 })
    await flush()
    expect(inFlight('fetchSupplierCounts')).toHaveLength(1)
  })

  it('infinite scroll appends the next page on loadMore, has no page event, and stops at the total', async () => {
    const { actor, inFlight, settle, urlWrites } = await searching(infinite)
    await settle(done('fetchOffers', page(15, 20)))
    await settle(done('fetchSupplierCounts', counts))
    expect(actor.getSnapshot().can({ type: 'search.page', page: 2 })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'search.loadMore' })).toBe(true)
    const first = actor.getSnapshot().context.offers
    actor.send({ type: 'search.loadMore' })
    await flush()
    expect(actor.getSnapshot().matches({ ready: 'loadingMore' })).toBe(true)
    expect(inFlight('fetchOffers').map((r) => (r.input as FetchOffersInput).page)).toEqual([2])
    const second = page(5, 20)
    await settle(done('fetchOffers', second))
    expect(actor.getSnapshot().context.offers).toEqual([...first, ...second.rows])
    expect(actor.getSnapshot().can({ type: 'search.loadMore' })).toBe(false)
    expect(urlWrites).toEqual([])
  })

  it('infinite scroll starts from the first page whatever the URL says', async () => {
    const { inFlight } = harness(infinite)
    const h = harness(infinite)
    h.actor.send({ type: 'search.load', query: { ...queryA, page: 4 } })
    await flush()
    expect(h.inFlight('fetchOffers').map((r) => (r.input as FetchOffersInput).page)).toEqual([1])
    expect(h.actor.getSnapshot().context.query.page).toBe(1)
    expect(inFlight()).toEqual([])
  })

  it('a failed loadMore keeps the rows shown and says so; loadMore tries again', async () => {
    const { actor, settle, inFlight } = await searching(infinite)
    await settle(done('fetchOffers', page(15, 30)))
    await settle(done('fetchSupplierCounts', counts))
    actor.send({ type: 'search.loadMore' })
    await flush()
    await settle(failure('fetchOffers'))
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ errorCode: 'INTERNAL_ERROR', total: 30 })
    expect(actor.getSnapshot().context.offers).toHaveLength(15)
    actor.send({ type: 'search.loadMore' })
    await flush()
    expect(actor.getSnapshot().context.errorCode).toBeNull()
    expect(inFlight('fetchOffers').map((r) => (r.input as FetchOffersInput).page)).toEqual([2])
  })

  it('a newer request cancels the older one, whose late answer is ignored', async () => {
    const { actor, requests, settle } = await searching()
    const [oldOffers, oldCounts] = requests
    actor.send({ type: 'search.submit', criteria: criteriaB })
    await flush()
    expect(oldOffers!.signal.aborted).toBe(true)
    expect(oldCounts!.signal.aborted).toBe(true)
    const fresh = page(3, 3)
    await settle(done('fetchOffers', fresh))
    await settle(done('fetchSupplierCounts', counts))
    // The old request answers late: nothing changes.
    oldOffers!.resolve(page(15, 99))
    await flush()
    expect(actor.getSnapshot().context.offers).toEqual(fresh.rows)
    expect(actor.getSnapshot().context.total).toBe(3)
    expect(actor.getSnapshot().context.query.criteria).toEqual(criteriaB)
  })

  it('submitting new criteria keeps the filters and sort but goes back to page 1', async () => {
    const h = harness(classic)
    h.actor.send({ type: 'search.load', query: { ...queryA, filters: { ranges: ['maxi'] }, sort: { sort: 'rating', order: 'desc' }, page: 3 } })
    h.actor.send({ type: 'search.submit', criteria: criteriaB })
    await flush()
    expect(h.urlWrites).toEqual([
      { criteria: criteriaB, filters: { ranges: ['maxi'] }, sort: { sort: 'rating', order: 'desc' }, page: 1, includeUnbookable: false },
    ])
  })

  it.each([
    ['a drop-off before the pick-up', '2026-12-05T10:00', '2026-12-01T10:00', [{ field: 'to', rule: 'minimumRentalHours', hours: 1 }]],
    ['the same instant', '2026-12-05T10:00', '2026-12-05T10:00', [{ field: 'to', rule: 'minimumRentalHours', hours: 1 }]],
    ['a past pick-up', '2026-10-20T10:00', '2026-10-25T10:00', [{ field: 'from', rule: 'minimumPickUpHours', hours: 1 }]],
  ])('criteria from the URL with %s are not searched: the issues and corrected dates are shown', async (_, from, to, issues) => {
    const h = harness(classic)
    h.actor.send({ type: 'search.load', query: parseSearchQuery(`pickUp=${paris}&dropOff=${lyon}&from=${from}&to=${to}`) })
    await flush()
    const { value, context } = h.actor.getSnapshot()
    expect(value).toBe('invalid')
    expect(h.requests).toEqual([])
    expect(h.urlWrites).toEqual([])
    expect(context.criteriaIssues).toEqual(expect.arrayContaining(issues))
    // The corrected dates pass the same rules, places untouched.
    const corrected = context.correctedCriteria!
    expect(corrected).toMatchObject({ pickUpLocation: paris, dropOffLocation: lyon })
    expect(validateCriteria(corrected, NOW, LIMITS, PARIS_ZONES)).toEqual([])
    // Filters, sort, pages and currency ask nothing with such criteria.
    expect(h.actor.getSnapshot().can({ type: 'search.filter', filters: { ranges: ['mini'] } })).toBe(false)
    expect(h.actor.getSnapshot().can({ type: 'search.page', page: 2 })).toBe(false)
    expect(h.actor.getSnapshot().can({ type: 'search.retry' })).toBe(false)
  })

  it('checks the configured booking limits: a rental too long or beyond the horizon is not searched', async () => {
    const long = harness(classic)
    long.actor.send({ type: 'search.load', query: parseSearchQuery(`pickUp=${paris}&from=2026-12-01T10:00&to=2027-02-01T10:00`) })
    expect(long.actor.getSnapshot().value).toBe('invalid')
    expect(long.actor.getSnapshot().context.correctedCriteria).toMatchObject({ from: '2026-12-01T10:00', to: '2026-12-31T10:00' })
    const far = harness(classic)
    far.actor.send({ type: 'search.load', query: parseSearchQuery(`pickUp=${paris}&from=9999-01-01T10:00&to=9999-01-04T10:00`) })
    expect(far.actor.getSnapshot().value).toBe('invalid')
    expect(far.actor.getSnapshot().context.correctedCriteria).toMatchObject({ from: '2026-11-01T10:00', to: '2026-11-04T10:00' })
    expect(long.requests.length + far.requests.length).toBe(0)
  })

  it('fixed criteria from the form leave the invalid state and search, writing the URL', async () => {
    const h = harness(classic)
    h.actor.send({ type: 'search.load', query: queryBackwards })
    expect(h.actor.getSnapshot().value).toBe('invalid')
    h.actor.send({ type: 'search.submit', criteria: criteriaA })
    await flush()
    expect(h.actor.getSnapshot().matches('loading')).toBe(true)
    expect(h.actor.getSnapshot().context.criteriaIssues).toEqual([])
    expect(h.inFlight('fetchOffers').map((r) => (r.input as FetchOffersInput).body)).toEqual([toCarSearch(queryA, 'USD')])
    expect(h.urlWrites.map((q) => q.criteria)).toEqual([criteriaA])
  })

  it('a submit that still breaks a rule is not searched either', async () => {
    const h = harness(classic)
    h.actor.send({ type: 'search.submit', criteria: { ...criteriaA, to: criteriaA.from } })
    await flush()
    expect(h.actor.getSnapshot().value).toBe('invalid')
    expect(h.requests).toEqual([])
  })

  it.each(['VALIDATION_ERROR', 'RENTAL_TOO_LONG', 'BEYOND_BOOKING_HORIZON'])(
    'a %s answer is a refusal of the criteria, not a failure: no retry, the earlier results go',
    async (code) => {
      const { actor, settle } = await searching()
      await settle(done('fetchOffers', page(15, 40)))
      await settle(done('fetchSupplierCounts', counts))
      actor.send({ type: 'search.submit', criteria: criteriaB })
      await flush()
      await settle(refusal(code))
      const { value, context } = actor.getSnapshot()
      expect(value).toBe('rejected')
      expect(context).toMatchObject({ errorCode: code, offers: [], total: 0 })
      expect(actor.getSnapshot().can({ type: 'search.retry' })).toBe(false)
      // The form fixes it: other criteria search again.
      actor.send({ type: 'search.submit', criteria: criteriaA })
      expect(actor.getSnapshot().matches('loading')).toBe(true)
    },
  )

  it('other errors stay failures that can be retried', async () => {
    const { actor, settle } = await searching()
    await settle(failure('fetchOffers', 'SERVICE_UNAVAILABLE'))
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().can({ type: 'search.retry' })).toBe(true)
  })

  it('keeps the count of unbookable cars and lists them on request, from page 1, in the URL, with fresh counts', async () => {
    const { actor, inFlight, settle, urlWrites } = await searching()
    await settle(done('fetchOffers', { ...page(15, 40), unbookable: 3 }))
    await settle(done('fetchSupplierCounts', counts))
    expect(actor.getSnapshot().context.unbookable).toBe(3)
    actor.send({ type: 'search.page', page: 2 })
    await settle(done('fetchOffers', { ...page(15, 40), unbookable: 3 }))
    actor.send({ type: 'search.unbookable', include: true })
    await flush()
    const body = { ...toCarSearch(queryA, 'USD'), includeUnbookable: true }
    expect(inFlight('fetchOffers').map((r) => r.input)).toEqual([{ body, page: 1, size: 15 }])
    expect(inFlight('fetchSupplierCounts').map((r) => r.input)).toEqual([{ body }])
    expect(urlWrites.at(-1)).toMatchObject({ page: 1, includeUnbookable: true })
    expect(actor.getSnapshot().can({ type: 'search.unbookable', include: true })).toBe(false)
  })

  it('without provided actors a search fails harmlessly', async () => {
    const actor = createActor(searchMachine, { input: classic }).start()
    actor.send({ type: 'search.load', query: queryA })
    await flush()
    expect(actor.getSnapshot().value).toBe('failed')
  })
})

describe('search criteria at their places', () => {
  // NOW is 09:00 in Paris (winter time): with a pick-up at least an hour ahead, 09:30 there is too
  // early and 10:30 is fine. In New York 09:30 would be fine, in Tokyo 10:30 would be long past:
  // judged in the runtime's zone, these criteria would be judged wrongly.
  const tooEarlyInParis = parseSearchQuery(`pickUp=${paris}&dropOff=${paris}&from=2026-11-01T09:30&to=2026-11-03T09:30`)
  const fineInParis = parseSearchQuery(`pickUp=${paris}&dropOff=${paris}&from=2026-11-01T10:30&to=2026-11-03T10:30`)
  const runtimeZones = ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati']
  const withoutZones: SearchInput = { ...modes[0]!, placeZones: undefined }

  /** Runs `test` with the process's clock set to `zone` (what the machine would take as the visitor's). */
  async function inRuntimeZone(zone: string, test: () => Promise<void>) {
    const previous = process.env.TZ
    process.env.TZ = zone
    try {
      await test()
    } finally {
      process.env.TZ = previous
    }
  }

  it.each(runtimeZones)('a Paris search is judged in Paris time, whatever the runtime’s zone (%s)', (zone) =>
    inRuntimeZone(zone, async () => {
      const early = harness(modes[0]!)
      early.actor.send({ type: 'search.load', query: tooEarlyInParis })
      await flush()
      expect(early.actor.getSnapshot().value).toBe('invalid')
      expect(early.actor.getSnapshot().context.criteriaIssues).toEqual([{ field: 'from', rule: 'minimumPickUpHours', hours: 1 }])
      expect(early.requests).toEqual([])
      // the dates offered instead pass the rules at the place
      expect(validateCriteria(early.actor.getSnapshot().context.correctedCriteria!, NOW, LIMITS, PARIS_ZONES)).toEqual([])

      const fine = harness(modes[0]!)
      fine.actor.send({ type: 'search.load', query: fineInParis })
      await flush()
      expect(fine.actor.getSnapshot().matches('loading')).toBe(true)
      // the request carries the URL's wall times, as they are: the server knows the places' zones
      expect(fine.inFlight('fetchOffers').map((r) => (r.input as FetchOffersInput).body)).toMatchObject([{ from: '2026-11-01T10:30', to: '2026-11-03T10:30' }])
    }),
  )

  it('learns the zones of the places chosen in the form with its criteria', () =>
    inRuntimeZone('Asia/Tokyo', async () => {
      const h = harness(withoutZones)
      h.actor.send({ type: 'search.submit', criteria: fineInParis.criteria!, placeZones: { [paris]: TZ } })
      await flush()
      expect(h.actor.getSnapshot().matches('loading')).toBe(true)
      expect(h.actor.getSnapshot().context.placeZones).toEqual({ [paris]: TZ })
    }),
  )

  it('learns zones the app knows with a load from the URL, and keeps them for later criteria', () =>
    inRuntimeZone('America/New_York', async () => {
      const h = harness(withoutZones)
      h.actor.send({ type: 'search.load', query: fineInParis, placeZones: { [paris]: TZ } })
      await flush()
      expect(h.actor.getSnapshot().matches('loading')).toBe(true)
      // back to an earlier URL: the place's zone is still known
      h.actor.send({ type: 'search.load', query: tooEarlyInParis })
      await flush()
      expect(h.actor.getSnapshot().value).toBe('invalid')
    }),
  )

  it('judges a place of unknown zone in the runtime’s zone; the server, which knows it, stays the judge', () =>
    inRuntimeZone('America/New_York', async () => {
      const h = harness(withoutZones)
      // 09:30 in New York is hours ahead: asked, and refused by the server (09:30 in Paris is too early)
      h.actor.send({ type: 'search.load', query: tooEarlyInParis })
      await flush()
      expect(h.actor.getSnapshot().matches('loading')).toBe(true)
      await h.settle(refusal('VALIDATION_ERROR'))
      expect(h.actor.getSnapshot().value).toBe('rejected')
    }),
  )

  it('a one-way rental judges each time at its own place', () =>
    inRuntimeZone('UTC', async () => {
      const h = harness({ ...withoutZones, placeZones: { [paris]: TZ, [lyon]: 'America/New_York' } })
      // 11:00 in Paris is 10:00 UTC; 06:00 in New York is 11:00 UTC: an hour later, long enough
      h.actor.send({ type: 'search.submit', criteria: { pickUpLocation: paris, dropOffLocation: lyon, from: '2026-11-01T11:00', to: '2026-11-01T06:00' } })
      await flush()
      expect(h.actor.getSnapshot().matches('loading')).toBe(true)
      // 05:30 in New York (10:30 UTC) is only half an hour after the pick-up
      h.actor.send({ type: 'search.submit', criteria: { pickUpLocation: paris, dropOffLocation: lyon, from: '2026-11-01T11:00', to: '2026-11-01T05:30' } })
      await flush()
      expect(h.actor.getSnapshot().value).toBe('invalid')
      expect(h.actor.getSnapshot().context.criteriaIssues).toEqual([{ field: 'to', rule: 'minimumRentalHours', hours: 1 }])
    }),
  )

  it('the zones travel with the persisted snapshot (the server’s render, resumed in the browser)', () =>
    inRuntimeZone('Asia/Tokyo', async () => {
      const server = harness(modes[0]!)
      server.actor.send({ type: 'search.load', query: fineInParis })
      await server.settle(done('fetchOffers', page(3, 3)))
      await server.settle(done('fetchSupplierCounts', counts))
      const sent = JSON.parse(JSON.stringify(server.actor.getPersistedSnapshot())) as { context: Record<string, unknown> }
      server.actor.stop()
      const browser = createActor(searchMachine, { input: withoutZones, snapshot: { ...sent, context: { ...sent.context, now: () => NOW } } as never }).start()
      expect(browser.getSnapshot().context.placeZones).toEqual(PLACE_ZONES)
      // new criteria at the same place are judged in Paris time, not Tokyo's
      browser.send({ type: 'search.submit', criteria: tooEarlyInParis.criteria! })
      expect(browser.getSnapshot().value).toBe('invalid')
      browser.stop()
    }),
  )
})
