import { parseDate, useDatePickerContext } from '@ark-ui/react/date-picker'
import { Portal } from '@ark-ui/react/portal'
import { CalendarDays } from 'lucide-react'
import { useId, useMemo } from 'react'
import { useIntl } from 'react-intl'
import { css, cx } from '../../../../styled-system/css'
import type { Language } from '../../../domain/enums'
import { LOCALES } from '../../i18n/catalogues'
import type { MessageId } from '../../i18n/en'
import * as DatePicker from '../ui/date-picker'
import { CalendarMonth } from './CalendarMonth'
import { parseTypedDate } from './date-text'
import { FieldError } from './FieldError'
import { labelAndBoxRows, messageRow, rowsOfParent } from './layout'
import type { FieldMessage } from './search-form-values'
import { TimeSelect } from './TimeSelect'

type Props = {
  dateLabel: MessageId
  timeLabel: MessageId
  calendarLabel: MessageId
  /** 'YYYY-MM-DD' or ''. */
  date: string
  /** 'HH:mm' or ''. */
  time: string
  onDateChange: (date: string) => void
  onTimeChange: (time: string) => void
  /** First day that can be chosen, 'YYYY-MM-DD'. */
  min: string
  language: Language
  message?: FieldMessage
  dateRef?: React.Ref<HTMLInputElement>
}

// The time keeps room for '10:00 AM' and its arrow. Labels sit at the bottom of their row, so a
// label on two lines (French) keeps the date and time boxes level.
const pair = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(8.5rem, 0.75fr)', gap: '1', alignItems: 'end' })
const wrapper = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: 0 })

/**
 * The typed date. The calendar button is left out of the Tab order (one Tab stop per field):
 * ArrowDown or Alt+ArrowDown in the date opens the calendar, whose days take the arrow keys.
 */
function DateInput(props: React.ComponentProps<typeof DatePicker.Input>) {
  const picker = useDatePickerContext()
  return (
    <DatePicker.Input
      {...props}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown' || picker.open) return
        event.preventDefault()
        picker.setOpen(true)
      }}
    />
  )
}

/** One moment of the rental: a date (typed or from a calendar) and a time, with their error below. */
export function DateTimeField(props: Props) {
  const { date, time, onDateChange, onTimeChange, min, language, message, dateRef } = props
  const intl = useIntl()
  const errorId = useId()
  const locale = LOCALES[language]
  const value = useMemo(() => (date ? [parseDate(date)] : []), [date])
  const minDate = useMemo(() => parseDate(min), [min])
  const invalid = message ? true : undefined

  return (
    <div className={cx(wrapper, rowsOfParent)}>
      <div className={cx(pair, labelAndBoxRows)}>
        <DatePicker.Root
          className={labelAndBoxRows}
          value={value}
          onValueChange={({ value: [chosen] }) => onDateChange(chosen ? chosen.toString() : '')}
          min={minDate}
          locale={locale}
          // Weeks start on Monday in French and Spanish.
          startOfWeek={language === 'en' ? 0 : 1}
          parse={(text, { locale: inputLocale }) => {
            const iso = parseTypedDate(text, inputLocale)
            return iso ? parseDate(iso) : undefined
          }}
          placeholder={intl.formatMessage({ id: 'searchForm.datePlaceholder' })}
          invalid={Boolean(message)}
          positioning={{ placement: 'bottom-start' }}
          translations={{
            trigger: (open) => intl.formatMessage({ id: open ? 'searchForm.closeCalendar' : props.calendarLabel }),
            prevTrigger: () => intl.formatMessage({ id: 'searchForm.previousMonth' }),
            nextTrigger: () => intl.formatMessage({ id: 'searchForm.nextMonth' }),
          }}
        >
          <DatePicker.Label>{intl.formatMessage({ id: props.dateLabel })}</DatePicker.Label>
          <DatePicker.Control>
            <DateInput ref={dateRef} aria-describedby={errorId} aria-invalid={invalid} aria-keyshortcuts="ArrowDown" />
            <DatePicker.Trigger tabIndex={-1}>
              <CalendarDays aria-hidden />
            </DatePicker.Trigger>
          </DatePicker.Control>
          <Portal>
            <DatePicker.Positioner>
              <DatePicker.Content>
                <CalendarMonth />
              </DatePicker.Content>
            </DatePicker.Positioner>
          </Portal>
        </DatePicker.Root>
        <TimeSelect
          label={intl.formatMessage({ id: props.timeLabel })}
          value={time}
          onChange={onTimeChange}
          language={language}
          invalid={invalid}
          describedBy={errorId}
          className={labelAndBoxRows}
        />
      </div>
      <FieldError id={errorId} message={message} className={messageRow} />
    </div>
  )
}
