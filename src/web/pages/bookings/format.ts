// How the bookings pages write the server's instants and amounts: times as the clocks of the
// booking's places read them (the pick-up at the pick-up place, the drop-off at the drop-off place,
// whatever the reader's own zone), with whose clock it is where the reader's reads otherwise;
// prices with the one price formatter of spec §9.
import { useCallback } from 'react'
import { useIntl } from 'react-intl'
import type { components } from '../../../../openapi/schema'
import { formatPrice } from '../../../domain/currency'
import type { Currency, Language } from '../../../domain/enums'
import { formatInstant } from '../../../domain/time-format'
import { timeWithZone } from '../../components/place-times/ZoneNote'
import { zoneNaming } from '../../components/place-times/zone-naming'
import { useLanguage } from '../../app/language-context'
import { useViewerTimeZone } from '../../platform/use-viewer-time-zone'

type LocationRef = components['schemas']['LocationRef']

/** What the times of a booking (a list row or the booking itself) are written from. */
export interface Rental {
  pickUpLocation: LocationRef
  dropOffLocation: LocationRef
  /** Instants (ISO). */
  from: string
  to: string
}

/** A booking's times, written for one reader. */
export interface RentalTimes {
  /** 'Dec 1, 2026, 10:00 AM' on the pick-up place's clock, its zone beside it when named per time. */
  from: string
  /** Likewise on the drop-off place's clock. */
  to: string
  /** Another instant on the pick-up place's clock (a deadline counted from the pick-up), as `from` is written. */
  atPickUp: (iso: string) => string
  /** The one zone of both places when the reader's clock differs from it: named once for the booking. */
  sharedZone: string | null
}

/** The times of `rental` in `language` for a reader whose clock is `viewerZone` (null: unknown, nothing named). */
export function rentalTimes(rental: Rental, language: Language, viewerZone: string | null, withZone: (time: string, zone: string | null) => string): RentalTimes {
  const zones = { pickUp: rental.pickUpLocation.timeZone, dropOff: rental.dropOffLocation.timeZone }
  const naming = zoneNaming(zones, { from: new Date(rental.from), to: new Date(rental.to) }, viewerZone, language)
  const atPickUp = (iso: string) => withZone(formatInstant(iso, language, zones.pickUp), naming.pickUp)
  return {
    from: atPickUp(rental.from),
    to: withZone(formatInstant(rental.to, language, zones.dropOff), naming.dropOff),
    atPickUp,
    sharedZone: naming.shared,
  }
}

/** The page's writer of bookings' times (one call per row of a list). */
export function useRentalTimes(): (rental: Rental) => RentalTimes {
  const intl = useIntl()
  const { language } = useLanguage()
  const viewerZone = useViewerTimeZone()
  return useCallback(
    (rental: Rental) => rentalTimes(rental, language, viewerZone, (time, zone) => timeWithZone(intl, 'booking.timeWithZone', time, zone)),
    [intl, language, viewerZone],
  )
}

/** The formatters of the page's language. */
export function useBookingFormat() {
  const { language } = useLanguage()
  const price = useCallback((amount: number, currency: Currency) => formatPrice(amount, currency, language), [language])
  return { language, price }
}
