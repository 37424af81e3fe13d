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

/**
 * A list answer kept as the JSON the route's response schema makes of it (its allow-list), so a
 * request writes out kept text instead of serialising the list again: the countries (8 KB) were
 * 0.39 × health, their serialising most of the cost (issue 11).
 */
const rememberedJson = async (request: FastifyRequest, reply: FastifyReply, key: unknown[], load: () => Promise<object>) => {
  const json = await publicCatalogue(request.server, `${request.routeOptions.url ?? ''} json`, JSON.stringify(key), async () => {
    const serializeOk = reply.getSerializationFunction('200', 'application/json')
    if (!serializeOk) throw new Error(`no 200 application/json response schema for ${request.routeOptions.url}`)
    // Fastify types the function's input as an object, though a list schema takes an array
    return serializeOk((await load()) as Record<string, unknown>)
  })
  return reply.type('application/json; charset=utf-8').send(json)
}

export const catalogueHandlers = {
  async getLocations(request, reply) {
    cacheable(reply)
    const { page, size, language } = request.params
    const keyword = request.query?.s ?? ''
    return rememberedJson(request, reply, [language, page, size, keyword], () => listLocations(request.server.database.db, { language, page, size, keyword }))
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
    return rememberedJson(request, reply, [language], () => listLocationsWithPosition(request.server.database.db, language))
  },

  async getCountriesWithLocations(request, reply) {
    cacheable(reply)
    const { language, minLocations } = request.params
    return rememberedJson(request, reply, [language, minLocations], () => listCountriesWithLocations(request.server.database.db, language, minLocations))
  },

  async getSuppliers(request, reply) {
    cacheable(reply)
    return rememberedJson(request, reply, [], () => listSuppliers(request.server.database.db))
  },

  async getCar(request, reply) {
    const { id, language } = request.params
    const car = await remembered(request, [id, language], () => getCar(request.server.database.db, id, language))
    if (!car) throw notFound('Car not found')
    cacheable(reply)
    return car
  },
} satisfies Handlers
