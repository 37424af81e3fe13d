import { defineSlotRecipe } from '@pandacss/dev'
import { dialogAnatomy } from '@ark-ui/react/anatomy'

/** Ark UI Dialog parts: a dimmed page and a centred card (confirmations). */
export const dialog = defineSlotRecipe({
  className: 'dialog',
  slots: dialogAnatomy.keys(),
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      zIndex: 'dropdown',
      bg: 'bg.inverse',
      opacity: 0.6,
    },
    positioner: {
      position: 'fixed',
      inset: '0',
      zIndex: 'dropdown',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      p: '2',
    },
    content: {
      position: 'relative',
      width: 'full',
      maxWidth: '480px',
      maxHeight: 'calc(100dvh - 32px)',
      overflowY: 'auto',
      bg: 'bg.surface',
      color: 'fg.default',
      borderRadius: 'lg',
      shadow: 'lg',
      p: '3',
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      outline: 'none',
      _open: { animation: 'fadeIn 120ms ease-out' },
    },
    title: { textStyle: 'h3' },
    description: { color: 'fg.default', fontSize: 'md', lineHeight: 'normal' },
    closeTrigger: {},
    trigger: {},
  },
})
