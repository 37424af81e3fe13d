import { defineSlotRecipe } from '@pandacss/dev'
import { toastAnatomy } from '@ark-ui/react/anatomy'

/** Ark UI Toast parts; the toaster places them bottom-right. */
export const toast = defineSlotRecipe({
  className: 'toast',
  slots: toastAnatomy.keys(),
  base: {
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '1.5',
      width: 'min(360px, calc(100vw - 32px))',
      p: '2',
      borderRadius: 'md',
      bg: 'bg.inverse',
      color: 'fg.inverse',
      shadow: 'lg',
      // Ark UI computes the stacking; these variables come from it.
      translate: 'var(--x) var(--y)',
      scale: 'var(--scale)',
      zIndex: 'var(--z-index)',
      height: 'var(--height)',
      opacity: 'var(--opacity)',
      willChange: 'translate, opacity, scale',
      transition: 'translate 400ms, scale 400ms, opacity 400ms, height 400ms',
      _closed: { transition: 'translate 400ms, scale 400ms, opacity 200ms' },
    },
    title: { fontWeight: 'semibold', fontSize: 'md' },
    description: { fontSize: 'sm', color: 'fg.inverseMuted' },
    closeTrigger: {
      ml: 'auto',
      display: 'inline-flex',
      p: '0.5',
      borderRadius: 'sm',
      color: 'fg.inverseMuted',
      cursor: 'pointer',
      _hover: { color: 'fg.inverse' },
      '& svg': { width: '16px', height: '16px' },
    },
  },
  variants: {
    type: {
      error: { root: { borderLeftWidth: '4px', borderLeftColor: 'red.300' } },
      success: { root: { borderLeftWidth: '4px', borderLeftColor: 'green.300' } },
      info: {},
      loading: {},
    },
  },
})
