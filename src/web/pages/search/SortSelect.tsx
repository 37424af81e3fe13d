import { useId, useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { css, cx } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { DEFAULT_SORT, type SearchSort } from '../../../domain/search-query'
import { NativeSelect } from '../../components/ui/native-select'

// One choice per sort key, each in the order a traveller expects: recommended (the default, decided by the
// server: src/server/search-index/recommended.ts), cheapest, best rated, smallest deposit first.
const sortChoices: Record<SearchSort['sort'], SearchSort> = {
  recommended: DEFAULT_SORT,
  price: { sort: 'price', order: 'asc' },
  rating: { sort: 'rating', order: 'desc' },
  deposit: { sort: 'deposit', order: 'asc' },
}

// Four links in two rows on a phone, so the first offer still shows on its first screen.
const compactLink = css({ height: '32px', px: '1', fontSize: 'xs' })

interface SortSelectProps {
  sort: SearchSort
  onChange: (sort: SearchSort) => void
  /** The address of the results in another order (from the first page): the sort's links without JavaScript. */
  sortHref?: (sort: SearchSort) => string
}

/**
 * "Sort by": recommended (default), total price, rating, deposit; the browser's own select (no select machine with
 * the page). Without JavaScript a select cannot apply itself (and a sort is a key and an order): the
 * choices are links instead.
 */
export function SortSelect({ sort, onChange, sortHref }: SortSelectProps) {
  const intl = useIntl()
  const labelId = useId()
  const choices = useMemo(
    () =>
      (Object.keys(sortChoices) as SearchSort['sort'][]).map((key) => ({
        value: key,
        label: intl.formatMessage({ id: `searchResults.sort.${key}` }),
      })),
    [intl],
  )
  return (
    <>
      <div className={css({ display: 'contents', _noscript: { display: 'none' } })}>
        <NativeSelect
          label={<FormattedMessage id="searchResults.sort.label" />}
          choices={choices}
          value={sort.sort}
          onChange={(key) => onChange(sortChoices[key])}
        />
      </div>
      {sortHref ? (
        <noscript>
          <nav aria-labelledby={labelId} className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1' })}>
            <span id={labelId} className={css({ fontSize: 'md', fontWeight: 'medium' })}>
              <FormattedMessage id="searchResults.sort.label" />
            </span>
            {choices.map((choice) => {
              const current = choice.value === sort.sort
              return (
                <a
                  key={choice.value}
                  href={sortHref(sortChoices[choice.value])}
                  aria-current={current ? 'true' : undefined}
                  className={cx(button({ variant: current ? 'solid' : 'outline', size: 'sm' }), compactLink)}
                >
                  {choice.label}
                </a>
              )
            })}
          </nav>
        </noscript>
      ) : null}
    </>
  )
}
