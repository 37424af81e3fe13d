import { FormattedMessage, useIntl } from 'react-intl'
import { css } from '../../../../styled-system/css'
import type { Booking } from '../../../../machines/bookingPage.machine'
import type { Currency } from '../../../domain/enums'
import { formatNumber } from '../../../domain/number-format'
import { formatWallTime } from '../../../domain/time-format'
import { TitledSection } from '../../components/ui/titled-section'
import { useBookingFormat } from '../bookings/format'
import { extraLabel } from '../search/labels'

type Breakdown = Booking['priceBreakdown']

const row = css({ display: 'flex', justifyContent: 'space-between', gap: '2', alignItems: 'baseline' })
const amountStyle = css({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })

/** A UTC calendar date of a date-based run, in the reader's language (no time). */
function dayOf(date: string, language: Parameters<typeof formatWallTime>[1]): string {
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
}

/**
 * The server's price, line by line (spec §9): the rental by tier or by date, each option per day
 * or per booking, the supplier's markup, the total and the deposit.
 */
export function PriceBreakdown({ breakdown, currency }: { breakdown: Breakdown; currency: Currency }) {
  const intl = useIntl()
  const format = useBookingFormat()
  const money = (amount: number) => format.price(amount, currency)
  return (
    <dl className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
      <div className={row}>
        <dt className={css({ fontWeight: 'semibold' })}>
          <FormattedMessage id={breakdown.pricing === 'dates' ? 'booking.price.rental.dates' : 'booking.price.rental.tiers'} />
        </dt>
        <dd className={amountStyle}>{money(breakdown.rental)}</dd>
      </div>
      {breakdown.rentalLines.map((line, index) => (
        <div key={`${line.kind}-${index}`} className={`${row} ${css({ pl: '2', color: 'fg.muted', fontSize: 'sm' })}`}>
          <dt>
            {line.kind === 'dates' && line.startDate && line.endDate ? (
              <FormattedMessage
                id="booking.price.line.dates"
                values={{ start: dayOf(line.startDate, format.language), end: dayOf(line.endDate, format.language), quantity: line.quantity, unit: money(line.unitPrice) }}
              />
            ) : (
              <FormattedMessage id={`booking.price.line.${line.kind === 'dates' ? 'day' : line.kind}`} values={{ quantity: line.quantity, unit: money(line.unitPrice) }} />
            )}
          </dt>
          <dd className={amountStyle}>{money(line.amount)}</dd>
        </div>
      ))}
      {breakdown.options.map((line) => {
        const option = intl.formatMessage({ id: extraLabel(line.option) })
        return (
          <div key={line.option} className={row}>
            <dt>
              {line.included ? (
                <FormattedMessage id="booking.price.option.included" values={{ option }} />
              ) : line.basis === 'perDay' ? (
                <FormattedMessage id="booking.price.option.perDay" values={{ option, quantity: line.quantity, unit: money(line.unitPrice) }} />
              ) : (
                <FormattedMessage id="booking.price.option.perBooking" values={{ option }} />
              )}
            </dt>
            <dd className={amountStyle}>{money(line.amount)}</dd>
          </div>
        )
      })}
      <div className={`${row} ${css({ borderTopWidth: '1px', borderColor: 'border.default', pt: '0.5' })}`}>
        <dt>
          <FormattedMessage id="booking.price.subtotal" />
        </dt>
        <dd className={amountStyle}>{money(breakdown.subtotal)}</dd>
      </div>
      <div className={row}>
        <dt>
          <FormattedMessage id="booking.price.markup" values={{ percent: formatNumber(breakdown.markupPercent, format.language, { maximumFractionDigits: 2 }) }} />
        </dt>
        <dd className={amountStyle}>{money(breakdown.markup)}</dd>
      </div>
      <div className={`${row} ${css({ borderTopWidth: '1px', borderColor: 'border.default', pt: '0.5' })}`}>
        <dt className={css({ fontWeight: 'bold' })}>
          <FormattedMessage id="booking.price.total" />
        </dt>
        <dd data-testid="booking-total" className={`${amountStyle} ${css({ fontSize: 'xl', fontWeight: 'bold' })}`}>
          {money(breakdown.total)}
        </dd>
      </div>
      <div className={row}>
        <dt>
          <FormattedMessage id="booking.price.deposit" />
        </dt>
        <dd className={amountStyle}>{money(breakdown.deposit)}</dd>
      </div>
    </dl>
  )
}

export function PriceSection({ booking }: { booking: Booking }) {
  return (
    <TitledSection id="booking-price" title="booking.section.price">
      <PriceBreakdown breakdown={booking.priceBreakdown} currency={booking.currency} />
      {!booking.ratesAvailable ? (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          <FormattedMessage id="booking.price.otherCurrency" values={{ currency: booking.currency }} />
        </p>
      ) : null}
    </TitledSection>
  )
}
