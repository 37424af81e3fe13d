import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal'
import type { Ref } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import type { SearchSort } from '../../../domain/search-query'
import { Button } from '../../components/ui/button'
import { SortSelect } from './SortSelect'

interface ResultsToolbarProps {
  headingId: string
  /** The number of offers, 'loading' while asking, null when unknown (failed). */
  total: number | 'loading' | null
  sort: SearchSort
  onSort: (sort: SearchSort) => void
  /** The address of the results in another order: the sort's links without JavaScript. */
  sortHref: (sort: SearchSort) => string
  filtersOpen: boolean
  filtersId: string
  onToggleFilters: () => void
  /** The Filters button (focus comes back to it when the phone's sheet closes). */
  filtersButtonRef?: Ref<HTMLButtonElement>
}

/** "N cars available", then the controls that reshape the list: filters and sort. */
export function ResultsToolbar({ headingId, total, sort, onSort, sortHref, filtersOpen, filtersId, onToggleFilters, filtersButtonRef }: ResultsToolbarProps) {
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2' })}>
      {/* Announced when it changes, so a filter's effect is heard without moving focus. */}
      <h2 id={headingId} tabIndex={-1} aria-live="polite" className={css({ textStyle: 'h3', fontSize: '2xl', minHeight: '1lh', outline: 'none', scrollMarginTop: '1' })}>
        {total === 'loading' ? <FormattedMessage id="searchResults.loading" /> : null}
        {typeof total === 'number' ? <FormattedMessage id="searchResults.count" values={{ count: total }} /> : null}
      </h2>
      {/* The sort's box may be narrower than its longest choice ('Precio total (el más bajo primero)' at 390 px): no sideways scroll. */}
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1.5', minWidth: 0, maxWidth: 'full', '& div': { minWidth: 0 }, '& select': { minWidth: 0, maxWidth: 'full', textOverflow: 'ellipsis' } })}>
        {/* Without JavaScript the filters are always shown: nothing to open or close. */}
        <Button ref={filtersButtonRef} variant="outline" aria-expanded={filtersOpen} aria-controls={filtersId} onClick={onToggleFilters} className={css({ _noscript: { display: 'none' } })}>
          <SlidersHorizontal aria-hidden />
          <FormattedMessage id="searchResults.filters.toggle" />
        </Button>
        <SortSelect sort={sort} onChange={onSort} sortHref={sortHref} />
      </div>
    </div>
  )
}
