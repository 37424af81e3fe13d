import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import type { CheckoutPrice } from '../../../../machines/checkout.machine'
import { CAR_IMAGE_SIZE, SUPPLIER_IMAGE_SIZE } from '../../../domain/constants'
import { formatPrice } from '../../../domain/currency'
import { formatInstant, formatWallTime } from '../../../domain/time-format'
import type { Currency, Language } from '../../../domain/enums'
import { mutedText, Section } from './parts'

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
  pickUp: string
  dropOff: string
  /** Local wall times 'YYYY-MM-DDTHH:mm' (see formatWallTime). */
  from: string
  to: string
  language: Language
}

/** Pick-up and drop-off: each place with its date and time. */
export function TripPlaces({ pickUp, dropOff, from, to, language }: TripPlacesProps) {
  return (
    <dl className={css({ display: 'flex', flexDirection: 'column', gap: '1', '& dt': { fontWeight: 'semibold' } })}>
      <div>
        <dt>
          <FormattedMessage id="checkout.summary.pickUp" />
        </dt>
        <dd>
          <FormattedMessage id="checkout.summary.placeAndTime" values={{ place: pickUp, time: formatWallTime(from, language) }} />
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="checkout.summary.dropOff" />
        </dt>
        <dd>
          <FormattedMessage id="checkout.summary.placeAndTime" values={{ place: dropOff, time: formatWallTime(to, language) }} />
        </dd>
      </div>
    </dl>
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
  const { car, days } = price.offer
  const amount = (value: number) => formatPrice(value, price.currency, language)
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
        pickUp={price.pickUpLocation.name}
        dropOff={price.dropOffLocation.name}
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
        <p className={css({ color: 'success', fontWeight: 'medium' })}>
          <FormattedMessage
            id="checkout.summary.freeCancellation"
            values={{ date: formatInstant(price.offer.freeCancellationUntil, language) }}
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
