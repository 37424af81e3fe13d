import { defineSlotRecipe } from '@pandacss/dev'
import { selectAnatomy } from '@ark-ui/react/anatomy'
import { fieldLabel, floatingPanel, listItem } from './field-styles'

/** Ark UI Select parts: a labelled trigger opening a listbox. The label is above, as every field's (issue 24). */
export const select = defineSlotRecipe({
  className: 'select',
  slots: selectAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: 0 },
    label: fieldLabel,
    control: { position: 'relative', display: 'flex', minWidth: 0 },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '1',
      width: 'full',
      minWidth: 'min(200px, 100%)',
      height: 'control',
      px: '1.5',
      borderRadius: 'md',
      borderWidth: '1px',
      borderColor: 'border.strong',
      bg: 'bg.surface',
      color: 'fg.default',
      fontSize: 'md',
      cursor: 'pointer',
      textAlign: 'start',
      _hover: { bg: 'bg.subtle' },
    },
    valueText: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    indicator: {
      display: 'inline-flex',
      color: 'fg.muted',
      transition: 'transform token(durations.fast)',
      _open: { transform: 'rotate(180deg)' },
      '& svg': { width: '16px', height: '16px' },
    },
    positioner: { zIndex: 'dropdown' },
    content: {
      minWidth: 'var(--reference-width)',
      ...floatingPanel,
    },
    list: {},
    item: { ...listItem },
    itemText: {},
    itemIndicator: { display: 'inline-flex', '& svg': { width: '16px', height: '16px' } },
    itemGroup: {},
    itemGroupLabel: { px: '1.5', py: '1', textStyle: 'eyebrow', color: 'fg.muted' },
    clearTrigger: {},
  },
})
