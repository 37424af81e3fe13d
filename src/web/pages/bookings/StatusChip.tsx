import { FormattedMessage } from 'react-intl'
import { css, cx } from '../../../../styled-system/css'
import { badge } from '../../../../styled-system/recipes'
import type { BookingStory } from '../../../domain/booking-story'
import type { BookingStatus } from '../../../domain/enums'
import type { MessageId } from '../../i18n/en'

export const statusLabel = (status: BookingStatus): MessageId => `bookings.status.${status}`

// Cancelled reads as a problem, a booking secured by payment or by the supplier as settled, the
// others as waiting for something.
const tones = {
  void: 'neutral',
  pending: 'accent',
  deposit: 'accent',
  paid: 'success',
  reserved: 'success',
  cancelled: 'danger',
} as const satisfies Record<BookingStatus, 'neutral' | 'accent' | 'success' | 'danger'>

// In a narrow column a long label ('Annulation demandée') may take two lines rather than widen it.
const wrapping = css({ whiteSpace: 'normal', lineHeight: 'tight', borderRadius: 'lg' })

/**
 * The status as a labelled chip (spec §4 labels), and 'Cancel requested' beside it when sent; with
 * `story`, the status's one sentence under it (the same words as the booking page and the e-mails).
 */
export function StatusChip({ status, story, cancelRequest, narrow }: { status: BookingStatus; story?: BookingStory; cancelRequest?: boolean; narrow?: boolean }) {
  const chips = (
    <span className={css({ display: 'inline-flex', flexWrap: 'wrap', gap: '0.5' })}>
      <span className={badge({ tone: tones[status] })} data-status={status}>
        <FormattedMessage id={statusLabel(status)} />
      </span>
      {cancelRequest ? (
        <span className={cx(badge({ tone: 'neutral' }), narrow ? wrapping : undefined)}>
          <FormattedMessage id="bookings.cancelRequested" />
        </span>
      ) : null}
    </span>
  )
  if (!story) return chips
  return (
    <span className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '0.5' })}>
      {chips}
      <span className={css({ textStyle: 'sm', color: 'fg.muted' })} data-story={story}>
        <FormattedMessage id={`booking.story.${story}`} />
      </span>
    </span>
  )
}
