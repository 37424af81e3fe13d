import { notFound } from '../errors.js'
import {
  getCar,
  getLocation,
  listCountriesWithLocations,
  listLocations,
  listLocationsWithPosition,
  listSuppliers,
} from '../db/queries/catalogue.js'
import type { FastifyReply } from 'fastify'
import type { Handlers } from './types.js'

/** The catalogue changes rarely: browsers and proxies may reuse an answer for five minutes. */
const CATALOGUE_MAX_AGE_SECONDS = 300
const cacheable = (reply: FastifyReply) => reply.header('cache-control', `public, max-age=${CATALOGUE_MAX_AGE_SECONDS}`)

export const catalogueHandlers = {
  async getLocations(request, reply) {
    cacheable(reply)
    const { page, size, language } = request.params
    return listLocations(request.server.database.db, { language, page, size, keyword: request.query?.s ?? '' })
  },

  async getLocation(request, reply) {
    const location = await getLocation(request.server.database.db, request.params.id, request.params.language)
    if (!location) throw notFound('Location not found')
    cacheable(reply)
    return location
  },

  async getLocationsWithPosition(request, reply) {
    cacheable(reply)
    return listLocationsWithPosition(request.server.database.db, request.params.language)
  },

  async getCountriesWithLocations(request, reply) {
    cacheable(reply)
    const { language, minLocations } = request.params
    return listCountriesWithLocations(request.server.database.db, language, minLocations)
  },

  async getSuppliers(request, reply) {
    cacheable(reply)
    return listSuppliers(request.server.database.db)
  },

  async getCar(request, reply) {
    const car = await getCar(request.server.database.db, request.params.id, request.params.language)
    if (!car) throw notFound('Car not found')
    cacheable(reply)
    return car
  },
} satisfies Handlers
