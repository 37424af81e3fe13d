import { Combobox as ArkCombobox, type CollectionItem } from '@ark-ui/react/combobox'
import type { JSX } from 'react'
import { combobox } from '../../../../styled-system/recipes'
import { createStyleContext } from './style-context'

const { withProvider, withContext } = createStyleContext(combobox)

// The style context loses Ark's item type parameter; give it back to the root.
export const Root = withProvider(ArkCombobox.Root, 'root') as <T extends CollectionItem>(
  props: ArkCombobox.RootProps<T>,
) => JSX.Element
export const Label = withContext(ArkCombobox.Label, 'label')
export const Control = withContext(ArkCombobox.Control, 'control')
export const Input = withContext(ArkCombobox.Input, 'input')
export const Trigger = withContext(ArkCombobox.Trigger, 'trigger')
export const Positioner = withContext(ArkCombobox.Positioner, 'positioner')
export const Content = withContext(ArkCombobox.Content, 'content')
export const Item = withContext(ArkCombobox.Item, 'item')
export const ItemText = withContext(ArkCombobox.ItemText, 'itemText')
export const Empty = withContext(ArkCombobox.Empty, 'empty')
/** A root bound to a machine made with `useCombobox` (a field whose own elements it drives). */
export const RootProvider = withProvider(ArkCombobox.RootProvider, 'root') as <T extends CollectionItem>(
  props: ArkCombobox.RootProviderProps<T>,
) => JSX.Element
