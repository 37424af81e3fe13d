import { publicCatalogue } from '../catalogue-memo.js'
import { notFound } from '../errors.js'
import {
  getCar,
  getLocation,
  listCountriesWithLocations,
  listLocations,
  listLocationsWithPosition,
  listSuppliers,
} from '../db/queries/catalogue.js'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Handlers } from './types.js'

/** The catalogue changes rarely: browsers and proxies may reuse an answer for five minutes. */
const CATALOGUE_MAX_AGE_SECONDS = 300
const cacheable = (reply: FastifyReply) => reply.header('cache-control', `public, max-age=${CATALOGUE_MAX_AGE_SECONDS}`)
/** The answer from memory until the catalogue changes (src/server/catalogue-memo.ts, publicCatalogue). */
const remembered = <V>(request: FastifyRequest, key: unknown[], load: () => Promise<V>) =>
  publicCatalogue(request.server, request.routeOptions.url ?? '', JSON.stringify(key), load)

export const catalogueHandlers = {
  async getLocations(request, reply) {
    cacheable(reply)
    const { page, size, language } = request.params
    const keyword = request.query?.s ?? ''
    return remembered(request, [language, page, size, keyword], () => listLocations(request.server.database.db, { language, page, size, keyword }))
  },

  async getLocation(request, reply) {
    const { id, language } = request.params
    const location = await remembered(request, [id, language], () => getLocation(request.server.database.db, id, language))
    if (!location) throw notFound('Location not found')
    cacheable(reply)
    return location
  },

  async getLocationsWithPosition(request, reply) {
    cacheable(reply)
    const { language } = request.params
    return remembered(request, [language], () => listLocationsWithPosition(request.server.database.db, language))
  },

  async getCountriesWithLocations(request, reply) {
    cacheable(reply)
    const { language, minLocations } = request.params
    return remembered(request, [language, minLocations], () => listCountriesWithLocations(request.server.database.db, language, minLocations))
  },

  async getSuppliers(request, reply) {
    cacheable(reply)
    return remembered(request, [], () => listSuppliers(request.server.database.db))
  },

  async getCar(request, reply) {
    const { id, language } = request.params
    const car = await remembered(request, [id, language], () => getCar(request.server.database.db, id, language))
    if (!car) throw notFound('Car not found')
    cacheable(reply)
    return car
  },
} satisfies Handlers
