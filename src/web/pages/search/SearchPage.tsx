import { startTransition, useEffect, useId, useRef, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import { isMobileWidth } from '../../../domain/constants'
import { BASE_CURRENCY } from '../../../domain/enums'
import type { SearchFilters } from '../../../domain/search-query'
import { searchPath } from '../../api/search'
import { useConfig } from '../../app/config-context'
import { useCurrency } from '../../app/currency-context'
import { useLanguage } from '../../app/language-context'
import { SearchForm } from '../../components/search-form/SearchForm'
import { onDemand, useOnDemand } from '../../platform/on-demand'
import { ClassicPagination } from './ClassicPagination'
import { FiltersPanel } from './filters/FiltersPanel'
import { hasActiveFilters } from './filters/active-filters'
import { OfferList } from './OfferList'
import { issueReasons, rejectionReason } from './criteria-reasons'
import { CriteriaProblem, EmptyState, FailedState, IdleState, LOADING_CARDS, LoadingState, RatesNote, UnbookableNotice } from './ResultStates'
import { ResultsToolbar } from './ResultsToolbar'
import { SearchSummary } from './SearchSummary'
import { ShowMore } from './ShowMore'
import { useSearchFormKey } from './use-search-form-key'
import { useSearchPage } from './use-search-page'

const RESULTS_HEADING_ID = 'results-count'
/** The offers themselves: where 'Skip to results' leads. */
const RESULTS_ID = 'results'

/** The phone's filters sheet, with Ark's dialog: fetched when the browser is idle, shown on demand. */
const filtersSheet = onDemand(() => import('./filters/FiltersSheet').then((module) => module.FiltersSheet))

// Out of sight until it has the keyboard's focus: the first Tab of the page shows it.
const skipLink = css({
  position: 'absolute',
  top: '1',
  left: '2',
  zIndex: 'dropdown',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  _focus: {
    width: 'auto',
    height: 'auto',
    overflow: 'visible',
    clipPath: 'none',
    px: '2',
    py: '1',
    bg: 'bg.surface',
    color: 'fg.default',
    fontWeight: 'semibold',
    borderRadius: 'md',
    shadow: 'lg',
    outline: '2px solid',
    outlineColor: 'accent.default',
  },
})

/** Focus on the offers (and the view on them), so the next Tab reaches the first card. */
function skipToResults(event: { preventDefault: () => void }) {
  const results = document.getElementById(RESULTS_ID)
  if (!results) return
  event.preventDefault()
  results.focus({ preventScroll: true })
  results.scrollIntoView?.({ block: 'start' })
}

// The clicked page link disappears while the next page loads: put the keyboard focus (and the
// view) on the results heading, where the new page starts.
function focusResults() {
  const heading = document.getElementById(RESULTS_HEADING_ID)
  heading?.focus({ preventScroll: true })
  heading?.scrollIntoView?.({ block: 'start' })
}

/** The filters panel stands beside the offers on a wide screen; on a phone it would push them out of sight. */
const openByDefault = () => !isMobileWidth(window.innerWidth)

/** `/search`: the form again, then the offers with filters, sort and pages. Renders the machine's snapshot. */
export default function SearchPage() {
  const config = useConfig()
  const { currency: chosenCurrency } = useCurrency()
  const { language } = useLanguage()
  const [state, send, resumed] = useSearchPage()
  const { context } = state
  const { query } = context
  // Criteria that break a rule are not searched: the form offers the nearest ones that can be.
  const formCriteria = state.matches('invalid') ? context.correctedCriteria : query.criteria
  const [formKey, noteSubmitted] = useSearchFormKey(formCriteria)
  const filtersId = useId()
  // The server does not know the screen: until hydrated (null), the stylesheet shows the panel on a
  // wide one only. Settling it is a transition: the same thing stays on screen, nothing waits for it.
  const [filtersChoice, setFiltersOpen] = useState<boolean | null>(null)
  useEffect(() => startTransition(() => setFiltersOpen((open) => open ?? openByDefault())), [])
  // Where a wide screen shows the panel beside the offers; a phone never shows it there (but without JavaScript).
  const panelShown = filtersChoice ?? true
  // On a phone the filters open in a sheet over the page (loaded on demand).
  const [sheetOpen, setSheetOpen] = useState(false)
  const [FiltersSheet, loadFiltersSheet] = useOnDemand(filtersSheet)
  const filtersButton = useRef<HTMLButtonElement>(null)
  const toggleFilters = () => {
    if (isMobileWidth(window.innerWidth)) {
      loadFiltersSheet()
      setSheetOpen(true)
    } else setFiltersOpen((open) => !(open ?? openByDefault()))
  }
  // The search as one line on a phone, until it is opened: the offers get the first screen.
  const [formExpanded, setFormExpanded] = useState(false)
  const formId = useId()
  const searched = query.criteria !== null && !state.matches('idle') && !state.matches('invalid') && !state.matches('rejected')

  // Before the first answer the thresholds are shown in the base currency, unconverted.
  const [depositThresholds, depositCurrency] =
    context.depositThresholds.length > 0
      ? [context.depositThresholds, context.currency]
      : [config.depositFilterThresholds.map((maxDeposit) => ({ maxDeposit: maxDeposit as 250 | 500 | 750, amount: maxDeposit })), BASE_CURRENCY]
  const total = state.matches('ready') || state.matches('empty') ? context.total : state.matches('loading') ? 'loading' : null
  const panelProps = {
    filters: query.filters,
    onChange: (filters: SearchFilters) => send({ type: 'search.filter', filters }),
    supplierCounts: context.supplierCounts,
    filterCounts: context.filterCounts,
    hideSuppliers: config.hideSuppliers,
    depositThresholds,
    currency: depositCurrency,
    language,
  }
  const showRatesNote = state.matches('ready') && (!context.ratesAvailable || context.currency !== chosenCurrency)
  const showUnbookable = (state.matches('ready') || state.matches('empty')) && context.unbookable > 0

  // Spec §2, every navigation starts at the top: a new page of results starts at the results
  // heading, once it is drawn (the placeholders while it loads have another height).
  const pageChanged = useRef(false)
  const settled = !state.matches('loading')
  useEffect(() => {
    if (!settled || !pageChanged.current) return
    pageChanged.current = false
    focusResults()
  }, [settled])

  return (
    <div className={css({ position: 'relative', maxWidth: 'container', mx: 'auto', px: { base: '2', md: '3' }, py: { base: '2', md: '3' }, display: 'flex', flexDirection: 'column', gap: { base: '2', md: '3' } })}>
      {searched ? (
        <a href={`#${RESULTS_ID}`} className={skipLink} onClick={skipToResults}>
          <FormattedMessage id="searchResults.skipToResults" />
        </a>
      ) : null}
      <section aria-labelledby="search-title" className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
        <h1 id="search-title" className={css({ textStyle: 'h2', fontSize: { base: '2xl', md: '3xl' } })}>
          <FormattedMessage id="searchResults.pageTitle" />
        </h1>
        {searched && query.criteria ? (
          <SearchSummary criteria={query.criteria} language={language} expanded={formExpanded} onToggle={() => setFormExpanded((open) => !open)} formId={formId} />
        ) : null}
        <div id={formId} className={searched && !formExpanded ? css({ display: { base: 'none', md: 'block' }, _noscript: { display: 'block' } }) : undefined}>
          <SearchForm
            key={formKey}
            initialCriteria={formCriteria}
            onSubmit={(criteria, placeZones) => {
              noteSubmitted(criteria)
              setFormExpanded(false)
              send({ type: 'search.submit', criteria, placeZones })
            }}
          />
        </div>
      </section>

      {state.matches('invalid') ? (
        <CriteriaProblem title="searchResults.invalid.title" reasons={issueReasons(context.criteriaIssues)} hint="searchResults.invalid.hint" />
      ) : state.matches('rejected') ? (
        <CriteriaProblem title="searchResults.rejected.title" reasons={[rejectionReason(context.errorCode, config)]} hint="searchResults.rejected.hint" />
      ) : state.matches('idle') ? (
        <IdleState />
      ) : (
        <section aria-labelledby={RESULTS_HEADING_ID} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <ResultsToolbar
            headingId={RESULTS_HEADING_ID}
            total={total}
            sort={query.sort}
            onSort={(sort) => send({ type: 'search.sort', sort })}
            sortHref={(sort) => searchPath({ ...query, sort, page: 1 })}
            filtersOpen={sheetOpen || panelShown}
            filtersId={filtersId}
            onToggleFilters={toggleFilters}
            filtersButtonRef={filtersButton}
          />
          {showRatesNote ? <RatesNote /> : null}
          {showUnbookable ? (
            <UnbookableNotice
              count={context.unbookable}
              listed={query.includeUnbookable}
              onToggle={() => send({ type: 'search.unbookable', include: !query.includeUnbookable })}
            />
          ) : null}
          {FiltersSheet ? (
            <FiltersSheet
              open={sheetOpen}
              onClose={() => setSheetOpen(false)}
              returnFocus={filtersButton}
              total={total}
            >
              <FiltersPanel id={`${filtersId}-sheet`} {...panelProps} />
            </FiltersSheet>
          ) : null}
          <div className={css({ display: 'grid', gap: '3', alignItems: 'start', gridTemplateColumns: { base: '1fr', md: panelShown ? '280px minmax(0, 1fr)' : '1fr' } })}>
            {/* Without JavaScript (nothing opens it) the panel is always shown: after the offers on a phone.
                With it, a phone shows the filters in the sheet, never here below the fold. */}
            <div hidden={!panelShown} className={panelShown ? css({ display: { base: 'none', md: 'block' }, _noscript: { display: 'block', order: { base: 1, md: 0 } } }) : undefined}>
              {/* Rendered even when closed: the server's HTML has it, and opening it costs nothing. */}
              <FiltersPanel id={filtersId} {...panelProps} search={query} />
            </div>
            {/* 'Skip to results' leads here: the next Tab is in the first card. */}
            <div id={RESULTS_ID} tabIndex={-1} role="group" aria-labelledby={RESULTS_HEADING_ID} className={css({ minWidth: 0, outline: 'none', scrollMarginTop: '1' })}>
              {state.matches('loading') ? <LoadingState cards={LOADING_CARDS} /> : null}
              {state.matches('failed') ? <FailedState onRetry={() => send({ type: 'search.retry' })} /> : null}
              {state.matches('empty') ? (
                <EmptyState filtersSet={hasActiveFilters(query.filters)} onClearFilters={() => send({ type: 'search.filter', filters: {} })} />
              ) : null}
              {state.matches('ready') && query.criteria ? (
                <>
                  <OfferList
                    offers={context.offers}
                    criteria={query.criteria}
                    pickUpZone={context.placeZones[query.criteria.pickUpLocation]}
                    language={language}
                    hideSuppliers={config.hideSuppliers}
                    whole={resumed}
                  />
                  {context.paginationMode === 'classic' ? (
                    <ClassicPagination
                      total={context.total}
                      pageSize={context.pageSize}
                      page={query.page}
                      pageHref={(page) => searchPath({ ...query, page })}
                      onPageChange={(page) => {
                        send({ type: 'search.page', page })
                        pageChanged.current = true
                        focusResults()
                      }}
                    />
                  ) : (
                    <ShowMore
                      shown={context.offers.length}
                      total={context.total}
                      loading={state.matches({ ready: 'loadingMore' })}
                      failed={context.errorCode !== null}
                      onMore={() => send({ type: 'search.loadMore' })}
                    />
                  )}
                </>
              ) : null}
            </div>
          </div>
        </section>
      )}
    </div>
  )
}
