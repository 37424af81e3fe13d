// What was or is being booked, shared by the checkout's summary and the confirmation's booking
// card: the car and its supplier, and the places with their times on each place's clock.
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { css } from '../../../../styled-system/css'
import type { components } from '../../../../openapi/schema'
import { SUPPLIER_IMAGE_SIZE } from '../../../domain/constants'
import { localToInstant } from '../../../domain/search-query'
import { formatWallTime } from '../../../domain/time-format'
import type { Language } from '../../../domain/enums'
import { orSimilarValues } from '../../components/car-name/or-similar'
import { useZoneNamingLater } from '../../components/place-times/later'

type LocationRef = components['schemas']['LocationRef']

const suppliedByStyle = css({ display: 'flex', alignItems: 'center', gap: '1', fontSize: 'sm', color: 'fg.muted' })

/** The car's name and who supplies it (no supplier: hidden by the configuration). */
export function CarAndSupplier({ carName, supplier }: { carName: string; supplier: { fullName: string; avatar?: string | null } | null }) {
  return (
    <>
      <p className={css({ textStyle: 'h3' })}>
        <FormattedMessage id="checkout.summary.orSimilar" values={orSimilarValues(carName)} />
      </p>
      {supplier ? (
        <p className={suppliedByStyle}>
          {supplier.avatar ? (
            <span className={css({ display: 'inline-flex', p: '0.5', bg: 'bg.media', borderRadius: 'sm', borderWidth: '1px', borderColor: 'border.default' })}>
              <img src={supplier.avatar} alt="" width={SUPPLIER_IMAGE_SIZE.width} height={SUPPLIER_IMAGE_SIZE.height} />
            </span>
          ) : null}
          <FormattedMessage id="checkout.summary.suppliedBy" values={{ supplier: supplier.fullName }} />
        </p>
      ) : null}
    </>
  )
}

interface TripPlacesProps {
  /** The places, each with its time zone. */
  pickUp: LocationRef
  dropOff: LocationRef
  /** Wall times 'YYYY-MM-DDTHH:mm' (see formatWallTime): `from` at the pick-up place, `to` at the drop-off place. */
  from: string
  to: string
  language: Language
}

/** '10:00 AM (Pacific Time)' when that place's clock is not the reader's; the time alone otherwise. */
export const withZone = (intl: IntlShape, time: string, zone: string | null) => (zone ? intl.formatMessage({ id: 'checkout.summary.timeWithZone' }, { time, zone }) : time)

/** The instants of a rental's wall times at its places. */
export function periodAtPlaces(pickUp: LocationRef, dropOff: LocationRef, from: string, to: string) {
  return { from: localToInstant(from, pickUp.timeZone), to: localToInstant(to, dropOff.timeZone) }
}

/**
 * Pick-up and drop-off: each place with its date and time as the place's clock reads them; for a
 * reader whose clock reads otherwise (known once the page is live), whose clock it is.
 */
export function TripPlaces({ pickUp, dropOff, from, to, language }: TripPlacesProps) {
  const intl = useIntl()
  const naming = useZoneNamingLater({ pickUp: pickUp.timeZone, dropOff: dropOff.timeZone }, periodAtPlaces(pickUp, dropOff, from, to), language)
  const time = (wallTime: string, zone: string | null) => withZone(intl, formatWallTime(wallTime, language), zone)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <dl className={css({ display: 'flex', flexDirection: 'column', gap: '1', '& dt': { fontWeight: 'semibold' } })}>
        <div>
          <dt>
            <FormattedMessage id="checkout.summary.pickUp" />
          </dt>
          {/* the confirmation reads these wall times from instants on the place's clock (see CarPayment) */}
          <dd suppressHydrationWarning>
            <FormattedMessage id="checkout.summary.placeAndTime" values={{ place: pickUp.name, time: time(from, naming.pickUp) }} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="checkout.summary.dropOff" />
          </dt>
          <dd suppressHydrationWarning>
            <FormattedMessage id="checkout.summary.placeAndTime" values={{ place: dropOff.name, time: time(to, naming.dropOff) }} />
          </dd>
        </div>
      </dl>
      {naming.shared && (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          <FormattedMessage id="checkout.summary.timesAtPickUpPlace" values={{ zone: naming.shared }} />
        </p>
      )}
    </div>
  )
}
