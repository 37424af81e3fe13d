import { notFound } from '../errors.js'
import {
  getCar,
  getLocation,
  listCountriesWithLocations,
  listLocations,
  listLocationsWithPosition,
  listSuppliers,
} from '../db/queries/catalogue.js'
import type { Handlers } from './types.js'

export const catalogueHandlers = {
  async getLocations(request) {
    const { page, size, language } = request.params
    return listLocations(request.server.database.db, { language, page, size, keyword: request.query?.s ?? '' })
  },

  async getLocation(request) {
    const location = await getLocation(request.server.database.db, request.params.id, request.params.language)
    if (!location) throw notFound('Location not found')
    return location
  },

  async getLocationsWithPosition(request) {
    return listLocationsWithPosition(request.server.database.db, request.params.language)
  },

  async getCountriesWithLocations(request) {
    const { language, minLocations } = request.params
    return listCountriesWithLocations(request.server.database.db, language, minLocations)
  },

  async getSuppliers(request) {
    return listSuppliers(request.server.database.db)
  },

  async getCar(request) {
    const car = await getCar(request.server.database.db, request.params.id, request.params.language)
    if (!car) throw notFound('Car not found')
    return car
  },
} satisfies Handlers
