import { memo, useState } from 'react'
import { useIntl } from 'react-intl'
import { css } from '../../../../styled-system/css'
import type { Language } from '../../../domain/enums'
import { checkoutPath, type SearchCriteria } from '../../../domain/search-query'
import { HydrateInTurn, HydrationTurns, hurryOnReach } from '../../platform/hydrate-in-turn'
import { useNextTask } from '../../platform/use-next-task'
import { useRevealedCount } from '../../platform/use-revealed-count'
import { CardIconSprite } from './car-card/card-icons'
import { CarCard, type CarOffer } from './car-card/CarCard'
import { LoadingState, LOADING_CARDS } from './ResultStates'

const cardSlot = css({
  containerType: 'inline-size',
  contentVisibility: 'auto',
  containIntrinsicSize: { base: 'auto 320px', md: 'auto 400px' },
})

interface OfferListProps {
  offers: CarOffer[]
  criteria: SearchCriteria
  /** The pick-up place's time zone, when known (the cards' deadlines are read on its clock). */
  pickUpZone?: string
  language: Language
  hideSuppliers: boolean
  /** Offers the server rendered: shown whole at once, as the HTML has them. */
  whole?: boolean
}

/** Memoised: the page around it re-renders (the filters panel opening) without building the cards again. */
export const OfferList = memo(function OfferList({ offers, criteria, pickUpZone, language, hideSuppliers, whole = false }: OfferListProps) {
  const intl = useIntl()
  // One card a task (a card takes about 30 ms on Lighthouse's mobile CPU: no task passes 50 ms). The
  // first cards are built out of sight, under the loading state's placeholders, and shown together,
  // in a task of their own (their layout is work too), once there are as many as it showed: nothing
  // on screen moves in between (issue 12).
  const shown = useRevealedCount(offers, whole ? offers.length : 1, 1)
  const built = useNextTask(!whole && shown >= Math.min(LOADING_CARDS, offers.length))
  const building = !whole && !built
  const [turns] = useState(() => new HydrationTurns())
  return (
    <>
      {building ? <LoadingState cards={LOADING_CARDS} /> : null}
      <div hidden={building}>
        <CardIconSprite />
        <ol aria-label={intl.formatMessage({ id: 'searchResults.list' })} className={css({ display: 'flex', flexDirection: 'column', gap: { base: '1.5', md: '2' } })}>
          {offers.slice(0, shown).map((offer, index) => (
            // Each card lays itself out by the width it gets (container queries). The browser lays out
            // and paints only the cards near the screen, and keeps the place of the others at about
            // their height (the cards below the first were most of the page's layout and paint time).
            <li key={offer.car.id} className={cardSlot} ref={hurryOnReach(turns, index)}>
              {/* a server-rendered card hydrates in a task of its own, after the one above */}
              <HydrateInTurn turns={turns} index={index}>
                <CarCard
                  offer={offer}
                  language={language}
                  hideSuppliers={hideSuppliers}
                  checkoutHref={checkoutPath(offer.car.id, criteria)}
                  pickUpZone={pickUpZone}
                  // The first picture is the page's largest paint: fetched at once, first.
                  priority={index === 0}
                />
              </HydrateInTurn>
            </li>
          ))}
        </ol>
      </div>
    </>
  )
})
