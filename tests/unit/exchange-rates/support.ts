import { vi } from 'vitest'
import { openErApiProvider } from '../../../src/server/integrations/exchange-rates/providers/open-er-api.js'

export const RATES = { USD: 1, EUR: 0.9, GBP: 0.8, AUD: 1.5, JPY: 150 }

/** A fetch that answers like open.er-api.com without a network: counts calls, can be held back. */
export function stubFetch(rates: Record<string, number> = RATES) {
  let release: (() => void) | null = null
  let held: Promise<void> | null = null
  const fetchImpl = vi.fn(async (url: string | URL | Request) => {
    if (held) await held
    const href = typeof url === 'string' ? url : url instanceof URL ? url.href : url.url
    const base = href.split('/').pop()
    return Response.json({ result: 'success', base_code: base, rates })
  })
  return {
    fetchImpl: fetchImpl as unknown as typeof fetch,
    calls: () => fetchImpl.mock.calls.length,
    /** Answers wait until `release()`. */
    hold() {
      held = new Promise((resolve) => (release = resolve))
    },
    release() {
      held = null
      release?.()
    },
  }
}

export const stubProvider = () => openErApiProvider('http://rates.invalid')
