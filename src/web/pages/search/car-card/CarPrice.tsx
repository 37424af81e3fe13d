import { ArrowRight, CalendarClock, Wallet } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { Link } from 'wouter'
import { css, cx } from '../../../../../styled-system/css'
import { badge, button } from '../../../../../styled-system/recipes'
import type { components } from '../../../../../openapi/schema'
import { formatPrice } from '../../../../domain/currency'
import type { Language } from '../../../../domain/enums'

type CarOffer = components['schemas']['CarOffer']

interface CarPriceProps {
  offer: CarOffer
  language: Language
  checkoutHref: string
  /** Names the link for assistive technologies: "Choose this car" + the car's name. */
  describedBy: string
}

/**
 * The decision block: total for the rental, per day, deposit, then the action. Amounts are the
 * server's, only formatted here (the SPA never computes a price).
 */
export function CarPrice({ offer, language, checkoutHref, describedBy }: CarPriceProps) {
  const { car } = offer
  const price = (amount: number) => formatPrice(amount, offer.currency, language)
  const bookable = !car.fullyBooked && !car.comingSoon
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        gap: '1',
        flex: '1',
        // In the card's right column (see CarCard), everything aligns on the right edge.
        '@container (min-width: 800px)': { alignItems: 'flex-end', textAlign: 'end', '& > p': { justifyContent: 'flex-end' } },
      })}
    >
      {car.fullyBooked || car.comingSoon ? (
        <p className={css({ display: 'flex', gap: '0.5', flexWrap: 'wrap' })}>
          {car.fullyBooked ? (
            <span className={badge({ tone: 'danger' })}>
              <FormattedMessage id="searchResults.car.fullyBooked" />
            </span>
          ) : null}
          {car.comingSoon ? (
            <span className={badge({ tone: 'accent' })}>
              <CalendarClock aria-hidden />
              <FormattedMessage id="searchResults.car.comingSoon" />
            </span>
          ) : null}
        </p>
      ) : null}
      <p className={css({ display: 'flex', flexDirection: 'column' })}>
        <span className={css({ fontSize: 'md', color: 'fg.muted' })}>
          <FormattedMessage
            id="searchResults.car.total"
            values={{
              // The total is what travellers compare: the largest figure of the card.
              total: <strong className={css({ display: 'block', fontSize: '3xl', fontWeight: 'bold', lineHeight: 'tight', color: 'fg.default' })}>{price(offer.totalPrice)}</strong>,
              days: offer.days,
            }}
          />
        </span>
        <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          <FormattedMessage id="searchResults.car.perDay" values={{ price: price(offer.pricePerDay) }} />
        </span>
      </p>
      <p className={css({ display: 'flex', alignItems: 'center', gap: '0.5', fontSize: 'sm', color: 'fg.muted' })}>
        <Wallet aria-hidden className={css({ width: '14px', height: '14px' })} />
        {offer.deposit > 0 ? (
          <FormattedMessage id="searchResults.car.deposit" values={{ amount: price(offer.deposit) }} />
        ) : (
          <FormattedMessage id="searchResults.car.noDeposit" />
        )}
      </p>
      {bookable ? (
        <Link href={checkoutHref} aria-describedby={describedBy} className={cx(button({ size: 'lg' }), css({ mt: 'auto', width: 'full' }))}>
          <FormattedMessage id="searchResults.car.choose" />
          <ArrowRight aria-hidden />
        </Link>
      ) : null}
    </div>
  )
}
