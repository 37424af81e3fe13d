import { onDemand } from '../../platform/on-demand'

/** Same limit as the server's multipart plugin. */
export const LICENSE_MAX_BYTES = 5 * 1024 * 1024
export const LICENSE_MAX_TEXT = '5 MB'
export const LICENSE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf']
/** The file input's id: the label's target, and where scripts put a file. */
export const LICENSE_INPUT_ID = 'checkout-license'

/**
 * What the visitor did before the picker arrived: chose files (in the stand-in's input), pressed,
 * focused. Once it has arrived, `receive` takes files chosen in the stand-in's input as the picker
 * replaced it (a file input keeps its change event after it left the page).
 */
export type PickerArrival = { files?: File[]; click?: boolean; focus?: boolean; receive?: (files: File[]) => void }

/** The picker (Ark's file upload), loaded once when asked (again after a failure, e.g. offline). */
export const licensePicker = onDemand(() => import('./LicensePicker').then((module) => module.LicensePicker))
