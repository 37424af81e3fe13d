import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp } from './support/app.js'
import {
  DOUBLE_API_KEY,
  doubleRates,
  startExchangeRateApiDouble,
  startFixerDouble,
  startOpenErApiDouble,
  type RatesDouble,
} from '../fixtures/doubles/exchange-rates.js'

/** GET /api/exchange-rates on the real app, its providers being local doubles. */
describe('getExchangeRates', () => {
  let primary: RatesDouble
  let exchangeRateApi: RatesDouble
  let fixer: RatesDouble
  /** Primary and both keyed fallbacks, caching off. */
  let app: FastifyInstance
  /** Primary and fixer only: exchangerate-api.com has a URL but no key. */
  let appWithoutExchangeRateApiKey: FastifyInstance
  /** RATES_CACHING on. */
  let cachingApp: FastifyInstance

  const providerUrls = () => ({
    EXCHANGE_RATES_URL: primary.url,
    EXCHANGERATE_API_URL: exchangeRateApi.url,
    FIXER_API_URL: fixer.url,
  })

  beforeAll(async () => {
    ;[primary, exchangeRateApi, fixer] = await Promise.all([startOpenErApiDouble(), startExchangeRateApiDouble(), startFixerDouble()])
    app = await buildTestApp({ ...providerUrls(), EXCHANGERATE_API_KEY: DOUBLE_API_KEY, FIXER_API_KEY: DOUBLE_API_KEY })
    appWithoutExchangeRateApiKey = await buildTestApp({ ...providerUrls(), FIXER_API_KEY: DOUBLE_API_KEY })
    cachingApp = await buildTestApp({ ...providerUrls(), RATES_CACHING: 'true', RATES_CACHE_DURATION: '3600' })
  })
  beforeEach(() => {
    for (const double of [primary, exchangeRateApi, fixer]) double.reset()
  })
  afterAll(async () => {
    await Promise.all([app, appWithoutExchangeRateApiKey, cachingApp].map((a) => a?.close()))
    await Promise.all([primary, exchangeRateApi, fixer].map((double) => double?.close()))
  })

  const getRates = (target: FastifyInstance) => target.inject({ method: 'GET', url: '/api/exchange-rates' })

  it('answers the primary provider rates from USD, with a short cache lifetime', async () => {
    const response = await getRates(app)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=300')
    const body = response.json()
    expect(body).toEqual({
      base: 'USD',
      rates: { USD: 1, EUR: doubleRates.openErApi.EUR, GBP: doubleRates.openErApi.GBP, AUD: doubleRates.openErApi.AUD },
      fetchedAt: expect.any(String),
      source: 'open.er-api.com',
    })
    expect(Number.isNaN(Date.parse(body.fetchedAt))).toBe(false)
    expect(primary.requests).toEqual([{ method: 'GET', url: '/latest/USD' }])
    expect(exchangeRateApi.requests).toHaveLength(0)
  })

  it('falls back to the first keyed provider when the primary fails with a handled error', async () => {
    primary.behave('malformedRequest')
    const response = await getRates(app)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ source: 'exchangerate-api.com', rates: { EUR: doubleRates.exchangeRateApi.EUR } })
    expect(exchangeRateApi.requests).toEqual([{ method: 'GET', url: `/v6/${DOUBLE_API_KEY}/latest/USD` }])
    expect(fixer.requests).toHaveLength(0)
  })

  it('falls back when the primary is down', async () => {
    primary.behave('http500')
    const response = await getRates(app)
    expect(response.statusCode).toBe(200)
    expect(response.json().source).toBe('exchangerate-api.com')
  })

  it('skips a keyed provider without a key', async () => {
    primary.behave('missingCurrency')
    const response = await getRates(appWithoutExchangeRateApiKey)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ source: 'fixer.io', rates: { GBP: doubleRates.fixer.GBP } })
    expect(exchangeRateApi.requests).toHaveLength(0)
  })

  it('answers 503 SERVICE_UNAVAILABLE with the last provider message when all fail', async () => {
    primary.behave('http404')
    exchangeRateApi.behave('invalidKey')
    fixer.behave('invalidBase')
    const response = await getRates(app)
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'Invalid base currency.', requestId: expect.any(String) })
    expect(response.headers['cache-control']).not.toBe('public, max-age=300')
    expect([primary, exchangeRateApi, fixer].map((double) => double.requests.length)).toEqual([1, 1, 1])
  })

  it.each([
    ['http400', 'Malformed query.'],
    ['emptyRates', 'No data returned for rate fetch.'],
    ['missingCurrency', 'Currency GBP missing from rates'],
  ] as const)('names the failure of the only provider left (%s)', async (behaviour, message) => {
    primary.behave(behaviour)
    fixer.behave('http500')
    const response = await getRates(appWithoutExchangeRateApiKey)
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message, requestId: expect.any(String) })
  })

  it('asks the provider for every response when caching is off', async () => {
    await getRates(app)
    await getRates(app)
    expect(primary.requests).toHaveLength(2)
  })

  it('keeps the rates when RATES_CACHING is on', async () => {
    const first = (await getRates(cachingApp)).json()
    primary.behave('http500')
    const second = await getRates(cachingApp)
    expect(second.statusCode).toBe(200)
    expect(second.json()).toEqual(first)
    expect(primary.requests).toHaveLength(1)
  })

  it('shares one provider call between simultaneous requests', async () => {
    const responses = await Promise.all([getRates(app), getRates(app), getRates(app)])
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200])
    expect(new Set(responses.map((r) => r.json().fetchedAt)).size).toBe(1)
    expect(primary.requests).toHaveLength(1)
  })
})
