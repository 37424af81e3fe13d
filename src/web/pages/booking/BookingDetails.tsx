// What a booking is: car and supplier, trip, status with its meaning, options, drivers and payment.
// Every amount and every rule is the server's answer; this only lays it out.
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import type { Booking } from '../../../../machines/bookingPage.machine'
import { CANCEL_ANSWER_HOURS, CAR_IMAGE_SIZE, SUPPLIER_IMAGE_SIZE } from '../../../domain/constants'
import { orSimilarValues } from '../../components/car-name/or-similar'
import { ZoneNote } from '../../components/place-times/ZoneNote'
import { TitledSection } from '../../components/ui/titled-section'
import { extraLabel } from '../search/labels'
import { useBookingFormat, useRentalTimes } from '../bookings/format'
import { StatusChip } from '../bookings/StatusChip'

export const termsList = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'minmax(8rem, auto) 1fr' },
  columnGap: '2',
  rowGap: '0.5',
  '& dt': { fontWeight: 'semibold' },
  // a long e-mail address breaks where it must rather than leave its card
  '& dd': { mb: { base: '1', sm: '0' }, minWidth: 0, overflowWrap: 'anywhere' },
})
const muted = css({ color: 'fg.muted' })

export function CarHeader({ booking, hideSuppliers }: { booking: Booking; hideSuppliers: boolean }) {
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
      <span className={css({ bg: 'bg.media', borderRadius: 'md', overflow: 'hidden', display: 'inline-flex' })}>
        <img
          src={booking.car.image}
          alt={booking.car.name}
          width={CAR_IMAGE_SIZE.width}
          height={CAR_IMAGE_SIZE.height}
          className={css({ width: { base: '100%', sm: '300px' }, maxWidth: '300px', height: 'auto', objectFit: 'contain' })}
        />
      </span>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <p className={css({ textStyle: 'h3' })}>
          <FormattedMessage id="booking.car.orSimilar" values={orSimilarValues(booking.car.name)} />
        </p>
        {hideSuppliers ? null : (
          <p className={css({ display: 'flex', alignItems: 'center', gap: '1', color: 'fg.muted' })}>
            {booking.supplier.avatar ? (
              <span className={css({ display: 'inline-flex', p: '0.5', bg: 'bg.media', borderRadius: 'sm', borderWidth: '1px', borderColor: 'border.default' })}>
                <img src={booking.supplier.avatar} alt="" width={SUPPLIER_IMAGE_SIZE.width} height={SUPPLIER_IMAGE_SIZE.height} />
              </span>
            ) : null}
            <FormattedMessage id="booking.suppliedBy" values={{ supplier: booking.supplier.fullName }} />
          </p>
        )}
        <StatusChip status={booking.status} cancelRequest={booking.cancelRequest} />
      </div>
    </div>
  )
}

/** Where and when: each time as its place's clock reads it, and whose clock when the reader's differs. */
export function TripSection({ booking }: { booking: Booking }) {
  const times = useRentalTimes()(booking)
  return (
    <TitledSection id="booking-trip" title="booking.section.trip">
      <dl className={termsList}>
        <dt>
          <FormattedMessage id="booking.pickUp" />
        </dt>
        <dd>
          <FormattedMessage id="booking.placeAndTime" values={{ place: booking.pickUpLocation.name, time: times.from }} />
        </dd>
        <dt>
          <FormattedMessage id="booking.dropOff" />
        </dt>
        <dd>
          <FormattedMessage id="booking.placeAndTime" values={{ place: booking.dropOffLocation.name, time: times.to }} />
        </dd>
      </dl>
      <ZoneNote message="booking.timesAtPickUpPlace" zone={times.sharedZone} />
      <p className={css({ fontWeight: 'medium' })}>
        <FormattedMessage id="booking.days" values={{ days: booking.days }} />
      </p>
    </TitledSection>
  )
}

export function StatusSection({ booking }: { booking: Booking }) {
  // on the pick-up place's clock, as the trip's times (the note of the trip says whose)
  const times = useRentalTimes()(booking)
  return (
    <TitledSection id="booking-status" title="booking.section.status">
      <StatusChip status={booking.status} cancelRequest={booking.cancelRequest} />
      <p>
        <FormattedMessage id={`booking.story.${booking.story}`} />
      </p>
      {booking.cancelRequest && booking.cancelRequestedAt ? (
        <p className={css({ fontWeight: 'medium' })}>
          <FormattedMessage
            id="booking.cancelRequestedAt"
            values={{
              time: times.atPickUp(booking.cancelRequestedAt),
              supplier: booking.supplier.fullName,
              answerBy: times.atPickUp(new Date(Date.parse(booking.cancelRequestedAt) + CANCEL_ANSWER_HOURS * 3_600_000).toISOString()),
            }}
          />
        </p>
      ) : null}
      {booking.freeCancellationUntil && !booking.cancelRequest && booking.status !== 'cancelled' ? (
        <p className={css({ color: 'success', fontWeight: 'medium' })}>
          <FormattedMessage id="booking.freeCancellation" values={{ time: times.atPickUp(booking.freeCancellationUntil) }} />
        </p>
      ) : null}
    </TitledSection>
  )
}

export function OptionsTaken({ booking }: { booking: Booking }) {
  const lines = booking.priceBreakdown.options
  return (
    <TitledSection id="booking-options" title="booking.section.options">
      {lines.length === 0 ? (
        <p className={muted}>
          <FormattedMessage id="booking.options.none" />
        </p>
      ) : (
        <ul className={css({ listStyle: 'disc', pl: '3' })}>
          {lines.map((line) => (
            <li key={line.option}>
              {line.included ? (
                <FormattedMessage id="booking.price.option.included" values={{ option: <FormattedMessage id={extraLabel(line.option)} /> }} />
              ) : (
                <FormattedMessage id={extraLabel(line.option)} />
              )}
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  )
}

function DriverLines({ driver }: { driver: NonNullable<Booking['additionalDriver']> }) {
  return (
    <span className={css({ display: 'flex', flexDirection: 'column' })}>
      <span className={css({ fontWeight: 'medium' })}>{driver.fullName}</span>
      <span>{driver.email}</span>
      {driver.phone ? <span>{driver.phone}</span> : null}
    </span>
  )
}

export function DriversSection({ booking }: { booking: Booking }) {
  return (
    <TitledSection id="booking-drivers" title="booking.section.drivers">
      <dl className={termsList}>
        <dt>
          <FormattedMessage id="booking.driver" />
        </dt>
        <dd>
          <DriverLines driver={booking.driver} />
        </dd>
        <dt>
          <FormattedMessage id="booking.additionalDriver" />
        </dt>
        <dd>{booking.additionalDriver ? <DriverLines driver={booking.additionalDriver} /> : <FormattedMessage id="booking.noAdditionalDriver" />}</dd>
      </dl>
    </TitledSection>
  )
}

export function PaymentSection({ booking }: { booking: Booking }) {
  const format = useBookingFormat()
  const { payment, currency } = booking
  return (
    <TitledSection id="booking-payment" title="booking.section.payment">
      <p className={css({ fontWeight: 'semibold' })}>
        <FormattedMessage id={`booking.payment.${payment.state}`} />
      </p>
      {payment.state === 'cancelled' && payment.paidOnline > 0 ? (
        <p>
          <FormattedMessage id="booking.payment.cancelledRefund" />
        </p>
      ) : null}
      <dl className={termsList}>
        {payment.paidOnline > 0 ? (
          <>
            <dt>
              <FormattedMessage id="booking.payment.paidOnline" />
            </dt>
            <dd>{format.price(payment.paidOnline, currency)}</dd>
          </>
        ) : null}
        {payment.state !== 'paymentEnded' && payment.state !== 'cancelled' ? (
          <>
            <dt>
              <FormattedMessage id={payment.dueAtCounter < 0 ? 'booking.payment.refundAtCounter' : 'booking.payment.dueAtCounter'} />
            </dt>
            <dd>{format.price(Math.abs(payment.dueAtCounter), currency)}</dd>
          </>
        ) : null}
        {payment.charged ? (
          <>
            <dt>
              <FormattedMessage id="booking.payment.charged" />
            </dt>
            <dd>{format.price(payment.charged.amount, payment.charged.currency)}</dd>
          </>
        ) : null}
      </dl>
    </TitledSection>
  )
}
