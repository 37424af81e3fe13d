import Check from 'lucide-react/icons/check'
import { useId, useState, type ReactNode, type Ref } from 'react'
import { css, cx } from '../../../../styled-system/css'
import { checkbox } from '../../../../styled-system/recipes'

// The browser's checkbox is visually hidden under the drawn box, which React keeps in step. Without
// JavaScript nothing redraws the box (a server-rendered form): the browser's own checkbox shows instead.
const hiddenInput = css({ srOnly: true, _noscript: { srOnly: false, order: -1, flexShrink: 0, mt: '2px', accentColor: 'primary.solid' } })
const drawnOnly = css({ _noscript: { display: 'none' } })
const labelColumn = css({ display: 'flex', flexDirection: 'column' })
const hintStyle = css({ fontSize: 'sm', color: 'fg.muted' })

interface LabelledCheckboxProps {
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  /** The native input's id. */
  id?: string
  disabled?: boolean
  invalid?: boolean
  /** A short explanation shown under the label and read as the control's description. */
  hint?: ReactNode
  /** The native input's aria-describedby (besides the hint). */
  describedBy?: string
  inputRef?: Ref<HTMLInputElement>
  /** The field's name and value in a form that also works without JavaScript (the search filters' GET form). */
  name?: string
  value?: string
}

/**
 * A checkbox with its check mark, named by its visible label. The browser's own checkbox, visually
 * hidden as Ark's checkbox hides its own, under the box and tick of our checkbox recipe, with Ark's
 * markup and data attributes: the same look, keyboard and names, without a checkbox machine in
 * every page that lists or filters (issue 12).
 */
export function LabelledCheckbox({ label, checked, onChange, id, disabled, invalid, hint, describedBy, inputRef, name, value }: LabelledCheckboxProps) {
  const ids = `checkbox:${useId()}`
  const inputId = id ?? `${ids}:input`
  const hintId = `${ids}:hint`
  const styles = checkbox()
  // The box shows the keyboard focus of the hidden input (the recipe's _focusVisible).
  const [focusVisible, setFocusVisible] = useState(false)
  const state = {
    'data-state': checked ? 'checked' : 'unchecked',
    'data-disabled': disabled ? '' : undefined,
    'data-invalid': invalid ? '' : undefined,
    dir: 'ltr' as const,
  }
  const labelPart = (
    <span data-scope="checkbox" data-part="label" id={`${ids}:label`} className={styles.label} {...state}>
      {label}
    </span>
  )
  const description = [hint ? hintId : null, describedBy].filter(Boolean).join(' ') || undefined
  return (
    <label data-scope="checkbox" data-part="root" id={ids} htmlFor={inputId} className={styles.root} {...state}>
      <div data-scope="checkbox" data-part="control" id={`${ids}:control`} aria-hidden className={cx(styles.control, drawnOnly)} data-focus-visible={focusVisible ? '' : undefined} {...state}>
        <div data-scope="checkbox" data-part="indicator" className={styles.indicator} hidden={!checked} {...state}>
          <Check aria-hidden />
        </div>
      </div>
      {hint ? (
        <span className={labelColumn}>
          {labelPart}
          <span id={hintId} className={hintStyle}>
            {hint}
          </span>
        </span>
      ) : (
        labelPart
      )}
      <input
        ref={inputRef}
        type="checkbox"
        id={inputId}
        name={name}
        value={value}
        aria-labelledby={`${ids}:label`}
        aria-describedby={description}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        className={hiddenInput}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        onFocus={(event) => setFocusVisible(event.currentTarget.matches(':focus-visible'))}
        onBlur={() => setFocusVisible(false)}
      />
    </label>
  )
}
