import { parseDate } from '@ark-ui/react/date-picker'
import { Portal } from '@ark-ui/react/portal'
import { CalendarDays } from 'lucide-react'
import { useId, useMemo } from 'react'
import { useIntl } from 'react-intl'
import { css } from '../../../../styled-system/css'
import { field } from '../../../../styled-system/recipes'
import type { Language } from '../../../domain/enums'
import { LOCALES } from '../../i18n/catalogues'
import type { MessageId } from '../../i18n/en'
import * as DatePicker from '../ui/date-picker'
import { CalendarMonth } from './CalendarMonth'
import { parseTypedDate } from './date-text'
import { FieldError } from './FieldError'
import type { FieldMessage } from './search-form-values'

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

const styles = field()
// The time keeps room for '10:00 AM' and its clock button.
const pair = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(8.5rem, 0.75fr)', gap: '1', alignItems: 'end' })
const wrapper = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: 0 })

/** One moment of the rental: a date (typed or from a calendar) and a time, with their error below. */
export function DateTimeField(props: Props) {
  const { date, time, onDateChange, onTimeChange, min, language, message, dateRef } = props
  const intl = useIntl()
  const errorId = useId()
  const timeId = useId()
  const locale = LOCALES[language]
  const value = useMemo(() => (date ? [parseDate(date)] : []), [date])
  const minDate = useMemo(() => parseDate(min), [min])
  const invalid = message ? true : undefined

  return (
    <div className={wrapper}>
      <div className={pair}>
        <DatePicker.Root
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
            <DatePicker.Input ref={dateRef} aria-describedby={errorId} aria-invalid={invalid} />
            <DatePicker.Trigger>
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
        <div className={styles.root}>
          <label htmlFor={timeId} className={styles.label}>
            {intl.formatMessage({ id: props.timeLabel })}
          </label>
          <input
            id={timeId}
            type="time"
            className={styles.input}
            value={time}
            onChange={(event) => onTimeChange(event.target.value)}
            aria-describedby={errorId}
            aria-invalid={invalid}
          />
        </div>
      </div>
      <FieldError id={errorId} message={message} />
    </div>
  )
}
