import type { ReactNode } from 'react'
import { DeferredMenu } from './DeferredMenu'

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
 * A header switcher: a button showing the current choice, opening a menu of radio items
 * (ArkPreferenceMenu.tsx, loaded when the user reaches for it: DeferredMenu.tsx).
 */
export function PreferenceMenu<V extends string>({ label, icon, value, options, onChange }: PreferenceMenuProps<V>) {
  return (
    <DeferredMenu
      trigger={
        <>
          {icon}
          <span>{label}</span>
        </>
      }
    >
      {(menus, trigger) => <menus.ArkPreferenceMenu trigger={trigger} value={value} options={options} onChange={onChange} />}
    </DeferredMenu>
  )
}
