import { useIntl } from 'react-intl'
import { css } from '../../../../styled-system/css'
import type { Language } from '../../../domain/enums'
import { checkoutPath, type SearchCriteria } from '../../../domain/search-query'
import { useRevealedCount } from '../../platform/use-revealed-count'
import { CarCard, type CarOffer } from './car-card/CarCard'
import { LOADING_CARDS } from './ResultStates'

interface OfferListProps {
  offers: CarOffer[]
  criteria: SearchCriteria
  language: Language
  hideSuppliers: boolean
}

export function OfferList({ offers, criteria, language, hideSuppliers }: OfferListProps) {
  const intl = useIntl()
  // As many cards at once as the loading state showed (nothing below them moves), then one a task.
  const shown = useRevealedCount(offers, LOADING_CARDS, 1)
  return (
    <ol aria-label={intl.formatMessage({ id: 'searchResults.list' })} className={css({ display: 'flex', flexDirection: 'column', gap: { base: '1.5', md: '2' } })}>
      {offers.slice(0, shown).map((offer, index) => (
        // Each card lays itself out by the width it gets (container queries).
        <li key={offer.car.id} className={css({ containerType: 'inline-size' })}>
          <CarCard
            offer={offer}
            language={language}
            hideSuppliers={hideSuppliers}
            checkoutHref={checkoutPath(offer.car.id, criteria)}
            // The first picture is the page's largest paint: fetched at once, first.
            priority={index === 0}
          />
        </li>
      ))}
    </ol>
  )
}
