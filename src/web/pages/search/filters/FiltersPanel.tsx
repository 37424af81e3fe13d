import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { css } from '../../../../../styled-system/css'
import type { components } from '../../../../../openapi/schema'
import { formatPrice } from '../../../../domain/currency'
import { formatNumber } from '../../../../domain/number-format'
import {
  carRanges,
  fuelPolicies,
  fuelTypes,
  gearboxes,
  mileageKinds,
  multimediaKinds,
  type Currency,
  type Language,
} from '../../../../domain/enums'
import { paymentFilters } from '../../../../domain/payment-options'
import type { CarSpecFilter, DepositThreshold, SearchFilters } from '../../../../domain/search-query'
import { Button } from '../../../components/ui/button'
import type { MessageId } from '../../../i18n/en'
import { fuelPolicyHint, fuelPolicyLabel, fuelTypeLabel, gearboxLabel, mileageKindLabel, multimediaLabel, rangeLabel } from '../labels'
import { CheckboxList } from './CheckboxList'
import { ChoiceList } from './ChoiceList'
import { FilterGroup } from './FilterGroup'
import { hasActiveFilters } from './active-filters'
import { useNextTask } from '../../../platform/use-next-task'

type SupplierCount = components['schemas']['SupplierCount']
type DepositChoice = components['schemas']['DepositThreshold']

export interface FiltersPanelProps {
  id: string
  filters: SearchFilters
  onChange: (filters: SearchFilters) => void
  /** Cars per supplier for this search (its supplier filter ignored). */
  supplierCounts: SupplierCount[]
  hideSuppliers: boolean
  /** The deposit thresholds converted to `currency` by the server. */
  depositThresholds: DepositChoice[]
  currency: Currency
  language: Language
}

const ANY = 'any'
const MIN_RATINGS = [3, 4, 4.5]
const MIN_SEATS = [2, 4, 5, 7, 9]
const specKeys = ['aircon', 'moreThanFourDoors', 'moreThanFiveSeats'] as const satisfies readonly (keyof CarSpecFilter)[]

/** Every filter of the search; dumb: it shows `filters` and reports a whole new set on each change. */
export function FiltersPanel({ id, filters, onChange, supplierCounts, hideSuppliers, depositThresholds, currency, language }: FiltersPanelProps) {
  const intl = useIntl()
  const ids = useId()
  const text = (messageId: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id: messageId }, values)
  const update = <K extends keyof SearchFilters>(key: K, value: SearchFilters[K] | undefined) => {
    const next: SearchFilters = { ...filters, [key]: value }
    if (value === undefined) delete next[key]
    onChange(next)
  }
  const specsChecked = specKeys.filter((key) => filters.carSpecs?.[key])
  // The lower half of the groups comes a task later: the whole panel in one task passed 50 ms on
  // Lighthouse's mobile CPU (issue 12). It is below the fold, and nothing above it moves.
  const lowerGroupsDue = useNextTask()

  return (
    <section id={id} aria-labelledby={`${ids}-title`} className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', p: '2', bg: 'bg.surface', borderRadius: 'lg', borderWidth: '1px', borderColor: 'border.default' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: '1' })}>
        <h2 id={`${ids}-title`} className={css({ fontSize: 'md', fontWeight: 'bold' })}>
          <FormattedMessage id="searchResults.filters.title" />
        </h2>
        <Button variant="ghost" size="sm" className={css({ px: '1' })} onClick={() => onChange({})} disabled={!hasActiveFilters(filters)}>
          <FormattedMessage id="searchResults.filters.clear" />
        </Button>
      </div>

      {hideSuppliers || supplierCounts.length === 0 ? null : (
        <FilterGroup legend="searchResults.filters.supplier">
          <CheckboxList
            idPrefix={`${ids}-supplier`}
            options={supplierCounts.map(({ supplier, count }) => ({
              value: supplier.id,
              label: text('searchResults.filters.supplierOption', { name: supplier.fullName, count }),
            }))}
            selected={filters.suppliers}
            onChange={(value) => update('suppliers', value)}
          />
        </FilterGroup>
      )}

      {/* How the offers can be paid with this installation's providers (the server decides). */}
      <FilterGroup legend="searchResults.filters.payment">
        <CheckboxList
          idPrefix={`${ids}-payment`}
          options={paymentFilters.map((value) => ({ value, label: text(`searchResults.filters.payment.${value}`) }))}
          selected={filters.payment}
          onChange={(value) => update('payment', value)}
        />
      </FilterGroup>

      <FilterGroup legend="searchResults.filters.range">
        <CheckboxList idPrefix={`${ids}-range`} options={carRanges.map((value) => ({ value, label: text(rangeLabel(value)) }))} selected={filters.ranges} onChange={(value) => update('ranges', value)} />
      </FilterGroup>

      <FilterGroup legend="searchResults.filters.rating" legendId={`${ids}-rating`}>
        <ChoiceList
          labelledBy={`${ids}-rating`}
          choices={[
            { value: ANY, label: text('searchResults.filters.rating.any') },
            ...MIN_RATINGS.map((rating) => ({ value: String(rating), label: text('searchResults.filters.rating.min', { rating: formatNumber(rating, language) }) })),
          ]}
          value={filters.minRating === undefined ? ANY : String(filters.minRating)}
          onChange={(value) => update('minRating', value === ANY ? undefined : Number(value))}
        />
      </FilterGroup>

      <FilterGroup legend="searchResults.filters.seats" legendId={`${ids}-seats`}>
        <ChoiceList
          labelledBy={`${ids}-seats`}
          choices={[
            { value: ANY, label: text('searchResults.filters.seats.any') },
            ...MIN_SEATS.map((count) => ({ value: String(count), label: text('searchResults.filters.seats.min', { count }) })),
          ]}
          value={filters.seats === undefined ? ANY : String(filters.seats)}
          onChange={(value) => update('seats', value === ANY ? undefined : Number(value))}
        />
      </FilterGroup>

      <FilterGroup legend="searchResults.filters.specs">
        <CheckboxList
          idPrefix={`${ids}-specs`}
          options={specKeys.map((value) => ({ value, label: text(`searchResults.spec.${value}`) }))}
          selected={specsChecked}
          onChange={(checked) => update('carSpecs', checked ? Object.fromEntries(checked.map((key) => [key, true])) : undefined)}
        />
      </FilterGroup>

      {lowerGroupsDue ? (
        <>
          <FilterGroup legend="searchResults.filters.multimedia">
            <CheckboxList idPrefix={`${ids}-multimedia`} options={multimediaKinds.map((value) => ({ value, label: text(multimediaLabel(value)) }))} selected={filters.multimedia} onChange={(value) => update('multimedia', value)} />
          </FilterGroup>

          <FilterGroup legend="searchResults.filters.fuelType">
            <CheckboxList idPrefix={`${ids}-fuel`} options={fuelTypes.map((value) => ({ value, label: text(fuelTypeLabel(value)) }))} selected={filters.fuelTypes} onChange={(value) => update('fuelTypes', value)} />
          </FilterGroup>

          <FilterGroup legend="searchResults.filters.gearbox">
            <CheckboxList idPrefix={`${ids}-gearbox`} options={gearboxes.map((value) => ({ value, label: text(gearboxLabel(value)) }))} selected={filters.gearboxes} onChange={(value) => update('gearboxes', value)} />
          </FilterGroup>

          <FilterGroup legend="searchResults.filters.mileage">
            <CheckboxList idPrefix={`${ids}-mileage`} options={mileageKinds.map((value) => ({ value, label: text(mileageKindLabel(value)) }))} selected={filters.mileageKinds} onChange={(value) => update('mileageKinds', value)} />
          </FilterGroup>

          <FilterGroup legend="searchResults.filters.fuelPolicy">
            <CheckboxList
              idPrefix={`${ids}-policy`}
              options={fuelPolicies.map((value) => ({ value, label: text(fuelPolicyLabel(value)), hint: text(fuelPolicyHint(value)) }))}
              selected={filters.fuelPolicies}
              onChange={(value) => update('fuelPolicies', value)}
            />
          </FilterGroup>

          <FilterGroup legend="searchResults.filters.deposit" legendId={`${ids}-deposit`}>
            <ChoiceList
              labelledBy={`${ids}-deposit`}
              choices={[
                { value: ANY, label: text('searchResults.filters.deposit.any') },
                ...depositThresholds.map(({ maxDeposit, amount }) => ({
                  value: String(maxDeposit),
                  label: text('searchResults.filters.deposit.max', { amount: formatPrice(amount, currency, language) }),
                })),
              ]}
              value={filters.maxDeposit === undefined ? ANY : String(filters.maxDeposit)}
              onChange={(value) => update('maxDeposit', value === ANY ? undefined : (Number(value) as DepositThreshold))}
            />
          </FilterGroup>
        </>
      ) : null}
    </section>
  )
}
