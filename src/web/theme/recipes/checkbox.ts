import { defineSlotRecipe } from '@pandacss/dev'
import { checkboxAnatomy } from '@ark-ui/react/anatomy'

/** Ark UI Checkbox parts: a box with a tick, its visible label beside it. */
export const checkbox = defineSlotRecipe({
  className: 'checkbox',
  slots: checkboxAnatomy.keys(),
  base: {
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '1',
      py: '0.5',
      cursor: 'pointer',
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    },
    control: {
      flexShrink: 0,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '18px',
      height: '18px',
      mt: '1px',
      borderRadius: '4px',
      borderWidth: '1.5px',
      borderColor: 'border.strong',
      bg: 'bg.surface',
      color: 'primary.contrast',
      transition: 'background-color token(durations.fast), border-color token(durations.fast)',
      _checked: { bg: 'primary.solid', borderColor: 'primary.solid' },
      _hover: { borderColor: 'fg.muted' },
      // The real input is visually hidden; show its keyboard focus on the box.
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
      '& svg': { width: '14px', height: '14px' },
    },
    indicator: { display: 'inline-flex' },
    label: { fontSize: 'md', color: 'fg.default', lineHeight: 'snug' },
    group: { display: 'flex', flexDirection: 'column', gap: '0.5' },
  },
})
