// Doubles of searchCars and getSupplierCounts that record what the page asked.
import { Temporal } from 'temporal-polyfill'
import type { components } from '../../../openapi/schema'
import type { ErrorCode } from '../../../src/domain/errors'
import { atlas, makePage, sunrise } from './car-offers'
import { http } from './handlers'
import { server } from './server'

type CarSearch = components['schemas']['CarSearch']
type CarOfferPage = components['schemas']['CarOfferPage']
type SupplierCount = components['schemas']['SupplierCount']

export interface SearchRequest {
  page: number
  size: number
  body: CarSearch
}

export const pickUp = '00000000-0000-4000-8000-00000000c001'
export const dropOff = '00000000-0000-4000-8000-00000000c002'
// A week ahead, for three days: always a search the rules accept, whatever the day the tests run.
const inDays = (days: number) => Temporal.Now.plainDateISO().add({ days }).toString()
export const searchFrom = `${inDays(7)}T10:00`
export const searchTo = `${inDays(10)}T10:00`
export const searchPath = `/search?pickUp=${pickUp}&dropOff=${dropOff}&from=${searchFrom}&to=${searchTo}`

/** The server refusing the criteria of a search (400), with the contract's error code. */
export type SearchRefusal = { status: 400; code: ErrorCode }

export const defaultCounts: SupplierCount[] = [
  { supplier: sunrise, count: 3 },
  { supplier: atlas, count: 1 },
]

/**
 * Answers every search with `answer(request)` (a page, maybe later, 'error' for a 500, or another error
 * status and code) and the counts with `counts`; returns the recorded requests.
 */
export function serveSearch(
  answer: (request: SearchRequest) => CarOfferPage | 'error' | SearchRefusal | Promise<CarOfferPage> = () => makePage([]),
  counts: SupplierCount[] = defaultCounts,
) {
  const searches: SearchRequest[] = []
  const countRequests: CarSearch[] = []
  server.use(
    http.post('/api/search-cars/{page}/{size}', async ({ params, request, response }) => {
      const recorded = { page: Number(params.page), size: Number(params.size), body: await request.json() }
      searches.push(recorded)
      const result = await answer(recorded)
      if (result === 'error') return response(500).json({ code: 'INTERNAL_ERROR', message: 'An unhandled error occurred' })
      if ('status' in result) return response(400).json({ code: result.code, message: 'The search was refused' })
      return response(200).json(result)
    }),
    // The form shows the places of the URL by name.
    http.get('/api/location/{id}/{language}', ({ params, response }) =>
      response(200).json({
        id: params.id,
        name: params.id === pickUp ? 'Paris Orly Airport' : 'Lyon Part-Dieu',
        countryId: '00000000-0000-4000-8000-00000000c0f0',
        countryName: 'France',
        countryCode: 'FR',
        timeZone: 'Europe/Paris',
        latitude: 48.7,
        longitude: 2.4,
      }),
    ),
    http.post('/api/supplier-counts', async ({ request, response }) => {
      countRequests.push(await request.json())
      return response(200).json(counts)
    }),
  )
  return { searches, countRequests, last: () => searches.at(-1) as SearchRequest }
}
