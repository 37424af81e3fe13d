import CalendarDays from 'lucide-react/icons/calendar-days'
import { useId, useRef, useState } from 'react'
import { cx } from '../../../../styled-system/css'
import { datePicker } from '../../../../styled-system/recipes'
import { Temporal } from 'temporal-polyfill'
import type { CalendarControl } from './DateCalendar'
import { dateFieldIds } from './date-field-ids'
import { acceptsDateCharacter, formatDateText, notBefore, parseTypedDate } from './date-text'
import { useOnDemand } from '../../platform/on-demand'
import { dateCalendar } from './load-date-calendar'

type Props = {
  label: string
  placeholder: string
  labels: { open: string; close: string; previousMonth: string; nextMonth: string }
  /** 'YYYY-MM-DD' or ''. */
  date: string
  onChange: (date: string) => void
  /** First day that can be chosen, 'YYYY-MM-DD'; without it, any day. */
  min?: string
  locale: string
  /** 0 for Sunday, 1 for Monday. */
  startOfWeek: number
  invalid?: boolean
  describedBy?: string
  /** The calendar button takes a Tab stop of its own (a filter's date; the search form leaves it out). */
  triggerInTabOrder?: boolean
  inputRef?: React.Ref<HTMLInputElement>
  className?: string
  /** The trip's pick-up and drop-off days, marked in the calendar ('YYYY-MM-DD' or ''). */
  trip?: { from: string; to: string }
  /** Told on every change whether a typed day before `min` was moved to it (so the page can say so). */
  onCorrection?: (corrected: boolean) => void
}

/**
 * A typed date with a calendar. The label, input and calendar button are ours and there from the
 * first paint, with the attributes Ark's date picker gives its own; typing works at once (Enter or
 * leaving the field reads it, the first day that can be chosen bounds it). The calendar (Ark UI,
 * DateCalendar) loads when the browser is idle or the visitor comes near, and binds itself to these
 * elements by id, so its keyboard paths and focus return are Ark's.
 *
 * The calendar button is left out of the Tab order (one Tab stop per field): ArrowDown in the date
 * opens the calendar, whose days take the arrow keys. (`triggerInTabOrder` gives it a Tab stop where a
 * page wants one.)
 */
export function DateField(props: Props) {
  const { date, min = '', locale, invalid } = props
  const ids = dateFieldIds(useId())
  const styles = datePicker()
  // The picker shows a date before the first day that can be chosen as that day.
  const shown = date ? notBefore(date, min) : ''
  const formatted = shown ? formatDateText(shown, locale) : ''
  // What the visitor is typing, until it is read; dropped when the date changes otherwise.
  const [draft, setDraft] = useState<{ text: string; over: string } | null>(null)
  const text = draft && draft.over === formatted ? draft.text : formatted

  const [Calendar, load] = useOnDemand(dateCalendar)
  const [open, setOpen] = useState(false)
  const control = useRef<CalendarControl | null>(null)
  const [openOnMount, setOpenOnMount] = useState(false)


  function openCalendar() {
    if (control.current) control.current.setOpen(true)
    else {
      setOpenOnMount(true)
      load()
    }
  }

  function commit(iso: string, corrected = false) {
    setDraft(null)
    props.onChange(iso)
    props.onCorrection?.(corrected)
  }

  /** Reads the typed text as Ark did: a date, bounded; anything else keeps (or sets) the current day. */
  function readTyped(value: string) {
    const typed = parseTypedDate(value, locale)
    if (typed) return commit(notBefore(typed, min), typed < min)
    commit(shown || notBefore(Temporal.Now.plainDateISO().toString(), min))
  }

  const state = open ? 'open' : 'closed'
  return (
    <div
      data-scope="date-picker"
      data-part="root"
      dir="ltr"
      id={ids.root}
      data-state={state}
      className={cx(styles.root, props.className)}
      onPointerEnter={load}
    >
      <label data-scope="date-picker" data-part="label" id={ids.label} dir="ltr" htmlFor={ids.input} data-state={state} data-index={0} className={styles.label}>
        {props.label}
      </label>
      <div data-scope="date-picker" data-part="control" id={ids.control} dir="ltr" data-placeholder-shown={shown ? undefined : ''} className={styles.control}>
        <input
          ref={props.inputRef}
          data-scope="date-picker"
          data-part="input"
          id={ids.input}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          dir="ltr"
          data-index={0}
          data-state={state}
          data-placeholder-shown={shown ? undefined : ''}
          aria-invalid={invalid}
          data-invalid={invalid ? '' : undefined}
          aria-describedby={props.describedBy}
          aria-keyshortcuts="ArrowDown"
          placeholder={props.placeholder}
          className={styles.input}
          value={text}
          onFocus={load}
          onBeforeInput={(event) => {
            if (!acceptsDateCharacter(event.data, locale)) event.preventDefault()
          }}
          onChange={(event) => {
            const value = event.currentTarget.value
            if (value.trim() === '') commit('')
            else setDraft({ text: value, over: formatted })
          }}
          onBlur={(event) => {
            // Gone before the calendar arrived: it does not open by surprise later.
            if (!control.current) setOpenOnMount(false)
            const value = event.currentTarget.value.trim()
            if (value !== '' && value !== formatted) readTyped(value)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              // Never submits the form: Enter reads the date.
              event.preventDefault()
              if (event.currentTarget.value.trim() !== '') readTyped(event.currentTarget.value)
            } else if (event.key === 'ArrowDown' && !open) {
              event.preventDefault()
              openCalendar()
            }
          }}
        />
        <button
          type="button"
          tabIndex={props.triggerInTabOrder ? undefined : -1}
          data-scope="date-picker"
          data-part="trigger"
          id={ids.trigger}
          dir="ltr"
          aria-label={open ? props.labels.close : props.labels.open}
          aria-controls={ids.content}
          aria-expanded={open}
          aria-haspopup="grid"
          data-state={state}
          data-placeholder-shown={shown ? undefined : ''}
          className={styles.trigger}
          onPointerEnter={load}
          onClick={() => (open ? control.current?.setOpen(false) : openCalendar())}
        >
          <CalendarDays aria-hidden />
        </button>
      </div>
      {Calendar ? (
        <Calendar
          ids={ids}
          value={shown}
          min={min}
          locale={locale}
          startOfWeek={props.startOfWeek}
          labels={props.labels}
          onValueChange={commit}
          onOpenChange={setOpen}
          control={control}
          openOnMount={openOnMount}
          trip={props.trip}
        />
      ) : null}
    </div>
  )
}
