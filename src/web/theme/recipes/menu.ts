import { defineSlotRecipe } from '@pandacss/dev'
import { menuAnatomy } from '@ark-ui/react/anatomy'
import { floatingPanel, listItem } from './field-styles'

/** Ark UI Menu parts (header switchers). */
export const menu = defineSlotRecipe({
  className: 'menu',
  slots: menuAnatomy.keys(),
  base: {
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      height: 'control',
      px: '1.5',
      borderRadius: 'md',
      borderWidth: '1px',
      borderColor: 'border.default',
      bg: 'bg.surface',
      color: 'fg.default',
      fontSize: 'sm',
      fontWeight: 'medium',
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      _hover: { bg: 'bg.subtle' },
      '& svg': { width: '16px', height: '16px', color: 'fg.muted', flexShrink: 0 },
      // The leading icon is decoration; on a phone the room goes to the text.
      '& > svg:first-child': { display: { base: 'none', sm: 'block' } },
    },
    indicator: { display: 'inline-flex', transition: 'transform token(durations.fast)', _open: { transform: 'rotate(180deg)' } },
    positioner: { zIndex: 'dropdown' },
    content: {
      minWidth: '180px',
      ...floatingPanel,
    },
    item: { ...listItem, fontSize: 'md' },
    itemIndicator: { display: 'inline-flex', '& svg': { width: '16px', height: '16px' } },
    itemGroupLabel: { px: '1.5', py: '1', textStyle: 'eyebrow', color: 'fg.muted' },
  },
})
