import { FormattedMessage } from 'react-intl'
import { Temporal } from 'temporal-polyfill'
import { css } from '../../../../styled-system/css'
import type { CheckoutPrice } from '../../../../machines/checkout.machine'
import { CAR_IMAGE_SIZE, SUPPLIER_IMAGE_SIZE } from '../../../domain/constants'
import { formatPrice } from '../../../domain/currency'
import type { Currency, Language } from '../../../domain/enums'
import { LOCALES } from '../../i18n/catalogues'
import { mutedText, Section } from './parts'

/** A local wall time of the URL ('2026-12-01T10:00') in the reader's language. */
export function formatWallTime(local: string, language: Language): string {
  return Temporal.PlainDateTime.from(local).toLocaleString(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' })
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
        <p className={css({ textStyle: 'h3' })}>{car.name}</p>
        {hideSuppliers ? null : (
          <p className={css({ display: 'flex', alignItems: 'center', gap: '1', fontSize: 'sm', color: 'fg.muted' })}>
            {car.supplier.avatar ? (
              <span className={css({ display: 'inline-flex', p: '0.5', bg: 'white', borderRadius: 'sm', borderWidth: '1px', borderColor: 'border.default' })}>
                <img src={car.supplier.avatar} alt="" width={SUPPLIER_IMAGE_SIZE.width} height={SUPPLIER_IMAGE_SIZE.height} />
              </span>
            ) : null}
            <FormattedMessage id="checkout.summary.suppliedBy" values={{ supplier: car.supplier.fullName }} />
          </p>
        )}
        <p className={css({ fontWeight: 'medium' })}>
          <FormattedMessage id="checkout.summary.days" values={{ days }} />
        </p>
      </div>
      <dl className={css({ display: 'flex', flexDirection: 'column', gap: '1', '& dt': { fontWeight: 'semibold' } })}>
        <div>
          <dt>
            <FormattedMessage id="checkout.summary.pickUp" />
          </dt>
          <dd>
            <FormattedMessage
              id="checkout.summary.placeAndTime"
              values={{ place: price.pickUpLocation.name, time: formatWallTime(from, language) }}
            />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="checkout.summary.dropOff" />
          </dt>
          <dd>
            <FormattedMessage
              id="checkout.summary.placeAndTime"
              values={{ place: price.dropOffLocation.name, time: formatWallTime(to, language) }}
            />
          </dd>
        </div>
      </dl>
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
