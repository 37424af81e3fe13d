import { RadioGroup as ArkRadioGroup } from '@ark-ui/react/radio-group'
import { radioGroup } from '../../../../styled-system/recipes'
import { createStyleContext } from './style-context'

const { withProvider, withContext } = createStyleContext(radioGroup)

export const Root = withProvider(ArkRadioGroup.Root, 'root')
export const Label = withContext(ArkRadioGroup.Label, 'label')
export const Item = withContext(ArkRadioGroup.Item, 'item')
export const ItemControl = withContext(ArkRadioGroup.ItemControl, 'itemControl')
export const ItemText = withContext(ArkRadioGroup.ItemText, 'itemText')
export const ItemHiddenInput = ArkRadioGroup.ItemHiddenInput
