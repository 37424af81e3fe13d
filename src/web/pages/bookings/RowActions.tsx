import { Eye, Pencil, Trash2, XCircle } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'wouter'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import type { BookingSummary, ListAction } from '../../../../machines/bookingsList.machine'
import { bookingPath } from '../../api/bookings'
import { Button } from '../../components/ui/button'

interface RowActionsProps {
  row: BookingSummary
  /** Whether the list takes the action now (the row allows it and nothing else is running). */
  canRequest: (action: ListAction) => boolean
  onRequest: (action: ListAction) => void
  /** In the table the buttons stay on one line, so every row keeps the skeleton's height. */
  oneLine?: boolean
}

/**
 * View always; edit, cancel and delete only when the server says the row allows them. Each
 * accessible name starts with its visible word and adds the booking's reference.
 */
export function RowActions({ row, canRequest, onRequest, oneLine }: RowActionsProps) {
  const intl = useIntl()
  const named = (id: 'bookings.action.viewRow' | 'bookings.action.editRow' | 'bookings.action.cancelRow' | 'bookings.action.deleteRow') =>
    intl.formatMessage({ id }, { reference: row.reference })
  return (
    <div className={oneLine ? css({ display: 'flex', flexWrap: 'nowrap', gap: '0.5' }) : css({ display: 'flex', flexWrap: 'wrap', gap: '0.5' })}>
      <Link href={bookingPath(row.id)} aria-label={named('bookings.action.viewRow')} className={button({ variant: 'outline', size: 'sm' })}>
        <Eye aria-hidden />
        <FormattedMessage id="bookings.action.view" />
      </Link>
      {row.actions.edit ? (
        <Link href={bookingPath(row.id, 'edit')} aria-label={named('bookings.action.editRow')} className={button({ variant: 'outline', size: 'sm' })}>
          <Pencil aria-hidden />
          <FormattedMessage id="bookings.action.edit" />
        </Link>
      ) : null}
      {row.actions.cancel ? (
        <Button variant="outline" size="sm" aria-label={named('bookings.action.cancelRow')} disabled={!canRequest('cancel')} onClick={() => onRequest('cancel')}>
          <XCircle aria-hidden />
          <FormattedMessage id="bookings.action.cancel" />
        </Button>
      ) : null}
      {row.actions.delete ? (
        <Button variant="outline" size="sm" aria-label={named('bookings.action.deleteRow')} disabled={!canRequest('delete')} onClick={() => onRequest('delete')}>
          <Trash2 aria-hidden />
          <FormattedMessage id="bookings.action.delete" />
        </Button>
      ) : null}
    </div>
  )
}
