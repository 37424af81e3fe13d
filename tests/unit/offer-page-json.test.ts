// A page of offers is written with each car's card serialised once (issue 26): the answer must read
// as the route's own serializer writes the whole page, and hold only what the contract names.
import Fastify, { type FastifyInstance } from 'fastify'
import openapiGlue from 'fastify-openapi-glue'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../openapi/schema'
import { readContract } from '../../src/server/contract'
import { offerPageJson } from '../../src/server/offer-page-json'
import { makeOffer, makePage } from '../components/support/car-offers'

type CarOfferPage = components['schemas']['CarOfferPage']

const PLACE = '00000000-0000-4000-8000-000000000001'
let app: FastifyInstance
/** The page the next searchCars answers, and what it answers: the page written both ways. */
let page: CarOfferPage

beforeAll(async () => {
  app = Fastify()
  await app.register(openapiGlue, {
    specification: structuredClone(readContract()),
    operationResolver: (operationId: string) => async (_request, reply) => {
      if (operationId !== 'searchCars') return reply.code(501).send()
      const both = { assembled: offerPageJson(reply, page), whole: reply.serializeInput(page, '200', 'application/json') }
      return reply.type('text/plain').send(JSON.stringify(both))
    },
  })
  await app.ready()
})
afterAll(() => app.close())

async function answer(): Promise<{ assembled: string; whole: string }> {
  const body = { pickUpLocation: PLACE, dropOffLocation: PLACE, from: '2030-01-01T10:00', to: '2030-01-05T10:00' }
  const response = await app.inject({ method: 'POST', url: '/api/search-cars/1/15', payload: body })
  expect(response.statusCode).toBe(200)
  return JSON.parse(response.body) as { assembled: string; whole: string }
}

describe('offerPageJson', () => {
  it("reads as the route's serializer writes the whole page, and holds only what the contract names", async () => {
    const rows = [makeOffer(), makeOffer({ paymentOptions: [], freeCancellationUntil: '2030-01-01T10:00:00.000Z' }, { rating: null, co2: 120 })]
    // fields the contract does not name, at every level: none may leave
    Object.assign(rows[0]!.car, { passwordHash: 'secret-car' })
    Object.assign(rows[1]!, { margin: 'secret-offer' })
    page = Object.assign(makePage(rows), { supplierNotes: 'secret-page' })
    const { assembled, whole } = await answer()
    expect(JSON.parse(assembled)).toEqual(JSON.parse(whole))
    expect(assembled).not.toContain('secret')
    expect(JSON.parse(assembled).rows).toHaveLength(2)
    // each row names its card once, the page its rows once (JSON.parse would hide a repeated member)
    expect(assembled.split('"car":')).toHaveLength(3)
    expect(assembled.split('"rows":')).toHaveLength(2)
  })

  it('writes a card again when it is a new card (a catalogue change makes new ones), and an empty page', async () => {
    const offer = makeOffer()
    page = makePage([offer])
    const first = await answer()
    page = makePage([{ ...offer, car: { ...offer.car, name: 'Renamed' } }])
    const second = await answer()
    expect(JSON.parse(second.assembled)).toEqual(JSON.parse(second.whole))
    expect(JSON.parse(second.assembled).rows[0].car.name).toBe('Renamed')
    expect(JSON.parse(first.assembled).rows[0].car.name).not.toBe('Renamed')
    page = makePage([])
    const empty = await answer()
    expect(JSON.parse(empty.assembled)).toEqual(JSON.parse(empty.whole))
  })
})
