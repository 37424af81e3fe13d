// The pieces of a booking row shared by the table (wide screens) and the cards (mobile).
import { css, cx } from '../../../../styled-system/css'
import type { BookingSummary } from '../../../../machines/bookingsList.machine'
import { SUPPLIER_IMAGE_SIZE } from '../../../domain/constants'
import { LabelledCheckbox } from '../../components/ui/checkbox'
import type { RentalTimes } from './format'

// A picture's box has its own size: an image that may shrink to its cell (max-width: 100%) counts
// for nothing in a table column's width, and would then lie over the next column's text.
const pictureBox = css({ flexShrink: 0, display: 'inline-flex', bg: 'bg.media', borderRadius: 'sm', overflow: 'hidden', '& img': { maxWidth: 'none' } })

/** The car's picture at a third of its size (a quarter in the table's row), and its whole name (it wraps, never cut). */
export function CarCell({ car, small }: { car: BookingSummary['car']; small?: boolean }) {
  const [width, height] = small ? [72, 48] : [90, 60]
  return (
    <span className={css({ display: 'flex', alignItems: 'center', gap: '1', minWidth: 0 })}>
      <span className={pictureBox}>
        <img src={car.image} alt="" width={width} height={height} loading="lazy" className={css({ objectFit: 'contain' })} />
      </span>
      <span className={css({ fontWeight: 'semibold', lineHeight: 'snug' })}>{car.name}</span>
    </span>
  )
}

export function SupplierCell({ supplier }: { supplier: BookingSummary['supplier'] }) {
  return (
    <span className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
      {supplier.avatar ? (
        <span className={cx(pictureBox, css({ p: '0.5', borderWidth: '1px', borderColor: 'border.default' }))}>
          <img src={supplier.avatar} alt="" width={SUPPLIER_IMAGE_SIZE.width} height={SUPPLIER_IMAGE_SIZE.height} loading="lazy" />
        </span>
      ) : null}
      <span>{supplier.fullName}</span>
    </span>
  )
}

/** The row's selection box, named by the booking's reference (its visible label). */
export function SelectReference({ row, selected, disabled, onSelect }: { row: BookingSummary; selected: boolean; disabled: boolean; onSelect: (on: boolean) => void }) {
  return (
    <LabelledCheckbox
      id={`bookings-select-${row.id}`}
      label={<span className={css({ fontFamily: 'mono', fontWeight: 'semibold', letterSpacing: 'wide' })}>{row.reference}</span>}
      checked={selected}
      disabled={disabled}
      onChange={onSelect}
    />
  )
}

/**
 * Pick-up above drop-off (the column header says which is which), then the zone of both places'
 * clocks when the reader's differs: in a row, its name alone says whose clock the times are on.
 */
export function DatesCell({ times }: { times: RentalTimes }) {
  return (
    <span className={css({ display: 'flex', flexDirection: 'column', whiteSpace: 'nowrap' })}>
      <span>{times.from}</span>
      <span className={css({ color: 'fg.muted' })}>→ {times.to}</span>
      {times.sharedZone ? <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{times.sharedZone}</span> : null}
    </span>
  )
}
