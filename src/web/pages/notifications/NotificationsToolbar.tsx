import { FormattedMessage, useIntl } from 'react-intl'
import { css } from '../../../../styled-system/css'
import { Button } from '../../components/ui/button'
import { LabelledCheckbox } from '../../components/ui/checkbox'

interface NotificationsToolbarProps {
  rowCount: number
  selected: string[]
  enabled: boolean
  onToggleAll: () => void
  onMarkSelectedRead: () => void
  onMarkSelectedUnread: () => void
  onDeleteSelected: () => void
  onMarkAllRead: () => void
  onDeleteAll: () => void
}

/** Select all, the actions on the selection, and those on every notification (not only this page). */
export function NotificationsToolbar(props: NotificationsToolbarProps) {
  const intl = useIntl()
  const { rowCount, selected, enabled } = props
  const some = selected.length > 0
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}>
        <Button size="sm" disabled={!enabled} onClick={props.onMarkAllRead}>
          <FormattedMessage id="notifications.markAllRead" />
        </Button>
        <Button size="sm" variant="outline" disabled={!enabled} onClick={props.onDeleteAll}>
          <FormattedMessage id="notifications.deleteAll" />
        </Button>
      </div>
      <div
        role="group"
        aria-label={intl.formatMessage({ id: 'notifications.bulkLabel' })}
        className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1', pl: '2' })}
      >
        <LabelledCheckbox
          label={<FormattedMessage id="notifications.selectAll" />}
          checked={rowCount > 0 && selected.length === rowCount}
          onChange={props.onToggleAll}
          disabled={!enabled}
        />
        <Button size="sm" variant="outline" disabled={!enabled || !some} onClick={props.onMarkSelectedRead}>
          <FormattedMessage id="notifications.markSelectedRead" />
        </Button>
        <Button size="sm" variant="outline" disabled={!enabled || !some} onClick={props.onMarkSelectedUnread}>
          <FormattedMessage id="notifications.markSelectedUnread" />
        </Button>
        <Button size="sm" variant="outline" disabled={!enabled || !some} onClick={props.onDeleteSelected}>
          <FormattedMessage id="notifications.deleteSelected" />
        </Button>
        <span aria-live="polite" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {some ? <FormattedMessage id="notifications.selected" values={{ count: selected.length }} /> : null}
        </span>
      </div>
    </div>
  )
}
