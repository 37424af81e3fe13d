import { Check } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { css, cx } from '../../../../../styled-system/css'
import { checkbox } from '../../../../../styled-system/recipes'

// With JavaScript on, the browser's checkbox is visually hidden under the drawn box, which React
// keeps in step. Without JavaScript nothing redraws the box: the browser's own checkbox shows instead.
const nativeInput = css({ srOnly: true, _noscript: { srOnly: false, order: -1, flexShrink: 0, mt: '2px', accentColor: 'primary.solid' } })
const drawnOnly = css({ _noscript: { display: 'none' } })
const labelColumn = css({ display: 'flex', flexDirection: 'column' })
const hintStyle = css({ fontSize: 'sm', color: 'fg.muted' })

interface FormCheckboxProps {
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  /** The field's name and value in the filters' GET form (the URL parameter the app reads). */
  name: string
  value: string
  /** The native input's id. */
  id?: string
  /** A short explanation shown under the label and read as the control's description. */
  hint?: ReactNode
}

/**
 * The filters' checkbox: components/ui/checkbox's LabelledCheckbox (same markup, recipe and names),
 * whose native input is also a field of the filters' form (`name`, `value`), so the filters work as a
 * plain HTML form with JavaScript off.
 */
export function FormCheckbox({ label, checked, onChange, name, value, id, hint }: FormCheckboxProps) {
  const ids = `checkbox:${useId()}`
  const inputId = id ?? `${ids}:input`
  const hintId = `${ids}:hint`
  const styles = checkbox()
  // The box shows the keyboard focus of the hidden input (the recipe's _focusVisible).
  const [focusVisible, setFocusVisible] = useState(false)
  const state = { 'data-state': checked ? 'checked' : 'unchecked', dir: 'ltr' as const }
  const labelPart = (
    <span data-scope="checkbox" data-part="label" id={`${ids}:label`} className={styles.label} {...state}>
      {label}
    </span>
  )
  return (
    <label data-scope="checkbox" data-part="root" id={ids} htmlFor={inputId} className={styles.root} {...state}>
      <div
        data-scope="checkbox"
        data-part="control"
        id={`${ids}:control`}
        aria-hidden
        className={cx(styles.control, drawnOnly)}
        data-focus-visible={focusVisible ? '' : undefined}
        {...state}
      >
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
        type="checkbox"
        id={inputId}
        name={name}
        value={value}
        aria-labelledby={`${ids}:label`}
        aria-describedby={hint ? hintId : undefined}
        className={nativeInput}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        onFocus={(event) => setFocusVisible(event.currentTarget.matches(':focus-visible'))}
        onBlur={() => setFocusVisible(false)}
      />
    </label>
  )
}
