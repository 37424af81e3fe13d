import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox'
import { checkbox } from '../../../../styled-system/recipes'
import { createStyleContext } from './style-context'

const { withProvider, withContext } = createStyleContext(checkbox)

// Root is a <label>: the visible text names the hidden native input.
export const Root = withProvider(ArkCheckbox.Root, 'root')
export const Control = withContext(ArkCheckbox.Control, 'control')
export const Indicator = withContext(ArkCheckbox.Indicator, 'indicator')
export const Label = withContext(ArkCheckbox.Label, 'label')
export const HiddenInput = ArkCheckbox.HiddenInput
