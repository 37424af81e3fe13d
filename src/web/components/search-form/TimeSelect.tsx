// Loaded on demand (TimeField.tsx): Ark UI's select machine, its list, positioning and dismissal
// code stay out of the first load of the pages with a search form (issue 12).
import { createListCollection, useSelect } from '@ark-ui/react/select'
import { Portal } from '@ark-ui/react/portal'
import Check from 'lucide-react/icons/check'
import { useEffect, useLayoutEffect, useMemo } from 'react'
import { css } from '../../../../styled-system/css'
import type { Language } from '../../../domain/enums'
import * as Select from '../ui/select'
import type { Bind } from './ark-bridge'
import { timeChoices } from './time-choices'
import { timeFieldIds, type TimeFieldPart } from './time-field-parts'

export type TimeSelectProps = {
  /** The field's id (time-field-parts.ts): Ark's machine finds the field's elements by it. */
  id: string
  /** 'HH:mm' or ''. */
  value: string
  onChange: (time: string) => void
  language: Language
  invalid?: boolean
  bind: Bind<TimeFieldPart>
}

const contentStyle = css({ maxHeight: 'min(320px, var(--available-height))', overflowY: 'auto', fontVariantNumeric: 'tabular-nums' })

/**
 * The list of a TimeField: Ark's select machine driving the field's own label and button (through
 * `bind`): arrow keys, typing the start of a time, or the list of times in a floating panel.
 */
export function TimeSelect({ id, value, onChange, language, invalid, bind }: TimeSelectProps) {
  const collection = useMemo(() => createListCollection({ items: timeChoices(value, language) }), [value, language])
  const select = useSelect({
    id,
    ids: { root: timeFieldIds(id).listRoot },
    collection,
    value: value ? [value] : [],
    onValueChange: (details) => {
      const next = details.value[0]
      if (next) onChange(next)
    },
    invalid,
    positioning: { placement: 'bottom-start', sameWidth: true },
  })

  // After the machine started (in the layout effect of useSelect), on every render.
  useLayoutEffect(() => {
    bind({
      label: select.getLabelProps(),
      control: select.getControlProps(),
      trigger: select.getTriggerProps(),
      valueText: select.getValueTextProps(),
      indicator: select.getIndicatorProps(),
    })
  })
  useEffect(() => () => bind(null), [bind])

  // The visitor may already be on the button: the machine hears of it.
  useEffect(() => {
    if (document.activeElement?.id === timeFieldIds(id).trigger) select.getTriggerProps().onFocus?.({} as never)
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    // The 48 times are rendered only while the list is open.
    <Select.RootProvider value={select} hidden lazyMount unmountOnExit>
      <Portal>
        <Select.Positioner>
          <Select.Content className={contentStyle}>
            {collection.items.map((item) => (
              <Select.Item key={item.value} item={item}>
                <Select.ItemText>{item.label}</Select.ItemText>
                <Select.ItemIndicator>
                  <Check aria-hidden />
                </Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
    </Select.RootProvider>
  )
}
