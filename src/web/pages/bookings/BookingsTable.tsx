import { FormattedMessage, useIntl } from 'react-intl'
import { css, cx } from '../../../../styled-system/css'
import type { BookingSummary, ListAction } from '../../../../machines/bookingsList.machine'
import type { MessageId } from '../../i18n/en'
import { CarCell, DatesCell, SelectReference, SupplierCell } from './BookingCells'
import { useBookingFormat, useRentalTimes } from './format'
import { RowActions } from './RowActions'
import { StatusChip } from './StatusChip'

export interface BookingRowsProps {
  /** Each row's price is in the row's own currency (the one its booking was agreed in). */
  rows: BookingSummary[]
  hideSuppliers: boolean
  selected: readonly string[]
  selectable: boolean
  onSelect: (id: string, on: boolean) => void
  canRequest: (row: BookingSummary, action: ListAction) => boolean
  onRequest: (row: BookingSummary, action: ListAction) => void
}

/** Rows keep one height (and the skeleton the same), so nothing jumps when the page arrives. */
export const ROW_HEIGHT = '84px'

// Every column fits a 1280 px screen in every language (issue 24): 12 px between columns, headers
// that wrap, and the actions two by two (their cell's smaller padding keeps the row's height).
const cellSpacing = { px: '6px', _first: { ps: '1.5' }, _last: { pe: '1.5' } } as const
const cell = css({ ...cellSpacing, py: '1', textAlign: 'start', verticalAlign: 'middle', borderBottomWidth: '1px', borderColor: 'border.default' })
const actionsCell = css({ py: '0' })
const headerCell = css({ ...cellSpacing, py: '1', textAlign: 'start', fontSize: 'sm', fontWeight: 'semibold', lineHeight: 'snug', color: 'fg.muted', borderBottomWidth: '1px', borderColor: 'border.strong' })

export function columnsOf(hideSuppliers: boolean): MessageId[] {
  return [
    'bookings.column.reference',
    'bookings.column.car',
    ...(hideSuppliers ? [] : (['bookings.column.supplier'] as const)),
    'bookings.column.driver',
    'bookings.column.dates',
    'bookings.column.price',
    'bookings.column.status',
    'bookings.column.actions',
  ]
}

/** The header row, shared with the loading skeleton. */
export function BookingsTableFrame({ hideSuppliers, busy, children }: { hideSuppliers: boolean; busy?: boolean; children: React.ReactNode }) {
  const intl = useIntl()
  return (
    <div className={css({ overflowX: 'auto', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg' })}>
      <table aria-label={intl.formatMessage({ id: 'bookings.list.label' })} aria-busy={busy || undefined} className={css({ width: 'full', borderCollapse: 'collapse', fontSize: 'md' })}>
        <thead>
          <tr>
            {columnsOf(hideSuppliers).map((column) => (
              <th key={column} scope="col" className={headerCell}>
                <FormattedMessage id={column} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

/** Wide screens: one row per booking, the columns of spec §2. */
export function BookingsTable({ rows, hideSuppliers, selected, selectable, onSelect, canRequest, onRequest }: BookingRowsProps) {
  const format = useBookingFormat()
  const timesOf = useRentalTimes()
  return (
    <BookingsTableFrame hideSuppliers={hideSuppliers}>
      {rows.map((row) => (
        <tr key={row.id} className={css({ height: ROW_HEIGHT })}>
          <td className={cell}>
            <SelectReference row={row} selected={selected.includes(row.id)} disabled={!selectable} onSelect={(on) => onSelect(row.id, on)} />
          </td>
          <td className={cell}>
            <CarCell car={row.car} small />
          </td>
          {hideSuppliers ? null : (
            <td className={cell}>
              <SupplierCell supplier={row.supplier} />
            </td>
          )}
          <td className={cell}>{row.driverName}</td>
          <td className={cell}>
            <DatesCell times={timesOf(row)} />
          </td>
          <td className={cell}>
            <span className={css({ fontWeight: 'semibold', whiteSpace: 'nowrap' })}>{format.price(row.price, row.currency)}</span>
          </td>
          <td className={cell}>
            <StatusChip narrow status={row.status} story={row.story} cancelRequest={row.cancelRequest} />
          </td>
          <td className={cx(cell, actionsCell)}>
            <RowActions twoByTwo row={row} canRequest={(action) => canRequest(row, action)} onRequest={(action) => onRequest(row, action)} />
          </td>
        </tr>
      ))}
    </BookingsTableFrame>
  )
}
