import Eye from 'lucide-react/icons/eye'
import Pencil from 'lucide-react/icons/pencil'
import Trash2 from 'lucide-react/icons/trash'
import XCircle from 'lucide-react/icons/circle-x'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'wouter'
import { css, cx } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import type { BookingSummary, ListAction } from '../../../../machines/bookingsList.machine'
import { bookingPath } from '../../api/bookings'
import { Button } from '../../components/ui/button'

interface RowActionsProps {
  row: BookingSummary
  /** Whether the list takes the action now (the row allows it and nothing else is running). */
  canRequest: (action: ListAction) => boolean
  onRequest: (action: ListAction) => void
  /** In the table the buttons stand two by two (two lines at most), so every row keeps the skeleton's height. */
  twoByTwo?: boolean
}

/**
 * View always; edit, cancel and delete only when the server says the row allows them. Each
 * accessible name starts with its visible word and adds the booking's reference.
 */
export function RowActions({ row, canRequest, onRequest, twoByTwo }: RowActionsProps) {
  const intl = useIntl()
  // in the table's row, narrower buttons
  const narrow = twoByTwo ? css({ px: '1' }) : undefined
  const look = cx(button({ variant: 'outline', size: 'sm' }), narrow)
  const named = (id: 'bookings.action.viewRow' | 'bookings.action.editRow' | 'bookings.action.cancelRow' | 'bookings.action.deleteRow') =>
    intl.formatMessage({ id }, { reference: row.reference })
  return (
    <div className={twoByTwo ? css({ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: '0.5' }) : css({ display: 'flex', flexWrap: 'wrap', gap: '0.5' })}>
      <Link href={bookingPath(row.id)} aria-label={named('bookings.action.viewRow')} className={look}>
        <Eye aria-hidden />
        <FormattedMessage id="bookings.action.view" />
      </Link>
      {row.actions.edit ? (
        <Link href={bookingPath(row.id, 'edit')} aria-label={named('bookings.action.editRow')} className={look}>
          <Pencil aria-hidden />
          <FormattedMessage id="bookings.action.edit" />
        </Link>
      ) : null}
      {row.actions.cancel ? (
        <Button variant="outline" size="sm" className={narrow} aria-label={named('bookings.action.cancelRow')} disabled={!canRequest('cancel')} onClick={() => onRequest('cancel')}>
          <XCircle aria-hidden />
          <FormattedMessage id="bookings.action.cancel" />
        </Button>
      ) : null}
      {row.actions.delete ? (
        <Button variant="outline" size="sm" className={narrow} aria-label={named('bookings.action.deleteRow')} disabled={!canRequest('delete')} onClick={() => onRequest('delete')}>
          <Trash2 aria-hidden />
          <FormattedMessage id="bookings.action.delete" />
        </Button>
      ) : null}
    </div>
  )
}
