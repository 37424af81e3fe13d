import * as RadioGroup from '../../../components/ui/radio-group'

export interface Choice {
  value: string
  label: string
}

interface ChoiceListProps {
  choices: Choice[]
  value: string
  onChange: (value: string) => void
  /** The id of the fieldset's legend, which names the radio group. */
  labelledBy: string
}

/** Exactly one choice (e.g. a minimum rating); the first choice is usually "any". */
export function ChoiceList({ choices, value, onChange, labelledBy }: ChoiceListProps) {
  return (
    <RadioGroup.Root value={value} onValueChange={(details) => details.value !== null && onChange(details.value)} aria-labelledby={labelledBy}>
      {choices.map((choice) => (
        <RadioGroup.Item key={choice.value} value={choice.value}>
          <RadioGroup.ItemControl />
          <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
          <RadioGroup.ItemHiddenInput />
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  )
}
