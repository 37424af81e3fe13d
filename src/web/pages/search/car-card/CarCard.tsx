import { useId } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../../styled-system/css'
import type { components } from '../../../../../openapi/schema'
import { CAR_IMAGE_SIZE, SUPPLIER_IMAGE_SIZE } from '../../../../domain/constants'
import type { Language } from '../../../../domain/enums'
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
}

/** One offer: picture | what the car is | what it costs (stacked on mobile). */
export function CarCard({ offer, language, hideSuppliers, checkoutHref }: CarCardProps) {
  const { car } = offer
  const nameId = useId()
  return (
    <article
      aria-labelledby={nameId}
      className={css({
        display: 'grid',
        gridTemplateColumns: '1fr',
        gridTemplateAreas: '"image" "details" "extras" "price"',
        gap: '2',
        p: { base: '2', md: '3' },
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'lg',
        shadow: 'sm',
        // The card follows the width it is given (filters open or closed), not the window's.
        '@container (min-width: 600px)': {
          gridTemplateColumns: '200px minmax(0, 1fr)',
          gridTemplateAreas: '"image details" "extras extras" "price price"',
          columnGap: '3',
        },
        '@container (min-width: 800px)': {
          gridTemplateColumns: '220px minmax(0, 1fr) 220px',
          gridTemplateAreas: '"image details price" "extras extras price"',
        },
      })}
    >
      {/* Car pictures are drawn for a light background, like logos. */}
      <div className={css({ gridArea: 'image', bg: 'white', borderRadius: 'md', overflow: 'hidden', alignSelf: 'start', display: 'flex', justifyContent: 'center' })}>
        <img
          src={car.image}
          alt={car.name}
          width={CAR_IMAGE_SIZE.width}
          height={CAR_IMAGE_SIZE.height}
          loading="lazy"
          decoding="async"
          className={css({ width: 'full', height: 'auto', maxWidth: '300px', objectFit: 'contain' })}
        />
      </div>
      <div className={css({ gridArea: 'details', display: 'flex', flexDirection: 'column', gap: '1', minWidth: 0 })}>
        {hideSuppliers ? null : <SupplierLine supplier={car.supplier} />}
        <h3 id={nameId} className={css({ textStyle: 'h3' })}>
          {car.name}
        </h3>
        <CarRating rating={car.rating} trips={car.trips} />
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
          pt: '2',
          '@container (min-width: 800px)': { borderTopWidth: '0', pt: '0', borderLeftWidth: '1px', pl: '3' },
        })}
      >
        <CarPrice offer={offer} language={language} checkoutHref={checkoutHref} describedBy={nameId} />
      </div>
    </article>
  )
}

function SupplierLine({ supplier }: { supplier: CarOffer['car']['supplier'] }) {
  return (
    <p className={css({ display: 'flex', alignItems: 'center', gap: '1', fontSize: 'sm', color: 'fg.muted' })}>
      {supplier.avatar ? (
        // Logos are drawn for a light background: a white tile in both modes. The name follows, so alt is empty.
        <span className={css({ display: 'inline-flex', p: '0.5', bg: 'white', borderRadius: 'sm', borderWidth: '1px', borderColor: 'border.default' })}>
          <img src={supplier.avatar} alt="" width={SUPPLIER_IMAGE_SIZE.width} height={SUPPLIER_IMAGE_SIZE.height} loading="lazy" decoding="async" />
        </span>
      ) : null}
      <span>
        <FormattedMessage id="searchResults.car.suppliedBy" values={{ supplier: supplier.fullName }} />
      </span>
    </p>
  )
}
