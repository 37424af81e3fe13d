import CalendarX from 'lucide-react/icons/calendar-x'
import EyeOff from 'lucide-react/icons/eye-off'
import Info from 'lucide-react/icons/info'
import MapPinned from 'lucide-react/icons/map-pinned'
import SearchX from 'lucide-react/icons/search-x'
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import { Button } from '../../components/ui/button'
import { statePanel } from '../../components/ui/state-panel'
import type { MessageId } from '../../i18n/en'
import type { Reason } from './criteria-reasons'


/** Before any search: say what to do (the form is right above). */
export function IdleState() {
  return (
    <div className={statePanel}>
      <MapPinned aria-hidden />
      <p className={css({ textStyle: 'h3' })}>
        <FormattedMessage id="searchResults.idle" />
      </p>
    </div>
  )
}

/** Placeholder cards the size of real ones, so nothing jumps when the offers arrive. */
/** The cards the loading state shows: as many as fill a wide screen. */
export const LOADING_CARDS = 3

export function LoadingState({ cards }: { cards: number }) {
  return (
    // The words ("Looking for cars…") are in the results heading, a live region.
    <div aria-busy="true">
      <div aria-hidden="true" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        {Array.from({ length: cards }, (_, index) => (
          <div
            key={index}
            className={css({ height: { base: '420px', md: '240px' }, borderRadius: 'lg', bg: 'bg.muted', animation: 'pulse 1.6s ease-in-out infinite', _motionReduce: { animation: 'none' } })}
          />
        ))}
      </div>
    </div>
  )
}

/** No offer: clearing the filters is the first thing to try, else other dates or places. */
export function EmptyState({ filtersSet, onClearFilters }: { filtersSet: boolean; onClearFilters: () => void }) {
  return (
    <div className={statePanel} role="status">
      <SearchX aria-hidden />
      <p className={css({ textStyle: 'h3' })}>
        <FormattedMessage id="searchResults.empty.title" />
      </p>
      {filtersSet ? (
        <>
          <p className={css({ color: 'fg.muted' })}>
            <FormattedMessage id="searchResults.empty.withFilters" />
          </p>
          <Button variant="outline" onClick={onClearFilters}>
            <FormattedMessage id="searchResults.filters.clear" />
          </Button>
        </>
      ) : (
        <p className={css({ color: 'fg.muted' })}>
          <FormattedMessage id="searchResults.empty.withoutFilters" />
        </p>
      )}
    </div>
  )
}

export function FailedState({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={statePanel} role="alert">
      <TriangleAlert aria-hidden />
      <p className={css({ textStyle: 'h3', color: 'danger' })}>
        <FormattedMessage id="searchResults.error.title" />
      </p>
      <p className={css({ color: 'fg.muted' })}>
        <FormattedMessage id="searchResults.error.hint" />
      </p>
      <Button onClick={onRetry}>
        <FormattedMessage id="common.retry" />
      </Button>
    </div>
  )
}

/** Prices fell back to US dollars: say so next to them, so no one reads dollars as euros. */
export function RatesNote() {
  return (
    <Note>
      <FormattedMessage id="searchResults.ratesNote" />
    </Note>
  )
}

function Note({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className={css({ display: 'flex', alignItems: 'center', gap: '1', p: '1.5', borderRadius: 'md', bg: 'bg.surface', borderWidth: '1px', borderColor: 'accent.default', color: 'fg.default', fontSize: 'md' })}
    >
      <Info aria-hidden className={css({ width: 'icon', height: 'icon', color: 'accent.default', flexShrink: 0 })} />
      {children}
    </p>
  )
}

/**
 * The search cannot be made as it stands (dates broken in the URL, or refused by the server): why,
 * and where to fix it — the form above. No "try again": the same search would fail the same way.
 */
export function CriteriaProblem({ title, reasons, hint }: { title: MessageId; reasons: Reason[]; hint: MessageId }) {
  return (
    <div className={statePanel} role="alert">
      <CalendarX aria-hidden />
      <p className={css({ textStyle: 'h3', color: 'danger' })}>
        <FormattedMessage id={title} />
      </p>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', fontWeight: 'medium' })}>
        {reasons.map((reason) => (
          <li key={reason.id}>
            <FormattedMessage id={reason.id} values={reason.values} />
          </li>
        ))}
      </ul>
      <p className={css({ color: 'fg.muted' })}>
        <FormattedMessage id={hint} />
      </p>
    </div>
  )
}

/**
 * Cars no configured payment option can pay for: how many were left out and why, with the choice to
 * list them anyway (or, once listed, to leave them out again).
 */
export function UnbookableNotice({ count, listed, onToggle }: { count: number; listed: boolean; onToggle: () => void }) {
  return (
    <div
      className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '1', p: '1.5', borderRadius: 'md', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', fontSize: 'md' })}
    >
      <p role="status" className={css({ display: 'flex', alignItems: 'center', gap: '1', flex: '1 1 16rem' })}>
        <EyeOff aria-hidden className={css({ width: 'icon', height: 'icon', color: 'fg.muted', flexShrink: 0 })} />
        <FormattedMessage id={listed ? 'searchResults.unbookable.listed' : 'searchResults.unbookable.hidden'} values={{ count }} />
      </p>
      <Button variant="outline" size="sm" onClick={onToggle}>
        <FormattedMessage id={listed ? 'searchResults.unbookable.hide' : 'searchResults.unbookable.show'} values={{ count }} />
      </Button>
    </div>
  )
}
