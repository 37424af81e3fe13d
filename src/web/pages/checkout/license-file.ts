import type { LicensePicker } from './LicensePicker'

/** Same limit as the server's multipart plugin. */
export const LICENSE_MAX_BYTES = 5 * 1024 * 1024
export const LICENSE_MAX_TEXT = '5 MB'
export const LICENSE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf']
/** The file input's id: the label's target, and where scripts put a file. */
export const LICENSE_INPUT_ID = 'checkout-license'

/** What the visitor did before the picker arrived: chose files (in the stand-in's input), pressed, focused. */
export type PickerArrival = { files?: File[]; click?: boolean; focus?: boolean }

let loading: Promise<typeof LicensePicker> | null = null
let loaded: typeof LicensePicker | null = null

/** The picker component if its chunk already arrived. */
export const loadedLicensePicker = () => loaded

/** Loads the picker's chunk once (again after a failure, e.g. offline). */
export function loadLicensePicker(): Promise<typeof LicensePicker> {
  loading ??= import('./LicensePicker').then(
    (module) => (loaded = module.LicensePicker),
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/** Runs a task when the browser is idle after the first paint (or soon, where it lacks idle callbacks). */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 4000 })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, 1500)
  return () => clearTimeout(handle)
}
