import { FormattedMessage } from 'react-intl'
import type { NotificationAction } from '../../../../machines/notifications.machine'
import { DeferredConfirmDialog } from '../../components/ui/deferred-confirm-dialog'

interface NotificationConfirmationProps {
  open: boolean
  pending: NotificationAction | null
  busy: boolean
  failed: boolean
  onConfirm: () => void
  onCancel: () => void
}

/**
 * Asks before deleting some notifications or all of them (nothing else needs asking). The dialog is
 * not in the page's first load: it arrives when the browser is idle, or when it opens before that.
 */
export function NotificationConfirmation({ open, pending, busy, failed, onConfirm, onCancel }: NotificationConfirmationProps) {
  const all = pending?.kind === 'deleteAll'
  const count = pending && 'ids' in pending ? pending.ids.length : 0
  return (
    <DeferredConfirmDialog
      open={open}
      onCancel={onCancel}
      onConfirm={onConfirm}
      busy={busy}
      error={failed ? <FormattedMessage id="notifications.actionFailed" /> : undefined}
      title={all ? <FormattedMessage id="notifications.confirmDeleteAll.title" /> : <FormattedMessage id="notifications.confirmDelete.title" values={{ count }} />}
      confirmLabel={all ? <FormattedMessage id="notifications.confirmDeleteAll.confirm" /> : <FormattedMessage id="notifications.confirmDelete.confirm" />}
      cancelLabel={<FormattedMessage id="notifications.cancel" />}
    >
      <p>{all ? <FormattedMessage id="notifications.confirmDeleteAll.body" /> : <FormattedMessage id="notifications.confirmDelete.body" />}</p>
    </DeferredConfirmDialog>
  )
}
