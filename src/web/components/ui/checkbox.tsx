import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox'
import { Check } from 'lucide-react'
import type { ReactNode, Ref } from 'react'
import { checkbox } from '../../../../styled-system/recipes'
import { createStyleContext } from './style-context'

const { withProvider, withContext } = createStyleContext(checkbox)

// Root is a <label>: the visible text names the hidden native input.
export const Root = withProvider(ArkCheckbox.Root, 'root')
export const Control = withContext(ArkCheckbox.Control, 'control')
export const Indicator = withContext(ArkCheckbox.Indicator, 'indicator')
export const Label = withContext(ArkCheckbox.Label, 'label')
export const HiddenInput = ArkCheckbox.HiddenInput

interface LabelledCheckboxProps {
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  /** The native input's id. */
  id?: string
  disabled?: boolean
  invalid?: boolean
  /** The native input's aria-describedby. */
  describedBy?: string
  inputRef?: Ref<HTMLInputElement>
}

/** A checkbox with its check mark, named by its visible label (the Root is a <label>). */
export function LabelledCheckbox({ label, checked, onChange, id, disabled, invalid, describedBy, inputRef }: LabelledCheckboxProps) {
  return (
    <Root
      ids={id ? { hiddenInput: id } : undefined}
      checked={checked}
      disabled={disabled}
      invalid={invalid}
      onCheckedChange={(details) => onChange(details.checked === true)}
    >
      <Control>
        <Indicator>
          <Check aria-hidden />
        </Indicator>
      </Control>
      <Label>{label}</Label>
      <HiddenInput ref={inputRef} aria-describedby={describedBy} />
    </Root>
  )
}
