import { FormattedMessage, useIntl } from 'react-intl'
import { css } from '../../../../../styled-system/css'
import { badge } from '../../../../../styled-system/recipes'
import { useFormatNumber } from '../../../i18n/use-format-number'
import { CardIcon } from './card-icons'

const star = css({ width: '14px', height: '14px' })
const muted = css({ color: 'fg.muted' })

export type CarRatingProps = { rating: number | null; ratingCount: number; trips: number }

/**
 * '★ 4.7 (23 ratings) · 191 trips': the rating always with how many renters' ratings back it (the star
 * says nothing to a screen reader, its label does). A car without ratings or trips is 'New'; one with
 * trips but no rating yet says so. Trips are left out while there are none.
 */
export function CarRating({ rating, ratingCount, trips }: CarRatingProps) {
  const intl = useIntl()
  const formatNumber = useFormatNumber()
  const rated = rating !== null && ratingCount > 0
  return (
    <p className={css({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '1', fontSize: 'sm' })}>
      {rated ? (
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '0.5' })}>
          <span
            role="img"
            aria-label={intl.formatMessage({ id: 'searchResults.car.rating' }, { rating: formatNumber(rating, { maximumFractionDigits: 1 }) })}
            className={css({ display: 'inline-flex', color: 'accent.default' })}
          >
            <CardIcon name="starFilled" className={star} />
          </span>
          <span aria-hidden className={css({ fontWeight: 'semibold' })}>
            {formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
          </span>
          <span className={muted}>
            <FormattedMessage id="searchResults.car.ratingCount" values={{ count: ratingCount }} />
          </span>
        </span>
      ) : trips === 0 ? (
        <span className={badge({ tone: 'accent' })}>
          <FormattedMessage id="searchResults.car.new" />
        </span>
      ) : (
        <span className={muted}>
          <FormattedMessage id="searchResults.car.unrated" />
        </span>
      )}
      {trips > 0 ? (
        // the separator goes with the trips: a narrow card wraps before it, never after it
        <span className={css({ display: 'inline-flex', gap: '1', color: 'fg.muted', whiteSpace: 'nowrap' })}>
          <span aria-hidden>·</span>
          <span>
            <FormattedMessage id="searchResults.car.trips" values={{ count: trips }} />
          </span>
        </span>
      ) : null}
    </p>
  )
}
