// Shared look of the form fields (label above, bordered box), used by the field, combobox and
// date-picker recipes so that a text input, a combobox and a date input line up exactly.
export const fieldLabel = { fontSize: 'sm', fontWeight: 'semibold', color: 'fg.default', lineHeight: 'snug' } as const

export const fieldBox = {
  width: 'full',
  minWidth: 0,
  height: 'control',
  px: '1.5',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border.strong',
  bg: 'bg.surface',
  color: 'fg.default',
  fontSize: 'lg',
  outline: 'none',
  transition: 'border-color token(durations.fast)',
  _placeholder: { color: 'fg.muted' },
  _hover: { borderColor: 'fg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '0' },
  _invalid: { borderColor: 'danger', borderWidth: '2px' },
} as const

/** A dropdown panel (combobox list, calendar). */
export const floatingPanel = {
  bg: 'bg.surface',
  color: 'fg.default',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border.default',
  shadow: 'lg',
  p: '0.5',
  outline: 'none',
  _open: { animation: 'fadeIn 120ms ease-out' },
} as const

/** An option of a dropdown list (menu item, select item). */
export const listItem = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  px: '1.5',
  py: '1',
  borderRadius: 'sm',
  cursor: 'pointer',
  _highlighted: { bg: 'bg.muted' },
  _checked: { fontWeight: 'semibold' },
} as const

/** An icon button sitting inside a field box, at its end. */
export const fieldIconButton = {
  position: 'absolute',
  insetEnd: '0.5',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: 'sm',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted', color: 'fg.default' },
  '& svg': { width: '18px', height: '18px' },
} as const
