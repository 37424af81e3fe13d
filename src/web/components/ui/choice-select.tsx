// A labelled single-choice select (Ark Select with our recipe): the visible label is its accessible
// name; the items are `{ value, label }`, and `itemLang` marks each item's language when the
// labels are in their own language (e.g. "Français").
import { createListCollection, type ListCollection } from '@ark-ui/react/select'
import Check from 'lucide-react/icons/check'
import ChevronDown from 'lucide-react/icons/chevron-down'
import { useMemo, type ReactNode } from 'react'
import * as Select from './select'

export interface Choice<T extends string> {
  value: T
  label: string
}

interface ChoiceSelectProps<T extends string> {
  label: ReactNode
  choices: readonly Choice<T>[]
  value: T
  onChange: (value: T) => void
  disabled?: boolean
  placement?: 'bottom-start' | 'bottom-end'
  itemLang?: boolean
}

export function ChoiceSelect<T extends string>({ label, choices, value, onChange, disabled, placement, itemLang }: ChoiceSelectProps<T>) {
  const collection = useMemo(() => createListCollection({ items: [...choices] }), [choices])
  return (
    <Select.Root
      // The styled root is not generic: it sees the collection's items as unknown.
      collection={collection as ListCollection<unknown>}
      value={[value]}
      disabled={disabled}
      onValueChange={(details) => {
        const next = details.value[0] as T | undefined
        if (next) onChange(next)
      }}
      positioning={{ placement, sameWidth: true }}
    >
      <Select.Label>{label}</Select.Label>
      <Select.Control>
        <Select.Trigger>
          <Select.ValueText />
          <Select.Indicator>
            <ChevronDown aria-hidden />
          </Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      <Select.Positioner>
        <Select.Content>
          {collection.items.map((item) => (
            <Select.Item key={item.value} item={item}>
              <Select.ItemText lang={itemLang ? item.value : undefined}>{item.label}</Select.ItemText>
              <Select.ItemIndicator>
                <Check aria-hidden />
              </Select.ItemIndicator>
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Positioner>
    </Select.Root>
  )
}
