import { defineSlotRecipe } from '@pandacss/dev'

export const card = defineSlotRecipe({
  className: 'card',
  description: 'A surface grouping one piece of content',
  slots: ['root', 'icon', 'title', 'body'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1.5',
      bg: 'bg.surface',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'lg',
      p: '3',
    },
    icon: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '48px',
      height: '48px',
      borderRadius: 'md',
      bg: 'bg.muted',
      color: 'fg.default',
      '& svg': { width: 'iconLg', height: 'iconLg' },
    },
    title: { textStyle: 'h3', color: 'fg.default' },
    body: { color: 'fg.muted', fontSize: 'md' },
  },
  variants: {
    elevated: { true: { root: { shadow: 'md', borderColor: 'transparent' } } },
  },
})
