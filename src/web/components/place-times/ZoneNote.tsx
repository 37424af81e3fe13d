import type { IntlShape } from 'react-intl'
import { FormattedMessage } from 'react-intl'
import { css, cx } from '../../../../styled-system/css'
import type { MessageId } from '../../i18n/en'

const noteStyle = css({ fontSize: 'sm', color: 'fg.muted' })

/** 'Times at the pick-up place: Central European Time', once for a rental; nothing without a zone to name. */
export function ZoneNote({ message, zone, className }: { message: MessageId; zone: string | null; className?: string }) {
  if (!zone) return null
  return (
    <p className={cx(noteStyle, className)}>
      <FormattedMessage id={message} values={{ zone }} />
    </p>
  )
}

/** A formatted time with its place's zone beside it when there is one to name: '10:00 AM (Pacific Time)'. */
export function timeWithZone(intl: IntlShape, message: MessageId, time: string, zone: string | null): string {
  return zone ? intl.formatMessage({ id: message }, { time, zone }) : time
}
