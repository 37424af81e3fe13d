// The request id of a failed API call, small under its message ('Reference: …'): a user's
// screenshot or copy of it leads support to the server's log lines of that request (issue 26).
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'

// Selectable in one go (to paste it into a message), wrapped anywhere on a narrow screen.
const small = css({ display: 'block', mt: '0.5', fontSize: 'xs', fontFamily: 'mono', userSelect: 'all', overflowWrap: 'anywhere' })

export function ErrorReference({ reference }: { reference: string }) {
  return (
    <small className={small}>
      <FormattedMessage id="errors.reference" values={{ reference }} />
    </small>
  )
}
