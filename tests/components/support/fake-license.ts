import type { TempLicense } from '../../../src/web/pages/checkout/use-temp-license'

/** The checkout's licence as the field sees it, keeping the files it was asked to send. */
export function fakeLicense(): TempLicense & { uploaded: File[] } {
  const uploaded: File[] = []
  return {
    uploaded,
    file: null,
    name: null,
    busy: false,
    error: null,
    upload: async (file) => void uploaded.push(file),
    remove: () => {},
    keep: () => {},
    forget: () => {},
  }
}
