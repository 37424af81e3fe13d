import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '../../api/client'
import { createTempLicense, deleteTempLicense } from '../../api/checkout'
import type { MessageId } from '../../i18n/en'

export interface TempLicense {
  /** The server's temporary file name (sent with the booking). */
  file: string | null
  /** The chosen file's own name, shown to the driver. */
  name: string | null
  busy: boolean
  error: MessageId | null
  upload: (file: File) => Promise<void>
  remove: () => void
  /** The booking took the file over: it must not be deleted any more. */
  keep: () => void
  /** The server no longer has it (e.g. refused at booking): forget it without a request. */
  forget: () => void
}

const removeQuietly = (file: string, keepalive = false) => void deleteTempLicense(file, { keepalive }).catch(() => {})

/**
 * The licence uploaded during this checkout, as a temporary file (createLicense). A file that is
 * replaced or removed is deleted at once (deleteTempLicense), and so is the last one when the page
 * is left without booking — by navigation in the app or by closing the tab. A file abandoned
 * otherwise is swept by the server.
 */
export function useTempLicense(): TempLicense {
  const [state, setState] = useState<{ file: string | null; name: string | null; busy: boolean; error: MessageId | null }>({
    file: null,
    name: null,
    busy: false,
    error: null,
  })
  const current = useRef<string | null>(null)
  const kept = useRef(false)

  useEffect(() => {
    const abandon = () => {
      if (current.current && !kept.current) removeQuietly(current.current, true)
      current.current = null
    }
    window.addEventListener('pagehide', abandon)
    return () => {
      window.removeEventListener('pagehide', abandon)
      abandon()
    }
  }, [])

  const upload = useCallback(async (chosen: File) => {
    setState((s) => ({ ...s, busy: true, error: null }))
    try {
      const file = await createTempLicense(chosen)
      const previous = current.current
      current.current = file
      kept.current = false
      if (previous) removeQuietly(previous)
      setState({ file, name: chosen.name, busy: false, error: null })
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null
      setState((s) => ({
        ...s,
        busy: false,
        error:
          code === 'FILE_CONTENT_NOT_ACCEPTED'
            ? 'checkout.license.contentNotAccepted'
            : code === 'UNSUPPORTED_MEDIA_TYPE'
              ? 'checkout.license.wrongType'
              : code === 'PAYLOAD_TOO_LARGE'
                ? 'checkout.license.tooLarge'
                : 'checkout.license.failed',
      }))
    }
  }, [])

  const remove = useCallback(() => {
    if (current.current) removeQuietly(current.current)
    current.current = null
    setState({ file: null, name: null, busy: false, error: null })
  }, [])

  const keep = useCallback(() => {
    kept.current = true
  }, [])

  const forget = useCallback(() => {
    current.current = null
    setState({ file: null, name: null, busy: false, error: null })
  }, [])

  return { ...state, upload, remove, keep, forget }
}
