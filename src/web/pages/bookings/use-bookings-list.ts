import { useMachine } from '@xstate/react'
import { useEffect, useSyncExternalStore } from 'react'
import { useSearch } from 'wouter'
import { MOBILE_MAX_WIDTH, bookingsPageSizeFor } from '../../../domain/constants'
import { parseBookingsQuery } from '../../../domain/bookings-query'
import { appBookingsListMachine } from '../../api/bookings'
import { useCurrency } from '../../app/currency-context'
import { getInspect } from '../../app/inspector'
import { useLanguage } from '../../app/language-context'

const mobileQuery = `(max-width: ${MOBILE_MAX_WIDTH}px)`

function subscribe(onChange: () => void) {
  const list = globalThis.matchMedia?.(mobileQuery)
  list?.addEventListener('change', onChange)
  return () => list?.removeEventListener('change', onChange)
}

/** Spec §9: mobile means a width of 960 or less. Follows the window as it is resized. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => globalThis.matchMedia?.(mobileQuery).matches ?? false, () => false)
}

/**
 * The list machine of the page, kept in step with the outside world: the URL (on arrival and on
 * back/forward — the machine ignores the URL it wrote itself), the page size of the width, and the
 * header's currency and language.
 */
export function useBookingsList(userId: string) {
  const { currency } = useCurrency()
  const { language } = useLanguage()
  const mobile = useIsMobile()
  const pageSize = bookingsPageSizeFor(mobile ? MOBILE_MAX_WIDTH : MOBILE_MAX_WIDTH + 1)
  const search = useSearch()
  const [state, send] = useMachine(appBookingsListMachine, {
    input: { userId, pageSize, currency, language },
    inspect: getInspect(),
  })

  useEffect(() => {
    send({ type: 'bookings.load', query: parseBookingsQuery(search) })
  }, [search, send])

  // The machine ignores a value it already has (its guards), so these may simply follow.
  useEffect(() => send({ type: 'bookings.pageSize', pageSize }), [pageSize, send])
  useEffect(() => send({ type: 'bookings.currency', currency }), [currency, send])
  useEffect(() => send({ type: 'bookings.language', language }), [language, send])

  return [state, send, mobile] as const
}
