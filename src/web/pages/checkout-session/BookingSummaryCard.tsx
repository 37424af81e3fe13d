// What was booked, under the congratulations of `/checkout-session/{sessionId}`: the booking
// reference (selectable, to copy), the car and its supplier, places and times (as the checkout
// summary shows them, same components: the places' clocks, and whose clock once the page is live),
// the days and the amounts. Every amount is the server's,
// only formatted here: nothing is computed in the browser (not even "price minus deposit").
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import type { CheckoutBookingSummary } from '../../../../machines/confirmation.machine'
import { formatPrice } from '../../../domain/currency'
import type { Language } from '../../../domain/enums'
import { instantToLocal } from '../../../domain/search-query'
import { formatInstant } from '../../../domain/time-format'
import { TitledSection } from '../../components/ui/titled-section'
import type { MessageId } from '../../i18n/en'
import { CarAndSupplier, TripPlaces } from '../checkout/TripParts'

const rowStyle = css({ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: '1', alignItems: 'baseline' })
const amountsStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  pt: '2',
  '& dt': { fontWeight: 'semibold' },
})

function Row({ label, children, strong }: { label: MessageId; children: ReactNode; strong?: boolean }) {
  return (
    <div className={rowStyle}>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd className={css(strong ? { fontSize: 'xl', fontWeight: 'bold' } : { fontWeight: 'medium' })}>{children}</dd>
    </div>
  )
}

/** This booking's own cancellation terms, the deadline on the pick-up place's clock. */
function CancellationTerms({ until, zone, language }: { until: string | null; zone: string; language: Language }) {
  return (
    <div>
      <h3 className={css({ fontWeight: 'semibold' })}>
        <FormattedMessage id="confirmation.booking.cancellation" />
      </h3>
      {/* on the pick-up place's clock: the server's words stand at hydration (see CarPayment) */}
      <p suppressHydrationWarning>
        {until ? (
          <FormattedMessage id="confirmation.booking.freeCancellation" values={{ deadline: formatInstant(until, language, zone) }} />
        ) : (
          <FormattedMessage id="confirmation.booking.noCancellation" />
        )}
      </p>
    </div>
  )
}

interface BookingSummaryCardProps {
  booking: CheckoutBookingSummary
  language: Language
  hideSuppliers: boolean
}

export function BookingSummaryCard({ booking, language, hideSuppliers }: BookingSummaryCardProps) {
  // the booking's own currency, the one it was agreed in (and charged in, when paid online)
  const money = (value: number) => formatPrice(value, booking.currency, language)
  const paid = booking.paidAmount !== null && booking.paidCurrency !== null ? formatPrice(booking.paidAmount, booking.paidCurrency, language) : null
  const deposit = booking.payment === 'payDeposit'
  return (
    <TitledSection id="confirmation-booking" title="confirmation.booking.title">
      <dl className={css({ '& dt': { fontSize: 'sm', color: 'fg.muted' } })}>
        <dt>
          <FormattedMessage id="confirmation.booking.reference" />
        </dt>
        <dd
          data-testid="confirmation-reference"
          className={css({ fontFamily: 'mono', fontSize: 'lg', fontWeight: 'semibold', userSelect: 'all', wordBreak: 'break-all' })}
        >
          {booking.reference}
        </dd>
        <dt>
          <FormattedMessage id="confirmation.booking.status" />
        </dt>
        <dd data-story={booking.story} className={css({ fontWeight: 'medium' })}>
          <FormattedMessage id={`confirmation.story.${booking.story}`} />
        </dd>
      </dl>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
        <CarAndSupplier carName={booking.carName} supplier={hideSuppliers ? null : { fullName: booking.supplierName }} />
        <p className={css({ fontWeight: 'medium' })}>
          <FormattedMessage id="checkout.summary.days" values={{ days: booking.days }} />
        </p>
      </div>
      <TripPlaces
        pickUp={booking.pickUpLocation}
        dropOff={booking.dropOffLocation}
        from={instantToLocal(new Date(booking.from), booking.pickUpLocation.timeZone)}
        to={instantToLocal(new Date(booking.to), booking.dropOffLocation.timeZone)}
        language={language}
      />
      <dl className={amountsStyle}>
        <Row label="confirmation.booking.total" strong>
          {money(booking.price)}
        </Row>
        {deposit ? (
          <Row label="confirmation.booking.depositPaid">{paid ?? money(booking.deposit)}</Row>
        ) : paid ? (
          <Row label="confirmation.booking.paidOnline">{paid}</Row>
        ) : null}
        {booking.payment === 'payAtCounter' ? (
          <>
            <Row label="confirmation.booking.toPayAtCounter">{money(booking.price)}</Row>
            <Row label="confirmation.booking.deposit">
              {booking.deposit > 0 ? money(booking.deposit) : <FormattedMessage id="checkout.summary.noDeposit" />}
            </Row>
          </>
        ) : null}
      </dl>
      {deposit ? (
        <p className={css({ color: 'fg.muted' })}>
          <FormattedMessage id="confirmation.booking.restAtCounter" />
        </p>
      ) : null}
      <CancellationTerms until={booking.freeCancellationUntil} zone={booking.pickUpLocation.timeZone} language={language} />
    </TitledSection>
  )
}
