import { FormattedMessage } from 'react-intl'
import { css, cx } from '../../../../styled-system/css'
import type { FieldMessage } from './search-form-values'

const errorStyle = css({ fontSize: 'sm', color: 'danger', fontWeight: 'medium', lineHeight: 'snug' })

/**
 * A field's error, referenced by the field's aria-describedby. The element is always there
 * (an empty live region) so that a message appearing in it is announced.
 */
export function FieldError({ id, message, className }: { id: string; message: FieldMessage | undefined; className?: string }) {
  return (
    <p id={id} aria-live="polite" className={cx(errorStyle, className)} hidden={!message}>
      {message ? <FormattedMessage id={message.id} values={message.values} /> : null}
    </p>
  )
}
