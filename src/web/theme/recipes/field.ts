import { defineSlotRecipe } from '@pandacss/dev'
import { fieldBox, fieldLabel } from './field-styles'

/** A labelled native input (e.g. a time) with its error message below. */
export const field = defineSlotRecipe({
  className: 'field',
  slots: ['root', 'label', 'input', 'error'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: 0 },
    label: fieldLabel,
    input: { ...fieldBox, fontVariantNumeric: 'tabular-nums' },
    error: { fontSize: 'sm', color: 'danger', fontWeight: 'medium', lineHeight: 'snug' },
  },
})
