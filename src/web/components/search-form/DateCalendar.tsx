// Loaded on demand (load-date-calendar.ts): the Ark UI date picker and its date library stay out of
// the first load of the pages with a search form (issue 12).
import { parseDate, useDatePickerContext } from '@ark-ui/react/date-picker'
import { Portal } from '@ark-ui/react/portal'
import { useEffect, useLayoutEffect, useMemo, useState } from 'react'
import * as DatePicker from '../ui/date-picker'
import { CalendarMonths } from './CalendarMonths'
import type { DateFieldIds } from './date-field-ids'

/** What the field may ask of its calendar once it is there. */
export type CalendarControl = { setOpen: (open: boolean) => void }

export type DateCalendarProps = {
  ids: DateFieldIds
  /** 'YYYY-MM-DD' or ''. */
  value: string
  /** First day that can be chosen, 'YYYY-MM-DD'; '' for any day. */
  min: string
  locale: string
  startOfWeek: number
  labels: { open: string; close: string; previousMonth: string; nextMonth: string }
  onValueChange: (date: string) => void
  onOpenChange: (open: boolean) => void
  control: React.RefObject<CalendarControl | null>
  /** Opens at once: the visitor asked for the calendar before it was loaded. */
  openOnMount: boolean
  /** The trip's pick-up and drop-off days ('YYYY-MM-DD' or ''), marked in the calendar. */
  trip?: { from: string; to: string }
}

/** Two months side by side where there is room for them (a phone shows one). */
const TWO_MONTHS = '(min-width: 640px)'

/** A trip's calendar shows two months where there is room; a single date (a list's filter), one. */
function useNumberOfMonths(trip: boolean): number {
  const [wide, setWide] = useState(() => globalThis.matchMedia?.(TWO_MONTHS).matches ?? false)
  useEffect(() => {
    const query = globalThis.matchMedia?.(TWO_MONTHS)
    if (!query) return
    const follow = () => setWide(query.matches)
    query.addEventListener('change', follow)
    return () => query.removeEventListener('change', follow)
  }, [])
  return trip && wide ? 2 : 1
}

const dayOf = (date: string | undefined) => (date ? parseDate(date) : null)

/** Hands the picker's setOpen to the field, and opens it the way ArrowDown always did. */
function Control({ control, openOnMount }: Pick<DateCalendarProps, 'control' | 'openOnMount'>) {
  const picker = useDatePickerContext()
  useLayoutEffect(() => {
    control.current = { setOpen: picker.setOpen }
    return () => {
      control.current = null
    }
  })
  // A passive effect runs after the picker's machine started (in its layout effect).
  useEffect(() => {
    if (openOnMount) picker.setOpen(true)
    // Only on mount: later requests go through `control`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return null
}

/**
 * The calendar of a DateField: Ark's date picker bound by id to the field's label, input and
 * trigger (its own root element stays hidden), with the month grid in a floating panel.
 */
export function DateCalendar(props: DateCalendarProps) {
  const { ids, value, min, locale, startOfWeek, labels } = props
  const selected = useMemo(() => (value ? [parseDate(value)] : []), [value])
  const minDate = useMemo(() => (min ? parseDate(min) : undefined), [min])
  const { from, to } = props.trip ?? { from: '', to: '' }
  const trip = useMemo(() => ({ from: dayOf(from), to: dayOf(to) }), [from, to])
  const numOfMonths = useNumberOfMonths(Boolean(props.trip))
  return (
    // lazyMount: the month grid (84 cells for two fields) is built on the first opening, not when the
    // calendar loads in idle time after the first paint, where it made one long task (issue 12).
    <DatePicker.DetachedRoot
      hidden
      lazyMount
      ids={{
        root: ids.calendarRoot,
        label: () => ids.label,
        control: ids.control,
        input: () => ids.input,
        trigger: ids.trigger,
        content: ids.content,
        positioner: ids.positioner,
      }}
      value={selected}
      onValueChange={({ value: [chosen] }) => props.onValueChange(chosen ? chosen.toString() : '')}
      onOpenChange={({ open }) => props.onOpenChange(open)}
      min={minDate}
      locale={locale}
      startOfWeek={startOfWeek}
      numOfMonths={numOfMonths}
      positioning={{ placement: 'bottom-start' }}
      translations={{
        trigger: (open) => (open ? labels.close : labels.open),
        prevTrigger: () => labels.previousMonth,
        nextTrigger: () => labels.nextMonth,
      }}
    >
      <Control control={props.control} openOnMount={props.openOnMount} />
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content>
            <CalendarMonths trip={trip} />
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.DetachedRoot>
  )
}
