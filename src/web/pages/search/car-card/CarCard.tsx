import { CardIcon } from './card-icons'
import { memo, useId } from 'react'
import { FormattedMessage } from 'react-intl'
import { css, cx } from '../../../../../styled-system/css'
import { badge } from '../../../../../styled-system/recipes'
import type { components } from '../../../../../openapi/schema'
import { CAR_IMAGE_SIZE, SUPPLIER_IMAGE_SIZE } from '../../../../domain/constants'
import type { Language } from '../../../../domain/enums'
import { orSimilarValues } from '../../../components/car-name/or-similar'
import { CarExtras } from './CarExtras'
import { CarFeatures } from './CarFeatures'
import { CarPrice } from './CarPrice'
import { CarRating } from './CarRating'

export type CarOffer = components['schemas']['CarOffer']

export interface CarCardProps {
  offer: CarOffer
  language: Language
  /** The hide-suppliers setting: no supplier logo or name then. */
  hideSuppliers: boolean
  /** `/checkout?car=…` with the places and dates of the search. */
  checkoutHref: string
  /** The pick-up place's time zone, whose clock the offer's deadline is read on (the visitor's when not known). */
  pickUpZone?: string
  /** The picture is loaded at once and first (the first card's, in view on arrival). */
  priority?: boolean
}

const card = css({
  display: 'grid',
  // Narrow (a phone): a thumbnail beside the name, then dense rows — the same information and
  // actions in about a third of the height of stacked blocks.
  gridTemplateColumns: '96px minmax(0, 1fr)',
  gridTemplateAreas: '"image heading" "features features" "extras extras" "price price"',
  columnGap: '1.5',
  rowGap: '1',
  p: '1.5',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  shadow: 'sm',
  // The card follows the width it is given (filters open or closed), not the window's.
  '@container (min-width: 600px)': {
    gridTemplateColumns: '200px minmax(0, 1fr)',
    gridTemplateAreas: '"image heading" "image features" "extras extras" "price price"',
    gridTemplateRows: 'auto 1fr',
    columnGap: '3',
    rowGap: '2',
    p: '3',
  },
  '@container (min-width: 800px)': {
    gridTemplateColumns: '220px minmax(0, 1fr) 220px',
    gridTemplateAreas: '"image heading price" "image features price" "extras extras price"',
  },
})

// A car no payment option configured here can pay for: listed only on request, and set apart.
const unpayableCard = css({ borderStyle: 'dashed', borderColor: 'danger', bg: 'bg.muted', shadow: 'none' })

/**
 * One offer: picture | what the car is | what it costs (dense rows on a narrow card). Memoised: the
 * list reveals its cards one a task (OfferList), and a card already shown is not rendered again.
 */
export const CarCard = memo(function CarCard({ offer, language, hideSuppliers, checkoutHref, pickUpZone, priority = false }: CarCardProps) {
  const { car } = offer
  const nameId = useId()
  const payable = offer.paymentOptions.length > 0
  return (
    <article aria-labelledby={nameId} className={cx(card, !payable && unpayableCard)}>
      {/* Car pictures are drawn for a light background, like logos. */}
      <div className={css({ gridArea: 'image', bg: 'bg.media', borderRadius: 'md', overflow: 'hidden', alignSelf: 'start', display: 'flex', justifyContent: 'center' })}>
        <img
          src={car.image}
          alt={car.name}
          width={CAR_IMAGE_SIZE.width}
          height={CAR_IMAGE_SIZE.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className={css({ width: 'full', height: 'auto', maxWidth: '300px', objectFit: 'contain' })}
        />
      </div>
      <div className={css({ gridArea: 'heading', display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: 0, '@container (min-width: 600px)': { gap: '1' } })}>
        {payable ? null : (
          <p>
            <span className={badge({ tone: 'danger' })}>
              <CardIcon name="ban" />
              <FormattedMessage id="searchResults.car.unbookable" />
            </span>
          </p>
        )}
        {hideSuppliers ? null : <SupplierLine supplier={car.supplier} />}
        <h3 id={nameId} className={css({ textStyle: 'h3', fontSize: 'lg', '@container (min-width: 600px)': { fontSize: 'xl' } })}>
          <FormattedMessage id="searchResults.car.orSimilar" values={orSimilarValues(car.name)} />
        </h3>
        <CarRating rating={car.rating} ratingCount={car.ratingCount} trips={car.trips} />
      </div>
      <div className={css({ gridArea: 'features', minWidth: 0 })}>
        <CarFeatures car={car} />
      </div>
      <div className={css({ gridArea: 'extras', minWidth: 0 })}>
        <CarExtras extras={offer.extras} currency={offer.currency} language={language} />
      </div>
      <div
        className={css({
          gridArea: 'price',
          display: 'flex',
          flexDirection: 'column',
          borderTopWidth: '1px',
          borderColor: 'border.default',
          pt: '1.5',
          '@container (min-width: 800px)': { borderTopWidth: '0', pt: '0', borderLeftWidth: '1px', pl: '3' },
        })}
      >
        <CarPrice offer={offer} language={language} checkoutHref={checkoutHref} describedBy={nameId} pickUpZone={pickUpZone} />
      </div>
    </article>
  )
})

function SupplierLine({ supplier }: { supplier: CarOffer['car']['supplier'] }) {
  return (
    <p className={css({ display: 'flex', alignItems: 'center', gap: '1', fontSize: 'xs', color: 'fg.muted', '@container (min-width: 600px)': { fontSize: 'sm' } })}>
      {supplier.avatar ? (
        // Logos sit on the media surface, as on the booking pages (no white tile in dark mode). The name follows, so alt
        // is empty, and a narrow card leaves the logo out.
        <span className={css({ display: 'none', p: '0.5', bg: 'bg.media', borderRadius: 'sm', borderWidth: '1px', borderColor: 'border.default', '@container (min-width: 600px)': { display: 'inline-flex' } })}>
          <img src={supplier.avatar} alt="" width={SUPPLIER_IMAGE_SIZE.width} height={SUPPLIER_IMAGE_SIZE.height} loading="lazy" decoding="async" />
        </span>
      ) : null}
      <span>
        <FormattedMessage id="searchResults.car.suppliedBy" values={{ supplier: supplier.fullName }} />
      </span>
    </p>
  )
}
