import { defineSlotRecipe } from '@pandacss/dev'
import { dialogAnatomy } from '@ark-ui/react/anatomy'

/** Ark UI Dialog parts: a dimmed page and a centred card (confirmations), or a full-screen sheet. */
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
  variants: {
    placement: {
      center: {},
      // The whole screen of a phone, its content scrolling between a fixed header and footer (filters).
      sheet: {
        positioner: { p: '0', alignItems: 'stretch', justifyContent: 'stretch' },
        content: {
          maxWidth: 'none',
          height: '100dvh',
          maxHeight: '100dvh',
          borderRadius: '0',
          p: '0',
          gap: '0',
          overflowY: 'hidden',
          _open: { animation: 'none' },
        },
      },
    },
  },
  defaultVariants: { placement: 'center' },
})
