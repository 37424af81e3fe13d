import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { css } from '../../../../styled-system/css'
import type { components } from '../../../../openapi/schema'
import type { CheckoutPrice } from '../../../../machines/checkout.machine'
import { CAR_IMAGE_SIZE, SUPPLIER_IMAGE_SIZE } from '../../../domain/constants'
import { formatPrice } from '../../../domain/currency'
import { localToInstant } from '../../../domain/search-query'
import { formatInstant, formatWallTime } from '../../../domain/time-format'
import type { Currency, Language } from '../../../domain/enums'
import { useZoneNamingLater } from '../../components/place-times/later'
import { mutedText, Section } from './parts'

type LocationRef = components['schemas']['LocationRef']

const suppliedByStyle = css({ display: 'flex', alignItems: 'center', gap: '1', fontSize: 'sm', color: 'fg.muted' })

/** The car's name and who supplies it (no supplier: hidden by the configuration). */
export function CarAndSupplier({ carName, supplier }: { carName: string; supplier: { fullName: string; avatar?: string | null } | null }) {
  return (
    <>
      <p className={css({ textStyle: 'h3' })}>{carName}</p>
      {supplier ? (
        <p className={suppliedByStyle}>
          {supplier.avatar ? (
            <span className={css({ display: 'inline-flex', p: '0.5', bg: 'white', borderRadius: 'sm', borderWidth: '1px', borderColor: 'border.default' })}>
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
const withZone = (intl: IntlShape, time: string, zone: string | null) => (zone ? intl.formatMessage({ id: 'checkout.summary.timeWithZone' }, { time, zone }) : time)

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

interface SummaryProps {
  price: CheckoutPrice
  from: string
  to: string
  language: Language
  hideSuppliers: boolean
  /** The options are being priced again: the amounts may change. */
  updating: boolean
  /** The currency the visitor chose (a note when the server answered in another one). */
  chosenCurrency: Currency
}

/**
 * Spec §2: days, car, supplier, pick-up and drop-off places and times, cost and deposit. Every
 * amount is the server's answer, only formatted here.
 */
export function Summary({ price, from, to, language, hideSuppliers, updating, chosenCurrency }: SummaryProps) {
  const intl = useIntl()
  const { car, days } = price.offer
  const amount = (value: number) => formatPrice(value, price.currency, language)
  // The deadline is counted from the pick-up: read on the pick-up place's clock, as the trip's times.
  const pickUpZoneName = useZoneNamingLater(
    { pickUp: price.pickUpLocation.timeZone, dropOff: price.dropOffLocation.timeZone },
    periodAtPlaces(price.pickUpLocation, price.dropOffLocation, from, to),
    language,
  ).pickUp
  const row = css({ display: 'flex', justifyContent: 'space-between', gap: '2', alignItems: 'baseline' })
  return (
    <Section id="checkout-summary" title="checkout.summary.title" busy={updating}>
      <div className={css({ bg: 'white', borderRadius: 'md', overflow: 'hidden', display: 'flex', justifyContent: 'center' })}>
        <img
          src={car.image}
          alt={car.name}
          width={CAR_IMAGE_SIZE.width}
          height={CAR_IMAGE_SIZE.height}
          className={css({ width: 'full', height: 'auto', maxWidth: '300px', objectFit: 'contain' })}
        />
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
        <CarAndSupplier carName={car.name} supplier={hideSuppliers ? null : car.supplier} />
        <p className={css({ fontWeight: 'medium' })}>
          <FormattedMessage id="checkout.summary.days" values={{ days }} />
        </p>
      </div>
      <TripPlaces
        pickUp={price.pickUpLocation}
        dropOff={price.dropOffLocation}
        from={from}
        to={to}
        language={language}
      />
      <dl
        aria-live="polite"
        className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', borderTopWidth: '1px', borderColor: 'border.default', pt: '2', opacity: updating ? '0.6' : '1', transition: 'opacity 120ms' })}
      >
        <div className={row}>
          <dt>
            <FormattedMessage id="checkout.summary.cost" />
          </dt>
          <dd data-testid="checkout-cost" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
            {amount(price.price)}
          </dd>
        </div>
        <div className={row}>
          <dt>
            <FormattedMessage id="checkout.summary.deposit" />
          </dt>
          <dd data-testid="checkout-deposit" className={css({ fontWeight: 'medium' })}>
            {price.deposit > 0 ? amount(price.deposit) : <FormattedMessage id="checkout.summary.noDeposit" />}
          </dd>
        </div>
      </dl>
      {price.offer.freeCancellationUntil ? (
        // on the pick-up place's clock (see CarPayment: the server's words stand at hydration)
        <p className={css({ color: 'success', fontWeight: 'medium' })} suppressHydrationWarning>
          <FormattedMessage
            id="checkout.summary.freeCancellation"
            values={{
              date: withZone(intl, formatInstant(price.offer.freeCancellationUntil, language, price.pickUpLocation.timeZone), pickUpZoneName),
            }}
          />
        </p>
      ) : null}
      <p role="status" className={mutedText}>
        {updating ? <FormattedMessage id="checkout.summary.updating" /> : null}
      </p>
      {price.currency !== chosenCurrency ? (
        <p className={mutedText}>
          <FormattedMessage id="checkout.summary.otherCurrency" values={{ currency: price.currency }} />
        </p>
      ) : null}
    </Section>
  )
}
