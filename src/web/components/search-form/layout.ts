import { css } from '../../../../styled-system/css'

// Stacked on a phone; on a wider screen the place (or both places) on a row of its own above the
// dates: a place's whole name must be readable ('Aeropuerto Josep Tarradellas Barcelona-El Prat'),
// which a row shared with four date and time boxes cut ('London Heathrow Airpo', issue 24).
//
// From md up, each line of fields is three grid rows: labels, boxes, messages. Every field shares
// them (CSS subgrid), so a label on two lines (French 'Heure de prise en charge') makes the label
// row taller for all and the boxes stay level, whatever the language.
export const formCard = css({
  display: 'grid',
  // a little tighter on a phone, where the first screen should reach the first offer
  columnGap: '2',
  rowGap: '1.5',
  alignItems: 'start',
  bg: 'bg.surface',
  color: 'fg.default',
  borderRadius: 'lg',
  shadow: 'lg',
  p: '2',
  gridTemplateColumns: 'minmax(0, 1fr)',
  // no drop-off row when the car returns where it was taken (an empty row would still take its gap)
  gridTemplateAreas: '"pickUp" "same" "from" "to" "submit"',
  md: { rowGap: '0.5', alignItems: 'end' },
})

/** A line of fields: the same areas on three rows (labels, boxes, messages). */
const line = (areas: string) => `"${areas}" "${areas}" "${areas}"`

// From md up: the place(s) on one row, the dates and the button on the next.
const twoRows = {
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
  gridTemplateAreas: `${line('pickUp pickUp .')} "same same ." ${line('from to submit')}`,
}

export const oneRow = css({ md: twoRows })

export const withDropOff = css({
  gridTemplateAreas: '"pickUp" "same" "dropOff" "from" "to" "submit"',
  md: { ...twoRows, gridTemplateAreas: `${line('pickUp dropOff .')} "same same ." ${line('from to submit')}` },
})

/** An area of a line of fields: its children take the line's label, box and message rows. */
const fieldArea = { display: 'grid', gridTemplateRows: 'subgrid', alignItems: 'end' } as const

export const area = {
  pickUp: css({ gridArea: 'pickUp', minWidth: 0, md: fieldArea }),
  dropOff: css({ gridArea: 'dropOff', minWidth: 0, md: fieldArea }),
  same: css({ gridArea: 'same', md: { mt: '0.5', mb: '1.5' } }),
  from: css({ gridArea: 'from', minWidth: 0, md: fieldArea }),
  to: css({ gridArea: 'to', minWidth: 0, md: fieldArea }),
  submit: css({ gridArea: 'submit', display: 'flex', flexDirection: 'column', gap: '0.5', md: fieldArea }),
}

/** A labelled field (label, box, message) laid on the three rows of its line. */
export const fieldRows = css({ md: { display: 'grid', gridRow: '1 / -1', gridTemplateRows: 'subgrid', alignItems: 'end' } })

/** A label and its box (the message is apart, below a pair): the first two rows of the line. */
export const labelAndBoxRows = css({ md: { display: 'grid', gridRow: '1 / 3', gridTemplateRows: 'subgrid', alignItems: 'end' } })

/** A message under a pair of fields: the third row of the line. */
export const messageRow = css({ md: { gridRow: '3' } })

/** Lets a wrapper's children sit on the line's rows themselves. */
export const rowsOfParent = css({ md: { display: 'contents' } })

/** Keeps the button level with the inputs (it has no label above it). */
export const labelSpacer = css({ display: { base: 'none', md: 'block' }, fontSize: 'sm', lineHeight: 'snug' })

/** Big enough to tap on a phone; level with the fields on a wide screen. */
export const submitButton = css({ md: { height: 'control' } })

// A phone's place box is one line of some 270px: 'Aeropuerto Josep Tarradellas Barcelona-El Prat'
// does not fit. Until the field has the focus, the whole name is shown over the box, on as many lines
// as it takes (the box grows with it); typing is in the box itself, on one line as ever. Wider
// screens give the place a row of its own: no name of the catalogue needs more.
export const placeControl = css({ display: { base: 'grid', md: 'block' } })
export const placeInput = css({ gridArea: '1 / 1', height: { base: 'auto', md: 'control' }, minHeight: 'control' })
export const wholePlaceName = css({
  gridArea: '1 / 1',
  zIndex: 1,
  pointerEvents: 'none',
  display: 'flex',
  alignItems: 'center',
  m: '1px',
  me: '40px',
  ps: '1.5',
  py: '1',
  bg: 'bg.surface',
  color: 'fg.default',
  fontSize: 'lg',
  lineHeight: 'snug',
  overflowWrap: 'anywhere',
  borderRadius: 'md',
  '[data-part=control]:focus-within > &': { visibility: 'hidden' },
  md: { display: 'none' },
})
