import { CardIcon } from './card-icons'
import { FormattedMessage } from 'react-intl'
import { Link } from 'wouter'
import { css, cx } from '../../../../../styled-system/css'
import { badge, button } from '../../../../../styled-system/recipes'
import type { components } from '../../../../../openapi/schema'
import { formatPrice } from '../../../../domain/currency'
import type { Language } from '../../../../domain/enums'
import { CarPayment } from './CarPayment'

type CarOffer = components['schemas']['CarOffer']

interface CarPriceProps {
  offer: CarOffer
  language: Language
  checkoutHref: string
  /** Names the link for assistive technologies: "Choose this car" + the car's name. */
  describedBy: string
  /** The pick-up place's time zone (see CarPayment). */
  pickUpZone?: string
}

// In the card's right column (wide card, see CarCard) everything aligns on the right edge.
const wide = '@container (min-width: 800px)'

/**
 * The decision block: total for the rental, per day, deposit, how it can be paid, then the action.
 * Amounts and payment options are the server's, only formatted here (the SPA never computes a price).
 */
export function CarPrice({ offer, language, checkoutHref, describedBy, pickUpZone }: CarPriceProps) {
  const { car } = offer
  const price = (amount: number) => formatPrice(amount, offer.currency, language)
  // No payment option configured here can pay for it: the reason replaces the action.
  const payable = offer.paymentOptions.length > 0
  const bookable = !car.fullyBooked && !car.comingSoon && payable
  return (
    <div
      // Narrow card: the total and the action share a row, the rest takes whole rows.
      // Wide card: one right-aligned column, the action last.
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        columnGap: '1',
        rowGap: '0.5',
        flex: '1',
        [wide]: { flexDirection: 'column', flexWrap: 'nowrap', alignItems: 'flex-end', rowGap: '1', textAlign: 'end', '& > p': { justifyContent: 'flex-end' } },
      })}
    >
      {car.fullyBooked || car.comingSoon ? (
        <p className={css({ display: 'flex', gap: '0.5', flexWrap: 'wrap', width: 'full' })}>
          {car.fullyBooked ? (
            <span className={badge({ tone: 'danger' })}>
              <FormattedMessage id="searchResults.car.fullyBooked" />
            </span>
          ) : null}
          {car.comingSoon ? (
            <span className={badge({ tone: 'accent' })}>
              <CardIcon name="calendarClock" />
              <FormattedMessage id="searchResults.car.comingSoon" />
            </span>
          ) : null}
        </p>
      ) : null}
      <p className={css({ flex: '1 1 auto', minWidth: 0, fontSize: 'md', color: 'fg.muted', [wide]: { flex: 'none' } })}>
        <FormattedMessage
          id="searchResults.car.total"
          values={{
            // The total is what travellers compare: the largest figure of the card.
            total: (
              <strong className={css({ fontSize: '2xl', fontWeight: 'bold', lineHeight: 'tight', color: 'fg.default', [wide]: { display: 'block', fontSize: '3xl' } })}>
                {price(offer.totalPrice)}
              </strong>
            ),
            days: offer.days,
          }}
        />
      </p>
      {bookable ? (
        <Link
          href={checkoutHref}
          // One visitor's car and dates: no page for a search engine to follow (src/domain/public-routes.ts).
          rel="nofollow"
          aria-describedby={describedBy}
          className={cx(button({ size: 'sm' }), css({ flexShrink: 0, [wide]: { order: 1, width: 'full', mt: 'auto', height: 'control', fontSize: 'md' } }))}
        >
          <FormattedMessage id="searchResults.car.choose" />
          {/* A narrow card keeps the action beside the total: no room for the arrow there. */}
          <CardIcon name="arrowRight" className={css({ display: 'none', [wide]: { display: 'inline' } })} />
        </Link>
      ) : null}
      <p className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '1.5', rowGap: '0.5', width: 'full', fontSize: 'sm', color: 'fg.muted' })}>
        <span>
          <FormattedMessage id="searchResults.car.perDay" values={{ price: price(offer.pricePerDay) }} />
        </span>
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '0.5' })}>
          <CardIcon name="wallet" className={css({ width: '14px', height: '14px' })} />
          {offer.deposit > 0 ? (
            <FormattedMessage id="searchResults.car.deposit" values={{ amount: price(offer.deposit) }} />
          ) : (
            <FormattedMessage id="searchResults.car.noDeposit" />
          )}
        </span>
      </p>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', width: 'full', [wide]: { alignItems: 'flex-end' } })}>
        <CarPayment offer={offer} language={language} pickUpZone={pickUpZone} />
      </div>
      {payable ? null : (
        <p className={css({ display: 'flex', alignItems: 'flex-start', gap: '0.5', width: 'full', fontSize: 'sm', fontWeight: 'medium', color: 'danger', '& > svg': { width: '14px', height: '14px', flexShrink: 0, mt: '0.5' } })}>
          <CardIcon name="ban" />
          <FormattedMessage id="searchResults.car.unbookableReason" />
        </p>
      )}
    </div>
  )
}
