// How the bookings pages write the server's instants and amounts: in the reader's language and
// time zone (time-format), prices with the one price formatter of spec §9.
import { useCallback } from 'react'
import { formatPrice } from '../../../domain/currency'
import type { Currency, Language } from '../../../domain/enums'
import { instantToLocal } from '../../../domain/search-query'
import { formatWallTime } from '../../../domain/time-format'
import { useLanguage } from '../../app/language-context'

/** An instant (ISO date-time) as a local date and time: 'Dec 1, 2026, 10:00 AM'. */
export function formatInstant(iso: string, language: Language): string {
  return formatWallTime(instantToLocal(new Date(iso)), language)
}

/** The formatters of the page's language. */
export function useBookingFormat() {
  const { language } = useLanguage()
  const time = useCallback((iso: string) => formatInstant(iso, language), [language])
  const price = useCallback((amount: number, currency: Currency) => formatPrice(amount, currency, language), [language])
  return { language, time, price }
}
