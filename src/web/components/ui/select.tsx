import { Select as ArkSelect, type CollectionItem } from '@ark-ui/react/select'
import type { JSX } from 'react'
import { select } from '../../../../styled-system/recipes'
import { createStyleContext } from './style-context'

const { withProvider, withContext } = createStyleContext(select)

export const Root = withProvider(ArkSelect.Root, 'root')
export const Label = withContext(ArkSelect.Label, 'label')
export const Control = withContext(ArkSelect.Control, 'control')
export const Trigger = withContext(ArkSelect.Trigger, 'trigger')
export const ValueText = withContext(ArkSelect.ValueText, 'valueText')
export const Indicator = withContext(ArkSelect.Indicator, 'indicator')
export const Positioner = withContext(ArkSelect.Positioner, 'positioner')
export const Content = withContext(ArkSelect.Content, 'content')
export const Item = withContext(ArkSelect.Item, 'item')
export const ItemText = withContext(ArkSelect.ItemText, 'itemText')
export const ItemIndicator = withContext(ArkSelect.ItemIndicator, 'itemIndicator')
export const HiddenSelect = ArkSelect.HiddenSelect
/** A root bound to a machine made with `useSelect` (a field whose own elements it drives). */
export const RootProvider = withProvider(ArkSelect.RootProvider, 'root') as <T extends CollectionItem>(
  props: ArkSelect.RootProviderProps<T>,
) => JSX.Element
