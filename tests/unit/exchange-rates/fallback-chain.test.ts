import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../../../src/server/config.js'
import {
  createExchangeRatesService,
  ExchangeRatesUnavailable,
  providersFromConfig,
} from '../../../src/server/integrations/exchange-rates/index.js'
import { NO_PROVIDER_ANSWERED } from '../../../src/server/integrations/exchange-rates/fallback-chain.js'
import {
  DOUBLE_API_KEY,
  doubleRates,
  startExchangeRateApiDouble,
  startFixerDouble,
  startOpenErApiDouble,
  type RatesDouble,
} from '../../fixtures/doubles/exchange-rates.js'

let primary: RatesDouble
let exchangeRateApi: RatesDouble
let fixer: RatesDouble

beforeAll(async () => {
  ;[primary, exchangeRateApi, fixer] = await Promise.all([startOpenErApiDouble(), startExchangeRateApiDouble(), startFixerDouble()])
})
beforeEach(() => {
  for (const double of [primary, exchangeRateApi, fixer]) double.reset()
})
afterAll(async () => {
  await Promise.all([primary, exchangeRateApi, fixer].map((double) => double?.close()))
})

const env = (extra: Record<string, string> = {}) => ({
  EXCHANGE_RATES_URL: primary.url,
  EXCHANGERATE_API_URL: exchangeRateApi.url,
  FIXER_API_URL: fixer.url,
  ...extra,
})
const withBothKeys = () => env({ EXCHANGERATE_API_KEY: DOUBLE_API_KEY, FIXER_API_KEY: DOUBLE_API_KEY })
const service = (variables: Record<string, string>, timeoutMs = 1000) =>
  createExchangeRatesService(loadConfig(variables), { timeoutMs })

async function unavailable(promise: Promise<unknown>): Promise<ExchangeRatesUnavailable> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ExchangeRatesUnavailable)
  return error as ExchangeRatesUnavailable
}

describe('the fallback chain (spec §7)', () => {
  it('uses the public primary when it answers', async () => {
    const snapshot = await service(withBothKeys()).latest()
    expect(snapshot).toMatchObject({ base: 'USD', source: 'open.er-api.com', rates: { USD: 1, EUR: doubleRates.openErApi.EUR } })
    expect(exchangeRateApi.requests).toHaveLength(0)
  })

  it('drops a provider failing with a handled error and tries the next keyed one', async () => {
    primary.behave('unsupportedCode')
    const snapshot = await service(withBothKeys()).latest()
    expect(snapshot.source).toBe('exchangerate-api.com')
    expect(snapshot.rates.GBP).toBe(doubleRates.exchangeRateApi.GBP)
    expect(fixer.requests).toHaveLength(0)
  })

  it('moves on after an unexpected failure too (server error, slow answer)', async () => {
    primary.behave('http500')
    exchangeRateApi.behave('slow')
    const snapshot = await service(withBothKeys(), 200).latest()
    expect(snapshot.source).toBe('fixer.io')
    expect(snapshot.rates.AUD).toBe(doubleRates.fixer.AUD)
  })

  it('skips the keyed providers whose key is not configured', async () => {
    primary.behave('http404')
    const snapshot = await service(env({ FIXER_API_KEY: DOUBLE_API_KEY })).latest()
    expect(snapshot.source).toBe('fixer.io')
    expect(exchangeRateApi.requests).toHaveLength(0)
    expect(fixer.requests).toHaveLength(1)
  })

  it('raises the last handled message when none remain', async () => {
    primary.behave('malformedRequest')
    exchangeRateApi.behave('invalidKey')
    fixer.behave('paidPlan')
    const error = await unavailable(service(withBothKeys()).latest())
    expect(error.message).toBe('A paid plan is required...')
    expect(error.code).toBe('RATE_PROVIDER_PAID_PLAN_REQUIRED')
    expect(error.failures).toEqual([
      { provider: 'open.er-api.com', message: 'Malformed query.', handled: true },
      { provider: 'exchangerate-api.com', message: 'Invalid API key!', handled: true },
      { provider: 'fixer.io', message: 'A paid plan is required...', handled: true },
    ])
  })

  it('keeps the last handled message when a later provider fails unexpectedly', async () => {
    primary.behave('emptyRates')
    exchangeRateApi.behave('invalidKey')
    fixer.behave('http500')
    const error = await unavailable(service(withBothKeys()).latest())
    expect(error.message).toBe('Invalid API key!')
  })

  it('says no provider answered when none failed with a handled error', async () => {
    primary.behave('notJson')
    const error = await unavailable(service(env()).latest())
    expect(error.message).toBe(NO_PROVIDER_ANSWERED)
    expect(error.code).toBe('SERVICE_UNAVAILABLE')
  })
})

describe('configuration', () => {
  it('defaults to the real public primary, no keyed fallback and caching off for 3600 s', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      exchangeRatesUrl: 'https://open.er-api.com/v6',
      exchangeRateApiUrl: 'https://v6.exchangerate-api.com',
      exchangeRateApiKey: null,
      fixerApiUrl: 'https://data.fixer.io/api',
      fixerApiKey: null,
      ratesCaching: false,
      ratesCacheDuration: 3600,
    })
    expect(providersFromConfig(config).map((p) => p.name)).toEqual(['open.er-api.com'])
    expect(providersFromConfig(config)[0]!.url('USD')).toBe('https://open.er-api.com/v6/latest/USD')
  })

  it('orders the keyed fallbacks after the primary', () => {
    const config = loadConfig({ EXCHANGERATE_API_KEY: 'k1', FIXER_API_KEY: 'k2' })
    expect(providersFromConfig(config).map((p) => p.name)).toEqual(['open.er-api.com', 'exchangerate-api.com', 'fixer.io'])
  })

  it('reads the cache options and refuses bad values', () => {
    expect(loadConfig({ RATES_CACHING: 'true', RATES_CACHE_DURATION: '60' })).toMatchObject({ ratesCaching: true, ratesCacheDuration: 60 })
    expect(() => loadConfig({ RATES_CACHING: 'yes' })).toThrow('RATES_CACHING must be true or false')
    expect(() => loadConfig({ RATES_CACHE_DURATION: '0' })).toThrow('RATES_CACHE_DURATION must be a positive number')
    expect(() => loadConfig({ RATES_CACHE_DURATION: 'an hour' })).toThrow('RATES_CACHE_DURATION must be a positive number')
  })
})
