import { defineSlotRecipe } from '@pandacss/dev'
import { datePickerAnatomy } from '@ark-ui/react/anatomy'
import { fieldBox, fieldIconButton, fieldLabel, floatingPanel } from './field-styles'

const navButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  borderRadius: 'sm',
  color: 'fg.default',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  _disabled: { opacity: 0.4, cursor: 'not-allowed' },
  '& svg': { width: '18px', height: '18px' },
} as const

/** Ark UI DatePicker parts: a typed date with a calendar button, the calendar in a panel. */
export const datePicker = defineSlotRecipe({
  className: 'date-picker',
  slots: [...new Set(datePickerAnatomy.keys())],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: 0 },
    label: fieldLabel,
    control: { position: 'relative' },
    input: { ...fieldBox, pe: '5', fontVariantNumeric: 'tabular-nums' },
    trigger: fieldIconButton,
    positioner: { zIndex: 'dropdown' },
    // one month 320px wide, two side by side on a wide screen
    content: { ...floatingPanel, p: '1.5', width: 'max-content', minWidth: '320px', maxWidth: 'calc(100vw - 16px)' },
    view: { display: 'flex', flexDirection: 'column', gap: '1' },
    viewControl: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '1' },
    rangeText: { fontWeight: 'semibold', fontSize: 'lg', textTransform: 'capitalize' },
    prevTrigger: navButton,
    nextTrigger: navButton,
    viewTrigger: {},
    table: { width: 'full', borderCollapse: 'collapse' },
    tableHead: {},
    tableHeader: { fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted', pb: '0.5', textTransform: 'uppercase' },
    tableBody: {},
    tableRow: {},
    tableCell: { p: '1px', textAlign: 'center' },
    tableCellTrigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '40px',
      height: '40px',
      borderRadius: 'sm',
      fontSize: 'md',
      fontVariantNumeric: 'tabular-nums',
      cursor: 'pointer',
      _hover: { bg: 'bg.muted' },
      _highlighted: { bg: 'bg.muted' },
      _today: { fontWeight: 'bold', textDecoration: 'underline' },
      // the trip (CalendarMonths): the days between pick-up and drop-off shaded, the other end ringed
      '&[data-trip=between]': { bg: 'bg.muted', borderRadius: 0 },
      '&[data-trip=start]:not(:focus-visible), &[data-trip=end]:not(:focus-visible)': { outline: '2px solid', outlineColor: 'primary.solid', outlineOffset: '-2px' },
      _selected: { bg: 'primary.solid', color: 'primary.contrast', _hover: { bg: 'primary.hover' } },
      _disabled: { color: 'fg.muted', opacity: 0.45, cursor: 'not-allowed', _hover: { bg: 'transparent' } },
      '&[data-outside-range]': { visibility: 'hidden' },
    },
    clearTrigger: {},
    monthSelect: {},
    yearSelect: {},
    presetTrigger: {},
    valueText: {},
  },
})
