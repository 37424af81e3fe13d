import { createOpenApiHttp } from 'openapi-msw'
import type { paths } from '../../../openapi/schema'
import { countriesByLanguage, makeConfig, suppliers } from './fixtures'

export const http = createOpenApiHttp<paths>({ baseUrl: '*' })

export const defaultHandlers = [
  http.get('/api/config', ({ response }) => response(200).json(makeConfig())),
  http.get('/api/countries-with-locations/{language}/{minLocations}', ({ params, response }) =>
    response(200).json(countriesByLanguage[params.language] ?? []),
  ),
  http.get('/api/suppliers', ({ response }) => response(200).json(suppliers)),
  http.get('/api/country-code', ({ response }) => response(200).json('US')),
  // the header's bell of a signed-in user asks for the unread count
  http.get('/api/notification-counter/{userId}', ({ response }) => response(200).json({ count: 0 })),
]
