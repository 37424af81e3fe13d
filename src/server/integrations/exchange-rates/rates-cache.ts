import type { RatesCacheOptions } from './converter-rules.js'
import type { RatesSnapshot } from './snapshot.js'

/**
 * Keeps rates for `ratesCacheDuration` seconds when caching is on (spec §5, off by default).
 * Whatever the options, callers arriving while a fetch is under way share it, so the prices
 * of one response (and of simultaneous ones) are computed with one set of rates and one
 * provider call. Failures are never kept: the next caller tries again.
 */
export class RatesCache {
  private kept: { snapshot: RatesSnapshot; storedAt: number } | null = null
  private inFlight: Promise<RatesSnapshot> | null = null

  constructor(
    private readonly load: () => Promise<RatesSnapshot>,
    private readonly options: RatesCacheOptions,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<RatesSnapshot> {
    if (this.kept && this.now() - this.kept.storedAt < this.options.ratesCacheDuration * 1000) {
      return Promise.resolve(this.kept.snapshot)
    }
    this.inFlight ??= this.load()
      .then((snapshot) => {
        if (this.options.isRatesCaching) this.kept = { snapshot, storedAt: this.now() }
        return snapshot
      })
      .finally(() => {
        this.inFlight = null
      })
    return this.inFlight
  }
}
