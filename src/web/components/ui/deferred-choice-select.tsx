// ChoiceSelect (choice-select.tsx) loaded on demand: Ark's select machine, its list collection,
// positioning and dismissal code stay out of the first load of a page that shows the select
// closed (issue 12).
import ChevronDown from 'lucide-react/icons/chevron-down'
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react'
import { css } from '../../../../styled-system/css'
import { select } from '../../../../styled-system/recipes'
import { replayKey } from '../search-form/ark-bridge'
import { onDemand, whenIdle } from '../../platform/on-demand'
import type { ChoiceSelect } from './choice-select'

type ChoiceSelectProps<T extends string> = ComponentProps<typeof ChoiceSelect<T>>

const choiceSelect = onDemand(() => import('./choice-select').then((module) => module.ChoiceSelect))

/** Keys Ark's select answers on its button while closed (printable ones pick a choice by its start). */
const SELECT_KEYS = new Set(['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Enter', ' '])

/**
 * What the visitor did to the stand-in before the select arrived: done again on the select's button
 * (gestures: 'click', or the key pressed, as KeyboardEvent.key names it).
 */
type Arrival = { focus: boolean; gestures: string[] }

// The wrapper takes no box: the select (or its stand-in) is laid out as if it were not there.
const wrapper = css({ display: 'contents' })

/**
 * ChoiceSelect, the same props. Until Ark's select arrives (when the browser is idle after the first
 * paint, or as soon as the visitor comes near) a stand-in shows the closed select: the same elements,
 * attributes and class names, so nothing moves when the select takes its place. A press, an opening
 * key or the focus given to the stand-in is handed to the select's own button once it is there.
 * Nothing reads the page during render: the server renders the stand-in.
 */
export function DeferredChoiceSelect<T extends string>(props: ChoiceSelectProps<T>) {
  const [Select, setSelect] = useState(choiceSelect.loaded)
  const box = useRef<HTMLDivElement | null>(null)
  const arrival = useRef<Arrival>({ focus: false, gestures: [] })

  const load = useCallback(() => {
    choiceSelect.load().then(
      (component) => {
        const trigger = box.current?.querySelector<HTMLElement>('[data-part="trigger"]')
        if (trigger && trigger === document.activeElement) arrival.current.focus = true
        setSelect(() => component)
      },
      // Offline: the stand-in stays, and the next approach tries again.
      () => undefined,
    )
  }, [])
  useEffect(() => (Select ? undefined : whenIdle(load)), [Select, load])

  // On arrival, in the commit that put the select in the stand-in's place (the select's machine has
  // started in its own layout effect): the focus goes on at once to its button, where the gestures
  // are then played, once the machine has settled.
  useLayoutEffect(() => {
    if (!Select) return undefined
    const { focus, gestures } = arrival.current
    arrival.current = { focus: false, gestures: [] }
    if (!focus && gestures.length === 0) return undefined
    const trigger = box.current?.querySelector<HTMLButtonElement>('[data-part="trigger"]')
    if (!trigger) return undefined
    trigger.focus({ preventScroll: true })
    if (gestures.length === 0) return undefined
    const timer = setTimeout(() => {
      for (const gesture of gestures) {
        if (gesture === 'click') trigger.click()
        else replayKey(trigger, gesture)
      }
    })
    return () => clearTimeout(timer)
  }, [Select])

  return (
    <div ref={box} className={wrapper}>
      {Select ? (
        <Select {...props} />
      ) : (
        <StandIn
          {...props}
          onApproach={load}
          onGesture={(gesture) => {
            arrival.current.gestures.push(gesture)
            load()
          }}
        />
      )}
    </div>
  )
}

interface StandInProps<T extends string> extends ChoiceSelectProps<T> {
  onApproach: () => void
  /** gesture: 'click', or the key pressed (KeyboardEvent.key) */
  onGesture: (gesture: string) => void
}

/** The closed select as Ark renders it (root, label, control, button with the value and indicator). */
function StandIn<T extends string>({ label, choices, value, disabled, onApproach, onGesture }: StandInProps<T>) {
  const prefix = `select:${useId()}`
  const ids = { label: `${prefix}:label`, trigger: `${prefix}:trigger` }
  const styles = select()
  const shown = choices.find((choice) => choice.value === value)?.label ?? null
  const dataDisabled = disabled ? '' : undefined
  return (
    <div data-scope="select" data-part="root" dir="ltr" id={prefix} className={styles.root} onPointerEnter={onApproach}>
      {/* Ark's label: a click on it focuses the button, which the keyboard reaches on its own. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <label
        dir="ltr"
        id={ids.label}
        data-scope="select"
        data-part="label"
        data-disabled={dataDisabled}
        // Ark's label points at its hidden native select (which ChoiceSelect does not render) and
        // focuses the button when clicked.
        htmlFor={`${prefix}:select`}
        className={styles.label}
        onClick={() => {
          if (!disabled) document.getElementById(ids.trigger)?.focus({ preventScroll: true })
        }}
      >
        {label}
      </label>
      <div data-scope="select" data-part="control" dir="ltr" id={`${prefix}:control`} data-state="closed" data-disabled={dataDisabled} className={styles.control}>
        <button
          id={ids.trigger}
          dir="ltr"
          type="button"
          role="combobox"
          aria-controls={`${prefix}:content`}
          aria-expanded={false}
          aria-haspopup="listbox"
          data-state="closed"
          aria-invalid={false}
          aria-required={false}
          aria-labelledby={ids.label}
          data-scope="select"
          data-part="trigger"
          disabled={disabled}
          data-disabled={dataDisabled}
          className={styles.trigger}
          onFocus={onApproach}
          onClick={() => onGesture('click')}
          onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
            if (event.ctrlKey || event.metaKey || event.altKey) return
            if (!SELECT_KEYS.has(event.key) && event.key.length !== 1) return
            event.preventDefault()
            onGesture(event.key)
          }}
        >
          <span data-scope="select" data-part="value-text" dir="ltr" data-disabled={dataDisabled} className={styles.valueText}>
            {shown}
          </span>
          <div data-scope="select" data-part="indicator" dir="ltr" aria-hidden="true" data-state="closed" data-disabled={dataDisabled} className={styles.indicator}>
            <ChevronDown aria-hidden />
          </div>
        </button>
      </div>
    </div>
  )
}
