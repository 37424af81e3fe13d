import { useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
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
  /** Whose clock the time is read on ('Time at the pick-up place'), shown under the fields. */
  hint?: MessageId
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
  /** The trip's pick-up and drop-off days, marked in the calendar. */
  trip: { from: string; to: string }
  /** Said (announced) when a typed day before `min` was moved to it: 'we set it to today'. */
  correctionNote?: MessageId
}

// The time keeps room for '10:00 AM' and its arrow. Labels sit at the bottom of their row, so a
// label on two lines (French) keeps the date and time boxes level.
const pair = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(8.5rem, 0.75fr)', gap: '1', alignItems: 'end' })
const wrapper = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: 0 })
const below = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: 0 })
const hintStyle = css({ fontSize: 'sm', color: 'fg.muted', lineHeight: 'snug' })

/**
 * One moment of the rental: a date (typed or from a calendar) and a time, with below them whose
 * clock they are read on and their error (both read with the fields: aria-describedby).
 */
export function DateTimeField(props: Props) {
  const { date, time, onDateChange, onTimeChange, min, language, message, dateRef, hint } = props
  const intl = useIntl()
  const errorId = useId()
  const hintId = useId()
  const noteId = useId()
  const [wasCorrected, setCorrected] = useState(false)
  const corrected = wasCorrected && props.correctionNote
  // the error first (it is what to act on), then what was corrected, then whose clock the time is on
  const describedBy = [message ? errorId : null, corrected ? noteId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
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
          describedBy={describedBy}
          inputRef={dateRef}
          trip={props.trip}
          onCorrection={setCorrected}
        />
        <TimeField
          label={intl.formatMessage({ id: props.timeLabel })}
          value={time}
          onChange={onTimeChange}
          language={language}
          invalid={invalid}
          describedBy={describedBy}
          className={labelAndBoxRows}
        />
      </div>
      {/* the line's third row (messages) holds the hint, then the error below it */}
      <div className={cx(below, messageRow)}>
        {hint ? (
          <p id={hintId} className={hintStyle}>
            <FormattedMessage id={hint} />
          </p>
        ) : null}
        <FieldError id={errorId} message={message} />
        {/* a live region always there, so the correction is announced */}
        <p id={noteId} aria-live="polite" className={hintStyle} hidden={!corrected}>
          {corrected ? <FormattedMessage id={corrected} /> : null}
        </p>
      </div>
    </div>
  )
}
