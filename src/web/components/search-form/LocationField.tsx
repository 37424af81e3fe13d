import ChevronDown from 'lucide-react/icons/chevron-down'
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { css, cx } from '../../../../styled-system/css'
import { combobox as comboboxRecipe } from '../../../../styled-system/recipes'
import type { Language } from '../../../domain/enums'
import type { LocationOption } from '../../api/search'
import type { MessageId } from '../../i18n/en'
import { replayKey, useArkBridge } from './ark-bridge'
import { FieldError } from './FieldError'
import { fieldRows, placeControl, placeInput, wholePlaceName } from './layout'
import { locationFieldIds, type LocationFieldPart } from './location-field-parts'
import { onDemand, useOnDemand } from '../../platform/on-demand'
import type { FieldMessage } from './search-form-values'
import { useLocationSearch, type LocationSearch } from './use-location-search'

type Props = {
  label: string
  value: LocationOption | null
  onChange: (location: LocationOption | null) => void
  language: Language
  message?: FieldMessage
  inputRef?: React.Ref<HTMLInputElement>
}

const statusMessages: Record<LocationSearch['status'], MessageId | null> = {
  idle: null,
  busy: 'searchForm.locationsLoading',
  failed: 'searchForm.locationsFailed',
  done: 'searchForm.locationsEmpty',
}

const locationCombobox = onDemand(() => import('./LocationCombobox').then((module) => module.LocationCombobox))

/** Keys that open or move in the suggestions: pressed before the combobox arrived, played on it once it has. */
const LIST_KEYS = new Set(['ArrowDown', 'ArrowUp'])

/**
 * A place picked by typing part of its name or country (suggestions from the locations API).
 * The label, input and button are ours and there from the first paint, with the attributes Ark's
 * combobox gives them; typing asks for suggestions at once (the locationSearch machine is here).
 * Ark's combobox (LocationCombobox) loads when the browser is idle or the visitor comes near, then
 * drives these very elements and shows the list: what was typed, the caret and the focus stay.
 */
export function LocationField({ label, value, onChange, language, message, inputRef }: Props) {
  const intl = useIntl()
  const errorId = useId()
  const fieldId = useId()
  const ids = locationFieldIds(fieldId)
  const styles = comboboxRecipe()
  const search = useLocationSearch(language)
  const [inputValue, setInputValue] = useState(value?.name ?? '')
  const [Combobox, load] = useOnDemand(locationCombobox)
  const bridge = useArkBridge<LocationFieldPart>()
  // What the visitor did before the combobox arrived, done again on it once it has.
  const typedEarly = useRef(false)
  const keysEarly = useRef<string[]>([])
  const clickedEarly = useRef<'input' | 'trigger' | null>(null)

  // A place set from outside (a pre-filled form) shows its name once it is known.
  useEffect(() => {
    if (value) setInputValue(value.name)
  }, [value])

  // Typed into the server's field before the page's code ran: taken as typed now (in the hydrating
  // commit, before a later render could set the field back to the state's value).
  useLayoutEffect(() => {
    const input = document.getElementById(ids.input)
    if (!(input instanceof HTMLInputElement) || !input.value || input.value === inputValue) return
    setInputValue(input.value)
    search.type(input.value)
    typedEarly.current = true
    load()
    // once, after hydration
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (!bridge.arrived) return
    if (clickedEarly.current && !typedEarly.current) document.getElementById(clickedEarly.current === 'input' ? ids.input : ids.trigger)?.click()
    for (const key of keysEarly.current.splice(0)) replayKey(document.getElementById(ids.input), key)
    clickedEarly.current = null
  }, [bridge.arrived, ids.input, ids.trigger])

  // Text typed without taking a place of the list stays in the box, and is said to be no place yet.
  const shown: FieldMessage | undefined = message && !value && inputValue.trim() ? { id: 'searchForm.error.notListed' } : message
  const invalid = Boolean(shown)
  const status = search.status
  const plainState = { 'data-state': 'closed', 'data-invalid': invalid ? '' : undefined }
  return (
    <div data-scope="combobox" data-part="root" dir="ltr" id={ids.root} data-invalid={invalid ? '' : undefined} className={cx(styles.root, fieldRows)} onPointerEnter={load}>
      <label
        data-scope="combobox"
        data-part="label"
        dir="ltr"
        htmlFor={ids.input}
        id={ids.label}
        data-invalid={invalid ? '' : undefined}
        className={styles.label}
        {...bridge.propsOf('label')}
      >
        {label}
      </label>
      <div data-scope="combobox" data-part="control" dir="ltr" id={ids.control} {...plainState} className={cx(styles.control, placeControl)} {...bridge.propsOf('control')}>
        <input
          ref={inputRef}
          data-scope="combobox"
          data-part="input"
          dir="ltr"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="none"
          spellCheck={false}
          id={ids.input}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-controls={ids.content}
          aria-expanded={false}
          {...plainState}
          aria-invalid={invalid ? true : undefined}
          {...bridge.propsOf('input', {
            onFocus: load,
            onClick: () => {
              if (!bridge.bound()) clickedEarly.current = 'input'
            },
            onChange: (event) => {
              const text = (event as React.ChangeEvent<HTMLInputElement>).currentTarget.value
              // The field keeps what is typed and asks for its places, before and after the combobox arrives.
              setInputValue(text)
              search.type(text)
              // Editing a chosen place's name unchooses it: the form never searches a place the box no longer names.
              if (value && text !== value.name) onChange(null)
              if (bridge.bound()) return
              // Before the combobox: the list opens when it arrives.
              typedEarly.current = true
              load()
            },
            onKeyDown: (raw) => {
              const event = raw as React.KeyboardEvent<HTMLInputElement>
              // While the suggestions of the new words are on their way there is nothing to take:
              // Enter neither picks nor throws away what was typed (nor submits the form).
              if (event.key === 'Enter' && status === 'busy') event.preventDefault()
              if (!bridge.bound() && LIST_KEYS.has(event.key) && !event.ctrlKey && !event.shiftKey) {
                event.preventDefault()
                keysEarly.current.push(event.key)
                load()
              }
            },
          })}
          className={cx(styles.input, placeInput)}
          placeholder={intl.formatMessage({ id: 'searchForm.locationPlaceholder' })}
          aria-describedby={errorId}
          value={inputValue}
        />
        {/* The name, whole, over a phone's one-line box (layout.ts); the box is what is read and typed in. */}
        {inputValue ? (
          <span aria-hidden className={wholePlaceName}>
            {inputValue}
          </span>
        ) : null}
        <button
          data-scope="combobox"
          data-part="trigger"
          dir="ltr"
          id={ids.trigger}
          aria-haspopup="listbox"
          type="button"
          tabIndex={-1}
          aria-label={intl.formatMessage({ id: 'searchForm.showLocations' })}
          aria-expanded={false}
          {...plainState}
          className={styles.trigger}
          {...bridge.propsOf('trigger', {
            onPointerDown: (raw) => {
              if (bridge.bound()) return
              // As Ark's: the button keeps the focus in the input.
              ;(raw as React.PointerEvent).preventDefault()
              document.getElementById(ids.input)?.focus()
            },
            onClick: () => {
              if (bridge.bound()) return
              clickedEarly.current = 'trigger'
              load()
            },
          })}
        >
          <ChevronDown aria-hidden />
        </button>
      </div>
      <FieldError id={errorId} message={shown} />
      {/* Heard by screen readers; the list itself shows the same text to sighted users. */}
      <p role="status" className={css({ srOnly: true })}>
        {status === 'busy' || status === 'failed' ? <FormattedMessage id={statusMessages[status]!} /> : null}
      </p>
      {Combobox ? (
        <Combobox
          id={fieldId}
          value={value}
          onChange={onChange}
          inputValue={inputValue}
          onInputValueChange={setInputValue}
          search={search}
          statusMessage={(size) => (size === 0 ? statusMessages[status] : null)}
          invalid={invalid}
          triggerLabel={intl.formatMessage({ id: 'searchForm.showLocations' })}
          bind={bridge.bind}
          openOnArrival={typedEarly.current}
        />
      ) : null}
    </div>
  )
}
