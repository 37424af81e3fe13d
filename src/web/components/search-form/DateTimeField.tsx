import { useId } from 'react'
import { useIntl } from 'react-intl'
import { css, cx } from '../../../../styled-system/css'
import type { Language } from '../../../domain/enums'
import { LOCALES } from '../../i18n/catalogues'
import type { MessageId } from '../../i18n/en'
import { DateField } from './DateField'
import { FieldError } from './FieldError'
import { labelAndBoxRows, messageRow, rowsOfParent } from './layout'
import type { FieldMessage } from './search-form-values'
import { TimeField } from './TimeField'

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

/** One moment of the rental: a date (typed or from a calendar) and a time, with their error below. */
export function DateTimeField(props: Props) {
  const { date, time, onDateChange, onTimeChange, min, language, message, dateRef } = props
  const intl = useIntl()
  const errorId = useId()
  const invalid = message ? true : undefined

  return (
    <div className={cx(wrapper, rowsOfParent)}>
      <div className={cx(pair, labelAndBoxRows)}>
        <DateField
          className={labelAndBoxRows}
          label={intl.formatMessage({ id: props.dateLabel })}
          placeholder={intl.formatMessage({ id: 'searchForm.datePlaceholder' })}
          labels={{
            open: intl.formatMessage({ id: props.calendarLabel }),
            close: intl.formatMessage({ id: 'searchForm.closeCalendar' }),
            previousMonth: intl.formatMessage({ id: 'searchForm.previousMonth' }),
            nextMonth: intl.formatMessage({ id: 'searchForm.nextMonth' }),
          }}
          date={date}
          onChange={onDateChange}
          min={min}
          locale={LOCALES[language]}
          // Weeks start on Monday in French and Spanish.
          startOfWeek={language === 'en' ? 0 : 1}
          invalid={invalid}
          describedBy={errorId}
          inputRef={dateRef}
        />
        <TimeField
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
