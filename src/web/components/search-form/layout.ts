import { css } from '../../../../styled-system/css'

// Stacked on a phone; on a wide screen one row ('Return to same location' under the place), or
// places above dates when the drop-off place is separate (six fields do not fit in one row).
export const formCard = css({
  display: 'grid',
  gap: '2',
  alignItems: 'start',
  bg: 'bg.surface',
  color: 'fg.default',
  borderRadius: 'lg',
  shadow: 'lg',
  p: '2',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"pickUp" "same" "dropOff" "from" "to" "submit"',
})

// Between the phone and the wide screen there is room for the dates and the button on one row.
const twoRows = {
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
  gridTemplateAreas: '"pickUp pickUp ." "same same ." "from to submit"',
}

export const oneRow = css({
  md: twoRows,
  lg: {
    gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 2fr) minmax(0, 2fr) auto',
    gridTemplateAreas: '"pickUp from to submit" "same . . ."',
  },
})

export const withDropOff = css({
  md: { ...twoRows, gridTemplateAreas: '"pickUp dropOff ." "same same ." "from to submit"' },
})

export const area = {
  pickUp: css({ gridArea: 'pickUp', minWidth: 0 }),
  dropOff: css({ gridArea: 'dropOff', minWidth: 0 }),
  same: css({ gridArea: 'same', mt: { md: '-1' } }),
  from: css({ gridArea: 'from', minWidth: 0 }),
  to: css({ gridArea: 'to', minWidth: 0 }),
  submit: css({ gridArea: 'submit', display: 'flex', flexDirection: 'column', gap: '0.5' }),
}

/** Keeps the button level with the inputs (it has no label above it). */
export const labelSpacer = css({ display: { base: 'none', md: 'block' }, fontSize: 'sm', lineHeight: 'snug' })

/** Big enough to tap on a phone; level with the fields on a wide screen. */
export const submitButton = css({ md: { height: 'control' } })
