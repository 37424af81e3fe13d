import { Check } from 'lucide-react'
import { useId, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import { checkbox } from '../../../../styled-system/recipes'

const hiddenInput = css({ srOnly: true })

/**
 * 'Return to same location': on by default; off shows a separate drop-off place. The browser's own
 * checkbox (visually hidden, as Ark's checkbox hides its own) under the box and tick of our
 * checkbox recipe, with Ark's markup: no checkbox machine in the first load of the home page (issue 12).
 */
export function SameLocationCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const ids = `checkbox:${useId()}`
  const styles = checkbox()
  // The box shows the keyboard focus of the hidden input (the recipe's _focusVisible).
  const [focusVisible, setFocusVisible] = useState(false)
  const state = { 'data-state': checked ? 'checked' : 'unchecked', dir: 'ltr' as const }
  return (
    <label data-scope="checkbox" data-part="root" id={ids} htmlFor={`${ids}:input`} className={styles.root} {...state}>
      <div data-scope="checkbox" data-part="control" id={`${ids}:control`} aria-hidden className={styles.control} data-focus-visible={focusVisible ? '' : undefined} {...state}>
        <div data-scope="checkbox" data-part="indicator" className={styles.indicator} hidden={!checked} {...state}>
          <Check aria-hidden />
        </div>
      </div>
      <span data-scope="checkbox" data-part="label" id={`${ids}:label`} className={styles.label} {...state}>
        <FormattedMessage id="searchForm.sameLocation" />
      </span>
      <input
        type="checkbox"
        id={`${ids}:input`}
        aria-labelledby={`${ids}:label`}
        className={hiddenInput}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        onFocus={(event) => setFocusVisible(event.currentTarget.matches(':focus-visible'))}
        onBlur={() => setFocusVisible(false)}
      />
    </label>
  )
}
