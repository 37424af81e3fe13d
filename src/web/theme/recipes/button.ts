import { defineRecipe } from '@pandacss/dev'

export const button = defineRecipe({
  className: 'button',
  description: 'Buttons and button-looking links',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '1',
    borderRadius: 'md',
    fontWeight: 'semibold',
    lineHeight: '1',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    textDecoration: 'none',
    transition: 'background-color token(durations.fast), border-color token(durations.fast)',
    borderWidth: '1px',
    borderColor: 'transparent',
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    '& svg': { width: '16px', height: '16px', flexShrink: 0 },
  },
  variants: {
    variant: {
      solid: { bg: 'primary.solid', color: 'primary.contrast', _hover: { bg: 'primary.hover' } },
      outline: {
        bg: 'bg.surface',
        color: 'fg.default',
        borderColor: 'border.strong',
        _hover: { bg: 'bg.subtle' },
      },
      ghost: { bg: 'transparent', color: 'fg.default', _hover: { bg: 'bg.muted' } },
    },
    size: {
      sm: { height: '36px', px: '1.5', fontSize: 'sm' },
      md: { height: 'control', px: '2', fontSize: 'md' },
      lg: { height: '48px', px: '3', fontSize: 'lg' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
})
