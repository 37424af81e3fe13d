import { useCallback, useEffect, useRef, useState } from 'react'
import type { Language } from '../../../domain/enums'
import { searchLocations, type LocationOption } from '../../api/search'

/** Wait this long after the last key press before asking the server. */
export const TYPE_AHEAD_DELAY_MS = 250

export type LocationSearch = {
  items: LocationOption[]
  status: 'idle' | 'loading' | 'done' | 'failed'
  /** Asks for the locations matching `keyword` (debounced unless `now`). */
  search: (keyword: string, now?: boolean) => void
}

/**
 * Type-ahead over the locations API: debounced, and only the answer to the latest keyword is
 * kept (older requests are aborted), so fast typing never shows suggestions for an old word.
 */
export function useLocationSearch(language: Language): LocationSearch {
  const [items, setItems] = useState<LocationOption[]>([])
  const [status, setStatus] = useState<LocationSearch['status']>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const request = useRef<AbortController | null>(null)

  const run = useCallback(
    (keyword: string) => {
      request.current?.abort()
      const controller = new AbortController()
      request.current = controller
      setStatus('loading')
      searchLocations(keyword.trim(), language, controller.signal).then(
        (rows) => {
          if (controller.signal.aborted) return
          setItems(rows)
          setStatus('done')
        },
        () => {
          if (controller.signal.aborted) return
          setItems([])
          setStatus('failed')
        },
      )
    },
    [language],
  )

  const search = useCallback(
    (keyword: string, now = false) => {
      clearTimeout(timer.current)
      if (now) run(keyword)
      else timer.current = setTimeout(() => run(keyword), TYPE_AHEAD_DELAY_MS)
    },
    [run],
  )

  useEffect(
    () => () => {
      clearTimeout(timer.current)
      request.current?.abort()
    },
    [],
  )

  return { items, status, search }
}
