import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { exchangeRatesServiceFor } from '../../../src/server/integrations/exchange-rates/index.js'
import { RatesCache } from '../../../src/server/integrations/exchange-rates/rates-cache.js'
import type { RatesSnapshot } from '../../../src/server/integrations/exchange-rates/snapshot.js'
import { stubFetch, stubProvider } from './support.js'

const serviceWith = (cacheOptions: object) => {
  const stub = stubFetch()
  const service = exchangeRatesServiceFor([stubProvider()], cacheOptions, { fetchImpl: stub.fetchImpl })
  return { stub, service }
}

describe('rate caching (spec §5, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is off by default: each call after the previous one asks the provider again', async () => {
    const { stub, service } = serviceWith({ isRatesCaching: false })
    await service.latest()
    await service.latest()
    expect(stub.calls()).toBe(2)
  })

  it('when on, keeps rates for ratesCacheDuration seconds, then fetches again', async () => {
    const { stub, service } = serviceWith({ isRatesCaching: true, ratesCacheDuration: 60 })
    const first = await service.latest()
    vi.advanceTimersByTime(59_999)
    expect(await service.latest()).toBe(first)
    expect(stub.calls()).toBe(1)
    vi.advanceTimersByTime(1)
    const second = await service.latest()
    expect(stub.calls()).toBe(2)
    expect(second).not.toBe(first)
    expect(second.fetchedAt.toISOString()).toBe('2026-01-01T00:01:00.000Z')
  })

  it('keeps them 3600 seconds when no duration is given', async () => {
    const { stub, service } = serviceWith({ isRatesCaching: true })
    await service.latest()
    vi.advanceTimersByTime(3_599_000)
    await service.latest()
    expect(stub.calls()).toBe(1)
    vi.advanceTimersByTime(1000)
    await service.latest()
    expect(stub.calls()).toBe(2)
  })

  it('converts with cached rates too', async () => {
    const { stub, service } = serviceWith({ isRatesCaching: true, ratesCacheDuration: 10 })
    await service.convert(10, 'USD', 'EUR')
    await service.convert(20, 'GBP', 'AUD')
    expect(stub.calls()).toBe(1)
  })
})

describe('one fetch in flight, whatever the options', () => {
  it.each([{ isRatesCaching: false }, { isRatesCaching: true, ratesCacheDuration: 3600 }])(
    'simultaneous callers share one provider call and one set of rates (%o)',
    async (options) => {
      const { stub, service } = serviceWith(options)
      stub.hold()
      const pending = [service.latest(), service.latest(), service.convert(5, 'USD', 'EUR'), service.latest()]
      stub.release()
      const [a, b, converted, d] = await Promise.all(pending)
      expect(stub.calls()).toBe(1)
      expect(a).toBe(b)
      expect(a).toBe(d)
      expect(converted).toBeCloseTo(4.5)
    },
  )

  it('does not keep a failure: the next caller tries again', async () => {
    let attempt = 0
    const snapshot: RatesSnapshot = { base: 'USD', rates: { USD: 1, EUR: 0.9, GBP: 0.8, AUD: 1.5 }, fetchedAt: new Date(), source: 's' }
    const load = vi.fn(async () => {
      attempt += 1
      if (attempt === 1) throw new Error('down')
      return snapshot
    })
    const cache = new RatesCache(load, { isRatesCaching: true, ratesCacheDuration: 3600 })
    const failing = [cache.get(), cache.get()]
    await expect(failing[0]).rejects.toThrow('down')
    await expect(failing[1]).rejects.toThrow('down')
    expect(load).toHaveBeenCalledTimes(1)
    await expect(cache.get()).resolves.toBe(snapshot)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
