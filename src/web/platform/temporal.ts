import type { Temporal as TemporalApi } from 'temporal-polyfill'

/**
 * The browser build resolves `temporal-polyfill` to this module (vite.config.ts): browsers that
 * ship Temporal use it as is, the others download the polyfill (about 19 KB gzip) before the app
 * starts. `temporal-polyfill` itself prefers the native object too, but always bundles its own.
 */
const native = (globalThis as { Temporal?: typeof TemporalApi }).Temporal

export const Temporal: typeof TemporalApi = native ?? (await import('temporal-polyfill/implementation')).Temporal
