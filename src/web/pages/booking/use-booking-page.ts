import { useMachine } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { appBookingPageMachine } from '../../api/bookings'
import { useCurrency } from '../../app/currency-context'
import { getInspect } from '../../app/inspector'
import { useLanguage } from '../../app/language-context'

/**
 * The booking page machine, kept in step with the header's language and currency; `?action=edit`
 * (the list's edit link) opens the edit form once the booking is there, when it allows it.
 */
export function useBookingPage(id: string, openEdit: boolean) {
  const { currency } = useCurrency()
  const { language } = useLanguage()
  const [state, send] = useMachine(appBookingPageMachine, { input: { id, language, currency }, inspect: getInspect() })

  useEffect(() => {
    send({ type: 'booking.settings', language, currency })
  }, [language, currency, send])

  const editOpened = useRef(false)
  const viewing = state.matches({ ready: 'viewing' })
  useEffect(() => {
    if (!openEdit || editOpened.current || !viewing) return
    editOpened.current = true
    send({ type: 'edit.start' })
  }, [openEdit, viewing, send])

  return [state, send] as const
}
