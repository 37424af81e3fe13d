import { createListCollection } from '@ark-ui/react/select'
import { Check, ChevronDown } from 'lucide-react'
import { useMemo } from 'react'
import { css, cx } from '../../../../styled-system/css'
import type { Language } from '../../../domain/enums'
import * as Select from '../ui/select'
import { timeChoices } from './time-choices'

type Props = {
  label: string
  /** 'HH:mm' or ''. */
  value: string
  onChange: (time: string) => void
  language: Language
  invalid?: boolean
  describedBy?: string
  className?: string
}

// Looks like the other fields of the form (label above, same box), not like the header's selects.
const rootStyle = css({ flexDirection: 'column', alignItems: 'stretch', gap: '0.5', minWidth: 0 })
const labelStyle = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.default', lineHeight: 'snug', whiteSpace: 'normal' })
const triggerStyle = css({
  width: 'full',
  minWidth: 0,
  fontSize: 'lg',
  fontVariantNumeric: 'tabular-nums',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '0' },
  _invalid: { borderColor: 'danger', borderWidth: '2px' },
})
const contentStyle = css({ maxHeight: 'min(320px, var(--available-height))', overflowY: 'auto', fontVariantNumeric: 'tabular-nums' })

/**
 * A time of day as one control, hence one Tab stop (the browser's time input takes one per
 * segment): arrow keys, typing the start of a time, or the list. Times read on the language's clock.
 */
export function TimeSelect({ label, value, onChange, language, invalid, describedBy, className }: Props) {
  const collection = useMemo(() => createListCollection({ items: timeChoices(value, language) }), [value, language])
  return (
    <Select.Root
      className={cx(rootStyle, className)}
      // The styled root is not generic: it sees the collection's items as unknown.
      collection={collection as ReturnType<typeof createListCollection<unknown>>}
      value={value ? [value] : []}
      onValueChange={(details) => {
        const next = details.value[0]
        if (next) onChange(next)
      }}
      invalid={invalid}
      positioning={{ placement: 'bottom-start', sameWidth: true }}
      // The 48 times are rendered only while the list is open.
      lazyMount
      unmountOnExit
    >
      <Select.Label className={labelStyle}>{label}</Select.Label>
      <Select.Control>
        <Select.Trigger className={triggerStyle} aria-describedby={describedBy} aria-invalid={invalid}>
          <Select.ValueText />
          <Select.Indicator>
            <ChevronDown aria-hidden />
          </Select.Indicator>
        </Select.Trigger>
      </Select.Control>
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
    </Select.Root>
  )
}
