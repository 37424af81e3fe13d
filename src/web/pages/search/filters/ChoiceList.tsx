import { useId, useState, type ReactNode } from 'react'
import { css, cx } from '../../../../../styled-system/css'
import { radioGroup } from '../../../../../styled-system/recipes'

export interface Choice {
  value: string
  label: ReactNode
  /** What the radio sends in the filters' form when it is not `value` ('' for "any": no filter). */
  formValue?: string
}

interface ChoiceListProps {
  choices: Choice[]
  value: string
  onChange: (value: string) => void
  /** The id of the fieldset's legend, which names the radio group. */
  labelledBy: string
  /** The URL parameter of the filter: the radios' name in the filters' form. */
  name: string
}

// Without JavaScript nothing redraws the round control: the browser's own radio shows instead.
const hiddenInput = css({ srOnly: true, _noscript: { srOnly: false, order: -1, flexShrink: 0, accentColor: 'primary.solid' } })
const drawnOnly = css({ _noscript: { display: 'none' } })

/**
 * Exactly one choice (e.g. a minimum rating); the first choice is usually "any". The browser's own
 * radios (one name: one Tab stop, arrows move the choice), visually hidden as Ark's radio group
 * hides its own, under the round controls of our radio-group recipe with Ark's markup: no radio
 * machine in the search page's first load (issue 12).
 */
export function ChoiceList({ choices, value, onChange, labelledBy, name }: ChoiceListProps) {
  const ids = `radio-group:${useId()}`
  const styles = radioGroup()
  // The round control shows the keyboard focus of its hidden radio (the recipe's _focusVisible).
  const [focusVisible, setFocusVisible] = useState<string | null>(null)
  return (
    <div data-scope="radio-group" data-part="root" role="radiogroup" id={ids} aria-labelledby={labelledBy} data-orientation="vertical" aria-orientation="vertical" dir="ltr" className={styles.root}>
      {choices.map((choice) => {
        const checked = choice.value === value
        const itemIds = `${ids}:${choice.value}`
        const state = { 'data-state': checked ? 'checked' : 'unchecked', dir: 'ltr' as const }
        return (
          <label key={choice.value} data-scope="radio-group" data-part="item" id={itemIds} htmlFor={`${itemIds}:input`} className={styles.item} {...state}>
            <div
              data-scope="radio-group"
              data-part="item-control"
              aria-hidden
              className={cx(styles.itemControl, drawnOnly)}
              data-focus-visible={focusVisible === choice.value ? '' : undefined}
              {...state}
            />
            <span data-scope="radio-group" data-part="item-text" id={`${itemIds}:label`} className={styles.itemText} {...state}>
              {choice.label}
            </span>
            <input
              type="radio"
              id={`${itemIds}:input`}
              name={name}
              value={choice.formValue ?? choice.value}
              aria-labelledby={`${itemIds}:label`}
              className={hiddenInput}
              checked={checked}
              onChange={(event) => {
                if (event.currentTarget.checked) onChange(choice.value)
              }}
              onFocus={(event) => setFocusVisible(event.currentTarget.matches(':focus-visible') ? choice.value : null)}
              onBlur={() => setFocusVisible(null)}
            />
          </label>
        )
      })}
    </div>
  )
}
