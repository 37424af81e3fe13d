import { afterEach, describe, expect, it, vi } from 'vitest'
import { Temporal as Polyfill } from 'temporal-polyfill/implementation'

// The browser build resolves `temporal-polyfill` to src/web/platform/temporal.ts (vite.config.ts).
const globals = globalThis as { Temporal?: unknown }
const before = globals.Temporal

afterEach(() => {
  if (before === undefined) delete globals.Temporal
  else globals.Temporal = before
  vi.resetModules()
})

describe('Temporal in the browser build', () => {
  it('is the platform’s own when the browser has one (the polyfill is not used)', async () => {
    const native = { Now: {}, marker: 'native' }
    globals.Temporal = native
    vi.resetModules()
    const { Temporal } = await import('../../src/web/platform/temporal')
    expect(Temporal).toBe(native)
  })

  it('is the polyfill where the platform lacks Temporal, and it works', async () => {
    delete globals.Temporal
    vi.resetModules()
    const { Temporal } = await import('../../src/web/platform/temporal')
    expect(Temporal).toBe(Polyfill)
    expect(Temporal.PlainDate.from('2026-11-24').add({ days: 7 }).toString()).toBe('2026-12-01')
  })
})
