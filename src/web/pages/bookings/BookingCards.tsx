import { FormattedMessage, useIntl } from 'react-intl'
import { css } from '../../../../styled-system/css'
import { ZoneNote } from '../../components/place-times/ZoneNote'
import { CarCell, SelectReference, SupplierCell } from './BookingCells'
import type { BookingRowsProps } from './BookingsTable'
import { useBookingFormat, useRentalTimes } from './format'
import { RowActions } from './RowActions'
import { StatusChip } from './StatusChip'

/** Cards keep one height (and the skeleton the same), so nothing jumps when the page arrives. */
export const CARD_MIN_HEIGHT = '300px'

export const cardStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  p: '2',
  minHeight: CARD_MIN_HEIGHT,
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
})

const terms = css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '1.5', rowGap: '0.5', '& dt': { color: 'fg.muted' } })

/** Mobile: the same information and actions as the table, one card per booking. */
export function BookingCards({ rows, hideSuppliers, selected, selectable, onSelect, canRequest, onRequest }: BookingRowsProps) {
  const intl = useIntl()
  const format = useBookingFormat()
  const timesOf = useRentalTimes()
  return (
    <ul aria-label={intl.formatMessage({ id: 'bookings.list.label' })} className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
      {rows.map((row) => {
        const times = timesOf(row)
        return (
          <li key={row.id} className={cardStyle}>
            <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '1', flexWrap: 'wrap' })}>
              <SelectReference row={row} selected={selected.includes(row.id)} disabled={!selectable} onSelect={(on) => onSelect(row.id, on)} />
              <StatusChip status={row.status} story={row.story} cancelRequest={row.cancelRequest} />
            </div>
            <CarCell car={row.car} />
            <dl className={terms}>
              {hideSuppliers ? null : (
                <>
                  <dt>
                    <FormattedMessage id="bookings.column.supplier" />
                  </dt>
                  <dd>
                    <SupplierCell supplier={row.supplier} />
                  </dd>
                </>
              )}
              <dt>
                <FormattedMessage id="bookings.column.driver" />
              </dt>
              <dd>{row.driverName}</dd>
              <dt>
                <FormattedMessage id="bookings.card.pickUp" />
              </dt>
              <dd>{times.from}</dd>
              <dt>
                <FormattedMessage id="bookings.card.dropOff" />
              </dt>
              <dd>{times.to}</dd>
              <dt>
                <FormattedMessage id="bookings.column.price" />
              </dt>
              <dd className={css({ fontWeight: 'semibold' })}>{format.price(row.price, row.currency)}</dd>
            </dl>
            <ZoneNote message="booking.timesAtPickUpPlace" zone={times.sharedZone} />
            <RowActions row={row} canRequest={(action) => canRequest(row, action)} onRequest={(action) => onRequest(row, action)} />
          </li>
        )
      })}
    </ul>
  )
}
