import { Check } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import * as Checkbox from '../ui/checkbox'

/** 'Return to same location': on by default; off shows a separate drop-off place. */
export function SameLocationCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(details) => onChange(details.checked === true)}>
      <Checkbox.Control>
        <Checkbox.Indicator>
          <Check aria-hidden />
        </Checkbox.Indicator>
      </Checkbox.Control>
      <Checkbox.Label>
        <FormattedMessage id="searchForm.sameLocation" />
      </Checkbox.Label>
      <Checkbox.HiddenInput />
    </Checkbox.Root>
  )
}
