import type { FormEvent } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import { field } from '../../../../styled-system/recipes'
import type { Booking } from '../../../../machines/bookingPage.machine'
import { Button } from '../../components/ui/button'
import { TitledSection } from '../../components/ui/titled-section'
import { RatingField } from './RatingField'

interface RateSectionProps {
  booking: Booking
  rating: number | null
  comment: string
  /** The rating can be sent now (a rating chosen, the booking allows it). */
  canSubmit: boolean
  busy: boolean
  failed: boolean
  onChange: (rating: number | null, comment: string) => void
  onSubmit: () => void
}

/** After the trip: 1 to 5 stars with an optional comment, once; then the rating given. */
export function RateSection({ booking, rating, comment, canSubmit, busy, failed, onChange, onSubmit }: RateSectionProps) {
  const styles = field()
  if (booking.rating)
    return (
      <TitledSection id="booking-rate" title="booking.rate.title">
        <p className={css({ fontWeight: 'medium' })}>
          <FormattedMessage id="booking.rate.yours" values={{ rating: booking.rating.rating }} />
        </p>
        {booking.rating.comment ? <blockquote className={css({ color: 'fg.muted', fontStyle: 'italic' })}>{booking.rating.comment}</blockquote> : null}
      </TitledSection>
    )
  if (!booking.actions.rate) return null
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <TitledSection id="booking-rate" title="booking.rate.title" busy={busy}>
      <form onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
        <RatingField value={rating} disabled={busy} onChange={(next) => onChange(next, comment)} />
        <div className={styles.root}>
          <label htmlFor="booking-rate-comment" className={styles.label}>
            <FormattedMessage id="booking.rate.comment" />
          </label>
          <textarea
            id="booking-rate-comment"
            value={comment}
            maxLength={1000}
            rows={3}
            disabled={busy}
            onChange={(event) => onChange(rating, event.target.value)}
            className={`${styles.input} ${css({ height: 'auto', py: '1', resize: 'vertical' })}`}
          />
        </div>
        <p role="alert" className={css({ color: 'danger', fontWeight: 'medium' })} hidden={!failed}>
          {failed ? <FormattedMessage id="booking.error.generic" /> : null}
        </p>
        <div>
          <Button type="submit" disabled={!canSubmit || busy}>
            <FormattedMessage id="booking.rate.submit" />
          </Button>
        </div>
      </form>
    </TitledSection>
  )
}
