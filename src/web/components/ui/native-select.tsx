import ChevronDown from 'lucide-react/icons/chevron-down'
import { useId, type ReactNode } from 'react'
import { css, cx } from '../../../../styled-system/css'
import { select } from '../../../../styled-system/recipes'
import type { Choice } from './choice-select'

interface NativeSelectProps<T extends string> {
  label: ReactNode
  choices: readonly Choice<T>[]
  value: T
  onChange: (value: T) => void
  disabled?: boolean
}

// The browser draws its own arrow on a <select>: ours (the recipe's indicator) replaces it, over
// the box's end, so the text keeps clear of it (inline padding + the 16px icon + the recipe's gap).
const boxStyle = css({ appearance: 'none', paddingInlineEnd: 'calc(token(spacing.1.5) + 16px + token(spacing.1))' })
const arrowStyle = css({ position: 'absolute', insetEnd: '1.5', top: '50%', transform: 'translateY(-50%)', pointerEvents: 'none' })

/**
 * A labelled single choice as the browser's own <select>, in the select recipe's box: its visible
 * label names it, the keyboard and the list are the platform's, and no select machine loads with
 * the page (issue 12). Where a choice must not apply while the visitor arrows through the list
 * (e.g. the account's language), use the Ark ChoiceSelect.
 */
export function NativeSelect<T extends string>({ label, choices, value, onChange, disabled }: NativeSelectProps<T>) {
  const id = useId()
  const styles = select()
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.currentTarget.value as T)} className={cx(styles.trigger, boxStyle)}>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
        <span aria-hidden className={cx(styles.indicator, arrowStyle)}>
          <ChevronDown aria-hidden />
        </span>
      </div>
    </div>
  )
}
