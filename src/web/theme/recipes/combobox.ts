import { defineSlotRecipe } from '@pandacss/dev'
import { comboboxAnatomy } from '@ark-ui/react/anatomy'
import { fieldBox, fieldIconButton, fieldLabel, floatingPanel, listItem } from './field-styles'

/** Ark UI Combobox parts: a labelled text input with a list of suggestions below. */
export const combobox = defineSlotRecipe({
  className: 'combobox',
  slots: comboboxAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: 0 },
    label: fieldLabel,
    control: { position: 'relative' },
    input: { ...fieldBox, pe: '5' },
    trigger: fieldIconButton,
    clearTrigger: {},
    positioner: { zIndex: 'dropdown' },
    content: {
      ...floatingPanel,
      minWidth: 'var(--reference-width)',
      maxHeight: 'min(360px, var(--available-height))',
      overflowY: 'auto',
    },
    list: {},
    // a suggestion shows the place over its country, hence a column
    item: { ...listItem, flexDirection: 'column', alignItems: 'stretch', gap: '0' },
    itemText: { fontSize: 'md', color: 'fg.default' },
    itemIndicator: {},
    itemGroup: {},
    itemGroupLabel: { px: '1.5', py: '1', textStyle: 'eyebrow', color: 'fg.muted' },
    empty: { px: '1.5', py: '1', fontSize: 'md', color: 'fg.muted' },
  },
})
