import Check from 'lucide-react/icons/check'
import ChevronDown from 'lucide-react/icons/chevron-down'
import * as Menu from '../../components/ui/menu'
import type { MenuTrigger } from './DeferredMenu'
import type { PreferenceOption } from './PreferenceMenu'

interface ArkPreferenceMenuProps<V extends string> {
  trigger: MenuTrigger
  value: V
  options: PreferenceOption<V>[]
  onChange: (value: V) => void
}

/**
 * The Ark menu of a header switcher (PreferenceMenu.tsx): radio items, the current one checked.
 * No portal: the open menu stays inside the banner landmark (axe `region`).
 */
export function ArkPreferenceMenu<V extends string>({ trigger, value, options, onChange }: ArkPreferenceMenuProps<V>) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger ref={trigger.ref}>
        {trigger.content}
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
