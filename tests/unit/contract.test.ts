// Tests of the API contract (openapi/openapi.yaml) and of its generated types (openapi/schema.d.ts).
import { readFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Validator } from '@seriousme/openapi-schema-validator'
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript'
import { parse } from 'yaml'
import { beforeAll, describe, expect, it } from 'vitest'
import { errorCodes } from '../../src/domain/errors.js'
import {
  appTypes,
  bookingStatuses,
  carAvailabilities,
  carRanges,
  currencies,
  fuelPolicies,
  fuelTypes,
  gearboxes,
  languages,
  mileageKinds,
  multimediaKinds,
  paginationModes,
  paymentGateways,
  recordKinds,
  socialSignInProviders,
  userTypes,
} from '../../src/domain/enums'

const specPath = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url))
const typesPath = fileURLToPath(new URL('../../openapi/schema.d.ts', import.meta.url))

// the parsed YAML, walked freely: a wrong step fails the test
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Schema = Record<string, any>
const doc: Schema = parse(readFileSync(specPath, 'utf8'))
const schemas: Record<string, Schema> = doc.components.schemas

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const

/** Operations of the shared plan: operationId, method, path (exactly as spec §7 writes them). */
const planOperations: ReadonlyArray<readonly [string, string, string]> = [
  // account / session
  ['signUp', 'post', '/api/sign-up'],
  ['checkToken', 'get', '/api/check-token/{appType}/{userId}/{email}/{token}'],
  ['deleteTokens', 'delete', '/api/delete-tokens/{userId}'],
  ['resend', 'post', '/api/resend/{appType}/{email}/{reset}'],
  ['activate', 'post', '/api/activate'],
  ['validateEmail', 'post', '/api/validate-email'],
  ['signIn', 'post', '/api/sign-in/frontend'],
  ['socialSignIn', 'post', '/api/social-sign-in'],
  ['signOut', 'post', '/api/sign-out'],
  ['validateAccessToken', 'post', '/api/validate-access-token'],
  ['resendLink', 'post', '/api/resend-link'],
  // user
  ['updateLanguage', 'post', '/api/update-language'],
  ['getUser', 'get', '/api/user/{id}'],
  ['updateUser', 'post', '/api/update-user'],
  ['updateEmailNotifications', 'post', '/api/update-email-notifications'],
  ['updateAvatar', 'post', '/api/update-avatar/{userId}'],
  ['deleteAvatar', 'post', '/api/delete-avatar/{userId}'],
  ['checkPassword', 'get', '/api/check-password/{userId}/{password}'],
  ['changePassword', 'post', '/api/change-password'],
  ['hasPassword', 'get', '/api/has-password/{userId}'],
  ['sendEmail', 'post', '/api/send-email'],
  // licence
  ['createLicense', 'post', '/api/create-license'],
  ['updateLicense', 'post', '/api/update-license/{id}'],
  ['deleteLicense', 'post', '/api/delete-license/{id}'],
  ['deleteTempLicense', 'post', '/api/delete-temp-license/{file}'],
  ['getLicense', 'get', '/api/license/{userId}'],
  // checks / payments
  ['verifyRecaptcha', 'post', '/api/verify-recaptcha/{token}/{ip}'],
  ['createPayPalOrder', 'post', '/api/create-paypal-order/'],
  ['checkPayPalOrder', 'post', '/api/check-paypal-order/{bookingId}/{orderId}'],
  ['getCountryCode', 'get', '/api/country-code'],
  ['getClientIp', 'get', '/api/client-ip'],
  // catalogue
  ['getHealth', 'get', '/api/health'],
  ['getReady', 'get', '/api/ready'],
  ['getConfig', 'get', '/api/config'],
  ['getLocations', 'get', '/api/locations/{page}/{size}/{language}'],
  ['getLocation', 'get', '/api/location/{id}/{language}'],
  ['getLocationsWithPosition', 'get', '/api/locations-with-position/{language}'],
  ['getCountriesWithLocations', 'get', '/api/countries-with-locations/{language}/{minLocations}'],
  ['getSuppliers', 'get', '/api/suppliers'],
  ['getCar', 'get', '/api/car/{id}/{language}'],
  ['searchCars', 'post', '/api/search-cars/{page}/{size}'],
  ['getSupplierCounts', 'post', '/api/supplier-counts'],
  // booking
  ['checkout', 'post', '/api/checkout'],
  ['getCheckoutPrice', 'post', '/api/checkout-price'],
  ['createCheckoutSession', 'post', '/api/create-checkout-session'],
  ['checkCheckoutSession', 'get', '/api/check-checkout-session/{sessionId}'],
  ['stripeWebhook', 'post', '/api/stripe-webhook'],
  ['getBookings', 'post', '/api/bookings/{page}/{size}/{language}'],
  ['getBooking', 'get', '/api/booking/{id}/{language}'],
  ['cancelBooking', 'post', '/api/cancel-booking/{id}'],
  // bookings of issue 9 (beyond the plan of spec §7): calendar file, edit, bulk, delete, rating
  ['getBookingCalendar', 'get', '/api/booking/{id}/ics'],
  ['getBookingEditQuote', 'post', '/api/booking-edit-quote/{id}'],
  ['editBooking', 'post', '/api/edit-booking/{id}'],
  ['cancelBookings', 'post', '/api/cancel-bookings'],
  ['deleteBooking', 'post', '/api/delete-booking/{id}'],
  ['deleteBookings', 'post', '/api/delete-bookings'],
  ['rateBooking', 'post', '/api/rate-booking/{id}'],
  // notifications
  ['getNotifications', 'get', '/api/notifications/{userId}/{page}/{size}'],
  ['getNotificationCounter', 'get', '/api/notification-counter/{userId}'],
  ['markNotificationsAsRead', 'post', '/api/mark-notifications-as-read/{userId}'],
  ['markNotificationsAsUnread', 'post', '/api/mark-notifications-as-unread/{userId}'],
  ['deleteNotifications', 'post', '/api/delete-notifications/{userId}'],
  ['markAllNotificationsAsRead', 'post', '/api/mark-all-notifications-as-read/{userId}'],
  ['deleteAllNotifications', 'post', '/api/delete-all-notifications/{userId}'],
  // other
  ['subscribeNewsletter', 'post', '/api/subscribe'],
  ['confirmNewsletterSubscription', 'post', '/api/confirm-subscription'],
  ['unsubscribeNewsletter', 'post', '/api/unsubscribe'],
  // the signed-in driver's own subscription, in settings (issue 10)
  ['getNewsletterSubscription', 'get', '/api/newsletter/subscription'],
  ['updateNewsletterSubscription', 'put', '/api/newsletter/subscription'],
  ['getExchangeRates', 'get', '/api/exchange-rates'],
]

// the API's error codes are those of src/domain/errors.ts, one list for server and SPA
const planErrorCodes = errorCodes

interface Operation {
  method: string
  path: string
  op: Schema
}

function operations(): Operation[] {
  const out: Operation[] = []
  for (const [path, item] of Object.entries<Schema>(doc.paths)) {
    for (const method of METHODS) {
      if (item[method]) out.push({ method, path, op: item[method] })
    }
  }
  return out
}

function byId(operationId: string): Operation {
  const found = operations().find((o) => o.op.operationId === operationId)
  if (!found) throw new Error(`no operation ${operationId}`)
  return found
}

/** Resolves a local `#/components/...` reference. */
function deref<T = Schema>(node: Schema): T {
  let current = node
  const seen = new Set<string>()
  while (current && typeof current.$ref === 'string') {
    const ref: string = current.$ref
    if (!ref.startsWith('#/components/')) throw new Error(`non-local $ref ${ref}`)
    if (seen.has(ref)) throw new Error(`$ref loop at ${ref}`)
    seen.add(ref)
    current = ref
      .slice(2)
      .split('/')
      .reduce<Schema>((acc, key) => acc?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc)
    if (current === undefined) throw new Error(`unresolved $ref ${ref}`)
  }
  return current as T
}

/** The JSON schema of a response (or undefined when it has no JSON content). */
function responseSchema(op: Schema, status: string): Schema | undefined {
  const response = op.responses?.[status]
  if (!response) return undefined
  return deref(response).content?.['application/json']?.schema
}

function responseRef(op: Schema, status: string): string | undefined {
  return op.responses?.[status]?.$ref
}

const forbiddenNames = new Set(['password', 'passwordHash', 'token', 'tokenHash'])

/** Walks a schema (resolving $refs) and reports each object schema that is not an allow-list. */
function allowListProblems(root: Schema, where: string): string[] {
  const problems: string[] = []
  const visitedRefs = new Set<string>()
  const visit = (node: Schema | undefined, at: string): void => {
    if (!node || typeof node !== 'object') return
    if (typeof node.$ref === 'string') {
      if (visitedRefs.has(node.$ref)) return
      visitedRefs.add(node.$ref)
      visit(deref(node), node.$ref)
      return
    }
    const types = ([] as unknown[]).concat(node.type ?? [])
    if (types.includes('object') || node.properties) {
      if (node.additionalProperties !== false) problems.push(`${at}: additionalProperties is not false`)
      if (!node.properties) problems.push(`${at}: object without properties`)
      for (const [name, child] of Object.entries<Schema>(node.properties ?? {})) {
        if (forbiddenNames.has(name) || name.startsWith('_')) problems.push(`${at}.${name}: forbidden property`)
        visit(child, `${at}.${name}`)
      }
    }
    if (node.items) visit(node.items, `${at}[]`)
    if (typeof node.additionalProperties === 'object') visit(node.additionalProperties, `${at}{}`)
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      ;(node[key] ?? []).forEach((child: Schema, i: number) => visit(child, `${at}.${key}[${i}]`))
    }
  }
  visit(root, where)
  return problems
}

describe('openapi/openapi.yaml', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator()
    const result = await validator.validate(specPath)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
    expect(doc.openapi).toMatch(/^3\.1\./)
    expect(doc.info).toMatchObject({ title: 'Keyturn API', version: '0.1.0' })
    expect(typeof doc.info.description).toBe('string')
    expect(doc.servers).toEqual([{ url: '/' }])
  })

  it('has every operation of the plan with its exact method, path and operationId, and no other', () => {
    const actual = operations()
      .map((o) => `${o.op.operationId} ${o.method.toUpperCase()} ${o.path}`)
      .sort()
    const expected = planOperations.map(([id, method, path]) => `${id} ${method.toUpperCase()} ${path}`).sort()
    expect(actual).toEqual(expected)
    expect(new Set(actual).size).toBe(actual.length)
  })

  it('has unique operationIds', () => {
    const ids = operations().map((o) => o.op.operationId)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('only uses local $refs to #/components/..., all resolvable', () => {
    const refs: string[] = []
    const collect = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(collect)
      else if (node && typeof node === 'object') {
        for (const [k, v] of Object.entries(node)) {
          if (k === '$ref' && typeof v === 'string') refs.push(v)
          else collect(v)
        }
      }
    }
    collect(doc)
    expect(refs.length).toBeGreaterThan(0)
    for (const ref of refs) {
      expect(ref, ref).toMatch(/^#\/components\/(schemas|responses|parameters)\//)
      expect(() => deref({ $ref: ref }), ref).not.toThrow()
    }
  })

  it('does not use JSON-Schema keywords that Ajv (draft-07 in Fastify) refuses', () => {
    const text = readFileSync(specPath, 'utf8')
    for (const keyword of ['prefixItems', 'unevaluatedProperties', '$defs', 'dependentSchemas', 'nullable:']) {
      expect(text, keyword).not.toContain(keyword)
    }
  })

  const tagNames = [
    'session', 'user', 'license', 'payment', 'catalogue', 'search', 'booking', 'notification', 'newsletter',
    'currency', 'system',
  ]

  it('declares the area tags and tags every operation with one of them', () => {
    expect(doc.tags.map((t: Schema) => t.name)).toEqual(tagNames)
    for (const { op } of operations()) {
      expect(op.tags, op.operationId).toHaveLength(1)
      expect(tagNames, op.operationId).toContain(op.tags[0])
      expect(typeof op.summary, op.operationId).toBe('string')
    }
  })

  it('gives every operation a success response with a schema, and 500 + 501 with the Error schema', () => {
    for (const { op } of operations()) {
      // JSON for every operation but file downloads (getLicense answers the file itself)
      const success = op.responses?.['200'] && deref(op.responses['200']).content
      const schema = success && (success['application/json'] ?? Object.values<Schema>(success)[0])?.schema
      expect(schema, `${op.operationId} 200`).toBeDefined()
      for (const status of ['500', '501']) {
        expect(responseSchema(op, status), `${op.operationId} ${status}`).toEqual({
          $ref: '#/components/schemas/Error',
        })
      }
      expect(responseRef(op, '500')).toBe('#/components/responses/InternalError')
      expect(responseRef(op, '501')).toBe('#/components/responses/NotImplemented')
    }
  })

  it('lets every operation answer 503: the database may be unavailable for a moment (issue 26)', () => {
    for (const { op } of operations()) expect(responseRef(op, '503'), `${op.operationId} 503`).toBe('#/components/responses/ServiceUnavailable')
    expect(doc.components.responses.ServiceUnavailable.headers['Retry-After'].schema).toEqual({ type: 'integer', minimum: 1 })
  })

  it('uses the shared error responses for every error status', () => {
    const names: Record<string, string> = {
      '400': 'BadRequest', '401': 'Unauthorized', '403': 'Forbidden', '404': 'NotFound', '409': 'Conflict',
      '413': 'PayloadTooLarge', '415': 'UnsupportedMediaType', '429': 'TooManyRequests', '500': 'InternalError',
      '402': 'PaymentRequired', '410': 'Gone', '501': 'NotImplemented', '503': 'ServiceUnavailable',
    }
    for (const [status, name] of Object.entries(names)) {
      expect(doc.components.responses[name].content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/Error',
      })
      expect(status).toMatch(/^[45]\d\d$/)
    }
    for (const { op } of operations()) {
      for (const status of Object.keys(op.responses)) {
        if (status.startsWith('2')) continue
        expect(responseRef(op, status), `${op.operationId} ${status}`).toBe(`#/components/responses/${names[status]}`)
      }
    }
  })

  it('lists 400 for operations with parameters or a body, and the statuses that apply', () => {
    for (const { op } of operations()) {
      if ((op.parameters?.length ?? 0) > 0 || op.requestBody) {
        expect(op.responses['400'], `${op.operationId} 400`).toBeDefined()
      }
    }
    const must: Record<string, string[]> = {
      signIn: ['401', '403', '429'],
      signUp: ['409', '429'],
      resend: ['404', '429'],
      resendLink: ['429'],
      sendEmail: ['429'],
      subscribeNewsletter: ['429'],
      confirmNewsletterSubscription: ['404', '429'],
      unsubscribeNewsletter: ['429'],
      getNewsletterSubscription: ['401'],
      updateNewsletterSubscription: ['401', '403', '429'],
      checkout: ['404', '409'],
      updateAvatar: ['401', '403', '413', '415'],
      createLicense: ['413', '415'],
      updateLicense: ['401', '403', '413', '415'],
      getUser: ['401', '403', '404'],
      getBooking: ['401', '403', '404'],
      getLocation: ['404'],
      getCar: ['404'],
      getBookings: ['401', '403'],
      getNotifications: ['401', '403'],
      createCheckoutSession: ['401', '403', '404', '409', '503'],
      createPayPalOrder: ['401', '403', '404', '409', '503'],
      checkPayPalOrder: ['401', '402', '403', '404', '409', '503'],
    }
    for (const [id, statuses] of Object.entries(must)) {
      const { op } = byId(id)
      for (const status of statuses) expect(op.responses[status], `${id} ${status}`).toBeDefined()
    }
  })

  it('validates path parameters: page >= 1, size 1..100, languages as the Language enum, ids as uuids', () => {
    for (const { op, path } of operations()) {
      const params = (op.parameters ?? []).map((p: Schema) => deref(p))
      for (const name of path.match(/{(\w+)}/g)?.map((m) => m.slice(1, -1)) ?? []) {
        const param = params.find((p: Schema) => p.name === name && p.in === 'path')
        expect(param, `${op.operationId} {${name}}`).toBeDefined()
        expect(param.required).toBe(true)
        expect(param.schema).toBeDefined()
      }
      for (const param of params) {
        const schema = deref(param.schema)
        if (param.name === 'page') expect(schema).toMatchObject({ type: 'integer', minimum: 1 })
        if (param.name === 'size') expect(schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 })
        if (param.name === 'language') expect(param.schema).toEqual({ $ref: '#/components/schemas/Language' })
        if (param.name === 'appType') expect(param.schema).toEqual({ $ref: '#/components/schemas/AppType' })
        if (param.name === 'reset') expect(schema).toEqual({ type: 'boolean' })
        if (/^(id|userId|bookingId)$/.test(param.name)) expect(schema).toMatchObject({ type: 'string', format: 'uuid' })
        if (param.name === 'email') expect(schema).toMatchObject({ type: 'string', format: 'email' })
      }
    }
  })

  it('describes uploads as multipart/form-data with a binary field', () => {
    const uploads: Record<string, string> = { updateAvatar: 'image', createLicense: 'file', updateLicense: 'file' }
    for (const [id, field] of Object.entries(uploads)) {
      const { op } = byId(id)
      const schema = deref(op.requestBody.content['multipart/form-data'].schema)
      expect(schema.type).toBe('object')
      expect(schema.properties[field]).toMatchObject({ type: 'string', format: 'binary' })
    }
  })

  it('documents the Stripe webhook signature header and takes a free-form JSON event', () => {
    const { op } = byId('stripeWebhook')
    const header = op.parameters.find((p: Schema) => p.in === 'header')
    expect(header).toMatchObject({ name: 'stripe-signature', required: true })
    expect(op.requestBody.content['application/json'].schema).toMatchObject({ type: 'object' })
  })

  it('answers getCountryCode with a JSON string of two capital letters', () => {
    expect(responseSchema(byId('getCountryCode').op, '200')).toEqual({ type: 'string', pattern: '^[A-Z]{2}$' })
  })

  it('takes update-language {id, language} and checkout without any amount', () => {
    expect(Object.keys(schemas.UpdateLanguageBody!.properties)).toEqual(['id', 'language'])
    expect(schemas.CheckoutBody!.properties).not.toHaveProperty('amount')
    expect(schemas.CheckoutBody!.properties).not.toHaveProperty('price')
    expect(Object.keys(schemas.PaymentOrderPayload!.properties)).toEqual([
      'bookingId', 'amount', 'currency', 'name', 'description',
    ])
  })
})

describe('times at the places (issue 23)', () => {
  const periodBodies = ['CarSearch', 'CheckoutBody', 'CheckoutPriceBody', 'BookingEdit']

  it('takes from and to of every period as wall times at the places (PlaceTime), never instants', () => {
    for (const name of periodBodies) {
      const { properties } = schemas[name]!
      expect(properties.from, `${name}.from`).toMatchObject({ $ref: '#/components/schemas/PlaceTime' })
      expect(properties.to, `${name}.to`).toMatchObject({ $ref: '#/components/schemas/PlaceTime' })
    }
    // every operation sending a period uses one of those bodies
    const bodyOf = (operationId: string) => byId(operationId).op.requestBody.content['application/json'].schema
    expect(bodyOf('searchCars')).toEqual({ $ref: '#/components/schemas/CarSearch' })
    expect(bodyOf('getSupplierCounts')).toEqual({ $ref: '#/components/schemas/CarSearch' })
    expect(bodyOf('checkout')).toEqual({ $ref: '#/components/schemas/CheckoutBody' })
    expect(bodyOf('getCheckoutPrice')).toEqual({ $ref: '#/components/schemas/CheckoutPriceBody' })
    expect(bodyOf('getBookingEditQuote')).toEqual({ $ref: '#/components/schemas/BookingEdit' })
    expect(bodyOf('editBooking')).toEqual({ $ref: '#/components/schemas/BookingEdit' })
  })

  it('PlaceTime is a minute without zone or seconds', () => {
    const placeTime = schemas.PlaceTime!
    expect(placeTime.type).toBe('string')
    expect(placeTime).not.toHaveProperty('format')
    const pattern = new RegExp(placeTime.pattern)
    expect(pattern.test('2026-12-01T10:00')).toBe(true)
    for (const instant of ['2026-12-01T10:00:00Z', '2026-12-01T10:00Z', '2026-12-01T10:00+01:00', '2026-12-01T10:00:00', '2026-12-01 10:00', '2026-12-01']) {
      expect(pattern.test(instant), instant).toBe(false)
    }
  })

  it('Location and LocationRef name their place\'s time zone, a string', () => {
    expect(schemas.TimeZone).toMatchObject({ type: 'string' })
    for (const name of ['Location', 'LocationRef']) {
      expect(schemas[name]!.properties.timeZone).toEqual({ $ref: '#/components/schemas/TimeZone' })
      expect(schemas[name]!.required).toContain('timeZone')
    }
  })
})

describe('enumerations', () => {
  const pairs: Record<string, readonly string[]> = {
    FuelType: fuelTypes,
    CarRange: carRanges,
    Multimedia: multimediaKinds,
    Gearbox: gearboxes,
    FuelPolicy: fuelPolicies,
    MileageKind: mileageKinds,
    CarAvailability: carAvailabilities,
    BookingStatus: bookingStatuses,
    RecordKind: recordKinds,
    UserType: userTypes,
    PaymentGateway: paymentGateways,
    SocialSignInProvider: socialSignInProviders,
    AppType: appTypes,
    Language: languages,
    Currency: currencies,
    PaginationMode: paginationModes,
  }
  for (const [name, values] of Object.entries(pairs)) {
    it(`${name} equals src/domain/enums.ts`, () => {
      expect(schemas[name]).toEqual(expect.objectContaining({ type: 'string', enum: [...values] }))
    })
  }

  it('ErrorCode lists every code of the plan, and Error is {code, message}', () => {
    expect(schemas.ErrorCode!.type).toBe('string')
    expect([...schemas.ErrorCode!.enum].sort()).toEqual([...planErrorCodes].sort())
    expect(schemas.Error).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['code', 'message'],
      properties: { code: { $ref: '#/components/schemas/ErrorCode' }, message: { type: 'string' } },
    })
  })
})

describe('response schemas are allow-lists', () => {
  it('every object schema of every response has additionalProperties: false and no secret field', () => {
    const problems: string[] = []
    for (const { op } of operations()) {
      for (const status of Object.keys(op.responses)) {
        const schema = responseSchema(op, status)
        if (schema) problems.push(...allowListProblems(schema, `${op.operationId} ${status}`))
      }
    }
    expect(problems).toEqual([])
  })

  it('every request body object schema (but the Stripe webhook) is closed too', () => {
    const problems: string[] = []
    for (const { op } of operations()) {
      if (!op.requestBody || op.operationId === 'stripeWebhook') continue
      for (const [type, media] of Object.entries<Schema>(op.requestBody.content)) {
        const root = deref(media.schema)
        const visit = (node: Schema, at: string): void => {
          const s = deref(node)
          if (s.type === 'object' && s.additionalProperties !== false) problems.push(at)
          for (const [k, v] of Object.entries<Schema>(s.properties ?? {})) visit(v, `${at}.${k}`)
          if (s.items) visit(s.items, `${at}[]`)
          for (const c of s.anyOf ?? []) visit(c, `${at}|`)
        }
        visit(root, `${op.operationId} ${type}`)
      }
    }
    expect(problems).toEqual([])
  })

  /** Keys and nullability of the implemented responses, as the plan fixes them. */
  const implemented: Record<string, Record<string, string>> = {
    Health: { status: 'string', database: 'string', uptimeSeconds: 'number', version: 'string' },
    Location: {
      id: 'uuid', name: 'string', countryId: 'uuid', countryName: 'string', countryCode: 'string',
      latitude: 'number', longitude: 'number', timeZone: 'ref',
    },
    LocationRef: { id: 'uuid', name: 'string', timeZone: 'ref' },
    CountryWithLocations: { id: 'uuid', code: 'string', name: 'string', locations: 'array' },
    Supplier: {
      id: 'uuid', fullName: 'string', avatar: 'string|null', payLater: 'boolean', licenseRequired: 'boolean',
      carCount: 'integer',
    },
    Config: {
      maximumRentalDays: 'integer', bookingHorizonDays: 'integer', guestConfirmationHours: 'integer',
      minimumPickUpHours: 'integer', minimumRentalHours: 'integer', minimumDriverAge: 'integer',
      paymentGateway: 'ref|null', stripePublishableKey: 'string|null', paypalClientId: 'string|null',
      socialSignInProviders: 'array', socialSignInClientIds: 'object', recaptchaSiteKey: 'string|null', analyticsId: 'string|null',
      baseCurrency: 'ref', currencies: 'array', languages: 'array', defaultLanguage: 'ref', pageSize: 'integer',
      carsPageSize: 'integer', bookingsPageSize: 'integer', bookingsPageSizeMobile: 'integer',
      paginationMode: 'ref', hideSuppliers: 'boolean', languageFromIp: 'boolean', contactEmail: 'string|null', minimumLocations: 'integer',
      depositFilterThresholds: 'array',
    },
    Car: {
      id: 'uuid', name: 'string', supplier: 'ref', minimumAge: 'integer', locations: 'array', dailyPrice: 'number',
      discountedDailyPrice: 'number|null', biWeeklyPrice: 'number|null', discountedBiWeeklyPrice: 'number|null',
      weeklyPrice: 'number|null', discountedWeeklyPrice: 'number|null', monthlyPrice: 'number|null',
      discountedMonthlyPrice: 'number|null', isDateBasedPrice: 'boolean', dateBasedPrices: 'array',
      deposit: 'number', available: 'boolean', fullyBooked: 'boolean', comingSoon: 'boolean', fuelType: 'ref',
      gearbox: 'ref', aircon: 'boolean', image: 'string', seats: 'integer', doors: 'integer', fuelPolicy: 'ref',
      mileage: 'integer', cancellation: 'ref', amendments: 'ref', theftProtection: 'ref',
      collisionDamageWaiver: 'ref', fullInsurance: 'ref', additionalDriver: 'ref', range: 'ref',
      multimedia: 'array', rating: 'number|null', ratingCount: 'integer', trips: 'integer', co2: 'number|null',
    },
  }
  const kind = (s: Schema): string => {
    if (s.$ref) return 'ref'
    if (s.anyOf) return s.anyOf.map(kind).join('|')
    if (Array.isArray(s.type)) return s.type.join('|')
    if (s.format === 'uuid') return 'uuid'
    return s.type
  }
  for (const [name, shape] of Object.entries(implemented)) {
    it(`${name} has exactly the keys of the plan, all required`, () => {
      const schema = schemas[name]!
      expect(Object.keys(schema.properties)).toEqual(Object.keys(shape))
      expect([...schema.required].sort()).toEqual(Object.keys(shape).sort())
      const kinds = Object.fromEntries(Object.entries<Schema>(schema.properties).map(([k, v]) => [k, kind(v)]))
      expect(kinds).toEqual(shape)
    })
  }

  it('User is the public allow-list', () => {
    expect(Object.keys(schemas.User!.properties)).toEqual([
      'id', 'type', 'fullName', 'email', 'phone', 'location', 'bio', 'birthDate', 'verified', 'blacklisted',
      'language', 'enableEmailNotifications', 'avatar', 'license', 'hasPassword',
    ])
  })
})

describe('openapi/schema.d.ts', () => {
  let generated = ''
  beforeAll(async () => {
    // Same output as `npm run gen` (openapi-typescript CLI): its header comment, then the printed AST.
    generated = COMMENT_HEADER + astToString(await openapiTS(pathToFileURL(specPath)))
  }, 60_000)

  it('is up to date with openapi.yaml', () => {
    const onDisk = readFileSync(typesPath, 'utf8')
    const strip = (text: string) => (text.startsWith(COMMENT_HEADER) ? text.slice(COMMENT_HEADER.length) : text)
    const fresh = strip(generated) === strip(onDisk)
    expect(fresh, 'openapi/schema.d.ts is stale: run `npm run gen`').toBe(true)
  })
})
