import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSearchCache, MAX_KEPT_OFFERS, stableKey } from '../../src/server/search-cache.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('search cache', () => {
  it('answers an equal search from memory, whatever the order of its keys', async () => {
    const cache = createSearchCache(30)
    const load = vi.fn(async () => [{ id: 'car' }])
    const first = await cache.remember('priced', { from: 'a', to: 'b', ranges: ['mini'] }, load)
    const second = await cache.remember('priced', { ranges: ['mini'], to: 'b', from: 'a' }, load)
    expect(second).toBe(first)
    expect(load).toHaveBeenCalledTimes(1)
    await cache.remember('priced', { from: 'a', to: 'c', ranges: ['mini'] }, load)
    await cache.remember('counts', { from: 'a', to: 'b', ranges: ['mini'] }, load)
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('lets identical searches arriving together share one load', async () => {
    const cache = createSearchCache(30)
    let release: (value: object[]) => void = () => {}
    const load = vi.fn(() => new Promise<object[]>((resolve) => (release = resolve)))
    const both = Promise.all([cache.remember('priced', { x: 1 }, load), cache.remember('priced', { x: 1 }, load)])
    release([{ id: 'car' }])
    const [a, b] = await both
    expect(a).toBe(b)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('forgets after its time to live', async () => {
    vi.useFakeTimers()
    const cache = createSearchCache(30, { now: () => Date.now() })
    const load = vi.fn(async () => ({ n: 1 }))
    await cache.remember('settings', null, load)
    vi.advanceTimersByTime(29_000)
    await cache.remember('settings', null, load)
    expect(load).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(2_000)
    await cache.remember('settings', null, load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('does not keep a failure', async () => {
    const cache = createSearchCache(30)
    const load = vi.fn().mockRejectedValueOnce(new Error('Unknown pick-up location')).mockResolvedValueOnce({ ok: true })
    await expect(cache.remember('priced', { x: 1 }, load)).rejects.toThrow('Unknown pick-up location')
    await expect(cache.remember('priced', { x: 1 }, load)).resolves.toEqual({ ok: true })
  })

  it('keeps at most MAX_KEPT_OFFERS priced cars, all searches together, forgetting the oldest first', async () => {
    const cache = createSearchCache(30)
    const offers = (cars: unknown[]) => cars.length
    const load = vi.fn(async () => Array.from({ length: MAX_KEPT_OFFERS / 2 + 1 }, (_, car) => ({ car })))
    const first = await cache.remember('matching', { at: 'busy place', n: 1 }, load, offers)
    await cache.remember('matching', { at: 'busy place', n: 2 }, load, offers)
    expect(load).toHaveBeenCalledTimes(2)
    // the second made it more than the bound: the first is forgotten, the second kept
    expect(await cache.remember('matching', { at: 'busy place', n: 1 }, load, offers)).not.toBe(first)
    expect(load).toHaveBeenCalledTimes(3)
    const small = vi.fn(async () => [{ car: 'one' }])
    for (let n = 0; n < 100; n++) await cache.remember('matching', { at: 'small place', n }, small, offers)
    for (let n = 0; n < 100; n++) await cache.remember('matching', { at: 'small place', n }, small, offers)
    expect(small).toHaveBeenCalledTimes(100)
  })

  it('remembers nothing when switched off (0 seconds)', async () => {
    const cache = createSearchCache(0)
    const load = vi.fn(async () => ({}))
    await cache.remember('priced', { x: 1 }, load)
    await cache.remember('priced', { x: 1 }, load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keys a value by its JSON content alone: the same key whatever the order of keys, and the content read back from it', () => {
    /** A deep copy with every object's keys in reverse order. */
    const reordered = (value: unknown): unknown => {
      if (Array.isArray(value)) return Array.from(value, reordered)
      if (!value || typeof value !== 'object' || value instanceof Date) return value
      return Object.fromEntries(
        Object.entries(value)
          .reverse()
          .map(([name, part]) => [name, reordered(part)]),
      )
    }
    const values = fc.anything({ withObjectString: true, withNullPrototype: true, withDate: true, withSparseArray: true })
    fc.assert(
      fc.property(values, (value) => {
        const key = stableKey(value)
        expect(stableKey(reordered(value))).toBe(key)
        const json = JSON.stringify(value)
        expect(key === undefined ? key : JSON.parse(key)).toEqual(json === undefined ? json : JSON.parse(json))
      }),
      { numRuns: 2000 },
    )
    expect(stableKey({ b: [1, undefined, 'x'], a: { d: undefined, c: new Date(0) } })).toBe('{"a":{"c":"1970-01-01T00:00:00.000Z"},"b":[1,null,"x"]}')
  })
})
