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
        gridTemplateColumns: { base: '1fr', sm: '220px 1fr', md: '240px 1fr 220px' },
        gap: { base: '2', md: '3' },
        p: { base: '2', md: '3' },
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'lg',
        shadow: 'sm',
      })}
    >
      {/* Car pictures are drawn for a light background, like logos. */}
      <div className={css({ bg: 'white', borderRadius: 'md', overflow: 'hidden', alignSelf: 'start', display: 'flex', justifyContent: 'center' })}>
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
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minWidth: 0 })}>
        {hideSuppliers ? null : <SupplierLine supplier={car.supplier} />}
        <h3 id={nameId} className={css({ textStyle: 'h3' })}>
          {car.name}
        </h3>
        <CarRating rating={car.rating} trips={car.trips} />
        <CarFeatures car={car} />
        <CarExtras extras={offer.extras} currency={offer.currency} language={language} />
      </div>
      <div className={css({ gridColumn: { sm: '1 / -1', md: 'auto' }, borderTopWidth: { base: '1px', md: '0' }, borderLeftWidth: { base: '0', md: '1px' }, borderColor: 'border.default', pt: { base: '2', md: '0' }, pl: { md: '3' }, display: 'flex', flexDirection: 'column' })}>
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
