import Search from 'lucide-react/icons/search'
import { useMemo, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { css } from '../../../../styled-system/css'
import { field } from '../../../../styled-system/recipes'
import { BOOKINGS_KEYWORD_MAX_LENGTH, hasBookingsFilters, type BookingsFilters } from '../../../domain/bookings-query'
import { bookingStatuses, type BookingStatus, type Language } from '../../../domain/enums'
import type { Supplier } from '../../api/catalogue'
import { DateField } from '../../components/search-form/DateField'
import { Button } from '../../components/ui/button'
import { LabelledCheckbox } from '../../components/ui/checkbox'
import { NativeSelect } from '../../components/ui/native-select'
import { LOCALES } from '../../i18n/catalogues'
import type { MessageId } from '../../i18n/en'
import { statusLabel } from './StatusChip'

interface BookingsFiltersProps {
  filters: BookingsFilters
  onChange: (filters: BookingsFilters) => void
  suppliers: Supplier[]
  hideSuppliers: boolean
  language: Language
}

const ALL_SUPPLIERS = 'all'
const groupStyle = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: 0 })
const legendStyle = css({ fontSize: 'sm', fontWeight: 'semibold', mb: '0.5' })

/** Status (one box per status), supplier, pick-up date range and keyword; every change is in the URL. */
export function BookingsFiltersPanel({ filters, onChange, suppliers, hideSuppliers, language }: BookingsFiltersProps) {
  const intl = useIntl()
  const ticked = filters.statuses ?? bookingStatuses
  const toggle = (status: BookingStatus, on: boolean) => {
    const next = on ? [...ticked.filter((s) => s !== status), status] : ticked.filter((s) => s !== status)
    onChange({ ...filters, statuses: next })
  }
  const supplierChoices = useMemo(
    () => [
      { value: ALL_SUPPLIERS, label: intl.formatMessage({ id: 'bookings.filters.allSuppliers' }) },
      ...suppliers.map((supplier) => ({ value: supplier.id, label: supplier.fullName })),
    ],
    [suppliers, intl],
  )
  return (
    <section
      aria-labelledby="bookings-filters-title"
      className={css({ display: 'flex', flexDirection: 'column', gap: '2', p: { base: '2', md: '3' }, bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg' })}
    >
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '1', flexWrap: 'wrap' })}>
        <h2 id="bookings-filters-title" className={css({ textStyle: 'h3' })}>
          <FormattedMessage id="bookings.filters.title" />
        </h2>
        {hasBookingsFilters(filters) ? (
          <Button variant="ghost" size="sm" onClick={() => onChange({})}>
            <FormattedMessage id="bookings.filters.clear" />
          </Button>
        ) : null}
      </div>
      {/* The keyword first: a new keyword is searched on Enter or with the button. */}
      <KeywordField key={filters.keyword ?? ''} keyword={filters.keyword ?? ''} onSearch={(keyword) => onChange({ ...filters, keyword })} />
      <div className={css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, alignItems: 'start' })}>
        <fieldset className={groupStyle}>
          <legend className={legendStyle}>
            <FormattedMessage id="bookings.filters.status" />
          </legend>
          <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: '1' })}>
            {bookingStatuses.map((status) => (
              <LabelledCheckbox
                key={status}
                id={`bookings-status-${status}`}
                label={<FormattedMessage id={statusLabel(status)} />}
                checked={ticked.includes(status)}
                onChange={(on) => toggle(status, on)}
              />
            ))}
          </div>
        </fieldset>
        {hideSuppliers ? null : (
          <div className={groupStyle}>
            <NativeSelect
              label={<FormattedMessage id="bookings.filters.supplier" />}
              choices={supplierChoices}
              value={filters.supplier ?? ALL_SUPPLIERS}
              onChange={(value) => onChange({ ...filters, supplier: value === ALL_SUPPLIERS ? undefined : value })}
            />
          </div>
        )}
        <FilterDate label="bookings.filters.from" value={filters.from} language={language} onChange={(from) => onChange({ ...filters, from })} />
        <FilterDate label="bookings.filters.to" value={filters.to} language={language} onChange={(to) => onChange({ ...filters, to })} />
      </div>
    </section>
  )
}

function KeywordField({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const [text, setText] = useState(keyword)
  const styles = field()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(text)
  }
  return (
    <form role="search" onSubmit={submit} className={css({ display: 'flex', gap: '1', alignItems: 'flex-end', flexWrap: 'wrap' })}>
      <div className={css({ flex: '1 1 16rem', display: 'flex', flexDirection: 'column', gap: '0.5' })}>
        <label htmlFor="bookings-keyword" className={styles.label}>
          <FormattedMessage id="bookings.filters.keyword" />
        </label>
        <input
          id="bookings-keyword"
          type="search"
          value={text}
          maxLength={BOOKINGS_KEYWORD_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          className={styles.input}
        />
      </div>
      <Button type="submit">
        <Search aria-hidden />
        <FormattedMessage id="bookings.filters.apply" />
      </Button>
    </form>
  )
}

interface FilterDateProps {
  label: MessageId
  /** 'YYYY-MM-DD' or undefined. */
  value: string | undefined
  language: Language
  onChange: (value: string | undefined) => void
}

/**
 * A labelled date, typed or picked from a calendar; cleared by emptying it. The deferred DateField:
 * Ark's date picker loads when idle or on first use, not with the page (issue 12). Any day can be
 * chosen (past bookings too), and the calendar button keeps its own Tab stop.
 */
function FilterDate({ label, value, language, onChange }: FilterDateProps) {
  const intl = useIntl()
  const labels = useMemo(
    () => ({
      open: intl.formatMessage({ id: 'bookings.filters.calendar' }),
      close: intl.formatMessage({ id: 'searchForm.closeCalendar' }),
      previousMonth: intl.formatMessage({ id: 'searchForm.previousMonth' }),
      nextMonth: intl.formatMessage({ id: 'searchForm.nextMonth' }),
    }),
    [intl],
  )
  return (
    <DateField
      label={intl.formatMessage({ id: label })}
      placeholder={intl.formatMessage({ id: 'searchForm.datePlaceholder' })}
      labels={labels}
      date={value ?? ''}
      onChange={(date) => onChange(date || undefined)}
      locale={LOCALES[language]}
      startOfWeek={language === 'en' ? 0 : 1}
      triggerInTabOrder
    />
  )
}
