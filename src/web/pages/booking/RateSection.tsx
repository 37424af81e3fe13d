import { Star } from 'lucide-react'
import type { FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { css } from '../../../../styled-system/css'
import { field } from '../../../../styled-system/recipes'
import type { Booking } from '../../../../machines/bookingPage.machine'
import { Button } from '../../components/ui/button'
import * as RatingGroup from '../../components/ui/rating-group'
import { TitledSection } from '../../components/ui/titled-section'

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
  const intl = useIntl()
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
        <RatingGroup.Root
          count={5}
          value={rating ?? 0}
          onValueChange={({ value }) => onChange(value >= 1 ? value : null, comment)}
          disabled={busy}
          translations={{ ratingValueText: (index) => intl.formatMessage({ id: 'booking.rate.star' }, { count: index }) }}
        >
          <RatingGroup.Label>
            <FormattedMessage id="booking.rate.label" />
          </RatingGroup.Label>
          <RatingGroup.Control>
            <RatingGroup.Context>
              {(api) =>
                api.items.map((index) => (
                  <RatingGroup.Item key={index} index={index}>
                    <Star aria-hidden />
                  </RatingGroup.Item>
                ))
              }
            </RatingGroup.Context>
          </RatingGroup.Control>
          <RatingGroup.HiddenInput />
        </RatingGroup.Root>
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
