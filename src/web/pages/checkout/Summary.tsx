import { FormattedMessage, useIntl } from 'react-intl'
import { css } from '../../../../styled-system/css'
import type { CheckoutPrice } from '../../../../machines/checkout.machine'
import { CAR_IMAGE_SIZE } from '../../../domain/constants'
import { formatInstant } from '../../../domain/time-format'
import type { Currency, Language } from '../../../domain/enums'
import { useZoneNamingLater } from '../../components/place-times/later'
import { PriceBreakdown } from '../../components/price-breakdown/PriceBreakdown'
import { Button } from '../../components/ui/button'
import { mutedText, Section } from './parts'
import { CarAndSupplier, periodAtPlaces, TripPlaces, withZone } from './TripParts'

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
  /** The chosen currency could not be priced (the price shown was asked for in another one). */
  currencyFailed: boolean
  /** Prices the trip again in the chosen currency. */
  onRetryCurrency: () => void
}

/**
 * Spec §2: days, car, supplier, pick-up and drop-off places and times, the price line by line (the
 * rental, each option taken, the total) and the deposit. Every amount is the server's answer
 * (`price.breakdown`, priced again when the options change), only formatted here.
 */
export function Summary({ price, from, to, language, hideSuppliers, updating, chosenCurrency, currencyFailed, onRetryCurrency }: SummaryProps) {
  const intl = useIntl()
  const { car, days } = price.offer
  // The deadline is counted from the pick-up: read on the pick-up place's clock, as the trip's times.
  const pickUpZoneName = useZoneNamingLater(
    { pickUp: price.pickUpLocation.timeZone, dropOff: price.dropOffLocation.timeZone },
    periodAtPlaces(price.pickUpLocation, price.dropOffLocation, from, to),
    language,
  ).pickUp
  return (
    <Section id="checkout-summary" title="checkout.summary.title" busy={updating}>
      <div className={css({ bg: 'bg.media', borderRadius: 'md', overflow: 'hidden', display: 'flex', justifyContent: 'center' })}>
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
      {/* the lines follow the options ticked: read out as they come and go */}
      <div
        aria-live="polite"
        className={css({ borderTopWidth: '1px', borderColor: 'border.default', pt: '2', opacity: updating ? '0.6' : '1', transition: 'opacity 120ms' })}
      >
        <PriceBreakdown breakdown={price.breakdown} language={language} totalTestId="checkout-cost" />
      </div>
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
      {price.currency !== chosenCurrency && !updating ? (
        <div className={otherCurrencyStyle}>
          <p className={mutedText}>
            <FormattedMessage
              id={currencyFailed ? 'checkout.summary.currencyFailed' : 'checkout.summary.otherCurrency'}
              values={{ currency: price.currency, chosen: chosenCurrency }}
            />
          </p>
          <Button type="button" variant="outline" size="sm" onClick={onRetryCurrency}>
            <FormattedMessage id="checkout.summary.currencyRetry" values={{ chosen: chosenCurrency }} />
          </Button>
        </div>
      ) : null}
    </Section>
  )
}

const otherCurrencyStyle = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2' })
