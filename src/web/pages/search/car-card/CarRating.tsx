import { FormattedMessage, useIntl } from 'react-intl'
import { css } from '../../../../../styled-system/css'
import { useFormatNumber } from '../../../i18n/use-format-number'
import { CardIcon } from './card-icons'

const STARS = [1, 2, 3, 4, 5]
const star = css({ width: '14px', height: '14px' })

/** Five stars with the rating as text (the stars alone mean nothing to a screen reader), then trips. */
export function CarRating({ rating, trips }: { rating: number | null; trips: number }) {
  const intl = useIntl()
  const formatNumber = useFormatNumber()
  return (
    <p className={css({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '1', fontSize: 'sm' })}>
      {rating === null ? (
        <span className={css({ color: 'fg.muted' })}>
          <FormattedMessage id="searchResults.car.unrated" />
        </span>
      ) : (
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '0.5' })}>
          <span
            role="img"
            aria-label={intl.formatMessage(
              { id: 'searchResults.car.rating' },
              { rating: formatNumber(rating, { maximumFractionDigits: 1 }) },
            )}
            className={css({ display: 'inline-flex', color: 'accent.default' })}
          >
            {STARS.map((position) => (
              <CardIcon
                key={position}
                // Filled up to the rounded rating; outlined after it.
                name={position <= Math.round(rating) ? 'starFilled' : 'star'}
                className={star}
              />
            ))}
          </span>
          <span aria-hidden className={css({ fontWeight: 'semibold' })}>
            {formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
          </span>
        </span>
      )}
      <span aria-hidden className={css({ color: 'fg.muted' })}>
        ·
      </span>
      <span className={css({ color: 'fg.muted' })}>
        <FormattedMessage id="searchResults.car.trips" values={{ count: trips }} />
      </span>
    </p>
  )
}
