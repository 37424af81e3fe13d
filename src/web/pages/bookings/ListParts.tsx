// The parts around the bookings rows: the bulk bar, the confirmation of an action, the summary of
// what it did, and the loading, empty and failed states.
import CalendarX from 'lucide-react/icons/calendar-x'
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'wouter'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import type { ActionSummary, BookingSummary, ListAction } from '../../../../machines/bookingsList.machine'
import { cancellationTerms } from '../../../domain/cancellation-terms'
import { CANCEL_ANSWER_HOURS } from '../../../domain/constants'
import { appRoutes } from '../../../domain/routes'
import { Button } from '../../components/ui/button'
import { statePanel } from '../../components/ui/state-panel'
import { LabelledCheckbox } from '../../components/ui/checkbox'
import { DeferredConfirmDialog, useConfirmDialogAhead } from '../../components/ui/deferred-confirm-dialog'
import { BookingsTableFrame, columnsOf, ROW_HEIGHT } from './BookingsTable'
import { cardStyle } from './BookingCards'
import { useRentalTimes } from './format'


interface BulkBarProps {
  selectedCount: number
  rowCount: number
  enabled: boolean
  canCancel: boolean
  canDelete: boolean
  onSelectAll: (on: boolean) => void
  onCancel: () => void
  onDelete: () => void
}

/** Select all, how many are selected, and the actions on the selection. */
export function BulkBar({ selectedCount, rowCount, enabled, canCancel, canDelete, onSelectAll, onCancel, onDelete }: BulkBarProps) {
  const intl = useIntl()
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'bookings.bulk.label' })}
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '1.5',
        minHeight: '52px',
        px: '1.5',
        py: '1',
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'md',
      })}
    >
      <LabelledCheckbox
        id="bookings-select-all"
        label={<FormattedMessage id="bookings.selectAll" />}
        checked={rowCount > 0 && selectedCount === rowCount}
        disabled={!enabled || rowCount === 0}
        onChange={onSelectAll}
      />
      <p role="status" className={css({ color: 'fg.muted', fontSize: 'sm', flex: '1 1 auto' })}>
        <FormattedMessage id="bookings.bulk.selected" values={{ count: selectedCount }} />
      </p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}>
        <Button variant="outline" size="sm" disabled={!canCancel} onClick={onCancel}>
          <FormattedMessage id="bookings.bulk.cancel" />
        </Button>
        <Button variant="outline" size="sm" disabled={!canDelete} onClick={onDelete}>
          <FormattedMessage id="bookings.bulk.delete" />
        </Button>
      </div>
    </div>
  )
}

interface ListActionDialogProps {
  pending: { action: ListAction; ids: string[] } | null
  rows: BookingSummary[]
  open: boolean
  busy: boolean
  failed: boolean
  onConfirm: () => void
  onDismiss: () => void
}

/**
 * Asks before a cancel request or a deletion. A cancel request shows each booking's terms against
 * its own pick-up (free until 24 hours before, else a fee may apply); rows that do not allow the
 * action are counted and left as they are.
 */
export function ListActionDialog({ pending, rows, open, busy, failed, onConfirm, onDismiss }: ListActionDialogProps) {
  const timesOf = useRentalTimes()
  // The dialog is not in the page's first load: it is asked for when the browser is idle.
  useConfirmDialogAhead()
  if (!pending) return null
  const chosen = rows.filter((row) => pending.ids.includes(row.id))
  const allowing = chosen.filter((row) => row.actions[pending.action])
  const others = pending.ids.length - allowing.length
  const cancel = pending.action === 'cancel'
  const now = new Date()
  return (
    <DeferredConfirmDialog
      open={open}
      busy={busy}
      onCancel={onDismiss}
      onConfirm={onConfirm}
      title={<FormattedMessage id={cancel ? 'bookings.confirmCancel.title' : 'bookings.confirmDelete.title'} values={{ count: allowing.length }} />}
      confirmLabel={<FormattedMessage id={cancel ? 'bookings.confirmCancel.confirm' : 'bookings.confirmDelete.confirm'} />}
      cancelLabel={<FormattedMessage id="bookings.confirm.keep" />}
      error={failed ? <FormattedMessage id="bookings.confirm.failed" /> : null}
    >
      <p>
        <FormattedMessage id={cancel ? 'bookings.confirmCancel.body' : 'bookings.confirmDelete.body'} values={{ hours: CANCEL_ANSWER_HOURS }} />
      </p>
      {cancel ? (
        <ul
          className={css({
            mt: '1',
            display: 'flex',
            flexDirection: 'column',
            gap: '0.5',
            fontWeight: 'medium',
          })}
        >
          {allowing.map((row) => {
            const terms = cancellationTerms(new Date(row.from), now)
            return (
              <li key={row.id}>
                {terms.kind === 'free' ? (
                  <FormattedMessage
                    id="bookings.terms.free"
                    values={{
                      reference: row.reference,
                      // on the pick-up place's clock, as the booking's times
                      time: timesOf(row).atPickUp(terms.until.toISOString()),
                    }}
                  />
                ) : (
                  <FormattedMessage id="bookings.terms.fee" values={{ reference: row.reference }} />
                )}
              </li>
            )
          })}
        </ul>
      ) : null}
      {others > 0 ? (
        <p className={css({ mt: '1', color: 'fg.muted' })}>
          <FormattedMessage id="bookings.confirm.notAllowed" values={{ count: others }} />
        </p>
      ) : null}
    </DeferredConfirmDialog>
  )
}

/** What the last action did and what was refused, with the reason of each refusal. */
export function ActionSummaryPanel({ summary, onClose }: { summary: ActionSummary; onClose: () => void }) {
  const intl = useIntl()
  const cancel = summary.action === 'cancel'
  return (
    <section
      aria-labelledby="bookings-summary-title"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '1',
        p: '2',
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'accent.default',
        borderRadius: 'md',
      })}
    >
      <h2 id="bookings-summary-title" className={css({ textStyle: 'h3' })}>
        <FormattedMessage id={cancel ? 'bookings.summary.title.cancel' : 'bookings.summary.title.delete'} />
      </h2>
      <div role="status" className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        {summary.done.length > 0 ? (
          <p>
            <FormattedMessage
              id={cancel ? 'bookings.summary.done.cancel' : 'bookings.summary.done.delete'}
              values={{
                count: summary.done.length,
                references: summary.done.map((ref) => ref.reference).join(', '),
                hours: CANCEL_ANSWER_HOURS,
              }}
            />
          </p>
        ) : null}
        {summary.refused.length > 0 ? (
          <div>
            <p className={css({ fontWeight: 'semibold', color: 'danger' })}>
              <FormattedMessage id="bookings.summary.refused" values={{ count: summary.refused.length }} />
            </p>
            <ul className={css({ listStyle: 'disc', pl: '3' })}>
              {summary.refused.map((ref) => (
                <li key={ref.id}>
                  <FormattedMessage
                    id="bookings.summary.refusedItem"
                    values={{
                      reference: ref.reference,
                      reason: intl.formatMessage({
                        id: `bookings.refusal.${ref.reason}`,
                      }),
                    }}
                  />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div>
        <Button variant="outline" size="sm" onClick={onClose}>
          <FormattedMessage id="bookings.summary.close" />
        </Button>
      </div>
    </section>
  )
}

const pulse = css({
  bg: 'bg.muted',
  borderRadius: 'sm',
  animation: 'pulse 1.6s ease-in-out infinite',
  _motionReduce: { animation: 'none' },
})

/** Placeholders the size of the real rows (or cards), so nothing moves when the page arrives. */
export function ListSkeleton({ rows, mobile, hideSuppliers }: { rows: number; mobile: boolean; hideSuppliers: boolean }) {
  const placeholders = Array.from({ length: rows }, (_, index) => index)
  if (mobile)
    return (
      <div aria-busy="true">
        <div
          aria-hidden="true"
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '1.5',
          })}
        >
          {placeholders.map((index) => (
            <div key={index} className={cardStyle}>
              <div className={css({ height: '100%', flex: '1' }) + ' ' + pulse} />
            </div>
          ))}
        </div>
      </div>
    )
  const columns = columnsOf(hideSuppliers).length
  return (
    <BookingsTableFrame hideSuppliers={hideSuppliers} busy>
      {placeholders.map((index) => (
        <tr key={index} aria-hidden="true" className={css({ height: ROW_HEIGHT })}>
          <td
            colSpan={columns}
            className={css({
              px: '1',
              py: '1',
              borderBottomWidth: '1px',
              borderColor: 'border.default',
            })}
          >
            <div className={css({ height: '60px' }) + ' ' + pulse} />
          </td>
        </tr>
      ))}
    </BookingsTableFrame>
  )
}

/** No booking at all: a link to the search; none for these filters: clear them. */
export function EmptyList({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  return (
    <div className={statePanel} role="status">
      <CalendarX aria-hidden />
      <p className={css({ textStyle: 'h3' })}>
        <FormattedMessage id={filtered ? 'bookings.empty.withFilters' : 'bookings.empty.title'} />
      </p>
      {filtered ? (
        <Button variant="outline" onClick={onClearFilters}>
          <FormattedMessage id="bookings.filters.clear" />
        </Button>
      ) : (
        <>
          <p className={css({ color: 'fg.muted' })}>
            <FormattedMessage id="bookings.empty.hint" />
          </p>
          <Link href={appRoutes.search} className={button()}>
            <FormattedMessage id="bookings.empty.search" />
          </Link>
        </>
      )}
    </div>
  )
}

export function FailedList({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={statePanel} role="alert">
      <TriangleAlert aria-hidden />
      <p className={css({ textStyle: 'h3', color: 'danger' })}>
        <FormattedMessage id="bookings.error.title" />
      </p>
      <Button onClick={onRetry}>
        <FormattedMessage id="common.retry" />
      </Button>
    </div>
  )
}
