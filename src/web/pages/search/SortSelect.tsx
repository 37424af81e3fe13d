import { createListCollection, type ListCollection } from '@ark-ui/react/select'
import { Check, ChevronDown } from 'lucide-react'
import { useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { SearchSort } from '../../../domain/search-query'
import * as Select from '../../components/ui/select'

// One choice per sort key, each in the order a traveller expects: cheapest, best rated, smallest deposit first.
const sortChoices: Record<SearchSort['sort'], SearchSort> = {
  price: { sort: 'price', order: 'asc' },
  rating: { sort: 'rating', order: 'desc' },
  deposit: { sort: 'deposit', order: 'asc' },
}

/** "Sort by": total price (default), rating, deposit. */
export function SortSelect({ sort, onChange }: { sort: SearchSort; onChange: (sort: SearchSort) => void }) {
  const intl = useIntl()
  const collection = useMemo(
    () =>
      createListCollection({
        items: (Object.keys(sortChoices) as SearchSort['sort'][]).map((key) => ({
          value: key,
          label: intl.formatMessage({ id: `searchResults.sort.${key}` }),
        })),
      }),
    [intl],
  )
  return (
    <Select.Root
      // The styled root is not generic: it sees the collection's items as unknown.
      collection={collection as ListCollection<unknown>}
      value={[sort.sort]}
      onValueChange={(details) => {
        const key = details.value[0] as SearchSort['sort'] | undefined
        if (key) onChange(sortChoices[key])
      }}
      positioning={{ placement: 'bottom-end', sameWidth: true }}
    >
      <Select.Label>
        <FormattedMessage id="searchResults.sort.label" />
      </Select.Label>
      <Select.Control>
        <Select.Trigger>
          <Select.ValueText />
          <Select.Indicator>
            <ChevronDown aria-hidden />
          </Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      <Select.Positioner>
        <Select.Content>
          {collection.items.map((item) => (
            <Select.Item key={item.value} item={item}>
              <Select.ItemText>{item.label}</Select.ItemText>
              <Select.ItemIndicator>
                <Check aria-hidden />
              </Select.ItemIndicator>
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Positioner>
    </Select.Root>
  )
}
