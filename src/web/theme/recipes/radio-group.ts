import { defineSlotRecipe } from '@pandacss/dev'
import { radioGroupAnatomy } from '@ark-ui/react/anatomy'

/** Ark UI RadioGroup parts: round controls with visible labels, stacked. */
export const radioGroup = defineSlotRecipe({
  className: 'radioGroup',
  slots: radioGroupAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '0.5' },
    label: { fontWeight: 'semibold', fontSize: 'md' },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '1',
      py: '0.5',
      cursor: 'pointer',
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    },
    itemControl: {
      flexShrink: 0,
      width: '18px',
      height: '18px',
      borderRadius: 'full',
      borderWidth: '1.5px',
      borderColor: 'border.strong',
      bg: 'bg.surface',
      transition: 'border-color token(durations.fast), border-width token(durations.fast)',
      _hover: { borderColor: 'fg.muted' },
      // A thick ring in the primary colour marks the chosen item (visible in both modes).
      _checked: { borderWidth: '6px', borderColor: 'primary.solid' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    },
    itemText: { fontSize: 'md', color: 'fg.default' },
    indicator: {},
  },
})
