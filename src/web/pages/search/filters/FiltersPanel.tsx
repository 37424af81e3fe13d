import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { css, cx } from '../../../../../styled-system/css'
import { button } from '../../../../../styled-system/recipes'
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
import { MIN_RATING_CHOICES, MIN_SEATS_CHOICES } from '../../../../domain/filter-choices'
import { searchQueryString, type CarSpecFilter, type DepositThreshold, type SearchFilters, type SearchQuery } from '../../../../domain/search-query'
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
type FilterCounts = components['schemas']['FilterCounts']
type CountedGroup = Exclude<keyof FilterCounts, 'freeCancellation'>

export interface FiltersPanelProps {
  id: string
  filters: SearchFilters
  onChange: (filters: SearchFilters) => void
  /** Cars per supplier for this search (its supplier filter ignored). */
  supplierCounts: SupplierCount[]
  /** Offers per option of the other filters (the server's, for this search); null while unknown: no counts shown. */
  filterCounts?: FilterCounts | null
  hideSuppliers: boolean
  /** The deposit thresholds converted to `currency` by the server. */
  depositThresholds: DepositChoice[]
  currency: Currency
  language: Language
  /**
   * The search these filters narrow. With JavaScript off the panel is a plain GET form to /search:
   * it carries the search's criteria, sort and options as hidden fields, its controls are the
   * filters' fields, and the first page is asked again.
   */
  search?: SearchQuery
}

const ANY = 'any'
/** The one box of the free-cancellation group, and what it sends without JavaScript (`freeCancellation=1`). */
const FREE = 'free'
const specKeys = ['aircon', 'moreThanFourDoors', 'moreThanFiveSeats'] as const satisfies readonly (keyof CarSpecFilter)[]
/** The URL's word for each car spec (src/domain/search-query.ts: `specs=aircon,doors,seats`). */
const specWords: Record<(typeof specKeys)[number], string> = { aircon: 'aircon', moreThanFourDoors: 'doors', moreThanFiveSeats: 'seats' }

// The form's field names are the URL parameters of src/domain/search-query.ts (parseSearchQuery).
const optionCount = css({ color: 'fg.muted', fontVariantNumeric: 'tabular-nums' })
/** A control that works through React only: not shown without JavaScript. */
const scriptOnly = css({ _noscript: { display: 'none' } })
// Without JavaScript, "Apply filters" stays in view at the bottom of the screen while the panel scrolls by.
const applyBar = css({ display: 'block', position: 'sticky', bottom: '0', py: '1', bg: 'bg.surface' })

/** The address of `search` with other filters, from its first page. */
const withFilters = (search: SearchQuery, filters: SearchFilters) => `/search?${searchQueryString({ ...search, filters, page: 1 })}`

/** The search's own parameters as hidden fields: criteria, sort, unbookable cars; filters without a control of their own. */
function carriedFields(search: SearchQuery | undefined, uncontrolled: SearchFilters): ReactNode {
  if (!search) return null
  const params = new URLSearchParams(searchQueryString({ ...search, filters: uncontrolled, page: 1 }))
  return [...params].map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)
}

/** Every filter of the search; dumb: it shows `filters` and reports a whole new set on each change. */
export function FiltersPanel({ id, filters, onChange, supplierCounts, filterCounts, hideSuppliers, depositThresholds, currency, language, search }: FiltersPanelProps) {
  const intl = useIntl()
  const ids = useId()
  const text = (messageId: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id: messageId }, values)
  /** An option's label with the number of offers it gives, when the server said so: 'Mini (12)'. */
  const counted = (label: string, count: number | undefined): ReactNode =>
    count === undefined ? (
      label
    ) : (
      <>
        <span>{label}</span> <span className={optionCount}>{text('searchResults.filters.count', { count: formatNumber(count, language) })}</span>
      </>
    )
  const countOf = (group: CountedGroup, value: string): number | undefined =>
    filterCounts ? ((filterCounts[group] as Record<string, number | undefined>)[value] ?? 0) : undefined
  /** A list group's options: each value's label and count. */
  const options = <V extends string>(group: CountedGroup, values: readonly V[], label: (value: V) => MessageId) =>
    values.map((value) => ({ value, label: counted(text(label(value)), countOf(group, value)) }))
  const update = <K extends keyof SearchFilters>(key: K, value: SearchFilters[K] | undefined) => {
    const next: SearchFilters = { ...filters, [key]: value }
    if (value === undefined) delete next[key]
    onChange(next)
  }
  const specsChecked = specKeys.filter((key) => filters.carSpecs?.[key])
  // The lower half of the groups comes a task later: the whole panel in one task passed 50 ms on
  // Lighthouse's mobile CPU (issue 12). It is below the fold, and nothing above it moves.
  const lowerGroupsDue = useNextTask()
  const showSuppliers = !hideSuppliers && supplierCounts.length > 0

  // The lower groups, until their task comes, are in the HTML for a browser without JavaScript only.
  const lowerGroups = (
    <>
      <FilterGroup legend="searchResults.filters.multimedia">
        <CheckboxList idPrefix={`${ids}-multimedia`} name="multimedia" options={options('multimedia', multimediaKinds, multimediaLabel)} selected={filters.multimedia} onChange={(value) => update('multimedia', value)} />
      </FilterGroup>

      <FilterGroup legend="searchResults.filters.fuelType">
        <CheckboxList idPrefix={`${ids}-fuel`} name="fuel" options={options('fuelTypes', fuelTypes, fuelTypeLabel)} selected={filters.fuelTypes} onChange={(value) => update('fuelTypes', value)} />
      </FilterGroup>

      <FilterGroup legend="searchResults.filters.gearbox">
        <CheckboxList idPrefix={`${ids}-gearbox`} name="gearbox" options={options('gearboxes', gearboxes, gearboxLabel)} selected={filters.gearboxes} onChange={(value) => update('gearboxes', value)} />
      </FilterGroup>

      <FilterGroup legend="searchResults.filters.mileage">
        <CheckboxList idPrefix={`${ids}-mileage`} name="mileage" options={options('mileageKinds', mileageKinds, mileageKindLabel)} selected={filters.mileageKinds} onChange={(value) => update('mileageKinds', value)} />
      </FilterGroup>

      <FilterGroup legend="searchResults.filters.fuelPolicy">
        <CheckboxList
          idPrefix={`${ids}-policy`}
          name="policy"
          options={options('fuelPolicies', fuelPolicies, fuelPolicyLabel).map((option) => ({ ...option, hint: text(fuelPolicyHint(option.value)) }))}
          selected={filters.fuelPolicies}
          onChange={(value) => update('fuelPolicies', value)}
        />
      </FilterGroup>

      <FilterGroup legend="searchResults.filters.deposit" legendId={`${ids}-deposit`}>
        <ChoiceList
          labelledBy={`${ids}-deposit`}
          name="deposit"
          choices={[
            { value: ANY, label: counted(text('searchResults.filters.deposit.any'), countOf('maxDeposit', ANY)), formValue: '' },
            ...depositThresholds.map(({ maxDeposit, amount }) => ({
              value: String(maxDeposit),
              label: counted(text('searchResults.filters.deposit.max', { amount: formatPrice(amount, currency, language) }), countOf('maxDeposit', String(maxDeposit))),
            })),
          ]}
          value={filters.maxDeposit === undefined ? ANY : String(filters.maxDeposit)}
          onChange={(value) => update('maxDeposit', value === ANY ? undefined : (Number(value) as DepositThreshold))}
        />
      </FilterGroup>
    </>
  )

  return (
    <section id={id} aria-labelledby={`${ids}-title`} className={css({ p: '2', bg: 'bg.surface', borderRadius: 'lg', borderWidth: '1px', borderColor: 'border.default' })}>
      {/* A real form, so the filters work with JavaScript off; with it on, each control applies at once. */}
      <form method="get" action="/search" onSubmit={(event) => event.preventDefault()} className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
        {carriedFields(search, showSuppliers || !filters.suppliers ? {} : { suppliers: filters.suppliers })}
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: '1' })}>
          <h2 id={`${ids}-title`} className={css({ fontSize: 'md', fontWeight: 'bold' })}>
            <FormattedMessage id="searchResults.filters.title" />
          </h2>
          <Button variant="ghost" size="sm" className={cx(css({ px: '1' }), scriptOnly)} onClick={() => onChange({})} disabled={!hasActiveFilters(filters)}>
            <FormattedMessage id="searchResults.filters.clear" />
          </Button>
          {search && hasActiveFilters(filters) ? (
            <noscript>
              <a href={withFilters(search, {})} className={cx(button({ variant: 'ghost', size: 'sm' }), css({ px: '1' }))}>
                <FormattedMessage id="searchResults.filters.clear" />
              </a>
            </noscript>
          ) : null}
        </div>

        {showSuppliers ? (
          <FilterGroup legend="searchResults.filters.supplier">
            <CheckboxList
              idPrefix={`${ids}-supplier`}
              name="suppliers"
              options={supplierCounts.map(({ supplier, count }) => ({ value: supplier.id, label: counted(supplier.fullName, count) }))}
              selected={filters.suppliers}
              onChange={(value) => update('suppliers', value)}
            />
          </FilterGroup>
        ) : null}

        {/* How the offers can be paid with this installation's providers (the server decides). */}
        <FilterGroup legend="searchResults.filters.payment">
          <CheckboxList
            idPrefix={`${ids}-payment`}
            name="payment"
            options={paymentFilters.map((value) => ({ value, label: counted(text(`searchResults.filters.payment.${value}`), countOf('payment', value)) }))}
            selected={filters.payment}
            onChange={(value) => update('payment', value)}
          />
        </FilterGroup>

        <FilterGroup legend="searchResults.filters.cancellation">
          <CheckboxList
            idPrefix={`${ids}-cancellation`}
            name="freeCancellation"
            options={[{ value: FREE, label: counted(text('searchResults.filters.freeCancellation'), filterCounts?.freeCancellation), formValue: '1' }]}
            selected={filters.freeCancellation ? [FREE] : undefined}
            onChange={(checked) => update('freeCancellation', checked ? true : undefined)}
          />
        </FilterGroup>

        <FilterGroup legend="searchResults.filters.range">
          <CheckboxList idPrefix={`${ids}-range`} name="ranges" options={options('ranges', carRanges, rangeLabel)} selected={filters.ranges} onChange={(value) => update('ranges', value)} />
        </FilterGroup>

        <FilterGroup legend="searchResults.filters.rating" legendId={`${ids}-rating`}>
          <ChoiceList
            labelledBy={`${ids}-rating`}
            name="rating"
            choices={[
              { value: ANY, label: counted(text('searchResults.filters.rating.any'), countOf('minRating', ANY)), formValue: '' },
              ...MIN_RATING_CHOICES.map((rating) => ({
                value: String(rating),
                label: counted(text('searchResults.filters.rating.min', { rating: formatNumber(rating, language) }), countOf('minRating', String(rating))),
              })),
            ]}
            value={filters.minRating === undefined ? ANY : String(filters.minRating)}
            onChange={(value) => update('minRating', value === ANY ? undefined : Number(value))}
          />
        </FilterGroup>

        <FilterGroup legend="searchResults.filters.seats" legendId={`${ids}-seats`}>
          <ChoiceList
            labelledBy={`${ids}-seats`}
            name="seats"
            choices={[
              { value: ANY, label: counted(text('searchResults.filters.seats.any'), countOf('seats', ANY)), formValue: '' },
              ...MIN_SEATS_CHOICES.map((count) => ({ value: String(count), label: counted(text('searchResults.filters.seats.min', { count }), countOf('seats', String(count))) })),
            ]}
            value={filters.seats === undefined ? ANY : String(filters.seats)}
            onChange={(value) => update('seats', value === ANY ? undefined : Number(value))}
          />
        </FilterGroup>

        <FilterGroup legend="searchResults.filters.specs">
          <CheckboxList
            idPrefix={`${ids}-specs`}
            name="specs"
            options={specKeys.map((value) => ({ value, label: counted(text(`searchResults.spec.${value}`), countOf('carSpecs', value)), formValue: specWords[value] }))}
            selected={specsChecked}
            onChange={(checked) => update('carSpecs', checked ? Object.fromEntries(checked.map((key) => [key, true])) : undefined)}
          />
        </FilterGroup>

        {lowerGroupsDue ? lowerGroups : <noscript>{lowerGroups}</noscript>}

        <noscript className={applyBar}>
          <Button type="submit" className={css({ width: 'full' })}>
            <FormattedMessage id="searchResults.filters.apply" />
          </Button>
        </noscript>
      </form>
    </section>
  )
}
