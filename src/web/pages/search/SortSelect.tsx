import { useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { SearchSort } from '../../../domain/search-query'
import { NativeSelect } from '../../components/ui/native-select'

// One choice per sort key, each in the order a traveller expects: cheapest, best rated, smallest deposit first.
const sortChoices: Record<SearchSort['sort'], SearchSort> = {
  price: { sort: 'price', order: 'asc' },
  rating: { sort: 'rating', order: 'desc' },
  deposit: { sort: 'deposit', order: 'asc' },
}

/** "Sort by": total price (default), rating, deposit; the browser's own select (no select machine with the page). */
export function SortSelect({ sort, onChange }: { sort: SearchSort; onChange: (sort: SearchSort) => void }) {
  const intl = useIntl()
  const choices = useMemo(
    () =>
      (Object.keys(sortChoices) as SearchSort['sort'][]).map((key) => ({
        value: key,
        label: intl.formatMessage({ id: `searchResults.sort.${key}` }),
      })),
    [intl],
  )
  return (
    <NativeSelect
      label={<FormattedMessage id="searchResults.sort.label" />}
      choices={choices}
      value={sort.sort}
      onChange={(key) => onChange(sortChoices[key])}
    />
  )
}
