import { defineSlotRecipe } from '@pandacss/dev'
import { ratingGroupAnatomy } from '@ark-ui/react/anatomy'

/** Ark UI RatingGroup parts: a label and a row of stars, each a radio with a visible focus. */
export const ratingGroup = defineSlotRecipe({
  className: 'ratingGroup',
  slots: ratingGroupAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '0.5' },
    label: { fontSize: 'sm', fontWeight: 'semibold', color: 'fg.default' },
    control: { display: 'inline-flex', gap: '0.5' },
    item: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '36px',
      height: '36px',
      borderRadius: 'sm',
      color: 'border.strong',
      cursor: 'pointer',
      outline: 'none',
      _highlighted: { color: 'accent.default' },
      _checked: { color: 'accent.default' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
      '& svg': { width: '28px', height: '28px' },
      '&[data-highlighted] svg': { fill: 'currentColor' },
    },
  },
})
