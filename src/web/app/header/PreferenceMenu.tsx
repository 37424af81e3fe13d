import { Check, ChevronDown } from 'lucide-react'
import type { ReactNode } from 'react'
import * as Menu from '../../components/ui/menu'

export interface PreferenceOption<V extends string> {
  value: V
  label: string
  /** Shown after the label (e.g. a currency symbol); part of the item's name. */
  detail?: string
}

interface PreferenceMenuProps<V extends string> {
  /** The trigger's visible text, which is also its accessible name ("Language: English"). */
  label: string
  icon: ReactNode
  value: V
  options: PreferenceOption<V>[]
  onChange: (value: V) => void
}

/**
 * A header switcher: a button showing the current choice, opening a menu of radio items.
 * No portal: the open menu stays inside the banner landmark (axe `region`).
 */
export function PreferenceMenu<V extends string>({ label, icon, value, options, onChange }: PreferenceMenuProps<V>) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger>
        {icon}
        <span>{label}</span>
        <Menu.Indicator>
          <ChevronDown aria-hidden />
        </Menu.Indicator>
      </Menu.Trigger>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup value={value} onValueChange={(details) => onChange(details.value as V)}>
              {options.map((option) => (
                <Menu.RadioItem key={option.value} value={option.value}>
                  <Menu.ItemText>
                    {option.label}
                    {option.detail ? ` ${option.detail}` : null}
                  </Menu.ItemText>
                  <Menu.ItemIndicator>
                    <Check aria-hidden />
                  </Menu.ItemIndicator>
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
    </Menu.Root>
  )
}
