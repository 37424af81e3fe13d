import ChevronDown from 'lucide-react/icons/chevron-down'
import { useEffect, useId, useRef } from 'react'
import { css, cx } from '../../../../styled-system/css'
import { select as selectRecipe } from '../../../../styled-system/recipes'
import type { Language } from '../../../domain/enums'
import { formatTimeOfDay } from '../../../domain/time-format'
import { replayKey, useArkBridge } from './ark-bridge'
import { onDemand, useOnDemand } from '../../platform/on-demand'
import { timeFieldIds, type TimeFieldPart } from './time-field-parts'

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

const timeSelect = onDemand(() => import('./TimeSelect').then((module) => module.TimeSelect))

/** Keys Ark's select answers on its button (the rest of the printable ones pick a time by its start). */
const SELECT_KEYS = new Set(['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Enter', ' '])

/**
 * A time of day as one control, hence one Tab stop (the browser's time input takes one per
 * segment): arrow keys, typing the start of a time, or the list. Times read on the language's clock.
 * The label and button are ours and there from the first paint, with the attributes Ark's select
 * gives them; Ark's select (TimeSelect) loads when the browser is idle or the visitor comes near,
 * then drives these very elements (keys pressed before it arrived are played on it).
 */
export function TimeField({ label, value, onChange, language, invalid, describedBy, className }: Props) {
  const fieldId = useId()
  const ids = timeFieldIds(fieldId)
  const styles = selectRecipe()
  const [Select, load] = useOnDemand(timeSelect)
  const bridge = useArkBridge<TimeFieldPart>()
  // What the visitor did before the select arrived, done again on it once it has.
  // 'click', or the key pressed (KeyboardEvent.key)
  const early = useRef<string[]>([])

  useEffect(() => {
    if (!bridge.arrived) return
    const trigger = document.getElementById(ids.trigger)
    for (const action of early.current.splice(0)) {
      if (action === 'click') trigger?.click()
      else replayKey(trigger, action)
    }
  }, [bridge.arrived, ids.trigger])

  const dataInvalid = invalid ? '' : undefined
  const state = { 'data-state': 'closed', 'data-invalid': dataInvalid }
  return (
    <div data-scope="select" data-part="root" dir="ltr" id={ids.root} data-invalid={dataInvalid} className={cx(styles.root, rootStyle, className)} onPointerEnter={load}>
      <label
        dir="ltr"
        id={ids.label}
        data-scope="select"
        data-part="label"
        data-invalid={dataInvalid}
        htmlFor={ids.hiddenSelect}
        className={cx(styles.label, labelStyle)}
        {...bridge.propsOf('label', {
          onClick: () => {
            if (!bridge.bound()) document.getElementById(ids.trigger)?.focus({ preventScroll: true })
          },
        })}
      >
        {label}
      </label>
      <div data-scope="select" data-part="control" dir="ltr" id={ids.control} {...state} className={styles.control} {...bridge.propsOf('control')}>
        <button
          id={ids.trigger}
          dir="ltr"
          type="button"
          role="combobox"
          aria-controls={ids.content}
          aria-expanded={false}
          aria-haspopup="listbox"
          {...state}
          aria-invalid={Boolean(invalid)}
          aria-required={false}
          aria-labelledby={ids.label}
          data-scope="select"
          data-part="trigger"
          {...bridge.propsOf('trigger', {
            onFocus: load,
            onClick: () => {
              if (bridge.bound()) return
              early.current.push('click')
              load()
            },
            onKeyDown: (raw) => {
              const event = raw as React.KeyboardEvent<HTMLButtonElement>
              if (bridge.bound() || event.ctrlKey || event.metaKey || event.altKey) return
              if (!SELECT_KEYS.has(event.key) && event.key.length !== 1) return
              event.preventDefault()
              early.current.push(event.key)
              load()
            },
          })}
          aria-describedby={describedBy}
          className={cx(styles.trigger, triggerStyle)}
        >
          <span data-scope="select" data-part="value-text" dir="ltr" data-invalid={dataInvalid} className={styles.valueText} {...bridge.propsOf('valueText')}>
            {value ? formatTimeOfDay(value, language) : null}
          </span>
          <div data-scope="select" data-part="indicator" dir="ltr" aria-hidden="true" {...state} className={styles.indicator} {...bridge.propsOf('indicator')}>
            <ChevronDown aria-hidden />
          </div>
        </button>
      </div>
      {Select ? <Select id={fieldId} value={value} onChange={onChange} language={language} invalid={invalid} bind={bridge.bind} /> : null}
    </div>
  )
}
