import { useCallback } from 'react'
import { FormattedMessage } from 'react-intl'
import { Redirect } from 'wouter'
import { css } from '../../../../styled-system/css'
import type { BookingSummary, ListAction } from '../../../../machines/bookingsList.machine'
import { hasBookingsFilters } from '../../../domain/bookings-query'
import { bookingsPath } from '../../api/bookings'
import { fetchSuppliers } from '../../api/catalogue'
import { useConfig } from '../../app/config-context'
import { useSession } from '../../app/session-context'
import { useRemoteData } from '../../app/use-remote-data'
import { signInHref } from '../auth/return-path'
import { ClassicPagination } from '../search/ClassicPagination'
import { BookingCards } from './BookingCards'
import { BookingsFiltersPanel } from './BookingsFilters'
import { BookingsTable } from './BookingsTable'
import { ActionSummaryPanel, BulkBar, EmptyList, FailedList, ListActionDialog, ListSkeleton } from './ListParts'
import { useBookingsList } from './use-bookings-list'
import { useHere } from './use-here'

const pageStyle = css({ maxWidth: 'container', mx: 'auto', px: { base: '2', md: '3' }, py: { base: '2', md: '3' }, display: 'flex', flexDirection: 'column', gap: '2' })
const HEADING_ID = 'bookings-title'

/** `/bookings` (spec §2): signed-in drivers only; a visitor signs in first and comes back. */
export default function BookingsPage() {
  const { user, signedIn, checking } = useSession()
  const here = useHere()
  if (checking)
    return (
      <div className={pageStyle}>
        <p role="status" className={css({ color: 'fg.muted' })}>
          <FormattedMessage id="bookings.loading" />
        </p>
      </div>
    )
  if (!signedIn || !user) return <Redirect to={signInHref(here)} replace />
  return <BookingsList userId={user.id} />
}

// The page link that was clicked disappears while the next page loads: put the keyboard focus
// (and the view) on the heading, where the new page starts.
function focusHeading() {
  const heading = document.getElementById(HEADING_ID)
  heading?.focus({ preventScroll: true })
  heading?.scrollIntoView?.({ block: 'start' })
}

function BookingsList({ userId }: { userId: string }) {
  const { hideSuppliers } = useConfig()
  const [state, send, mobile] = useBookingsList(userId)
  const [suppliers] = useRemoteData(fetchSuppliers, 'suppliers')
  const { context } = state
  const { query } = context
  const applying = state.matches({ ready: 'applying' })
  const request = useCallback((action: ListAction, ids: string[]) => send({ type: 'bookings.request', action, ids }), [send])
  const canRequest = (row: BookingSummary, action: ListAction) => state.can({ type: 'bookings.request', action, ids: [row.id] })
  const rowsProps = {
    rows: context.rows,
    hideSuppliers,
    selected: context.selected,
    selectable: state.can({ type: 'bookings.select', id: context.rows[0]?.id ?? '', selected: true }),
    onSelect: (id: string, selected: boolean) => send({ type: 'bookings.select', id, selected }),
    canRequest,
    onRequest: (row: BookingSummary, action: ListAction) => request(action, [row.id]),
  }

  return (
    <div className={pageStyle}>
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
        <h1 id={HEADING_ID} tabIndex={-1} className={css({ textStyle: 'h2', fontSize: { base: '2xl', md: '3xl' }, outline: 'none' })}>
          <FormattedMessage id="bookings.pageTitle" />
        </h1>
        <p role="status" className={css({ color: 'fg.muted', minHeight: '1.5em' })}>
          {state.matches('loading') || state.matches('idle') ? (
            <FormattedMessage id="bookings.loading" />
          ) : state.matches('ready') || state.matches('empty') ? (
            <FormattedMessage id="bookings.count" values={{ count: context.total }} />
          ) : null}
        </p>
      </header>
      <BookingsFiltersPanel
        filters={query.filters}
        onChange={(filters) => send({ type: 'bookings.filter', filters })}
        suppliers={suppliers.status === 'success' ? suppliers.data : []}
        hideSuppliers={hideSuppliers}
        language={context.language}
      />
      {context.summary ? <ActionSummaryPanel summary={context.summary} onClose={() => send({ type: 'bookings.closeSummary' })} /> : null}
      {state.matches('ready') && context.rows.some((row) => row.currency !== context.currency) ? (
        // prices are not converted: a booking costs what it was agreed at, in its own currency
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          <FormattedMessage id="bookings.ownCurrencyNote" />
        </p>
      ) : null}
      {state.matches('ready') || state.matches('loading') || state.matches('idle') ? (
        <BulkBar
          selectedCount={context.selected.length}
          rowCount={context.rows.length}
          enabled={state.matches({ ready: 'idle' })}
          canCancel={context.selected.length > 0 && state.can({ type: 'bookings.request', action: 'cancel', ids: context.selected })}
          canDelete={context.selected.length > 0 && state.can({ type: 'bookings.request', action: 'delete', ids: context.selected })}
          onSelectAll={(selected) => send({ type: 'bookings.selectAll', selected })}
          onCancel={() => request('cancel', context.selected)}
          onDelete={() => request('delete', context.selected)}
        />
      ) : null}
      {state.matches('loading') || state.matches('idle') ? <ListSkeleton rows={context.rows.length > 0 ? context.rows.length : context.pageSize} mobile={mobile} hideSuppliers={hideSuppliers} /> : null}
      {state.matches('failed') ? <FailedList onRetry={() => send({ type: 'bookings.retry' })} /> : null}
      {state.matches('empty') ? (
        <EmptyList filtered={hasBookingsFilters(query.filters)} onClearFilters={() => send({ type: 'bookings.filter', filters: {} })} />
      ) : null}
      {state.matches('ready') ? (
        <>
          {mobile ? <BookingCards {...rowsProps} /> : <BookingsTable {...rowsProps} />}
          <ClassicPagination
            total={context.total}
            pageSize={context.pageSize}
            page={query.page}
            pageHref={(page) => bookingsPath({ ...query, page })}
            onPageChange={(page) => {
              send({ type: 'bookings.page', page })
              focusHeading()
            }}
          />
        </>
      ) : null}
      <ListActionDialog
        pending={context.pending}
        rows={context.rows}
        open={state.matches({ ready: 'confirming' }) || applying}
        busy={applying}
        failed={state.matches({ ready: 'confirming' }) && context.errorCode !== null}
        onConfirm={() => send({ type: 'bookings.confirm' })}
        onDismiss={() => send({ type: 'bookings.dismiss' })}
      />
    </div>
  )
}
