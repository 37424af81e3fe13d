import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { askProvider } from '../../../src/server/integrations/exchange-rates/ask-provider.js'
import { RateProviderError, RateProviderUnreachable } from '../../../src/server/integrations/exchange-rates/errors.js'
import { exchangeRateApiProvider } from '../../../src/server/integrations/exchange-rates/providers/exchangerate-api.js'
import { fixerProvider } from '../../../src/server/integrations/exchange-rates/providers/fixer.js'
import { openErApiProvider } from '../../../src/server/integrations/exchange-rates/providers/open-er-api.js'
import type { RateProvider } from '../../../src/server/integrations/exchange-rates/providers/rate-provider.js'
import {
  DOUBLE_API_KEY,
  doubleRates,
  startExchangeRateApiDouble,
  startFixerDouble,
  startOpenErApiDouble,
  type RateBehaviour,
  type RatesDouble,
} from '../../fixtures/doubles/exchange-rates.js'

const ask = (provider: RateProvider, timeoutMs = 2000) => askProvider(provider, 'USD', { fetchImpl: fetch, timeoutMs })

async function failureOf(provider: RateProvider, timeoutMs?: number): Promise<Error> {
  try {
    await ask(provider, timeoutMs)
  } catch (error) {
    return error as Error
  }
  throw new Error('expected the provider to fail')
}

/** What every provider must make of the same bad answers. */
const commonFailures: [RateBehaviour, string][] = [
  ['http400', 'Malformed query.'],
  ['http404', 'Currency not found'],
  ['emptyRates', 'No data returned for rate fetch.'],
  ['missingCurrency', 'Currency GBP missing from rates'],
  ['wrongBase', 'Invalid base currency.'],
]

const cases: {
  name: string
  start: () => Promise<RatesDouble>
  provider: (url: string) => RateProvider
  rates: Record<string, number>
  firstRequest: string
  ownErrors: [RateBehaviour, string][]
}[] = [
  {
    name: 'open.er-api.com (primary, no key)',
    start: startOpenErApiDouble,
    provider: (url) => openErApiProvider(url),
    rates: doubleRates.openErApi,
    firstRequest: '/latest/USD',
    ownErrors: [
      ['unsupportedCode', 'Currency not found'],
      ['malformedRequest', 'Malformed query.'],
    ],
  },
  {
    name: 'exchangerate-api.com v6 (keyed)',
    start: () => startExchangeRateApiDouble(),
    provider: (url) => exchangeRateApiProvider(url, DOUBLE_API_KEY),
    rates: doubleRates.exchangeRateApi,
    firstRequest: `/v6/${DOUBLE_API_KEY}/latest/USD`,
    ownErrors: [
      ['invalidKey', 'Invalid API key!'],
      ['inactiveAccount', 'Invalid API key!'],
      ['paidPlan', 'A paid plan is required...'],
      ['unsupportedCode', 'Currency not found'],
      ['malformedRequest', 'Malformed query.'],
    ],
  },
  {
    name: 'fixer.io (keyed, apilayer format)',
    start: () => startFixerDouble(),
    provider: (url) => fixerProvider(url, DOUBLE_API_KEY),
    rates: doubleRates.fixer,
    firstRequest: `/latest?access_key=${DOUBLE_API_KEY}&base=USD`,
    ownErrors: [
      ['invalidKey', 'Invalid API key!'],
      ['inactiveAccount', 'Invalid API key!'],
      ['paidPlan', 'A paid plan is required...'],
      ['invalidBase', 'Invalid base currency.'],
    ],
  },
]

describe.each(cases)('$name', ({ start, provider, rates, firstRequest, ownErrors }) => {
  let double: RatesDouble
  let target: RateProvider

  beforeAll(async () => {
    double = await start()
    target = provider(double.url)
  })
  beforeEach(() => double.reset())
  afterAll(async () => {
    await double?.close()
  })

  it('is asked with GET and the base currency USD, and its rates object is read', async () => {
    await expect(ask(target)).resolves.toEqual({ USD: 1, EUR: rates.EUR, GBP: rates.GBP, AUD: rates.AUD })
    expect(double.requests).toEqual([{ method: 'GET', url: firstRequest }])
  })

  it.each([...ownErrors, ...commonFailures])('maps %s to the handled error %j', async (behaviour, message) => {
    double.behave(behaviour)
    const error = await failureOf(target)
    expect(error).toBeInstanceOf(RateProviderError)
    expect(error.message).toBe(message)
  })

  it.each(['http500', 'notJson'] as const)('treats %s as unexpected, not handled', async (behaviour) => {
    double.behave(behaviour)
    expect(await failureOf(target)).toBeInstanceOf(RateProviderUnreachable)
  })

  it('gives up on a slow answer after the timeout', async () => {
    double.behave('slow')
    const started = Date.now()
    expect(await failureOf(target, 150)).toBeInstanceOf(RateProviderUnreachable)
    expect(Date.now() - started).toBeLessThan(1000)
  })
})

describe('a keyed provider with a wrong key', () => {
  it('is refused with the invalid-key message', async () => {
    const double = await startExchangeRateApiDouble('the-right-key')
    try {
      const error = await failureOf(exchangeRateApiProvider(double.url, 'a-wrong-key'))
      expect(error.message).toBe('Invalid API key!')
    } finally {
      await double.close()
    }
  })
})

describe('a provider nobody listens for', () => {
  it('is unreachable', async () => {
    const double = await startOpenErApiDouble()
    const url = double.url
    await double.close()
    expect(await failureOf(openErApiProvider(url))).toBeInstanceOf(RateProviderUnreachable)
  })
})
