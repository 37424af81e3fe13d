import type { ReactNode } from 'react'
import { css } from '../../../../../styled-system/css'
import { LabelledCheckbox } from '../../../components/ui/checkbox'

export interface CheckboxOption<V extends string> {
  value: V
  label: ReactNode
  /** A short explanation shown under the label and read as the control's description. */
  hint?: string
  /** What the box sends in the filters' form when it is not `value` (the URL's word for it). */
  formValue?: string
}

interface CheckboxListProps<V extends string> {
  options: CheckboxOption<V>[]
  /** The values checked; undefined when the filter is off. */
  selected: readonly V[] | undefined
  /** undefined once nothing is checked: an empty list would match nothing (contract), "none" means "any". */
  onChange: (selected: V[] | undefined) => void
  idPrefix: string
  /** The URL parameter of the filter: each box is a field of that name in the filters' form. */
  name: string
}

/** Several choices, any number checked. */
export function CheckboxList<V extends string>({ options, selected, onChange, idPrefix, name }: CheckboxListProps<V>) {
  const toggle = (value: V, checked: boolean) => {
    const rest = (selected ?? []).filter((item) => item !== value)
    const next = checked ? [...rest, value] : rest
    onChange(next.length > 0 ? next : undefined)
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
      {options.map((option) => (
        <LabelledCheckbox
          key={option.value}
          id={`${idPrefix}-${option.value}`}
          name={name}
          value={option.formValue ?? option.value}
          label={option.label}
          hint={option.hint}
          checked={selected?.includes(option.value) ?? false}
          onChange={(checked) => toggle(option.value, checked)}
        />
      ))}
    </div>
  )
}
