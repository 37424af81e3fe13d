import { defineRecipe } from '@pandacss/dev'

/** A short status label (e.g. "Fully booked" on a car card). */
export const badge = defineRecipe({
  className: 'badge',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.5',
    px: '1',
    py: '0.5',
    borderRadius: 'full',
    fontSize: 'xs',
    fontWeight: 'semibold',
    lineHeight: '1',
    whiteSpace: 'nowrap',
    borderWidth: '1px',
    '& svg': { width: '12px', height: '12px' },
  },
  variants: {
    tone: {
      neutral: { bg: 'bg.muted', color: 'fg.default', borderColor: 'transparent' },
      danger: { bg: 'bg.surface', color: 'danger', borderColor: 'danger' },
      accent: { bg: 'bg.surface', color: 'accent.default', borderColor: 'accent.default' },
      success: { bg: 'bg.surface', color: 'success', borderColor: 'success' },
    },
  },
  defaultVariants: { tone: 'neutral' },
})
